/**
 * Recording answers aloud in the practice round (features/recording), with Chromium's fake
 * microphone fed a WAV made here: two spoken sentences (espeak-ng) with a 3-second silence between
 * them, their lengths measured with sox, and a stand-in speech recogniser for the words. An answer
 * is recorded, its speaking time, long pause and pace read within a stated tolerance, played back
 * for its length, retaken and compared, kept across a reload, shown in the report, and gone after
 * Clear; no request carries the audio or the words.
 */
import type { Request } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import { collections } from '../src/content/collections'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { say, standInRecogniser } from './support/speech'

const { round: roundCopy, report: reportCopy, recording: copy } = collections.practiceRound.read()

/** Runs a command-line tool, or fails saying how to install it. */
function run(tool: string, args: string[], apt: string): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is needed to make the test's recording. Install it with: sudo apt-get install -y ${apt}`, {
        cause: error,
      })
    throw error
  }
}

const LEAD_S = 1
const PAUSE_S = 3
/** How far the page's figures may be from the WAV's, in seconds: a frame of the voice check, the fake device's start. */
const TOLERANCE_S = 0.6

/** The WAV: lead silence, sentence one, a 3 s pause, sentence two, a tail of silence; and its known figures. */
function makeRecording() {
  const dir = mkdtempSync(join(tmpdir(), 'recording-'))
  const part = (name: string, text: string) => {
    const raw = join(dir, `${name}-raw.wav`)
    const trimmed = join(dir, `${name}.wav`)
    run('espeak-ng', ['-s', '150', '-w', raw, text], 'espeak-ng')
    // The voice alone: espeak's own silence before and after trimmed off.
    run('sox', [raw, trimmed, 'silence', '1', '0.02', '1%', 'reverse', 'silence', '1', '0.02', '1%', 'reverse'], 'sox')
    return { file: trimmed, seconds: Number(run('soxi', ['-D', trimmed], 'sox')) }
  }
  const one = part('one', 'I compared the dashboard with the finance report line by line.')
  const two = part('two', 'The refunds were counted on different days.')
  const silence = (seconds: number) => {
    const file = join(dir, `silence-${seconds}.wav`)
    run('sox', ['-n', '-r', '22050', '-c', '1', '-b', '16', file, 'trim', '0', String(seconds)], 'sox')
    return file
  }
  const wav = join(dir, 'answer.wav')
  run('sox', [silence(LEAD_S), one.file, silence(PAUSE_S), two.file, silence(2), wav], 'sox')
  return {
    wav,
    speakingS: one.seconds + PAUSE_S + two.seconds,
    pauseAtS: LEAD_S + one.seconds,
    lengthS: Number(run('soxi', ['-D', wav], 'sox')),
  }
}

