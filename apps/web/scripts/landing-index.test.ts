// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANDING_DIR, LANDING_INDEX, landingIndexSource, writeLandingIndex } from './landing-index'

describe('the landing pages index', () => {
  it('is committed as the page files of content/landing/ make it', () => {
    expect(
      readFileSync(LANDING_INDEX, 'utf8'),
      'a page file was added or removed: `npm run build -w apps/web` (or `npm run dev`) rewrites pages.generated.ts; commit it',
    ).toBe(landingIndexSource(readdirSync(LANDING_DIR)))
  })

  it('lists the pages by slug, leaving out the folder’s own modules and tests', () => {
    const source = landingIndexSource(['schema.ts', 'b-page.ts', 'index.ts', 'a-page.ts', 'a-page.test.ts', 'README.md', 'meta.ts'])
    expect(source.match(/^import .*$/gm)).toEqual(["import * as page0 from './a-page'", "import * as page1 from './b-page'"])
    expect(source).toContain("{ slug: 'b-page', ...page1.meta },")
  })

  it('is written when a page file appears, and left alone when nothing changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'landing-'))
    writeFileSync(join(dir, 'a-page.ts'), '')
    expect(writeLandingIndex(dir)).toBe(true)
    expect(writeLandingIndex(dir)).toBe(false)
    writeFileSync(join(dir, 'b-page.ts'), '')
    expect(writeLandingIndex(dir)).toBe(true)
    expect(readFileSync(join(dir, 'pages.generated.ts'), 'utf8')).toContain("from './b-page'")
  })
})
