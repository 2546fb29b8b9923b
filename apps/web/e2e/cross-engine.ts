/**
 * `npm run test:engines`: the visitor's main journeys in the two other engines, from Debian:
 * Firefox ESR (`firefox-esr`, through WebDriver BiDi with puppeteer-core) and WebKitGTK
 * (`webkit2gtk-driver`'s WebKitWebDriver and MiniBrowser under `xvfb-run`, through
 * selenium-webdriver). The controls rely on platform features these engines differ in (WebKitGTK
 * 2.50 has neither Invoker Commands nor `closedby`: components/ui/inline-script.ts stands in), so each
 * journey runs as served and, for the controls, without modules too: through a proxy that
 * refuses the page's modules, so no island ever hydrates. Firefox's system scheme is dark,
 * WebKitGTK's light. Each engine's fake microphone (Firefox's `media.navigator.streams.fake`, a
 * tone; WebKitGTK's mock capture devices) records a practice answer, in the container the engine
 * picks (WebM, MP4). Chromium runs all of this and more in the Playwright suite. Prints one line
 * per journey and engine; exits non-zero on any failure.
 */
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../src/lib/storage-keys'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { parseArgs } from 'node:util'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { Builder, By, Key, Origin, type WebDriver } from 'selenium-webdriver'
import { parsePublicEnv } from '../src/config/public-env'
import { bankBySlug } from '../src/content/question-banks'
import { consentRevision, REJECT_ALL, serializeConsent } from '../src/features/consent/consent'
import { freePort, serveBuiltSite } from '@app/tooling/serve'
import { collections } from '../src/content/collections'

const { recording: recordingCopy } = collections.practiceRound.read()

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const TIMEOUT_MS = 10_000
/**
 * A journey's whole time (each takes a few seconds): past it, the browser is asked whether it
 * still answers. A crashed MiniBrowser left its driver waiting out WebDriver's page-load timeout
 * (300 s) before this limit.
 */
const JOURNEY_MS = 45_000

/** What a journey does in a browser: the few verbs the journeys need, for both drivers. */
interface Engine {
  name: string
  goto(url: string): Promise<void>
  click(css: string): Promise<void>
  clickAt(x: number, y: number): Promise<void>
  type(css: string, text: string): Promise<void>
  press(key: 'Escape'): Promise<void>
  /** Evaluates a JavaScript expression in the page. */
  eval<T>(expression: string): Promise<T>
  close(): Promise<void>
}

async function firefox(): Promise<Engine> {
  // Its system scheme is dark (WebKitGTK's stays light): the journeys run in one scheme each.
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'layout.css.prefers-color-scheme.content-override': 0,
      // A fake microphone (a tone), allowed without asking: the recording journey records it.
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
    },
  })
  const page: Page = await browser.newPage()
  await page.setViewport({ width: 375, height: 667 })
  return {
    name: 'Firefox ESR',
    goto: async (url) => void (await page.goto(url)),
    click: (css) => page.click(css),
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (css, text) => page.type(css, text),
    press: (key) => page.keyboard.press(key),
    eval: (expression) => page.evaluate(expression) as never,
    close: () => browser.close(),
  }
}

