import type { Page } from '@playwright/test'

interface SpeechStandIn {
  created: number
  started: number
  lang: string
  say: (text: string) => void
}
type WithSpeech = { __speech: SpeechStandIn }

/**
 * Stands in for the browser's speech recognition (Chromium's needs its maker's service): it counts
 * its use in `window.__speech`, and the test speaks through `say`. `onDevice`: it says it
 * recognises on the device (`SpeechRecognition.available`), as Chrome does with its model.
 */
export const standInRecogniser = (page: Page, { onDevice = false } = {}) =>
  page.addInitScript((onDevice) => {
    const speech: SpeechStandIn = { created: 0, started: 0, lang: '', say: () => {} }
    class FakeRecognition {
      static available = onDevice ? async () => 'available' : undefined
      lang = ''
      continuous = false
      interimResults = false
      onresult: ((event: unknown) => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      constructor() {
        speech.created++
      }
      start() {
        speech.started++
        speech.lang = this.lang
        speech.say = (text) => this.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: true })] })
      }
      stop() {
        // Ends asynchronously, as the real one does (a microtask: a page's paused clock does not hold it).
        queueMicrotask(() => this.onend?.())
      }
      abort() {
        this.stop()
      }
    }
    Object.assign(window, { __speech: speech, SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition })
  }, onDevice)

/** What the stand-in recogniser has done so far. */
export const speechUse = (page: Page) =>
  page.evaluate(() => {
    const { created, started, lang } = (window as unknown as WithSpeech).__speech
    return { created, started, lang }
  })

/** The visitor says `text`, as the recogniser hears it. */
export const say = (page: Page, text: string) => page.evaluate((t) => (window as unknown as WithSpeech).__speech.say(t), text)
