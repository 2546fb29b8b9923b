/**
 * Makes the home page's demo video from screenshots of our own built site:
 *
 *   node --conditions=source --import tsx apps/web/generators/demo-video/make.ts [BASE_URL]
 *
 * BASE_URL is a running build (default http://127.0.0.1:3000). It writes
 * apps/web/public/demo/{demo.mp4,demo.webm,poster.webp,demo.en.vtt}: a 20 s,
 * 960x540, silent slideshow (H.264 and VP9), its poster (first frame) and
 * captions generated from the cues in src/content/home/index.ts, so captions, the
 * on-page transcript and the slides' timing cannot drift apart.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { home } from '~/content/home'
import { toWebVtt } from '~/features/demo-video/demo-video'
import { chromiumPath } from '@app/tooling/chromium'

const BASE_URL = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const OUT_DIR = resolve(import.meta.dirname, '../../public/demo')
const WIDTH = 960
const HEIGHT = 540
const FADE = 0.5 // seconds of cross-fade, centred on each cue boundary
const MAX_TOTAL_BYTES = 2 * 1024 * 1024

interface Shot {
  path: string
  /** Element to capture; the first match. */
  selector: string
  /** Used when `selector` is missing on that page (e.g. a section not built yet). */
  fallback?: Shot
}

/** One slide per cue, in the same order: the title burned into the slide and what it shows. */
const slides: { chip: string; title: string; shot: Shot }[] = [
  { chip: 'Demo', title: 'AI mock interviews with instant feedback', shot: { path: '/', selector: 'main > section' } },
  { chip: 'Step 1', title: 'Upload your resume and the job description', shot: { path: '/', selector: '#how-it-works ol' } },
  { chip: 'Step 2', title: 'Answer the AI interviewer out loud', shot: { path: '/', selector: 'main figure' } },
  {
    chip: 'Step 3',
    title: 'Get detailed feedback on every answer',
    shot: {
      path: '/features/instant-interview-feedback-reports',
      selector: 'main section:has-text("Overall score")',
      fallback: {
        path: '/features/ai-mock-interview-backend-developers',
        selector: '#instant-feedback',
        fallback: { path: '/', selector: '#features ul' },
      },
    },
  },
  {
    chip: 'Step 4',
    title: 'Land your dream job. Start free today',
    shot: { path: '/', selector: '#pricing ul[role="list"]', fallback: { path: '/', selector: 'main > section' } },
  },
]

// Generator-only CSS: no sticky header over the captured elements.
const CAPTURE_CSS = `header { position: static !important; }`

/** Hides what floats over the page (cookie popup, Contact Us button), whatever it is. */
function hideFixedElements() {
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(element).position === 'fixed') element.style.visibility = 'hidden'
  }
}

async function capture(page: Page, shot: Shot): Promise<Buffer> {
  await page.goto(BASE_URL + shot.path, { waitUntil: 'networkidle' })
  await page.addStyleTag({ content: CAPTURE_CSS })
  // Scroll through once, so sections that load when seen (pricing) have loaded.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((done) => setTimeout(done, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  const element = page.locator(shot.selector).filter({ visible: true }).first()
  console.log(`demo-video: capturing ${shot.selector} on ${shot.path}`)
  if ((await element.count()) === 0) {
    if (!shot.fallback) throw new Error(`${shot.selector} not found on ${shot.path}`)
    console.warn(`demo-video: ${shot.selector} not on ${shot.path}, using ${shot.fallback.selector}`)
    return capture(page, shot.fallback)
  }
  await element.scrollIntoViewIfNeeded()
  await page.evaluate(hideFixedElements)
  // A little margin, so badges that overhang the element (e.g. "Most Popular") stay in the picture.
  const box = (await element.boundingBox())!
  const margin = 16
  return page.screenshot({
    animations: 'disabled',
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  })
}

