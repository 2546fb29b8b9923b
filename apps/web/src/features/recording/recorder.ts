/**
 * Recording an answer from the microphone, and the camera where the visitor turns it on, in the
 * container and codecs this browser records (Chromium and Firefox: Opus, and VP8, in WebM or Ogg;
 * Safari: AAC, and H.264, in MP4), and reading its delivery from the sound once it stops.
 * Everything stays in the page: no request is made.
 */
import fixWebmDuration from 'fix-webm-duration'
import { deliveryOf, type Delivery } from './delivery'

/** The types tried, in order; the first the browser records is used. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'] as const
/** The same with the camera: VP8 before VP9, lighter to encode on a cheap phone. */
export const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'] as const
/** Enough for a face on a phone's screen, about 5 MB for two minutes. */
const VIDEO = { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 }, facingMode: 'user' }
const VIDEO_BITS_PER_SECOND = 300_000

/** Why a recording could not start or finish, as the page says it. */
export type RecordingError = 'denied' | 'noDevice' | 'noCamera' | 'unsupported' | 'failed'

export class RecordingFailed extends Error {
  constructor(readonly reason: RecordingError) {
    super(reason)
  }
}

/** The first of `types` this browser records, or null where it records none. */
export function recordingType(isSupported: (type: string) => boolean, types: readonly string[] = RECORDING_TYPES): string | null {
  return types.find((type) => isSupported(type)) ?? null
}

/** The file extension of a recording's type, for its download: what the visitor's own player expects. */
export const extensionOf = (type: string) =>
  type.includes('mp4') ? (type.startsWith('video/') ? 'mp4' : 'm4a') : type.includes('ogg') ? 'ogg' : 'webm'

/** getUserMedia's and MediaRecorder's errors, as the reason the page gives (`camera`: the camera was asked for too). */
export function reasonOf(error: unknown, camera = false): RecordingError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return camera ? 'noCamera' : 'noDevice'
  return 'failed'
}

export interface ActiveRecording {
  /** Stops, and gives the recording and how long it ran (rejects with RecordingFailed where nothing was recorded). */
  stop: () => Promise<{ media: Blob; ms: number }>
  /** Stops and keeps nothing. */
  cancel: () => void
  /** Called once if the recording ends on its own (the device unplugged, the permission withdrawn). */
  onEnded: (listener: () => void) => void
}

/** The microphone, and the camera where asked for, opened (the browser asks first); not yet recorded. */
export async function openDevices(camera: boolean): Promise<MediaStream> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new RecordingFailed('unsupported')
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: camera ? VIDEO : false })
  } catch (error) {
    throw new RecordingFailed(reasonOf(error, camera))
  }
}

/** Lets the devices go (the browser's recording indicator goes out). */
export const closeDevices = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop())

/** Records `stream` until stopped; the stream is let go then. */
export function recordStream(stream: MediaStream): ActiveRecording {
  const video = stream.getVideoTracks().length > 0
  const type = recordingType((t) => MediaRecorder.isTypeSupported(t), video ? VIDEO_TYPES : RECORDING_TYPES)
  if (!type) {
    closeDevices(stream)
    throw new RecordingFailed('unsupported')
  }
  const recorder = new MediaRecorder(stream, { mimeType: type, ...(video && { videoBitsPerSecond: VIDEO_BITS_PER_SECOND }) })
  const chunks: Blob[] = []
  let ended: (() => void) | null = null
  let stopping = false
  recorder.addEventListener('dataavailable', (event) => event.data.size > 0 && chunks.push(event.data))
  const stopped = new Promise<void>((resolve) =>
    recorder.addEventListener(
      'stop',
      () => {
        resolve()
        // Stopped by the browser, not the page (a device unplugged, a permission withdrawn).
        if (!stopping) ended?.()
      },
      { once: true },
    ),
  )
  // A track that ends under the recorder ends the recording, whether or not the recorder notices.
  stream.getTracks().forEach((track) => track.addEventListener('ended', () => !stopping && ended?.(), { once: true }))
  recorder.start(1_000)
  const started = performance.now()
  return {
    async stop() {
      stopping = true
      const ms = Math.round(performance.now() - started)
      if (recorder.state !== 'inactive') recorder.stop()
      await stopped
      closeDevices(stream)
      if (chunks.length === 0) throw new RecordingFailed('failed')
      return { media: new Blob(chunks, { type: type.split(';')[0] }), ms }
    },
    cancel() {
      stopping = true
      if (recorder.state !== 'inactive') recorder.stop()
      closeDevices(stream)
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
    locks
      .request(RECORDING_LOCK, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null)
        return new Promise<void>((release) => resolve(() => release()))
      })
      // Locks refused (an odd frame, a policy): record without one.
      .catch(() => resolve(() => undefined))
  })
}

/**
 * The delivery of a recording, from its sound decoded in the page (`words`: a transcript's count,
 * for the pace); null where this browser cannot decode it (the take is kept all the same).
 */
export async function deliveryOfRecording(media: Blob, words: number | null): Promise<Delivery | null> {
  const context = new AudioContext()
  try {
    const buffer = await context.decodeAudioData(await media.arrayBuffer())
    return deliveryOf(buffer.getChannelData(0), buffer.sampleRate, words)
  } catch {
    return null
  } finally {
    void context.close()
  }
}

/**
 * The recording as kept: WebM as MediaRecorder writes it has no duration, so players show 0:00
 * until it has played through; the duration is written into the file (the download's too).
 */
export const withDuration = (media: Blob, durationMs: number): Promise<Blob> =>
  media.type.includes('webm') ? fixWebmDuration(media, durationMs, { logger: false }) : Promise.resolve(media)