const recording = makeRecording()

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${recording.wav}%noloop`,
    ],
  },
  permissions: ['microphone', 'camera'],
})

/** "1:05" as seconds. */
const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number)
  return m! * 60 + s!
}

const SAID = 'I compared the dashboard with the finance report line by line. The refunds were counted on different days.'
const RETAKE_SAID = 'The refunds were counted on different days.'

test('answers recorded aloud are kept on the device, read for pauses and pace, compared take by take, and cleared', async ({ page }) => {
  test.setTimeout(120_000)
  await presetConsent(page)
  // On the device: dictation runs with a take unless turned off (with the browser's service, only when turned on).
  await standInRecogniser(page, { onDevice: true })
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))

  await page.goto('/practice/data-analyst')
  await page.getByRole('button', { name: roundCopy.start }).click()
  await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible()
  const storageUsage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  const usageBefore = await storageUsage()

  // Take 1: the whole WAV, with the words the stand-in recogniser hears.
  await page.getByRole('button', { name: copy.start }).click()
  const status = page.getByRole('timer').filter({ hasText: copy.rec })
  await expect(status).toBeVisible()
  await say(page, SAID)
  // Recording until the WAV has played out: its last second is silence.
  const until = `0:${String(Math.ceil(recording.lengthS)).padStart(2, '0')}`
  await expect(status).toContainText(until, { timeout: (recording.lengthS + 5) * 1000 })
  await page.getByRole('button', { name: copy.stop }).click()

  const takes = page.getByRole('list', { name: copy.takes })
  const take = (n: number) => takes.getByRole('article', { name: `Take ${n}` })
  await expect(take(1)).toBeVisible({ timeout: 15_000 })
  const dictate = page.getByRole('checkbox', { name: copy.dictate })
  await expect(dictate).toBeChecked()
  await expect(dictate).toHaveAccessibleDescription(copy.dictateOnDevice)
  const figure = async (card: ReturnType<typeof take>, label: string) =>
    (await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent())!
  const speaking = seconds(await figure(take(1), copy.delivery.speaking))
  expect(Math.abs(speaking - recording.speakingS), `speaking ${speaking} s, the WAV's ${recording.speakingS} s`).toBeLessThanOrEqual(
    TOLERANCE_S + 1, // whole seconds shown
  )
  const pauses = await figure(take(1), copy.delivery.pauses)
  const at = /^1 · At (\d+:\d\d)$/.exec(pauses)?.[1]
  expect(at, pauses).toBeDefined()
  // The pace: the words heard over the speaking time the page measured.
  const wpm = Number(/^(\d+) words a minute$/.exec(await figure(take(1), copy.delivery.pace))?.[1])
  const expectedWpm = (SAID.split(' ').length / recording.speakingS) * 60
  console.info(
    `speaking ${speaking} s (the WAV: ${recording.speakingS.toFixed(2)} s); pause at ${at} (the WAV: ${recording.pauseAtS.toFixed(2)} s); ${wpm} words a minute (the WAV: ${expectedWpm.toFixed(0)})`,
  )
  expect(Math.abs(seconds(at!) - recording.pauseAtS)).toBeLessThanOrEqual(TOLERANCE_S + 1)
  expect(Math.abs(wpm - expectedWpm)).toBeLessThanOrEqual(expectedWpm * 0.1)
  await expect(take(1)).toContainText(`${copy.transcript} ${SAID}`)
  await expect(take(1).locator('dt', { hasText: copy.score })).toBeVisible()
  expect(await figure(take(1), copy.fillers)).toBe(copy.fillersNone)
  // Into an empty box, the take's words are the answer.
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(SAID)

  // It plays, from the device, for its recorded length (the WebM given its duration).
  const player = page.getByLabel('Your recording of answer 1, take 1')
  await expect(player).toHaveAttribute('src', /^blob:/)
  const played = await player.evaluate(
    (a: HTMLAudioElement) =>
      new Promise<{ duration: number; at: number }>((resolve) => {
        a.muted = true
        a.playbackRate = 4
        a.addEventListener('ended', () => resolve({ duration: a.duration, at: a.currentTime }), { once: true })
        void a.play()
      }),
  )
  // The take's length is the time recorded (the WAV, and what silence followed until Stop).
  const length = seconds(await figure(take(1), copy.length))
  expect(length).toBeGreaterThanOrEqual(Math.floor(recording.lengthS))
  expect(Math.abs(played.duration - length), `duration ${played.duration} s, the page's length ${length} s`).toBeLessThanOrEqual(1)
  expect(Math.abs(played.at - played.duration)).toBeLessThan(0.5)

  // It downloads as a file the visitor's own player opens.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download take 1 of answer 1' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('answer-1-take-1.webm')
  expect(statSync((await download.path())!).size).toBeGreaterThan(10_000)

  // Take 2: a retake, stopped early, beside the first; its words stay with it (the box had an answer).
  await page.getByRole('button', { name: copy.again }).click()
  await expect(status).toContainText('0:02')
  await say(page, RETAKE_SAID)
  await page.getByRole('button', { name: copy.stop }).click()
  await expect(take(2)).toBeVisible({ timeout: 15_000 })
  expect(seconds(await figure(take(2), copy.length))).toBeLessThan(seconds(await figure(take(1), copy.length)))
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(SAID)
  await expect(take(2).getByRole('button', { name: copy.useWords })).toBeVisible()
  await expect(take(1).getByRole('button', { name: copy.useWords })).toHaveCount(0)
  // The latest is the best until the visitor chooses another.
  await expect(take(2).getByRole('radio', { name: copy.best })).toBeChecked()
  await take(1).getByRole('radio', { name: copy.best }).check()

  // Kept across a reload, with the choice.
  await page.reload()
  await expect(take(2)).toBeVisible()
  await expect(take(1).getByRole('radio', { name: copy.best })).toBeChecked()

  // In the report, the chosen take under the answer; gone after Clear.
  await page.getByRole('button', { name: roundCopy.next }).click()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: roundCopy.skip }).click()
  const report = page.getByRole('region', { name: reportCopy.heading })
  await expect(report.getByLabel('Your recording of answer 1, take 1')).toBeVisible()
  await expect(report.getByText('Take 1 of 2')).toBeVisible()
  await expect(report.getByRole('region', { name: copy.delivery.title })).toContainText(copy.delivery.pace)
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))
  expect(await databases()).toContain('practice-recordings')
  const usageRecorded = await storageUsage()
  console.info(`storage used: ${usageBefore} bytes before recording, ${usageRecorded} with two takes`)
  expect(usageRecorded).toBeGreaterThan(usageBefore)
  // This round's recordings deleted, its report stays, across a reload.
  await report.getByRole('button', { name: reportCopy.forgetRecordings }).click()
  await page.getByRole('button', { name: reportCopy.forgetRecordingsConfirm }).click()
  await expect(report.getByLabel('Your recording of answer 1, take 1')).toHaveCount(0)
  await page.reload()
  await expect(report).toContainText(SAID)
  await expect(report.getByRole('button', { name: reportCopy.forgetRecordings })).toHaveCount(0)
  // Clear removes the database, and the room it took.
  await report.getByRole('button', { name: reportCopy.clear }).click()
  await page.getByRole('button', { name: reportCopy.clearConfirm }).click()
  await expect.poll(databases).not.toContain('practice-recordings')
  await expect.poll(storageUsage).toBeLessThan(usageRecorded)

  // No request carried a body: the audio, the words and the figures never left the page.
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.filter((r) => r.method() !== 'GET' || r.postDataBuffer() !== null).map((r) => r.url())).toEqual([])
})