function slideHtml(chip: string, title: string, image: Buffer): string {
  return `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: system-ui, sans-serif;
    background: linear-gradient(135deg, #312e81, #4f46e5); color: #fff; padding: 28px 48px 0; }
  .chip { display: inline-block; background: rgba(255,255,255,.18); border-radius: 999px; padding: 4px 12px;
    font-size: 15px; font-weight: 600; letter-spacing: .02em; }
  h1 { font-size: 32px; line-height: 1.2; margin-top: 10px; }
  .frame { margin-top: 18px; height: 340px; border-radius: 12px; background: #fff; overflow: hidden;
    box-shadow: 0 20px 50px rgba(0,0,0,.35); display: flex; flex-direction: column; }
  .bar { height: 26px; background: #e2e8f0; display: flex; gap: 6px; align-items: center; padding: 0 12px; flex: none; }
  .bar i { width: 10px; height: 10px; border-radius: 50%; background: #94a3b8; }
  .shot { flex: 1; min-height: 0; display: flex; align-items: flex-start; justify-content: center; background: #fff; }
  .shot img { max-width: 100%; max-height: 100%; object-fit: contain; }
  </style></head><body>
  <span class="chip">${chip}</span><h1>${title}</h1>
  <div class="frame"><div class="bar"><i></i><i></i><i></i></div>
  <div class="shot"><img src="data:image/png;base64,${image.toString('base64')}"></div></div>
  </body></html>`
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' })
}

async function main() {
  const { cues } = home.demoVideo
  if (cues.length !== slides.length) throw new Error(`${slides.length} slides but ${cues.length} cues`)
  const work = mkdtempSync(join(tmpdir(), 'demo-video-'))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' })
    const frames: string[] = []
    for (const [i, slide] of slides.entries()) {
      const image = await capture(page, slide.shot)
      const framePage = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
      await framePage.setContent(slideHtml(slide.chip, slide.title, image), { waitUntil: 'load' })
      const file = join(work, `slide-${i}.png`)
      await framePage.screenshot({ path: file })
      await framePage.close()
      frames.push(file)
    }

    // Each slide is shown for its cue; neighbours cross-fade around the boundary.
    const inputs = frames.flatMap((file, i) => {
      const cue = cues[i]!
      const lead = i === 0 ? 0 : FADE / 2
      const tail = i === frames.length - 1 ? 0 : FADE / 2
      return ['-loop', '1', '-framerate', '25', '-t', String(cue.end - cue.start + lead + tail), '-i', file]
    })
    let chain = ''
    let last = '[0:v]'
    for (let i = 1; i < frames.length; i++) {
      const out = i === frames.length - 1 ? '[faded]' : `[x${i}]`
      chain += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${cues[i]!.start - FADE / 2}${out};`
      last = out
    }
    const filter = `${chain}[faded]format=yuv420p[v]`
    const raw = join(work, 'raw.mkv')
    ffmpeg([...inputs, '-filter_complex', filter, '-map', '[v]', '-c:v', 'ffv1', raw])

    mkdirSync(OUT_DIR, { recursive: true })
    const mp4 = join(OUT_DIR, 'demo.mp4')
    const webm = join(OUT_DIR, 'demo.webm')
    ffmpeg([
      '-i',
      raw,
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '26',
      '-preset',
      'medium',
      '-tune',
      'stillimage',
      '-movflags',
      '+faststart',
      mp4,
    ])
    ffmpeg(['-i', raw, '-an', '-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', webm])
    ffmpeg(['-i', frames[0]!, '-c:v', 'libwebp', '-quality', '80', join(OUT_DIR, 'poster.webp')])
    writeFileSync(join(OUT_DIR, 'demo.en.vtt'), toWebVtt(cues))

    const total = statSync(mp4).size + statSync(webm).size
    console.log(`demo-video: mp4 ${statSync(mp4).size} B, webm ${statSync(webm).size} B, total ${total} B`)
    if (total > MAX_TOTAL_BYTES) throw new Error(`videos total ${total} B, over the 2 MB budget`)
  } finally {
    await browser.close()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
