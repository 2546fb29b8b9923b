import type { Locator, Page } from '@playwright/test'
import { home } from '../src/content/home'
import { collections } from '../src/content/collections'
import { HOME_SECTIONS } from '../src/content/pages'
import { axeViolations, expect, pageStopsScrolling, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'

const DEMO_MEDIA = /\/demo\/demo\.(mp4|webm)$/

test.use({ viewport: { width: 1280, height: 800 } })
// A returning visitor: the cookie popup is covered by its own spec and must not sit over the carousel.
test.beforeEach(({ page }) => presetConsent(page))

/** Resolves after the page has rendered a frame: intersection observers have had their say. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * Resolves once an observer of the test's own reports `el` out of view: the page's observers
 * (created earlier) were notified in the same rendering step, before this one.
 */
const observedOutOfView = (locator: Locator) =>
  locator.evaluate(
    (el) =>
      new Promise<void>((done) => {
        const io = new IntersectionObserver(([entry]) => {
          if (entry && !entry.isIntersecting) {
            io.disconnect()
            done()
          }
        })
        io.observe(el)
      }),
  )

/** Scrolls down the page a screen at a time, as a reader does, so every section fades in. */
async function revealAll(page: Page) {
  // The page grows as the sections below the first screen take their true height (app.css).
  const height = () => page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < (await height()); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await nextFrame(page)
  }
  await expect(page.locator('[data-fade="hidden"]')).toHaveCount(0)
}

const demoOpeners: { name: string; trigger: (page: Page) => Locator }[] = [
  { name: 'Watch Demo in the hero', trigger: (page) => page.getByRole('button', { name: home.hero.demoCta }) },
  {
    name: 'the video thumbnail under How it works',
    trigger: (page) => page.locator('#how-it-works').getByRole('button', { name: home.howItWorks.thumbnail.label }),
  },
]

test.describe('demo video modal', () => {
  for (const opener of demoOpeners) {
    test(`${opener.name} opens it with a video that has controls and plays`, async ({ page }) => {
      await page.goto('/')
      await opener.trigger(page).click()
      const dialog = page.getByRole('dialog', { name: home.demoVideo.title })
      await expect(dialog).toBeVisible()
      const video = dialog.locator('video')
      await expect(video).toHaveAttribute('controls', '')
      await expect(video).toHaveAttribute('poster', home.demoVideo.poster.src)
      await expect(video.locator('track[kind="captions"][default]')).toHaveAttribute('src', home.demoVideo.captions.src)
      // It really plays: one of our sources was chosen and time advances.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(DEMO_MEDIA)
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2)
      // The default captions track is showing.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing')
    })
  }

  test('downloads no video before it is opened', async ({ page }) => {
    const media: string[] = []
    page.on('request', (request) => {
      if (DEMO_MEDIA.test(new URL(request.url()).pathname)) media.push(request.url())
    })
    await page.goto('/')
    await revealAll(page)
    await page.waitForLoadState('networkidle')
    expect(media).toEqual([])
    // The video is in the page's HTML, in the closed dialog, and asks for nothing (not even its poster).
    const video = page.locator('video')
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).not.toHaveAttribute('poster')
    await expect(video).not.toHaveAttribute('autoplay')
  })

  const closers: { how: string; close: (page: Page) => Promise<void> }[] = [
    {
      how: 'its close button',
      close: (page) => page.getByRole('dialog').getByRole('button', { name: home.demoVideo.closeLabel }).click(),
    },
    { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
    { how: 'a click on the backdrop', close: (page) => page.mouse.click(8, 400) },
  ]
  for (const { how, close } of closers) {
    test(`closes with ${how} and returns focus to the opener`, async ({ page }) => {
      await page.goto('/')
      const dialog = page.getByRole('dialog')
      for (const opener of demoOpeners) {
        const trigger = opener.trigger(page)
        await trigger.click()
        await expect(dialog, `opened by ${opener.name}`).toBeVisible()
        await expect(dialog.getByRole('button', { name: home.demoVideo.closeLabel })).toBeFocused()
        await close(page)
        await expect(dialog).toBeHidden()
        await expect
          .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused), { message: 'the video stops with the dialog' })
          .toBe(true)
        await expect(trigger, `focus back on ${opener.name}`).toBeFocused()
      }
    })
  }

  test('keeps Tab inside the open dialog', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: home.hero.demoCta }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
  })

  test('the transcript under How it works is readable on the page', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#how-it-works')
    await section.getByText(home.howItWorks.transcriptSummary).click()
    for (const cue of home.demoVideo.cues) await expect(section.getByText(cue.text)).toBeVisible()
  })
})

