import { useEffect, useRef, useState } from 'react'
import { recording as copy } from '~/content/practice-round.yaml'
import { minutesAndSeconds } from '~/lib/clock'
import { fillLabel } from '~/lib/fill-label'
import {
  type ActiveRecording,
  closeDevices,
  deliveryOfRecording,
  holdRecordingSlot,
  openDevices,
  RecordingFailed,
  type RecordingError,
  recordStream,
  withDuration,
} from './recorder'
import { askToPersist, bestTake, chooseBest, deleteRecording, MAX_TAKES, type Recording, saveTake, storageUse } from './recordings-store'
import { TakeCard, type WordsJudged } from './take-card'
import { useTakes } from './use-takes'

/** Room a recording needs before one starts: about ten minutes of speech in Opus… */
const ROOM_NEEDED_BYTES = 5_000_000
/** …or five of it with the camera's picture. */
const ROOM_NEEDED_WITH_CAMERA_BYTES = 15_000_000

const megabytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
const gigabytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 })
/** "2.4 MB", "12 GB". */
export const sizeText = (bytes: number) => (bytes >= 1e9 ? gigabytes.format(bytes / 1e9) : megabytes.format(bytes / 1e6))

/** Dictation alongside a take, where the browser offers it: started with the take; `stop` gives the words it heard (null: none). */
export interface TakeDictation {
  start: () => void
  stop: () => Promise<string | null>
}

export interface RecordAnswerProps {
  slug: string
  /** The round's start date: the round the recording belongs to. */
  round: string
  index: number
  /** The question, shown above the self-view while the camera records. */
  question: string
  /** Start recording at once: the visitor has just asked to. */
  autoStart: boolean
  /** …with the camera on. */
  withCamera?: boolean
  dictation: TakeDictation | null
  /** The answer in the box: the one scored. */
  answer: string
  /** What the check makes of a take's words: the score the answer would get with them, and the fillers in them. */
  judgeWords: (text: string) => WordsJudged
  /** Makes a take's words the answer. */
  onUseWords: (text: string) => void
  onRecorded: () => void
  announce: (text: string) => void
}

type Failure = RecordingError | 'full' | 'otherTab' | 'ended'

/** Seconds counted down before a take starts, where the visitor asks for it. */
const COUNTDOWN_S = 3
const second = () => new Promise((resolve) => window.setTimeout(resolve, 1_000))

/** The devices open for a take: the stream, the tab's recording slot, and the recorder once it runs. */
interface Session {
  stream: MediaStream
  release: () => void
  recording: ActiveRecording | null
}

