import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEME_COLORS } from '../src/features/theme/theme'
import { icoFromPngs, PAGE_BACKGROUNDS, renderPng, webManifest } from './app-icons'

const MARK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4f46e5"/></svg>'

describe('app icons', () => {
  it('the colours the meta tags and the manifest restate are the tokens’', () => {
    const css = readFileSync(join(import.meta.dirname, '../src/app.css'), 'utf8')
    const surface = /--color-surface: light-dark\((#\w+), (#\w+)\);/.exec(css)!
    expect(PAGE_BACKGROUNDS).toEqual({ light: surface[1], dark: surface[2] })
    expect(THEME_COLORS).toEqual({ light: /--color-brand: (#\w+);/.exec(css)![1], dark: surface[2] })
  })

  it('draws the mark at the size asked', () => {
    const png = renderPng(MARK, 180)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180])
  })

  it('wraps PNGs in an .ico whose entries point at each', () => {
    const images = [16, 48].map((size) => ({ png: renderPng(MARK, size), size }))
    const ico = icoFromPngs(images)
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2])
    for (const [i, { png, size }] of images.entries()) {
      const entry = 6 + 16 * i
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)]
      expect([ico[entry], ico[entry + 1], length]).toEqual([size, size, png.length])
      expect(ico.subarray(offset, offset + length).equals(png)).toBe(true)
    }
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 16 * 2)
  })

  it('gives the manifest both schemes’ colours and the icons the build writes', () => {
    const manifest = webManifest()
    expect(manifest.theme_color).toBe(THEME_COLORS.light)
    expect(manifest.user_preferences.color_scheme_dark.theme_color).toBe(THEME_COLORS.dark)
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/favicon.svg', '/apple-touch-icon.png', '/icon-512.png'])
  })
})