test.describe('testimonial carousel', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: home.testimonials.carouselLabel })
  const slide = (page: Page, n: number) => carousel(page).locator(`[aria-roledescription="slide"][aria-label="${n} of 3"]`)
  const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Show testimonial ${n}` })

  /** Slide n is on screen, the others are not, and its dot is marked current. */
  async function expectShowing(page: Page, n: number) {
    for (const other of [1, 2, 3]) {
      if (other === n) {
        await expect(slide(page, other)).toBeInViewport({ ratio: 0.9 })
        await expect(dot(page, other)).toHaveAttribute('aria-current', 'true')
        await expect(slide(page, other)).not.toHaveAttribute('aria-hidden', 'true')
      } else {
        await expect(slide(page, other)).not.toBeInViewport({ ratio: 0.5 })
        await expect(dot(page, other)).not.toHaveAttribute('aria-current', 'true')
      }
    }
  }

  test('wraps both ways with Previous and Next, and jumps with the dots', async ({ page }) => {
    await page.goto('/')
    await page.locator('#testimonials').scrollIntoViewIfNeeded()
    const next = carousel(page).getByRole('button', { name: home.testimonials.nextLabel })
    const previous = carousel(page).getByRole('button', { name: home.testimonials.previousLabel })
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    await expectShowing(page, 1)

    await previous.click()
    await expectShowing(page, 3)
    await next.click()
    await expectShowing(page, 1)
    await next.click()
    await expectShowing(page, 2)
    await next.click()
    await expectShowing(page, 3)
    await next.click()
    await expectShowing(page, 1)

    await dot(page, 2).click()
    await expectShowing(page, 2)
    await dot(page, 3).click()
    await expectShowing(page, 3)
  })

  /** A real finger swipe across the track (raw touch events, so the browser scrolls it itself). */
  async function swipe(page: Page, track: Locator, direction: 'left' | 'right') {
    // Where the track stands once the page is still, or the finger goes down beside the track.
    await pageStopsScrolling(page)
    const box = (await track.boundingBox())!
    const y = Math.round(box.y + box.height / 2)
    const [from, to] = direction === 'left' ? [0.85, 0.15] : [0.15, 0.85]
    const x = (share: number) => Math.round(box.x + box.width * share)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x(from), y }] })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x(from + ((to - from) * step) / 10), y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('follows a swipe', async ({ page }) => {
      await page.goto('/')
      // Read down to it, as a visitor does: the sections above take their true height as they
      // come near (app.css), where a jump would land on their guessed one.
      await revealAll(page)
      await page.locator('#testimonials').scrollIntoViewIfNeeded()
      await expectShowing(page, 1)
      const track = carousel(page).locator('[aria-live="polite"]')
      await swipe(page, track, 'left')
      await expectShowing(page, 2)
      await swipe(page, track, 'right')
      await expectShowing(page, 1)
      await swipe(page, track, 'left')
      await expectShowing(page, 2)
    })
  })
})

test.describe('header anchors', () => {
  const anchors = collections.chrome.read().header.links.filter((link) => link.to.startsWith('/#'))

  test('covers the four home sections', () => {
    expect(anchors.map((link) => link.to)).toEqual(['/#features', '/#how-it-works', '/#pricing', '/#testimonials'])
  })

  test('every home section a link may point at is on the home page', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const id of HOME_SECTIONS) expect(html, id).toContain(`id="${id}"`)
  })

  for (const from of ['/', '/privacy-policy']) {
    for (const link of anchors) {
      test(`${link.label} scrolls to its section from ${from}`, async ({ page }) => {
        await page.goto(from)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.label, exact: true }).click()
        await expect(page).toHaveURL(link.to)
        const section = page.locator(link.to.slice(1))
        await expect(section.getByRole('heading', { level: 2 }).first()).toBeInViewport()
        // Smooth scrolling ends with the section's top just under the sticky header.
        await expect
          .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 })
          .toBeLessThanOrEqual(120)
      })
    }
  }
})

test.describe('section fade-in', () => {
  test('hides sections below the fold until 10 % of them scroll into view, then reveals them once', async ({ page }) => {
    await page.goto('/')
    const content = page.locator('#testimonials > div')
    await expect(content).toHaveAttribute('data-fade', 'hidden')
    expect(await content.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    // The hero, on screen at load, is never hidden.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.locator('#testimonials').scrollIntoViewIfNeeded()
    await expect(content).toHaveAttribute('data-fade', 'shown')
    await expect.poll(() => content.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

    await page.evaluate(() => window.scrollTo(0, 0))
    await observedOutOfView(content)
    await expect(content, 'it fades in only once').toHaveAttribute('data-fade', 'shown')
  })

  test('does not shift layout while sections fade in', async ({ page }) => {
    await page.goto('/')
    // From `load` on, not buffered: while a busy machine parses the page it paints it in parts,
    // and those shifts are the parser's, not the fade-in's.
    await page.evaluate(() => {
      const w = window as unknown as { shifts: { value: number; sources: string[] }[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node | null }[]
        })[]) {
          if (entry.hadRecentInput) continue
          const name = (node?: Node | null) =>
            node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}.${node.className}` : String(node?.nodeName)
          w.shifts.push({ value: entry.value, sources: entry.sources.map((source) => name(source.node)) })
        }
      }).observe({ type: 'layout-shift' })
    })
    const shifts = () => page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts)
    const total = (list: { value: number }[]) => list.reduce((sum, shift) => sum + shift.value, 0)

    await revealAll(page)
    // Every fade has finished: all faded sections are fully opaque, then one more frame.
    await expect.poll(() => page.$$eval('[data-fade]', (els) => els.every((el) => getComputedStyle(el).opacity === '1'))).toBe(true)
    await nextFrame(page)
    const during = await shifts()
    expect(total(during), JSON.stringify(during)).toBeLessThan(0.01)

    // The observer does see a shift: a block pushed in above the hero moves it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await nextFrame(page)
    await page.evaluate(() =>
      document.querySelector('main')?.prepend(Object.assign(document.createElement('div'), { style: 'height: 200px' })),
    )
    await expect.poll(async () => total(await shifts())).toBeGreaterThan(total(during) + 0.01)
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('shows every section at once', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('[data-fade]')).toHaveCount(0)
      expect(await page.locator('#testimonials > div').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    })
  })

  test.describe('without JavaScript', () => {
    // Chromium refuses the module scripts when JavaScript is off; that is the point here.
    test.use({ javaScriptEnabled: false, allowFailedRequests: [/\.js csp$/] })
    test('shows every section of the prerendered page', async ({ page }) => {
      await page.goto('/')
      for (const id of ['features', 'how-it-works', 'testimonials']) {
        const content = page.locator(`#${id} > div`)
        await content.scrollIntoViewIfNeeded()
        await expect(content).toBeVisible()
        expect(await content.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
      }
    })
  })
})