test('a take with the camera: self-view and question, a countdown, and a video that plays with its sound read', async ({ page }) => {
  test.setTimeout(90_000)
  await presetConsent(page)
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  await page.goto('/practice/data-analyst')
  await page.getByRole('button', { name: roundCopy.start }).click()
  const question = (await page.locator('#round-question').textContent())!
  await page.getByRole('button', { name: copy.startWithCamera }).click()

  // While recording: the camera's picture, the question above it, REC.
  const selfView = page.getByLabel(copy.selfView)
  await expect(selfView).toBeVisible()
  await expect.poll(() => selfView.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('figure').getByText(question)).toBeVisible()
  const status = page.getByRole('timer').filter({ hasText: copy.rec })
  await expect(status).toContainText('0:04', { timeout: 10_000 })
  await page.getByRole('button', { name: copy.stop }).click()
  await expect(selfView).toHaveCount(0)

  const take = (n: number) => page.getByRole('list', { name: copy.takes }).getByRole('article', { name: `Take ${n}` })
  await expect(take(1)).toBeVisible({ timeout: 15_000 })
  const player = page.getByLabel('Your recording of answer 1, take 1')
  expect(await player.evaluate((v) => v.tagName)).toBe('VIDEO')
  const shown = await player.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ width: number; duration: number }>((resolve) => {
        const done = () => resolve({ width: v.videoWidth, duration: v.duration })
        if (v.readyState >= 1) done()
        else v.addEventListener('loadedmetadata', done, { once: true })
      }),
  )
  expect(shown.width).toBeGreaterThan(0)
  expect(shown.duration).toBeGreaterThanOrEqual(4)
  // The sound of the video is read as an audio take's is: the WAV's speech starts after 1 s.
  await expect(take(1).locator('dt', { hasText: copy.delivery.speaking })).toBeVisible()
  await expect(take(1).getByRole('link', { name: 'Download take 1 of answer 1' })).toHaveAttribute('download', 'answer-1-take-1.webm')

  // A second take with the countdown: the picture and the count before REC.
  await page.getByRole('checkbox', { name: 'Count down 3 seconds first' }).check()
  await expect(page.getByRole('checkbox', { name: copy.camera })).toBeChecked()
  await page.getByRole('button', { name: copy.again }).click()
  await expect(page.getByRole('timer', { name: 'Recording starts in 3' })).toBeVisible()
  await expect(selfView).toBeVisible()
  await expect(status).toBeVisible({ timeout: 6_000 })
  await expect(page.getByRole('timer', { name: /Recording starts in/ })).toHaveCount(0)
  await expect(status).toContainText('0:01')
  await page.getByRole('button', { name: copy.stop }).click()
  await expect(take(2)).toBeVisible({ timeout: 15_000 })

  expect(requests.filter((r) => r.method() !== 'GET' || r.postDataBuffer() !== null).map((r) => r.url())).toEqual([])
})
