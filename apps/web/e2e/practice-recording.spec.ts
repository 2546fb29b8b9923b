/**
 * Recording answers aloud in the practice round (features/recording), with Chromium's fake
 * microphone fed a WAV made here: two spoken sentences (espeak-ng) with a 3-second silence between
 * them, their lengths measured with sox. The answer is recorded, kept on the device, its speaking
 * time and long pause read within a stated tolerance, played back, kept across a reload, shown in
 * the report, and gone after Clear; no request carries the audio.
 */
import type { Request } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import { collections } from '../src/content.config'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'

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
  permissions: ['microphone'],
})

/** "1:05" as seconds. */
const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number)
  return m! * 60 + s!
}

test('an answer recorded aloud is kept on the device, read for its pauses, played back, and cleared', async ({ page }) => {
  test.setTimeout(90_000)
  await presetConsent(page)
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))

  await page.goto('/practice/data-analyst')
  await page.getByRole('button', { name: roundCopy.start }).click()
  await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: copy.start }).click()
  const status = page.getByRole('timer').filter({ hasText: copy.rec })
  await expect(status).toBeVisible()
  // Recording until the WAV has played out: its last second is silence.
  const until = `0:${String(Math.ceil(recording.lengthS)).padStart(2, '0')}`
  await expect(status).toContainText(until, { timeout: (recording.lengthS + 5) * 1000 })
  await page.getByRole('button', { name: copy.stop }).click()

  const player = page.getByRole('region', { name: copy.delivery.title })
  await expect(player).toBeVisible({ timeout: 15_000 })
  const tile = (label: string) => player.locator('div').filter({ has: page.getByText(label, { exact: true }) })
  const speaking = seconds((await tile(copy.delivery.speaking).locator('dd').first().textContent())!)
  expect(Math.abs(speaking - recording.speakingS), `speaking ${speaking} s, the WAV's ${recording.speakingS} s`).toBeLessThanOrEqual(
    TOLERANCE_S + 1, // whole seconds shown
  )
  await expect(tile(copy.delivery.pauses).locator('dd').first()).toHaveText('1')
  const at = /At (\d+:\d\d)/.exec((await tile(copy.delivery.pauses).textContent())!)![1]!
  console.info(
    `speaking ${speaking} s (the WAV: ${recording.speakingS.toFixed(2)} s); pause at ${at} (the WAV: ${recording.pauseAtS.toFixed(2)} s)`,
  )
  expect(Math.abs(seconds(at) - recording.pauseAtS)).toBeLessThanOrEqual(TOLERANCE_S + 1)

  // It plays, from the device.
  const audio = page.getByLabel('Your recording of answer 1')
  await expect(audio).toHaveAttribute('src', /^blob:/)
  expect(await audio.evaluate((a: HTMLAudioElement) => ((a.muted = true), a.play().then(() => true)))).toBe(true)

  // It downloads as a file the visitor's own player opens.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download recording 1' }).click()])
  expect(download.suggestedFilename()).toBe('answer-1.webm')
  expect(statSync((await download.path())!).size).toBeGreaterThan(10_000)

  // Kept across a reload.
  await page.reload()
  await expect(page.getByLabel('Your recording of answer 1')).toBeVisible()
  await expect(page.getByRole('button', { name: copy.again })).toBeVisible()

  // In the report, under the answer; gone after Clear.
  await page.getByRole('textbox', { name: 'Your answer' }).fill('I compared the dashboard with the finance report line by line.')
  await page.getByRole('button', { name: roundCopy.next }).click()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: roundCopy.skip }).click()
  const report = page.getByRole('region', { name: reportCopy.heading })
  await expect(report.getByLabel('Your recording of answer 1')).toBeVisible()
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))
  expect(await databases()).toContain('practice-recordings')
  await report.getByRole('button', { name: reportCopy.clear }).click()
  await page.getByRole('button', { name: reportCopy.clearConfirm }).click()
  await expect.poll(databases).not.toContain('practice-recordings')

  // No request carried a body: the audio and its figures never left the page.
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.filter((r) => r.method() !== 'GET' || r.postDataBuffer() !== null).map((r) => r.url())).toEqual([])
})