async function webkit(): Promise<Engine> {
  const port = await freePort()
  // Its own process group: xvfb-run, Xvfb, the driver and MiniBrowser stop together.
  const server: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  })
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  let driver: WebDriver | undefined
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'],
          },
        })
        .build()
    } catch (error) {
      if (attempt > 50) {
        stopServer()
        throw error
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const d = driver
  await d.manage().window().setRect({ width: 375, height: 667 })
  await d.manage().setTimeouts({ pageLoad: JOURNEY_MS, script: TIMEOUT_MS })
  return {
    name: 'WebKitGTK',
    goto: (url) => d.get(url),
    click: async (css) => {
      const element = await d.findElement(By.css(css))
      // The driver's own scrolling races the page's smooth scrolling (app.css); a visitor's does not.
      await d.executeScript(`arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })`, element)
      await element.click()
    },
    clickAt: (x, y) => d.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    type: async (css, text) => d.findElement(By.css(css)).sendKeys(text),
    press: () => d.actions().sendKeys(Key.ESCAPE).perform(),
    eval: (expression) => d.executeScript(`return (${expression})`),
    close: async () => {
      await d.quit()
      stopServer()
    },
  }
}

/** The error of a script whose page went away under it (a click that navigates): not yet, ask again. */
const NAVIGATED = /unload|navigat|no ?such ?frame|detached/i

/** Polls `expression` in the page until it is true. */
async function until(engine: Engine, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS
  for (;;) {
    const value = await engine.eval<unknown>(expression).catch((error: unknown) => {
      if (error instanceof Error && NAVIGATED.test(`${error.name} ${error.message}`)) return undefined
      throw error
    })
    if (value === true) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${expression})`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const SEEN = `{ visibilityProperty: true, opacityProperty: true }`
const visible = (css: string) => `document.querySelector(${JSON.stringify(css)})?.checkVisibility(${SEEN}) === true`
const hidden = (css: string) => `document.querySelector(${JSON.stringify(css)})?.checkVisibility(${SEEN}) !== true`
const focused = (css: string) => `document.activeElement === document.querySelector(${JSON.stringify(css)})`
const stored = `JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}) ?? 'null')`

const MENU = 'button[aria-controls="mobile-menu"]'
/** The body's background is dark (the sum of its RGB channels under a third of white's). */
const pageIsDark = `(getComputedStyle(document.body).backgroundColor.match(/\\d+/g).slice(0, 3).reduce((a, b) => a + Number(b), 0) < 255)`
const DEMO = 'button[commandfor="demo-video-dialog"]'
const FAQ = 'button[commandfor="faq-dialog"]'
const CONTACT = 'button.floating-contact'

/** The revision the build put in every page (CONSENT_REVISION, as the e2e fixtures read it). */
const revision = consentRevision(parsePublicEnv(process.env))

/** Clicks the button whose text is `text`. */
async function clickButton(engine: Engine, text: string) {
  const button = `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(text)})`
  await until(engine, `${button}?.disabled === false`, `the button ${text}`)
  await engine.eval(`(${button}.click(), true)`)
}

/** Opens `path` with storage cleared (`hydrated`: the journey may use the page's islands). */
async function open(engine: Engine, base: string, path: string, options: { consent?: boolean; hydrated: boolean }) {
  // A light document of the origin (no page to render) to clear its storage from.
  await engine.goto(`${base}/robots.txt`)
  await engine.eval(`(localStorage.clear(), sessionStorage.clear(), true)`)
  if (options.consent !== false) {
    // A visitor who already chose Reject All, as e2e/support/consent-fixtures.ts presets it.
    const { record, date } = serializeConsent(REJECT_ALL, revision, new Date())
    const set = (key: string, value: string) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`
    await engine.eval(`(${set(CONSENT_STORAGE_KEY, record)}, ${set(CONSENT_DATE_STORAGE_KEY, date)}, true)`)
  }
  await engine.goto(`${base}${path}`)
  if (!options.hydrated && (await engine.eval<boolean>(`document.querySelector('astro-island:not([ssr])') !== null`)))
    throw new Error('an island hydrated')
}

type Journey = (engine: Engine, base: string, hydrated: boolean) => Promise<void>

