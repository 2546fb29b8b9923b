import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recording as copy } from '~/content/practice-round.yaml'
import { RecordAnswer, sizeText } from './record-answer'
import type * as Recorder from './recorder'
import type * as Store from './recordings-store'
import { deliveryOfRecording } from './recorder'
import * as store from './recordings-store'
import { bestTake, MAX_TAKES, questionTakes, saveTake } from './recordings-store'

// The store, in memory (it is tested against IndexedDB in recordings-store.test.ts, where Blobs survive the copy).
vi.mock('./recordings-store', async (original) => {
  const kept = new Map<string, Store.Recording>()
  return {
    ...(await original<typeof Store>()),
    saveTake: async (r: Store.NewRecording) => {
      const take = Math.max(0, ...[...kept.values()].filter((t) => t.round === r.round && t.index === r.index).map((t) => t.take)) + 1
      const recording = { ...r, take, id: `${r.slug}|${r.round}|${r.index}|${take}` }
      kept.set(recording.id, recording)
      return recording
    },
    questionTakes: async (slug: string, round: string, index: number) =>
      [...kept.values()].filter((r) => r.slug === slug && r.round === round && r.index === index),
    chooseBest: async (take: Store.Recording) => {
      for (const r of kept.values())
        if (r.round === take.round && r.index === take.index)
          kept.set(r.id, { ...r, best: r.id === take.id || undefined } as Store.Recording)
    },
    deleteRecording: async (take: Store.Recording) => void kept.delete(take.id),
  }
})
// Decoding audio needs a real browser (the e2e records one): here a recording's delivery is given.
const decoded = { durationMs: 12_000, speakingMs: 9_000, pauses: [{ atMs: 4_000, ms: 3_000 }], wpm: 120 }
vi.mock('./recorder', async (original) => ({
  ...(await original<typeof Recorder>()),
  deliveryOfRecording: vi.fn(async (_media: Blob, words: number | null) => ({ ...decoded, wpm: words && 120 })),
  withDuration: async (media: Blob) => media,
}))

const props = {
  slug: 'data-analyst',
  round: '2026-11-29T08:00:00.000Z',
  index: 0,
  question: 'Tell me about a time your analysis changed a decision.',
  autoStart: true,
  dictation: null,
  answer: '',
  judgeWords: () => ({
    score: 64,
    fillers: [
      { word: 'like', count: 2 },
      { word: 'you know', count: 1 },
    ],
  }),
  onUseWords: vi.fn(),
  onRecorded: vi.fn(),
}

/** A MediaRecorder that records one chunk, given when it stops. */
class FakeRecorder {
  static isTypeSupported = () => true
  state = 'inactive'
  listeners = new Map<string, (event: { data?: Blob }) => void>()
  addEventListener(type: string, listener: (event: { data?: Blob }) => void) {
    this.listeners.set(type, listener)
  }
  start() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.listeners.get('dataavailable')?.({ data: new Blob(['sound'], { type: 'audio/webm' }) })
    this.listeners.get('stop')?.({})
  }
}
const microphone = (stop = vi.fn()) =>
  ({ getTracks: () => [{ stop, addEventListener: () => undefined }], getVideoTracks: () => [] }) as unknown as MediaStream

