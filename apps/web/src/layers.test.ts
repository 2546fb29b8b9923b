// @vitest-environment node
import { ESLint } from 'eslint'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The layers of eslint.config.js, as `npm run lint` applies them: a module imports from its own
// layer and those below (pages, layouts, inline-script → sections → features → components → content →
// lib → config), never from one above.
const eslint = new ESLint({ cwd: join(import.meta.dirname, '../../..') })

async function importErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}'\nexport const y = x\n`, {
    filePath: join(import.meta.dirname, file),
  })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the layers of src', () => {
  it.each([
    ['lib/x.ts', '~/content/site'],
    ['content/x.ts', '~/features/practice-round/round'],
    ['components/ui/x.tsx', '~/features/answer'],
    ['features/answer/x.ts', '~/sections/home/home-page'],
    ['sections/home/x.tsx', '~/layouts/inline-script'],
    ['config/x.ts', '~/lib/cn'],
  ])('%s may not import %s, a layer above', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('nothing points up')])
  })

  it.each([
    ['pages/x.ts', '~/sections/home/home-page'],
    ['sections/home/x.tsx', '~/features/answer'],
    ['features/answer/x.ts', '~/components/ui/tile'],
    ['components/ui/x.tsx', '~/content/site'],
    ['content/x.ts', '~/lib/storage-keys'],
    ['lib/x.ts', '~/config/env'],
  ])('%s may import %s, a layer below', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([])
  })

  it.each(['features/answer/x.ts', 'sections/home/x.tsx', 'pages/x.ts', 'components/ui/x.tsx'])(
    '%s reads a one-file collection as its module, not through the reader',
    async (file) => {
      expect(await importErrors(file, '~/content/collections')).toEqual([expect.stringContaining('~/content/<name>.yaml')])
      expect(await importErrors(file, '~/content/chrome.yaml')).toEqual([])
    },
  )

  it('content/x.ts may use the reader', async () => {
    expect(await importErrors('content/x.ts', '~/content/collections')).toEqual([])
  })
})