/** The controls: they must work the same with and without the page's modules. */
const controls: Record<string, Journey> = {
  async 'menu opens, shows its links, closes on Escape and on a chosen link'(engine, base, hydrated) {
    await open(engine, base, '/terms-of-service', { hydrated })
    await engine.click(MENU)
    await until(engine, visible('#mobile-menu a'), 'the menu links')
    await engine.press('Escape')
    await until(engine, hidden('#mobile-menu'), 'the menu closed by Escape')
    await engine.click(MENU)
    await until(engine, visible('#mobile-menu a'), 'the menu again')
    await engine.click('#mobile-menu a[href="/#pricing"]')
    await until(engine, hidden('#mobile-menu'), 'the menu closed by its link')
  },
  async 'Watch Demo opens the demo; Escape and the backdrop close it, focus goes back'(engine, base, hydrated) {
    await open(engine, base, '/', { hydrated })
    await engine.click(DEMO)
    await until(engine, visible('#demo-video-dialog'), 'the demo dialog')
    await until(engine, `document.querySelector('#demo-video-dialog video').poster !== ''`, 'the poster set on open')
    await engine.press('Escape')
    await until(engine, hidden('#demo-video-dialog'), 'the dialog closed by Escape')
    await until(engine, focused(DEMO), 'focus back on Watch Demo')
    await until(engine, `document.querySelector('#demo-video-dialog video').paused`, 'the video paused')
    await engine.click(DEMO)
    await until(engine, visible('#demo-video-dialog'), 'the demo dialog again')
    await engine.clickAt(3, 3)
    await until(engine, hidden('#demo-video-dialog'), 'the dialog closed by a click on the backdrop')
  },
  async 'theme: the page follows the system; the opposite choice holds on the next page'(engine, base, hydrated) {
    await open(engine, base, '/terms-of-service', { hydrated })
    const systemDark = await engine.eval<boolean>(`matchMedia('(prefers-color-scheme: dark)').matches`)
    if (systemDark !== (engine.name === 'Firefox ESR')) throw new Error(`the system scheme is ${systemDark ? 'dark' : 'light'}`)
    await until(engine, `${pageIsDark} === ${systemDark}`, `the page ${systemDark ? 'dark' : 'light'} like the system`)
    const choice = systemDark ? 'light' : 'dark'
    await engine.click(MENU)
    await until(engine, visible('#mobile-menu fieldset'), 'the theme control in the menu')
    await engine.click(`#mobile-menu label:has(input[value="${choice}"])`)
    await until(engine, `document.documentElement.dataset.theme === '${choice}' && ${pageIsDark} === ${!systemDark}`, `the page ${choice}`)
    await engine.goto(`${base}/privacy-policy`)
    await until(
      engine,
      `document.documentElement.dataset.theme === '${choice}' && ${pageIsDark} === ${!systemDark}`,
      `${choice} on the next page`,
    )
    await until(engine, `document.querySelector('input[name="theme"][value="${choice}"]').checked`, 'the stored option checked')
  },
  async 'cookie bar: Accept All stores the choice, which holds on the next page'(engine, base, hydrated) {
    await open(engine, base, '/privacy-policy', { consent: false, hydrated })
    await until(engine, visible('[data-testid="cookie-consent"]'), 'the cookie bar')
    await engine.click('[data-consent-action="customize"]')
    await until(engine, visible('#cookie-switch-functional'), 'the switches')
    await engine.click('[data-consent-action="accept"]')
    await until(engine, hidden('[data-testid="cookie-consent"]'), 'the bar gone')
    await until(engine, `${stored}?.analytics === true && ${stored}?.marketing === true`, 'the stored choice')
    await engine.goto(`${base}/terms-of-service`)
    await until(engine, hidden('[data-testid="cookie-consent"]'), 'no second prompt')
  },
  async 'cookie bar: Save Preferences stores exactly the switches'(engine, base, hydrated) {
    await open(engine, base, '/', { consent: false, hydrated })
    await engine.click('[data-consent-action="customize"]')
    await until(engine, visible('#cookie-switch-functional'), 'the switches')
    await engine.click('#cookie-switch-functional')
    await engine.click('[data-consent-action="save"]')
    await until(engine, `${stored}?.functional === true && ${stored}?.analytics === false`, 'the stored choice')
  },
  async 'FAQ: the first answer open, one at a time, the first again on reopening'(engine, base, hydrated) {
    await open(engine, base, '/privacy-policy', { hydrated })
    await engine.click(FAQ)
    await until(engine, visible('#faq-dialog'), 'the FAQ')
    const openOnes = `[...document.querySelectorAll('#faq-dialog details')].map((d, i) => d.open ? i : -1).filter((i) => i >= 0).join()`
    await until(engine, `${openOnes} === '0'`, 'the first answer open')
    await engine.click('#faq-dialog details:nth-of-type(3) summary')
    await until(engine, `${openOnes} === '2'`, 'only the third open')
    await engine.click('#faq-dialog button[command="close"]')
    await until(engine, hidden('#faq-dialog'), 'the FAQ closed')
    await until(engine, focused(FAQ), 'focus back on FAQ')
    await engine.click(FAQ)
    await until(engine, `${openOnes} === '0'`, 'the first answer open again')
  },
  async 'floating Contact Us appears past 200 px; its form takes typing'(engine, base, hydrated) {
    await open(engine, base, '/privacy-policy', { hydrated })
    await until(engine, hidden(CONTACT), 'no button at the top')
    await engine.eval(`(window.scrollTo(0, 400), true)`)
    await until(engine, visible(CONTACT), 'the button past 200 px')
    await engine.click(CONTACT)
    await until(engine, visible('#contact-dialog'), 'the contact form')
    await engine.type('#contact-dialog input[name="name"]', 'Ada')
    await until(engine, `document.querySelector('#contact-dialog input[name="name"]').value === 'Ada'`, 'the typed name')
  },
}

