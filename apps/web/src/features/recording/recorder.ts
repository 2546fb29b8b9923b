/**
 * Recording an answer from the microphone, in the container and codec this browser records
 * (Chromium and Firefox: Opus in WebM or Ogg; Safari: AAC in MP4), and reading its delivery from
 * the audio once it stops. Everything stays in the page: no request is made.
 */
import fixWebmDuration from 'fix-webm-duration'
import { deliveryOf, type Delivery } from './delivery'

/** The types tried, in order; the first the browser records is used. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'] as const

/** Why a recording could not start or finish, as the page says it. */
export type RecordingError = 'denied' | 'noDevice' | 'unsupported' | 'failed'

export class RecordingFailed extends Error {
  constructor(readonly reason: RecordingError) {
    super(reason)
  }
}

/** The first type of RECORDING_TYPES this browser records, or null where it records none. */
export function recordingType(isSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isSupported(type)) ?? null
}

/** The file extension of a recording's type, for its download: what the visitor's own player expects. */
export const extensionOf = (type: string) => (type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm')

/** getUserMedia's and MediaRecorder's errors, as the reason the page gives. */
export function reasonOf(error: unknown): RecordingError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noDevice'
  return 'failed'
}

export interface ActiveRecording {
  /** Stops, and gives the recording (rejects with RecordingFailed where nothing was recorded). */
  stop: () => Promise<Blob>
  /** Stops and keeps nothing. */
  cancel: () => void
  /** Called once if the recording ends on its own (the device unplugged, the permission withdrawn). */
  onEnded: (listener: () => void) => void
}

export async function startRecording(): Promise<ActiveRecording> {
  const type = typeof MediaRecorder === 'undefined' ? null : recordingType((t) => MediaRecorder.isTypeSupported(t))
  if (!type || !navigator.mediaDevices?.getUserMedia) throw new RecordingFailed('unsupported')
  let stream: MediaStream
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  } catch (error) {
    throw new RecordingFailed(reasonOf(error))
  }
  const recorder = new MediaRecorder(stream, { mimeType: type })
  const chunks: Blob[] = []
  let ended: (() => void) | null = null
  const release = () => stream.getTracks().forEach((track) => track.stop())
  recorder.addEventListener('dataavailable', (event) => event.data.size > 0 && chunks.push(event.data))
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }))
  // A track that ends under the recorder (unplugged, permission withdrawn) ends the recording.
  stream.getTracks().forEach((track) => track.addEventListener('ended', () => recorder.state !== 'inactive' && ended?.(), { once: true }))
  recorder.start(1_000)
  return {
    async stop() {
      if (recorder.state !== 'inactive') recorder.stop()
      await stopped
      release()
      if (chunks.length === 0) throw new RecordingFailed('failed')
      return new Blob(chunks, { type: type.split(';')[0] })
    },
    cancel() {
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    },
    onEnded(listener) {
      ended = listener
    },
  }
}

/** The Web Lock a tab holds while it records. */
const RECORDING_LOCK = 'practice-recording'

/**
 * Holds this device's one recording slot (a Web Lock shared by the site's tabs) until the function
 * it gives is called; null where another tab holds it. Where the browser has no Web Locks, every
 * tab records.
 */
export function holdRecordingSlot(): Promise<(() => void) | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return Promise.resolve(() => undefined)
  return new Promise((resolve) => {
    void locks.request(RECORDING_LOCK, { ifAvailable: true }, (lock) => {
      if (!lock) return resolve(null)
      return new Promise<void>((release) => resolve(() => release()))
    })
  })
}

/** The delivery of a recording, from its audio decoded in the page (`words`: a transcript's count, for the pace). */
export async function deliveryOfRecording(audio: Blob, words: number | null): Promise<Delivery> {
  const context = new AudioContext()
  try {
    const buffer = await context.decodeAudioData(await audio.arrayBuffer())
    return deliveryOf(buffer.getChannelData(0), buffer.sampleRate, words)
  } finally {
    void context.close()
  }
}

/**
 * The recording as kept: WebM as MediaRecorder writes it has no duration, so players show 0:00
 * until it has played through; the duration is written into the file (the download's too).
 */
export const withDuration = (audio: Blob, durationMs: number): Promise<Blob> =>
  audio.type.includes('webm') ? fixWebmDuration(audio, durationMs, { logger: false }) : Promise.resolve(audio)
