/** Pure helpers for the demo video: which sources to offer and its WebVTT captions. */

export interface VideoSource {
  src: string
  type?: string
}

export interface Cue {
  start: number
  end: number
  text: string
}

const TYPE_BY_EXTENSION: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' }

/** The MIME type a video URL's extension implies, if any (query and hash ignored). */
export function videoTypeOf(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase()
  return extension ? TYPE_BY_EXTENSION[extension] : undefined
}

/**
 * The bundled sources, or the operator's DEMO_VIDEO_URL alone when it is set.
 * Captions (and the transcript) describe the bundled video, so they go with it.
 */
export function resolveDemoVideo(
  bundled: { sources: readonly VideoSource[]; cues: readonly Cue[] },
  overrideUrl: string,
): { sources: VideoSource[]; cues: Cue[]; captionsEnabled: boolean } {
  const url = overrideUrl.trim()
  if (!url) return { sources: [...bundled.sources], cues: [...bundled.cues], captionsEnabled: true }
  const type = videoTypeOf(url)
  return { sources: [type ? { src: url, type } : { src: url }], cues: [], captionsEnabled: false }
}

/** "00:04.000" style timestamps (minutes:seconds.millis), as WebVTT allows below an hour. */
export function vttTimestamp(seconds: number): string {
  if (!(seconds >= 0) || seconds >= 3600) throw new RangeError(`timestamp out of range: ${seconds}`)
  const millis = Math.round(seconds * 1000)
  const mm = String(Math.floor(millis / 60_000)).padStart(2, '0')
  const ss = String(Math.floor((millis % 60_000) / 1000)).padStart(2, '0')
  const ms = String(millis % 1000).padStart(3, '0')
  return `${mm}:${ss}.${ms}`
}

/** A WebVTT file for the cues; they must be ordered, non-overlapping and non-empty. */
export function toWebVtt(cues: readonly Cue[]): string {
  let previousEnd = 0
  const blocks = cues.map((cue, i) => {
    if (cue.start < previousEnd || cue.end <= cue.start) throw new RangeError(`cue ${i + 1} overlaps or is empty`)
    if (!cue.text.trim() || cue.text.includes('-->')) throw new RangeError(`cue ${i + 1} has invalid text`)
    previousEnd = cue.end
    return `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text.trim()}`
  })
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}