/** Journeys of the islands. */
const hydratedOnly: Record<string, Journey> = {
  async 'practice round: five answers typed, then the report, which a reload keeps'(engine, base) {
    await open(engine, base, '/practice/data-analyst', { hydrated: true })
    // The island hydrates on the first touch; a tap on Start before that is remembered.
    await engine.click('[data-round-start]')
    for (let n = 1; n <= 5; n++) {
      await until(engine, `document.querySelector('#practice-round').textContent.includes('Question ${n} of 5')`, `question ${n}`)
      await engine.type('#round-answer', `At my last job I fixed report ${n} with SQL and we saved ${n + 1} hours a week.`)
      await until(engine, `document.querySelector('#round-answer').value.includes('report ${n}')`, `answer ${n} typed`)
      await engine.click('#round-next')
    }
    await until(engine, visible('#round-report-title'), 'the report')
    await until(
      engine,
      `document.querySelector('#practice-round').textContent.includes('5 of 5 questions answered')`,
      'five answers in the report',
    )
    await engine.goto(`${base}/practice/data-analyst`)
    await until(engine, visible('#round-report-title'), 'the report after a reload')
  },
  async 'practice round: a list of terms scores 40 or less and is told why; the change since the last round shows'(engine, base) {
    await open(engine, base, '/practice/data-analyst', { hydrated: true })
    const questions = bankBySlug('data-analyst')!
      .questions.slice(0, 5)
      .map((q) => q.text)
    const round = (startedAt: string, answer: string) => ({
      slug: 'data-analyst',
      questions,
      answers: questions.map(() => ({ text: answer, skipped: false })),
      index: questions.length,
      startedAt,
    })
    const terms = 'LEFT JOIN, NULL, date filter, distinct, NOT EXISTS, window function'
    const earlier = round('2026-11-20T10:00:00.000Z', 'I would check the data first with SQL, then talk to the stakeholder.')
    await engine.eval(
      `(localStorage.setItem('practice-round:data-analyst', ${JSON.stringify(JSON.stringify(round('2026-11-26T10:00:00.000Z', terms)))}),` +
        ` localStorage.setItem('practice-history:data-analyst', ${JSON.stringify(JSON.stringify([earlier]))}), true)`,
    )
    await engine.goto(`${base}/practice/data-analyst`)
    await until(engine, visible('#round-report-title'), 'the report')
    const report = `document.querySelector('#practice-round').textContent`
    await until(engine, `Number(/Overall score\\s*(\\d+)\\/100/.exec(${report})?.[1] ?? 101) <= 40`, 'an overall score of 40 or less')
    await until(engine, `${report}.includes('This is a list of terms, not an answer')`, 'the reason: a list of terms')
    await until(engine, `${report}.includes('Compared with your round of')`, 'the change since the last round')
  },
  async 'practice round: an answer recorded aloud, kept and played back'(engine, base) {
    await open(engine, base, '/practice/data-analyst', { hydrated: true })
    await engine.click('[data-round-start]')
    await until(engine, `document.querySelector('#practice-round').textContent.includes('Question 1 of 5')`, 'question 1')
    await clickButton(engine, recordingCopy.start)
    const timer = `[...document.querySelectorAll('[role="timer"]')].find((t) => t.textContent.includes(${JSON.stringify(recordingCopy.rec)}))`
    // Three seconds by the page's timer for a take of at least 1.5: on a busy machine the recorder
    // starts writing later than the timer starts counting (Firefox once kept less than 1.5 s of 2).
    await until(engine, `${timer}?.textContent.includes('0:03') === true`, 'recording for 3 seconds')
    await clickButton(engine, recordingCopy.stop)
    const player = `document.querySelector('article[aria-labelledby="take-1-1"] audio')`
    await until(engine, `${player}?.src.startsWith('blob:') === true`, 'take 1 kept, with its player')
    // WebKitGTK's player (GStreamer) reads the length of a recorded MP4's first fragment only, about
    // a second: the page shows the take's own length beside it.
    const length = engine.name === 'WebKitGTK' ? 0.5 : 1.5
    await until(
      engine,
      `${player}.readyState >= 1 && Number.isFinite(${player}.duration) && ${player}.duration >= ${length}`,
      'its length known',
    )
    // Kept across a reload.
    await engine.goto(`${base}/practice/data-analyst`)
    await until(engine, `${player}?.src.startsWith('blob:') === true`, 'take 1 after a reload')
  },
  async 'contact form: inline errors, then sent and thanked'(engine, base) {
    await open(engine, base, '/privacy-policy', { hydrated: true })
    await engine.click('footer button[commandfor="support-dialog"]')
    await until(engine, visible('#support-dialog'), 'the support form')
    await until(engine, `document.querySelector('#support-dialog form[data-ready]') !== null`, 'the form hydrated')
    await engine.click('#support-dialog button[type="submit"]')
    await until(engine, `document.querySelectorAll('#support-dialog [aria-invalid="true"]').length === 3`, 'three refused fields')
    await until(engine, focused('#support-dialog input[name="name"]'), 'focus on Name')
    await engine.type('#support-dialog input[name="name"]', 'Ada Lovelace')
    await engine.type('#support-dialog input[name="email"]', 'ada@example.com')
    await engine.type('#support-dialog textarea[name="message"]', 'Sent from the cross-engine smoke test.')
    await engine.click('#support-dialog button[type="submit"]')
    await until(engine, visible('#support-dialog-thanks'), 'the thank-you dialog')
    await until(engine, hidden('#support-dialog-thanks'), 'the thank-you dialog closing itself')
  },
  async 'pricing shows the three plans from the API'(engine, base) {
    await open(engine, base, '/', { hydrated: true })
    // The header's link, as a visitor goes there (a jump by script would land on sections that
    // still stand at their guessed height: app.css).
    await engine.eval(`(document.querySelector('a[href="/#pricing"]').click(), true)`)
    await until(
      engine,
      `['Free tier', 'Essentials', 'Premium'].every((n) => [...document.querySelectorAll('#pricing h3')].some((h) => h.textContent === n && h.checkVisibility()))`,
      'three plans',
    )
    await until(engine, `document.getElementById('pricing').textContent.includes('$4.99')`, 'a price')
  },
  async 'practice widget: an answer gets its quick check'(engine, base) {
    await open(engine, base, '/', { hydrated: true })
    // The widget's code loads when it comes into view.
    await engine.eval(`(document.getElementById('try-a-question').scrollIntoView(), true)`)
    await until(engine, `document.querySelector('#try-a-question-widget[data-live]') !== null`, 'the live widget')
    await engine.type(
      '#try-a-question-answer',
      'In my last role the situation was a failing release. My task was to fix the pipeline. I rewrote the tests and the result was a release on time.',
    )
    await engine.click('#try-a-question-check')
    await until(
      engine,
      `/STAR parts found/.test(document.querySelector('#try-a-question-widget [role="status"]')?.textContent ?? '')`,
      'the report',
    )
  },
  async 'footer disclosures open on a phone'(engine, base) {
    await open(engine, base, '/', { hydrated: true })
    await engine.click('footer details.footer-disclosure summary')
    await until(engine, `document.querySelector('footer details.footer-disclosure').open`, 'the disclosure open')
  },
}

