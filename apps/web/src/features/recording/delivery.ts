/**
 * How an answer was said, worked out on the device from its recording: how long the visitor spoke,
 * where they paused, and how fast (where a transcript gives the words). A voice-activity check by
 * loudness: the recording is cut into 20 ms frames; a frame is voiced when it is clearly louder
 * than the recording's own quiet (its 10th-percentile level; its loud part sets the bar when it is
 * speech throughout), short gaps inside speech are bridged,
 * and a silence of LONG_PAUSE_MS or more between two voiced stretches is a long pause. Pure.
 */

/** Frames of this length are judged voiced or not. */
const FRAME_MS = 20
/** A frame is voiced this far above the recording's quiet, in dB… */
const ABOVE_QUIET_DB = 12
/** …or, in a recording without quiet, this close to its loud part… */
const LOUD_MARGIN_DB = 6
/** …and never below this level (dBFS): a silent room's hiss is not speech. */
const MIN_VOICE_DBFS = -50
/** Gaps shorter than this inside speech are breaths and stops between words, not pauses. */
const BRIDGE_MS = 300
/** A silence this long between two stretches of speech is a long pause. */
export const LONG_PAUSE_MS = 2_000

interface Pause {
  /** Where it starts, from the start of the recording. */
  atMs: number
  ms: number
}

export interface Delivery {
  /** The recording's length. */
  durationMs: number
  /** From the first voiced frame to the last: the answer as spoken, silences before and after left out. */
  speakingMs: number
  /** Silences of LONG_PAUSE_MS or more between speech, in order. */
  pauses: Pause[]
  /** Words a minute of speaking time, where the words are known (a transcript); else null. */
  wpm: number | null
}

const dbfs = (rms: number) => (rms > 0 ? 20 * Math.log10(rms) : -Infinity)

/** Voiced or not, per frame of `samples` (mono, -1…1) at `sampleRate`. */
export function voicedFrames(samples: Float32Array, sampleRate: number): boolean[] {
  const size = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000))
  const levels: number[] = []
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0
    for (let i = start; i < start + size; i++) sum += samples[i]! * samples[i]!
    levels.push(dbfs(Math.sqrt(sum / size)))
  }
  if (levels.length === 0) return []
  const sorted = levels.filter(Number.isFinite).sort((a, b) => a - b)
  const at = (share: number) => (sorted.length > 0 ? sorted[Math.floor((sorted.length - 1) * share)]! : -Infinity)
  // A recording that is speech throughout has no quiet of its own: then its loud part sets the bar.
  const threshold = Math.max(Math.min(at(0.1) + ABOVE_QUIET_DB, at(0.9) - LOUD_MARGIN_DB), MIN_VOICE_DBFS)
  return levels.map((level) => level >= threshold)
}

export function deliveryOf(samples: Float32Array, sampleRate: number, words: number | null = null): Delivery {
  const durationMs = Math.round((samples.length / sampleRate) * 1000)
  const voiced = voicedFrames(samples, sampleRate)
  // Voiced stretches, as [first frame, last frame], with short gaps bridged.
  const stretches: [number, number][] = []
  voiced.forEach((on, i) => {
    if (!on) return
    const last = stretches.at(-1)
    if (last && (i - last[1] - 1) * FRAME_MS < BRIDGE_MS) last[1] = i
    else stretches.push([i, i])
  })
  if (stretches.length === 0) return { durationMs, speakingMs: 0, pauses: [], wpm: null }
  const pauses: Pause[] = []
  for (let i = 1; i < stretches.length; i++) {
    const ms = (stretches[i]![0] - stretches[i - 1]![1] - 1) * FRAME_MS
    if (ms >= LONG_PAUSE_MS) pauses.push({ atMs: (stretches[i - 1]![1] + 1) * FRAME_MS, ms })
  }
  const speakingMs = (stretches.at(-1)![1] - stretches[0]![0] + 1) * FRAME_MS
  const wpm = words !== null && words > 0 && speakingMs > 0 ? Math.round(words / (speakingMs / 60_000)) : null
  return { durationMs, speakingMs, pauses, wpm }
}
