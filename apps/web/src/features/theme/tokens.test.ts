import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// app.css switches Tailwind's palette off and defines one token per role, each with a light and a
// dark value. A component that names a raw colour would render nothing (or one scheme's colour in
// both): this names every such class, with its file.
const SRC = join(import.meta.dirname, '../..')
const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand'
const UTILITY = 'bg|text|border(?:-[trblxy])?|divide|outline|ring|fill|stroke|from|via|to|decoration|accent|caret|shadow|placeholder'
const RAW_COLOUR = new RegExp(`(?<![\\w-])(?:${UTILITY})-(?:(?:${PALETTE})-\\d{2,3}|white|black)(?![\\w-])|#[0-9a-f]{3,8}\\b`, 'gi')
// The social cards are drawn for other sites' previews, in one scheme on purpose.
const EXEMPT = /social-card|\.test\.tsx?$/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(tsx|astro)$/.test(entry.name) && !EXEMPT.test(path) ? [path] : []
  })
}

describe('colours', () => {
  it('components use the design tokens of app.css, never a raw colour', () => {
    const found = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RAW_COLOUR)].map((match) => `${relative(SRC, file)}: ${match[0]}`),
    )
    expect(found).toEqual([])
  })

  it('browsers without light-dark() get every token, in its light value', () => {
    const css = readFileSync(join(SRC, 'app.css'), 'utf8')
    const tokens = Object.fromEntries([...css.matchAll(/^ {2}(--color-[\w-]+): light-dark\((#\w+), #\w+\);/gm)].map((m) => [m[1], m[2]]))
    const fallbackBlock = css.slice(css.indexOf('@supports not (color: light-dark('))
    const fallback = Object.fromEntries(
      [...fallbackBlock.slice(0, fallbackBlock.indexOf('}')).matchAll(/(--color-[\w-]+): (#\w+);/g)].map((m) => [m[1], m[2]]),
    )
    expect(Object.keys(tokens).length).toBeGreaterThan(20)
    expect(fallback).toEqual(tokens)
  })

  it('the check sees a raw colour where there is one', () => {
    expect('className="bg-white text-slate-900 hover:border-brand-600" fill="#4f46e5"'.match(RAW_COLOUR)).toEqual([
      'bg-white',
      'text-slate-900',
      'border-brand-600',
      '#4f46e5',
    ])
  })
})