/** A browser that records WebM, whose microphone answers `getUserMedia` as given. */
function browserWith(getUserMedia: () => Promise<MediaStream>, estimate = { usage: 1_000, quota: 1_000_000_000 }) {
  vi.stubGlobal('MediaRecorder', { isTypeSupported: () => true })
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(getUserMedia) },
    storage: { estimate: async () => estimate },
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('recording an answer', () => {
  it.each([
    ['NotAllowedError', copy.errors.denied],
    ['NotFoundError', copy.errors.noDevice],
  ])('says why when the microphone answers %s, and lets the visitor try again', async (name, message) => {
    browserWith(() => Promise.reject(new DOMException('no', name)))
    const announce = vi.fn()
    render(<RecordAnswer {...props} announce={announce} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(announce).toHaveBeenCalledWith(message)
    expect(screen.getByRole('button', { name: copy.start })).toBeEnabled()
    expect(props.onRecorded).not.toHaveBeenCalled()
  })

  it('says so where the browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined)
    render(<RecordAnswer {...props} announce={vi.fn()} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.unsupported)
  })

  it('does not start when the device has no room left, and asks for no microphone', async () => {
    browserWith(() => Promise.reject(new Error('not asked')), { usage: 999_000, quota: 1_000_000 })
    render(<RecordAnswer {...props} announce={vi.fn()} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.full)
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled()
  })

  it('records a take with the words dictated meanwhile, scores them, and offers them as the answer', async () => {
    browserWith(async () => microphone())
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    const dictation = { start: vi.fn(), stop: vi.fn(async () => 'I compared the two reports line by line'), onDevice: true }
    const onUseWords = vi.fn()
    const onRecorded = vi.fn()
    render(
      <RecordAnswer {...props} round="dictated" dictation={dictation} onUseWords={onUseWords} onRecorded={onRecorded} announce={vi.fn()} />,
    )
    await userEvent.click(await screen.findByRole('button', { name: copy.stop }))
    const card = await screen.findByRole('article', { name: 'Take 1' })
    expect(dictation.start).toHaveBeenCalledOnce()
    expect(onRecorded).toHaveBeenCalledOnce()
    expect(card).toHaveTextContent('What dictation heard: I compared the two reports line by line')
    expect(card).toHaveTextContent(`${copy.delivery.pace}120 words a minute`)
    expect(card).toHaveTextContent(`${copy.score}64`)
    expect(card).toHaveTextContent(`${copy.fillers}3 · “like” and “you know”`)
    await userEvent.click(screen.getByRole('button', { name: copy.useWords }))
    expect(onUseWords).toHaveBeenCalledWith('I compared the two reports line by line')
  })

  it('sets takes side by side, keeps the one chosen as best, and deletes one when asked', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:kept', revokeObjectURL: () => undefined }))
    for (const text of ['one', 'two']) {
      await saveTake({
        slug: props.slug,
        index: 0,
        round: 'kept',
        media: new Blob([text], { type: 'audio/webm' }),
        lengthMs: 12_000,
        delivery: decoded,
        transcript: null,
        recordedAt: props.round,
      })
    }
    const announce = vi.fn()
    render(<RecordAnswer {...props} round="kept" autoStart={false} announce={announce} />)
    const takes = await screen.findByRole('list', { name: copy.takes })
    expect(
      within(takes)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['take-1-1', 'take-1-2'])
    expect(await screen.findByLabelText('Your recording of answer 1, take 1')).toHaveAttribute('src', 'blob:kept')
    expect(await screen.findByRole('link', { name: 'Download take 2 of answer 1' })).toHaveAttribute('download', 'answer-1-take-2.webm')
    expect(screen.getByRole('article', { name: 'Take 1' })).toHaveTextContent('1 · At 0:04')
    // The latest is the best until the visitor chooses.
    const [first, second] = screen.getAllByRole('radio', { name: copy.best })
    expect(second).toBeChecked()
    await userEvent.click(first!)
    expect(first).toBeChecked()
    expect(bestTake(await questionTakes(props.slug, 'kept', 0))?.take).toBe(1)

    await userEvent.click(screen.getByRole('button', { name: 'Delete take 1' }))
    expect(announce).toHaveBeenCalledWith('Take 1 is deleted.')
    expect(screen.queryByRole('article', { name: 'Take 1' })).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect((await questionTakes(props.slug, 'kept', 0)).map((t) => t.take)).toEqual([2])
    expect(screen.getByRole('button', { name: copy.again })).toBeEnabled()
  })

  it(`keeps ${MAX_TAKES} takes a question and says so instead of recording a fifth`, async () => {
    for (let i = 0; i < MAX_TAKES; i++) {
      await saveTake({
        slug: props.slug,
        index: 2,
        round: 'many',
        media: new Blob(['x']),
        lengthMs: 12_000,
        delivery: decoded,
        transcript: null,
        recordedAt: props.round,
      })
    }
    render(<RecordAnswer {...props} index={2} round="many" autoStart={false} announce={vi.fn()} />)
    expect(await screen.findByText(`${MAX_TAKES} takes are kept for each question: delete one to record another.`)).toBeVisible()
    expect(screen.getByRole('button', { name: copy.again })).toHaveAttribute('aria-disabled', 'true')
  })

  it('records in one tab at a time', async () => {
    browserWith(async () => microphone())
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: (_name: string, _options: object, callback: (lock: null) => unknown) => Promise.resolve(callback(null)) },
    })
    render(<RecordAnswer {...props} announce={vi.fn()} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.otherTab)
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled()
  })

  it('with the camera on, shows the self-view and the question while counting down, and Stop then records nothing', async () => {
    const stopTrack = vi.fn()
    browserWith(async () => microphone(stopTrack))
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    const onRecorded = vi.fn()
    render(<RecordAnswer {...props} round="camera" autoStart={false} onRecorded={onRecorded} announce={vi.fn()} />)
    await userEvent.click(screen.getByRole('checkbox', { name: copy.camera }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Count down 3 seconds first' }))
    await userEvent.click(screen.getByRole('button', { name: copy.start }))
    expect(await screen.findByRole('timer', { name: 'Recording starts in 3' })).toBeVisible()
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      audio: true,
      video: expect.objectContaining({ facingMode: 'user' }),
    })
    expect(screen.getByLabelText(copy.selfView).tagName).toBe('VIDEO')
    expect(screen.getByText(props.question)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: copy.cancel }))
    expect(stopTrack).toHaveBeenCalled()
    expect(screen.queryByLabelText(copy.selfView)).toBeNull()
    expect(screen.getByRole('button', { name: copy.start })).toBeEnabled()
    // The countdown's second passes with nothing recorded.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(screen.queryByRole('timer')).toBeNull()
    expect(onRecorded).not.toHaveBeenCalled()
  })

  it('keeps a take whose sound this browser cannot decode, with its length and no figures', async () => {
    browserWith(async () => microphone())
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    vi.mocked(deliveryOfRecording).mockResolvedValueOnce(null)
    render(<RecordAnswer {...props} round="undecoded" announce={vi.fn()} />)
    await userEvent.click(await screen.findByRole('button', { name: copy.stop }))
    const card = await screen.findByRole('article', { name: 'Take 1' })
    expect(card).toHaveTextContent(copy.noFigures)
    expect(card).toHaveTextContent(`${copy.length}0:00`)
    expect(card).not.toHaveTextContent(copy.delivery.speaking)
  })

  it('keeps the take when the visitor leaves the question mid-take, as Stop would, with its own question', async () => {
    browserWith(async () => microphone())
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    const onRecorded = vi.fn()
    const { rerender } = render(<RecordAnswer {...props} round="left" onRecorded={onRecorded} announce={vi.fn()} />)
    await screen.findByRole('button', { name: copy.stop })
    // The next question: its heading takes the focus, as the round moves it.
    const next = document.body.appendChild(Object.assign(document.createElement('h2'), { tabIndex: -1 }))
    rerender(<RecordAnswer {...props} round="left" index={1} autoStart={false} onRecorded={onRecorded} announce={vi.fn()} />)
    next.focus()
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledOnce())
    expect((await questionTakes(props.slug, 'left', 0)).map((t) => t.take)).toEqual([1])
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(next).toHaveFocus()
    expect(screen.queryByRole('article')).toBeNull()
    next.remove()
  })

  it('dictates a take only when the visitor turns it on, where the browser’s service would hear it', async () => {
    browserWith(async () => microphone())
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    const dictation = { start: vi.fn(), stop: vi.fn(async () => null), onDevice: false }
    render(<RecordAnswer {...props} round="service" autoStart={false} dictation={dictation} announce={vi.fn()} />)
    const dictate = screen.getByRole('checkbox', { name: copy.dictate })
    expect(dictate).not.toBeChecked()
    expect(dictate).toHaveAccessibleDescription(copy.dictateService)
    await userEvent.click(screen.getByRole('button', { name: copy.start }))
    await userEvent.click(await screen.findByRole('button', { name: copy.stop }))
    await screen.findByRole('article', { name: 'Take 1' })
    expect(dictation.start).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('checkbox', { name: copy.dictate }))
    await userEvent.click(screen.getByRole('button', { name: copy.again }))
    await screen.findByRole('button', { name: copy.stop })
    expect(dictation.start).toHaveBeenCalledOnce()
  })

  it('offers a take it could not keep as a file, so it is not lost', async () => {
    browserWith(async () => microphone())
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:unsaved', revokeObjectURL: () => undefined }))
    vi.spyOn(store, 'saveTake').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'))
    render(<RecordAnswer {...props} round="unsaved" announce={vi.fn()} />)
    await userEvent.click(await screen.findByRole('button', { name: copy.stop }))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.full)
    expect(screen.getByRole('link', { name: copy.downloadUnsaved })).toHaveAttribute('download', 'answer-1-not-kept.webm')
    // The button keeps the keyboard focus it had, rather than dropping it to the page.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: copy.start })).toHaveFocus())
  })

  it('writes sizes in megabytes, and gigabytes from a thousand megabytes', () => {
    expect(sizeText(2_400_000)).toBe('2.4 MB')
    expect(sizeText(12_000_000_000)).toBe('12 GB')
  })

  it('lets the microphone go when the visitor leaves the question before it is granted', async () => {
    const stopTrack = vi.fn()
    let grant: (stream: MediaStream) => void = () => undefined
    browserWith(() => new Promise<MediaStream>((resolve) => (grant = resolve)))
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    const { unmount } = render(<RecordAnswer {...props} announce={vi.fn()} />)
    await vi.waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalled())
    unmount()
    grant(microphone(stopTrack))
    await vi.waitFor(() => expect(stopTrack).toHaveBeenCalled())
  })
})
