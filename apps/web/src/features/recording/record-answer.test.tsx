import 'fake-indexeddb/auto'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recording as copy } from '~/content/practice-round.yaml'
import { RecordAnswer } from './record-answer'

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
})