/** A proxy to `target` that refuses every module script: the page stays as its HTML has it. */
function withoutModules(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    if (/\/assets\/.+\.js$/.test(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('refused: no modules')
      return
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${address.port}`, server })
    }),
  )
}

function requireTools(): void {
  const missing = [
    [FIREFOX, 'firefox-esr'],
    [MINIBROWSER, 'webkit2gtk-driver'],
    ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/bin/xvfb-run', 'xvfb xauth'],
  ].filter(([path]) => !existsSync(path!))
  if (missing.length > 0) {
    console.error(
      `The cross-engine smoke test needs ${missing.map(([p]) => p).join(', ')}.\n` +
        `Install them with: sudo apt-get install -y ${[...new Set(missing.map(([, pkg]) => pkg))].join(' ')}`,
    )
    process.exit(1)
  }
}

const { values } = parseArgs({ options: { engine: { type: 'string' } } })
requireTools()
const site = await serveBuiltSite()
const proxy = await withoutModules(site.url)
const engines = [
  { name: 'Firefox ESR', start: firefox },
  { name: 'WebKitGTK', start: webkit },
].filter((e) => !values.engine || e.name.toLowerCase().includes(values.engine.toLowerCase()))

/** Whether the engine's browser still answers: a crashed one (MiniBrowser, now and then) does not. */
async function alive(engine: Engine): Promise<boolean> {
  const answer = engine.eval<number>('1').then(
    () => true,
    () => false,
  )
  return Promise.race([answer, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))])
}

/** One journey: its error, or nothing when it passed. */
async function attempt(engine: Engine, journey: Journey, base: string, hydrated: boolean): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the journey took over ${JOURNEY_MS / 1000} s`)), JOURNEY_MS)
  })
  try {
    await Promise.race([journey(engine, base, hydrated), limit])
    return undefined
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  } finally {
    clearTimeout(timer)
  }
}

