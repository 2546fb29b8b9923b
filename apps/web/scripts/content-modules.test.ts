// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collections } from '../src/content/collections'
import { singletonDeclaration, singletonModule } from './content-modules'

/** The module's exports, as the browser gets them. */
const load = async (name: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(singletonModule(collections, name))}`)) as Record<string, unknown>

describe('a one-file collection as an ES module', () => {
  it('exports each top-level field of the checked file, and the whole as the default', async () => {
    const copy = collections.consent.read()
    const module = await load('consent')
    expect(Object.keys(module).sort()).toEqual(['default', 'footerLink', 'popup'])
    expect(module.popup).toEqual(copy.popup)
    expect(module.footerLink).toBe('Cookie settings')
    expect(module.default).toEqual(copy)
  })

  it('keeps the placeholders the code fills', async () => {
    const module = await load('pricing')
    expect(module.feature).toMatchObject({ history: '{product} History', resumes: '{count} Resume' })
  })

  it('refuses a file that is no one-file collection', () => {
    expect(() => singletonModule(collections, 'landing')).toThrow(
      'src/content/landing.yaml is not a one-file collection of src/content/collections.ts',
    )
  })

  it('leaves a field whose name cannot be an export’s to the default export', async () => {
    const fake = { bad: { file: 'bad.yaml', read: () => ({ default: 'x', 'how-it-works': 'y', ok: 'z' }) } } as unknown as Parameters<
      typeof singletonModule
    >[0]
    const module = (await import(`data:text/javascript,${encodeURIComponent(singletonModule(fake, 'bad'))}`)) as Record<string, unknown>
    expect(Object.keys(module).sort()).toEqual(['default', 'ok'])
    expect(module.default).toEqual({ default: 'x', 'how-it-works': 'y', ok: 'z' })
  })

  it('is typed by the declaration made from its schema, one for each one-file collection', () => {
    const content = join(import.meta.dirname, '../src/content')
    const singletons = Object.values(collections).flatMap((c) => ('file' in c ? [c.file.replace('.yaml', '')] : []))
    const declared = readdirSync(content).filter((name) => name.endsWith('.d.yaml.ts'))
    expect(declared.sort()).toEqual(singletons.map((name) => `${name}.d.yaml.ts`).sort())
    for (const name of singletons) {
      const written = readFileSync(join(content, `${name}.d.yaml.ts`), 'utf8')
      expect(written, `src/content/${name}.d.yaml.ts is out of date: run npm run content:types -w apps/web`).toBe(
        singletonDeclaration(collections, name),
      )
    }
  })

  it('declares each top-level field of the schema', () => {
    const text = singletonDeclaration(collections, 'consent')
    expect([...text.matchAll(/^export declare const (\w+): Copy\['\1'\]$/gm)].map((match) => match[1])).toEqual(['popup', 'footerLink'])
    expect(text).toMatch(/^type Copy = CopyOf<'consent'>$/m)
  })
})
