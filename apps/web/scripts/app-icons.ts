/**
 * The icons a platform asks for by a fixed name, drawn at build from the one mark (public/
 * favicon.svg), and the web app manifest: `/favicon.ico` (the pages' icon, and what browsers and
 * crawlers ask for on a first visit), `/apple-touch-icon.png` (an iPhone's home-screen bookmark),
 * a 512 px icon for the manifest, whose colours follow the two schemes.
 *
 * The pages name the .ico, not the SVG: Chromium draws a page's icon in the page's own renderer,
 * and an SVG icon costs it a document of its own on the main thread after load (about 7 ms on the
 * machine the audits run on, four times that on a slow phone), where the .ico's bitmaps cost a
 * fraction of a millisecond (docs/performance/2026-11-27-fewer-frames-page-icon.md). The .ico holds the sizes a tab draws at one,
 * two and three device pixels per CSS pixel.
 */
import { Resvg } from '@resvg/resvg-js'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { site } from '../src/content/site'
import { THEME_COLORS } from '../src/features/theme/theme'

const MANIFEST_FILE = 'manifest.webmanifest'
/** The page's background per scheme: app.css's --color-surface (tokens.test.ts keeps them equal). */
export const PAGE_BACKGROUNDS = { light: '#ffffff', dark: '#0f172a' } as const

export function renderPng(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng())
}

/** The sizes, in pixels, of the images in /favicon.ico. */
const ICO_SIZES = [16, 32, 48] as const

/** An .ico holding square PNG images, one per entry, as every browser since IE 11 reads it. */
export function icoFromPngs(images: readonly { png: Buffer; size: number }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  for (const [i, { png, size }] of images.entries()) {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // width (0 = 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1) // height
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8) // image size
    header.writeUInt32LE(offset, entry + 12) // image offset
    offset += png.length
  }
  return Buffer.concat([header, ...images.map((image) => image.png)])
}

export function webManifest() {
  return {
    name: site.name,
    short_name: site.name,
    start_url: '/',
    display: 'browser',
    background_color: PAGE_BACKGROUNDS.light,
    theme_color: THEME_COLORS.light,
    // Read by browsers that follow the scheme in a manifest (Chromium's color_scheme_dark).
    user_preferences: { color_scheme_dark: { background_color: PAGE_BACKGROUNDS.dark, theme_color: THEME_COLORS.dark } },
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  }
}

/** Writes the icons and the manifest into the build's client folder; returns their names. */
export async function writeAppIcons(clientDir: string): Promise<string[]> {
  const svg = await readFile(join(clientDir, 'favicon.svg'), 'utf8')
  const files: Record<string, Buffer | string> = {
    'favicon.ico': icoFromPngs(ICO_SIZES.map((size) => ({ png: renderPng(svg, size), size }))),
    'apple-touch-icon.png': renderPng(svg, 180),
    'icon-512.png': renderPng(svg, 512),
    [MANIFEST_FILE]: JSON.stringify(webManifest(), null, 2) + '\n',
  }
  await Promise.all(Object.entries(files).map(([name, body]) => writeFile(join(clientDir, name), body)))
  return Object.keys(files)
}