/** One engine's journeys, with a line for each; printed whole when the engine is done. */
async function journeysIn(start: () => Promise<Engine>): Promise<{ lines: string[]; failures: number }> {
  let engine = await start()
  const lines: string[] = []
  let failures = 0
  try {
    lines.push(`\n${engine.name} (${await engine.eval<string>('navigator.userAgent')})`)
    const runs: [string, Journey, string, boolean][] = [
      ...Object.entries(controls).map(([name, j]): [string, Journey, string, boolean] => [`${name} (as served)`, j, site.url, true]),
      ...Object.entries(controls).map(([name, j]): [string, Journey, string, boolean] => [`${name} (no modules)`, j, proxy.url, false]),
      ...Object.entries(hydratedOnly).map(([name, j]): [string, Journey, string, boolean] => [name, j, site.url, true]),
    ]
    for (const [name, journey, base, hydrated] of runs) {
      const t = Date.now()
      let error = await attempt(engine, journey, base, hydrated)
      let note = ''
      if (error && !(await alive(engine))) {
        // The browser itself went (WebKitGTK's MiniBrowser crashes now and then, whatever the page):
        // a new one, and this journey once more, said in its line; it must pass there.
        note = `, in a new browser after the first crashed (${error.split('\n')[0]})`
        await engine.close().catch(() => undefined)
        engine = await start()
        error = await attempt(engine, journey, base, hydrated)
      }
      if (error) failures += 1
      lines.push(error ? `  ✘ ${name}: ${error}${note}` : `  ✓ ${name} (${Date.now() - t} ms${note})`)
    }
  } finally {
    await engine.close()
  }
  return { lines, failures }
}

const started = Date.now()
let failures = 0
try {
  // The two engines side by side: each is one browser, and much of its time is waiting.
  for (const result of await Promise.all(engines.map(({ start }) => journeysIn(start)))) {
    console.log(result.lines.join('\n'))
    failures += result.failures
  }
} finally {
  proxy.server.close()
  await site.stop()
}
console.log(
  `\n${failures === 0 ? 'All journeys passed' : `${failures} journey(s) failed`} in ${((Date.now() - started) / 1000).toFixed(0)}s`,
)
process.exit(failures === 0 ? 0 : 1)