/** Records takes of one answer aloud (with the camera where asked), keeps them on the device, and sets them side by side with how each was said. */
export function RecordAnswer({
  slug,
  round,
  index,
  question,
  autoStart,
  withCamera = false,
  dictation,
  answer,
  judgeWords,
  onUseWords,
  onRecorded,
  announce,
}: RecordAnswerProps) {
  const [takes, setTakes] = useTakes(slug, round, index)
  const [phase, setPhase] = useState<'idle' | 'starting' | 'counting' | 'recording' | 'saving'>('idle')
  const [camera, setCamera] = useState(withCamera)
  const [countdown, setCountdown] = useState(false)
  const [count, setCount] = useState(COUNTDOWN_S)
  /** The camera's picture while a take is counted down and recorded: the self-view. */
  const [selfView, setSelfView] = useState<MediaStream | null>(null)
  const selfViewRef = useRef<HTMLElement>(null)
  // The picture comes into view as the camera opens: the visitor frames themselves before REC.
  useEffect(() => {
    if (selfView) selfViewRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [selfView])
  const [elapsed, setElapsed] = useState(0)
  const [failure, setFailure] = useState<Failure | null>(null)
  const session = useRef<Session | null>(null)
  /** False once the question is left: a microphone granted after that is let go at once. */
  const mounted = useRef(true)
  const [room, setRoom] = useState<{ usage: number; quota: number } | null>(null)
  const measure = () => void storageUse().then(setRoom, () => undefined)

  /** Lets the devices and the slot go, keeping nothing. */
  function close() {
    const current = session.current
    session.current = null
    if (!current) return
    if (current.recording) current.recording.cancel()
    else closeDevices(current.stream)
    current.release()
  }

  useEffect(() => {
    mounted.current = true
    measure()
    return () => {
      mounted.current = false
      close()
    }
  }, [slug, round, index])

  useEffect(() => {
    if (phase !== 'recording') return
    const started = Date.now()
    const tick = window.setInterval(() => setElapsed(Date.now() - started), 1_000)
    // Closing the tab mid-take would lose it: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => {
      window.clearInterval(tick)
      window.removeEventListener('beforeunload', warn)
    }
  }, [phase])

  function fail(reason: Failure) {
    setFailure(reason)
    setPhase('idle')
    setSelfView(null)
    announce(copy.errors[reason])
  }

  async function start() {
    setFailure(null)
    setPhase('starting')
    const room = await storageUse().catch(() => null)
    if (room && room.quota - room.usage < (camera ? ROOM_NEEDED_WITH_CAMERA_BYTES : ROOM_NEEDED_BYTES)) return fail('full')
    const release = await holdRecordingSlot()
    if (!release) return fail('otherTab')
    let stream: MediaStream
    try {
      stream = await openDevices(camera)
    } catch (error) {
      release()
      return fail(error instanceof RecordingFailed ? error.reason : 'failed')
    }
    // The visitor moved on while the browser asked for the devices: record nothing.
    if (!mounted.current) {
      closeDevices(stream)
      return release()
    }
    const current: Session = { stream, release, recording: null }
    session.current = current
    if (camera) setSelfView(stream)
    if (countdown) {
      setPhase('counting')
      for (let n = COUNTDOWN_S; n > 0; n--) {
        setCount(n)
        announce(String(n))
        await second()
        // Cancelled, or the question left, meanwhile.
        if (session.current !== current) return
      }
    }
    try {
      current.recording = recordStream(stream)
    } catch (error) {
      close()
      return fail(error instanceof RecordingFailed ? error.reason : 'failed')
    }
    current.recording.onEnded(() => void stop(true))
    void askToPersist().catch(() => undefined)
    dictation?.start()
    setElapsed(0)
    setPhase('recording')
    announce(copy.rec)
  }

  /** Stop during the countdown: nothing was recorded. */
  function cancel() {
    close()
    setSelfView(null)
    setPhase('idle')
  }

  async function stop(ended = false) {
    const current = session.current
    if (!current?.recording) return
    session.current = null
    setSelfView(null)
    setPhase('saving')
    try {
      const [{ media, ms }, transcript] = await Promise.all([current.recording.stop(), dictation?.stop() ?? null])
      const words = transcript?.trim() ? transcript.trim() : null
      const delivery = await deliveryOfRecording(media, words ? words.split(/\s+/).length : null)
      const lengthMs = delivery?.durationMs ?? ms
      const kept = await saveTake({
        slug,
        round,
        index,
        media: await withDuration(media, lengthMs),
        lengthMs,
        delivery,
        transcript: words,
        recordedAt: new Date().toISOString(),
      })
      setTakes((takes) => [...takes, kept])
      setPhase('idle')
      measure()
      onRecorded()
      if (ended) fail('ended')
      else announce(fillLabel(copy.saved, { take: kept.take, time: minutesAndSeconds(lengthMs / 1000) }))
    } catch (error) {
      fail(error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'failed')
    } finally {
      current.release()
    }
  }

  async function remove(take: Recording) {
    try {
      await deleteRecording(take)
    } catch {
      return fail('failed')
    }
    setTakes((takes) => takes.filter((t) => t.id !== take.id))
    measure()
    announce(fillLabel(copy.removed, { take: take.take }))
  }

  async function choose(take: Recording) {
    const before = takes
    setTakes(takes.map(({ best: _, ...t }) => (t.id === take.id ? { ...t, best: true } : t)))
    try {
      await chooseBest(take)
    } catch {
      setTakes(before)
      fail('failed')
    }
  }

  const started = useRef(false)
  useEffect(() => {
    if (!autoStart || started.current) return
    started.current = true
    void start()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the visitor's first tap
  }, [autoStart])

  const recording = phase === 'recording'
  const counting = phase === 'counting'
  const busy = phase === 'starting' || phase === 'saving'
  const full = takes.length >= MAX_TAKES && !recording
  const best = bestTake(takes)
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface-alt p-4 text-sm">
      {(phase === 'idle' || busy) && (
        <div className="mb-3 flex flex-wrap gap-x-5 gap-y-2">
          <label className="flex items-center gap-2 font-medium text-body">
            <input
              type="checkbox"
              checked={camera}
              disabled={busy}
              onChange={(e) => setCamera(e.target.checked)}
              className="size-4 accent-brand"
            />
            {copy.camera}
          </label>
          <label className="flex items-center gap-2 font-medium text-body">
            <input
              type="checkbox"
              checked={countdown}
              disabled={busy}
              onChange={(e) => setCountdown(e.target.checked)}
              className="size-4 accent-brand"
            />
            {fillLabel(copy.countdown, { n: COUNTDOWN_S })}
          </label>
        </div>
      )}
      {selfView && (
        <figure ref={selfViewRef} className="mb-3 max-w-sm scroll-mb-44">
          <figcaption className="mb-2 font-medium text-pretty text-heading">{question}</figcaption>
          <div className="relative">
            <video
              ref={(video) => {
                if (video && video.srcObject !== selfView) video.srcObject = selfView
              }}
              autoPlay
              muted
              playsInline
              aria-label={copy.selfView}
              className="aspect-video w-full -scale-x-100 rounded-xl bg-inverse object-cover"
            />
            {recording && (
              <span
                aria-hidden="true"
                className="absolute top-2 left-2 flex items-center gap-1.5 rounded-full bg-scrim/70 px-2 py-0.5 text-xs font-bold text-on-inverse"
              >
                <span className="size-2 rounded-full bg-record motion-safe:animate-pulse" />
                {copy.rec}
              </span>
            )}
            {counting && (
              <p
                role="timer"
                aria-label={fillLabel(copy.counting, { n: count })}
                className="absolute inset-0 grid place-items-center text-6xl font-bold text-on-inverse tabular-nums [text-shadow:0_2px_8px_rgb(0_0_0/60%)]"
              >
                {count}
              </p>
            )}
          </div>
        </figure>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={recording || counting ? 'btn btn-primary' : 'btn btn-outline'}
          disabled={busy || full}
          onClick={() => void (recording ? stop() : counting ? cancel() : start())}
        >
          {recording ? copy.stop : counting ? copy.cancel : takes.length > 0 ? copy.again : copy.start}
        </button>
        {counting && !selfView && (
          <p role="timer" className="text-2xl font-bold text-heading tabular-nums">
            {fillLabel(copy.counting, { n: count })}
          </p>
        )}
        {recording && (
          <p role="timer" className="flex items-center gap-2 font-semibold text-danger-fg tabular-nums">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-danger-fg motion-safe:animate-pulse" />
            {copy.rec} <span className="font-normal text-body">{fillLabel(copy.elapsed, { time: minutesAndSeconds(elapsed / 1000) })}</span>
          </p>
        )}
        {phase === 'saving' && <p role="status">{copy.saving}</p>}
      </div>
      {full && <p className="mt-3 text-muted">{fillLabel(copy.maxTakes, { max: MAX_TAKES })}</p>}
      {failure && (
        <p role="alert" className="mt-3 font-medium text-warning-fg">
          {copy.errors[failure]}
        </p>
      )}
      {takes.length > 0 && (
        <ul aria-label={copy.takes} className="mt-3 grid gap-3 sm:grid-cols-2">
          {takes.map((take) => (
            <TakeCard
              key={take.id}
              take={take}
              n={index + 1}
              judged={take.transcript ? judgeWords(take.transcript) : null}
              best={takes.length > 1 ? { chosen: take === best, onChoose: () => void choose(take) } : null}
              onUseWords={
                take.transcript && take.transcript !== answer.trim()
                  ? () => {
                      onUseWords(take.transcript!)
                      announce(fillLabel(copy.wordsUsed, { take: take.take }))
                    }
                  : null
              }
              onDelete={() => void remove(take)}
            />
          ))}
        </ul>
      )}
      {takes.length > 1 && <p className="mt-3 text-muted">{copy.bestNote}</p>}
      {takes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
          <li>{copy.delivery.speakingNote}</li>
          <li>{copy.delivery.pausesNote}</li>
          {takes.some((t) => t.delivery?.wpm != null) && <li>{copy.delivery.paceNote}</li>}
          {takes.some((t) => t.transcript) && <li>{copy.fillersNote}</li>}
        </ul>
      )}
      {dictation && <p className="mt-3 text-muted">{copy.withDictation}</p>}
      <p className="mt-3 text-muted">{copy.privacy}</p>
      {room && (
        <p className="mt-1 text-muted">
          {fillLabel(copy.storage, { used: sizeText(room.usage), free: sizeText(Math.max(0, room.quota - room.usage)) })}
        </p>
      )}
    </div>
  )
}