test.describe('the interview drawn in the hero', () => {
  const preview = (page: Page) => page.getByRole('img', { name: /^An illustration of a practice interview/ })

  // The figures come from the practice round's own check at build (interview-preview.test.ts); here,
  // that the drawing and its label say the same.
  test('says the same in its chips as in its label', async ({ page }) => {
    await page.goto('/')
    const name = (await preview(page).getAttribute('aria-label'))!
    const score = name.match(/scores it (\d+) out of 100/)![1]!
    await expect(preview(page).locator('.preview-reveal')).toHaveText([
      'STAR: all four parts',
      new RegExp(`(?<!\\d)${score}$`),
      '1 filler word: “basically”',
    ])
    expect(name).toContain('finds all four STAR parts')
    expect(name).toMatch(/1 filler word: “basically”\.$/)
  })

  test('sits beside the headline on a wide screen, as one labelled illustration, with the headline as the largest paint', async ({
    page,
  }) => {
    await page.goto('/')
    const drawing = await preview(page).boundingBox()
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(drawing!.x).toBeGreaterThan(heading!.x + heading!.width)
    expect(drawing!.y).toBeLessThan(heading!.y + heading!.height)
    // Its conversation is not read out as content: the label says it.
    expect(await preview(page).evaluate((el) => el.querySelector('[role], a, button, h1, h2, h3') === null)).toBe(true)
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element }
            resolve(last.element?.id ?? last.element?.tagName ?? '')
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(lcp).toBe('hero-heading')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 } })
    test('follows the actions', async ({ page }) => {
      await page.goto('/')
      const drawing = await preview(page).boundingBox()
      const demo = await page.getByRole('button', { name: home.hero.demoCta }).boundingBox()
      expect(drawing!.y).toBeGreaterThan(demo!.y + demo!.height)
    })
  })

  test('shows its feedback once, as an animation that ends, and not at all under reduced motion', async ({ page }) => {
    await page.goto('/')
    const chips = preview(page).locator('.preview-reveal')
    await expect(chips).toHaveCount(3)
    const animations = () => chips.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))
    expect(await animations()).toEqual(['preview-reveal-1', 'preview-reveal-2', 'preview-reveal-3'])
    expect(await chips.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationIterationCount))).toEqual(['1', '1', '1'])
    // One start and one end for all three: each takes its turn inside one timing.
    const timings = await chips.evaluateAll((els) =>
      els.map((el) => `${getComputedStyle(el).animationDelay} ${getComputedStyle(el).animationDuration}`),
    )
    expect(new Set(timings).size).toBe(1)
    // Never half transparent (colour contrast): scaled to nothing until its turn, then opaque.
    expect(await chips.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))).toEqual(['1', '1', '1'])
    // Transform only, which the compositor runs without the page's main thread.
    const animated = await chips.evaluateAll((els) =>
      els.flatMap((el) => el.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k)))),
    )
    expect(new Set(animated.filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)))).toEqual(
      new Set(['transform']),
    )
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(animations).toEqual(['none', 'none', 'none'])
    expect(await chips.evaluateAll((els) => els.map((el) => getComputedStyle(el).visibility))).toEqual(['visible', 'visible', 'visible'])
  })
})

test.describe('accessibility', () => {
  test('/ has no axe violations', async ({ page }) => {
    await page.goto('/')
    await revealAll(page)
    expect(await axeViolations(page)).toEqual([])
  })

  test('/ has no axe violations in the dark scheme either', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await revealAll(page)
    expect(await axeViolations(page)).toEqual([])
  })

  test('/ has no axe violations with the demo modal open', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: home.hero.demoCta }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
