/**
 * Draws a page's social card at build time (the page files call it while prerendering):
 * satori lays the card out as SVG with Inter from @fontsource (satori reads WOFF, not WOFF2),
 * resvg turns it into a PNG, and the file is written under the build's client folder with a
 * hash of its bytes in its name. postbuild checks that every page points at its own card.
 */
import { Resvg } from '@resvg/resvg-js'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import satori from 'satori'
import { footer as footerCopy, notFound as notFoundCopy } from '~/content/chrome.yaml'
import type { PageEntry } from '~/content/pages'
import { site } from '~/content/site'
import { SOCIAL_CARD_SIZE, socialCard, socialCardFile, type SocialCard } from './social-card'
import { webClientDir } from '@app/tooling/build-dir'

/** The card's width less its left stripe (24) and side padding (2 × 80). */
const TEXT_WIDTH = SOCIAL_CARD_SIZE.width - 24 - 160

const colors = { brand: '#4f46e5', brandSoft: '#e0e7ff', brandText: '#3730a3', ink: '#0f172a', muted: '#475569' }

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined
function loadFonts() {
  // Resolved from the app's folder: the prerendering server bundle may live in another build dir.
  const require = createRequire(join(process.cwd(), 'package.json'))
  const font = (weight: 400 | 700, file: string) => ({ name: 'Inter', data: readFileSync(file), weight, style: 'normal' as const })
  // Each path spelled out, so that the dependency check (knip) sees where @fontsource/inter is used.
  fonts ??= [
    font(400, require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    font(700, require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  ]
  return fonts
}

function Card({ card }: { card: SocialCard }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        padding: '64px 80px',
        backgroundColor: '#ffffff',
        borderLeft: `24px solid ${colors.brand}`,
        fontFamily: 'Inter',
        color: colors.ink,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 38, fontWeight: 700 }}>
        <svg width="56" height="56" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill={colors.brand} />
          <path d="M9 11h14v8h-7l-5 4v-4H9z" fill="#ffffff" />
        </svg>
        {card.brand}
      </div>
      <div style={{ display: 'flex', marginTop: 44 }}>
        <div
          style={{
            display: 'flex',
            padding: '10px 24px',
            borderRadius: 999,
            backgroundColor: colors.brandSoft,
            color: colors.brandText,
            fontSize: 26,
            fontWeight: 700,
          }}
        >
          {card.kicker}
        </div>
      </div>
      <div
        style={{ display: 'block', width: TEXT_WIDTH, marginTop: 28, fontSize: 64, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1 }}
      >
        {card.title}
      </div>
      <div style={{ display: 'block', width: TEXT_WIDTH, marginTop: 32, fontSize: 28, lineHeight: 1.4, color: colors.muted, lineClamp: 3 }}>
        {card.description}
      </div>
    </div>
  )
}

/** The PNG of one card. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const svg = await satori(<Card card={card} />, { ...SOCIAL_CARD_SIZE, fonts: loadFonts() })
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
}

const drawn = new Map<string, Promise<string>>()

/**
 * Draws the page's card once per build and returns its URL path ("/assets/og/<slug>-<hash>.png").
 * The loader of an HTML page and of its .data file share the one drawing.
 */
export function socialCardUrl(page: PageEntry): Promise<string> {
  return cardUrl(page.path, () => socialCard(page, site, footerCopy))
}

/** The not-found page's card, drawn like every other from the content (its title and description). */
export function notFoundCardUrl(): Promise<string> {
  return cardUrl('/404', () => ({
    brand: site.name,
    kicker: site.tagline,
    title: notFoundCopy.title,
    description: notFoundCopy.description,
  }))
}

function cardUrl(path: string, card: () => SocialCard): Promise<string> {
  let url = drawn.get(path)
  if (!url) {
    url = draw(path, card())
    drawn.set(path, url)
  }
  return url
}

async function draw(path: string, card: SocialCard): Promise<string> {
  const png = await renderSocialCard(card)
  const file = socialCardFile(path, createHash('sha256').update(png).digest('hex').slice(0, 10))
  // The dev server serves public/ only; the card exists in builds, where it matters.
  if (!import.meta.env.DEV) {
    const target = join(webClientDir(), file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(`${target}.tmp`, png)
    renameSync(`${target}.tmp`, target)
  }
  return `/${file}`
}
