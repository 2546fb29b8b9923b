import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recording as copy } from '~/content/practice-round.yaml'
import { RecordAnswer, sizeText } from './record-answer'
import type * as Store from './recordings-store'
import { roundRecordings, saveRecording } from './recordings-store'

// The store, in memory (it is tested against IndexedDB in recordings-store.test.ts, where Blobs survive the copy).
vi.mock('./recordings-store', async (original) => {
  const kept = new Map<string, Store.Recording>()
  const id = (slug: string, round: string, index: number) => `${slug}|${round}|${index}`
  return {
    ...(await original<typeof Store>()),
    saveRecording: async (r: Omit<Store.Recording, 'id'>) =>
      void kept.set(id(r.slug, r.round, r.index), { ...r, id: id(r.slug, r.round, r.index) }),
    roundRecordings: async (slug: string, round: string) =>
      new Map([...kept.values()].filter((r) => r.slug === slug && r.round === round).map((r) => [r.index, r])),
    deleteRecording: async (slug: string, round: string, index: number) => void kept.delete(id(slug, round, index)),
  }
})

const props = { slug: 'data-analyst', round: '2026-11-29T08:00:00.000Z', index: 0, autoStart: true, words: null, onRecorded: vi.fn() }

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

  it('plays a kept recording, offers it as a file, and deletes it when asked', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:kept', revokeObjectURL: () => undefined }))
    const delivery = { durationMs: 12_000, speakingMs: 9_000, pauses: [{ atMs: 4_000, ms: 3_000 }], wpm: null }
    await saveRecording({
      slug: props.slug,
      index: 0,
      round: 'kept',
      audio: new Blob(['x'], { type: 'audio/webm' }),
      delivery,
      recordedAt: props.round,
    })
    const announce = vi.fn()
    render(<RecordAnswer {...props} round="kept" autoStart={false} announce={announce} />)
    expect(await screen.findByLabelText('Your recording of answer 1')).toHaveAttribute('src', 'blob:kept')
    expect(screen.getByRole('link', { name: 'Download recording 1' })).toHaveAttribute('download', 'answer-1.webm')
    expect(screen.getByRole('region', { name: copy.delivery.title })).toHaveTextContent('At 0:04')
    await userEvent.click(screen.getByRole('button', { name: copy.remove }))
    expect(announce).toHaveBeenCalledWith(copy.removed)
    expect(screen.queryByLabelText('Your recording of answer 1')).toBeNull()
    expect((await roundRecordings(props.slug, 'kept')).size).toBe(0)
    expect(screen.getByRole('button', { name: copy.start })).toBeEnabled()
  })

  it('writes sizes in megabytes, and gigabytes from a thousand megabytes', () => {
    expect(sizeText(2_400_000)).toBe('2.4 MB')
    expect(sizeText(12_000_000_000)).toBe('12 GB')
  })

  it('lets the microphone go when the visitor leaves the question before it is granted', async () => {
    const stopTrack = vi.fn()
    let grant: (stream: MediaStream) => void = () => undefined
    browserWith(() => new Promise<MediaStream>((resolve) => (grant = resolve)))
    class FakeRecorder {
      static isTypeSupported = () => true
      state = 'inactive'
      addEventListener() {}
      start() {
        this.state = 'recording'
      }
      stop() {
        this.state = 'inactive'
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder)
    const { unmount } = render(<RecordAnswer {...props} announce={vi.fn()} />)
    await vi.waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalled())
    unmount()
    grant({ getTracks: () => [{ stop: stopTrack, addEventListener: () => undefined }] } as unknown as MediaStream)
    await vi.waitFor(() => expect(stopTrack).toHaveBeenCalled())
  })
})
