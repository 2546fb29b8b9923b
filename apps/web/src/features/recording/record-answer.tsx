import { useEffect, useMemo, useRef, useState } from 'react'
import { recording as copy } from '~/content/practice-round.yaml'
import { minutesAndSeconds } from '~/lib/clock'
import { fillLabel } from '~/lib/fill-label'
import {
  type ActiveRecording,
  closeDevices,
  deliveryOfRecording,
  extensionOf,
  holdRecordingSlot,
  openDevices,
  RecordingFailed,
  type RecordingError,
  recordStream,
  withDuration,
} from './recorder'
import { askToPersist, bestTake, chooseBest, deleteRecording, MAX_TAKES, type Recording, saveTake, storageUse } from './recordings-store'
import { TakeCard, type WordsJudged } from './take-card'
import { useObjectUrl } from './use-object-url'
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
  /** The browser recognises speech on the device: dictation is on unless the visitor turns it off (else off unless turned on). */
  onDevice: boolean
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
  const [dictate, setDictate] = useState(dictation?.onDevice ?? false)
  /** A take recorded but not kept (the save failed): offered as a download, so it is not lost. */
  const [unsaved, setUnsaved] = useState<Blob | null>(null)
  const mainButton = useRef<HTMLButtonElement>(null)
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
  /** The question shown (`slug|round|index`), '' once left: devices granted after that are let go at once. */
  const here = useRef('')
  const questionKey = `${slug}|${round}|${index}`
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
    here.current = questionKey
    measure()
    return () => {
      here.current = ''
      // Leaving the question mid-take keeps the take, as Stop would; before REC, nothing was recorded.
      if (session.current?.recording) void stop()
      else close()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stop` of the question being left, which this render's is
  }, [questionKey])

  useEffect(() => {
    if (phase !== 'recording') return
    const started = Date.now()
    const tick = window.setInterval(() => setElapsed(Date.now() - started), 1_000)
    return () => window.clearInterval(tick)
  }, [phase])

  useEffect(() => {
    if (phase !== 'recording' && phase !== 'saving') return
    // Closing the tab mid-take, or while it is saved, would lose it: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [phase])

  function fail(reason: Failure) {
    setFailure(reason)
    setPhase('idle')
    setSelfView(null)
    announce(copy.errors[reason])
  }

  /** Back to the main button once the one pressed is gone or done; not once the visitor has moved on (the next question has the focus). */
  const refocus = (key: string) =>
    window.requestAnimationFrame(() => {
      if (here.current === key) mainButton.current?.focus()
    })

  async function start() {
    const key = questionKey
    setFailure(null)
    setUnsaved(null)
    setPhase('starting')
    const room = await storageUse().catch(() => null)
    if (room && room.quota - room.usage < (camera ? ROOM_NEEDED_WITH_CAMERA_BYTES : ROOM_NEEDED_BYTES)) return fail('full')
    const release = await holdRecordingSlot()
    if (!release) return fail('otherTab')
    // The visitor moved on meanwhile: the browser asks for nothing.
    if (here.current !== key) return release()
    let stream: MediaStream
    try {
      stream = await openDevices(camera)
    } catch (error) {
      release()
      return fail(error instanceof RecordingFailed ? error.reason : 'failed')
    }
    // The visitor moved on while the browser asked for the devices: record nothing.
    if (here.current !== key) {
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
    refocus(key)
    void askToPersist().catch(() => undefined)
    if (dictate) dictation?.start()
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
    const key = questionKey
    session.current = null
    setSelfView(null)
    setPhase('saving')
    let recorded: Blob | null = null
    try {
      const [{ media, ms }, transcript] = await Promise.all([current.recording.stop(), dictation?.stop() ?? null])
      recorded = media
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
      // Saved after the visitor moved on: kept with its own question, not shown with this one.
      if (here.current === key) setTakes((takes) => [...takes, kept])
      setPhase('idle')
      measure()
      onRecorded()
      if (ended) fail('ended')
      else announce(fillLabel(copy.saved, { take: kept.take, time: minutesAndSeconds(lengthMs / 1000) }))
    } catch (error) {
      if (here.current === key) setUnsaved(recorded)
      fail(error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'failed')
    } finally {
      current.release()
      refocus(key)
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
    refocus(questionKey)
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

  // Each take's words checked once, not on every tick of the REC clock.
  const judged = useMemo(
    () => new Map(takes.map((t) => [t.id, t.transcript ? judgeWords(t.transcript) : null])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the check of given words does not change
    [takes],
  )

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
          <Option checked={camera} disabled={busy} onChange={setCamera}>
            {copy.camera}
          </Option>
          <Option checked={countdown} disabled={busy} onChange={setCountdown}>
            {fillLabel(copy.countdown, { n: COUNTDOWN_S })}
          </Option>
          {dictation && (
            <Option checked={dictate} disabled={busy} onChange={setDictate} describedBy="record-dictation-note">
              {copy.dictate}
            </Option>
          )}
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
          ref={mainButton}
          // Not `disabled`: a disabled button drops the keyboard focus (to the page) while a take is saved.
          aria-disabled={busy || full}
          onClick={() => {
            if (busy || full) return
            void (recording ? stop() : counting ? cancel() : start())
          }}
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
              judged={judged.get(take.id) ?? null}
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
      {unsaved && <UnsavedTake media={unsaved} n={index + 1} />}
      {dictation && (
        <p id="record-dictation-note" className="mt-3 text-muted">
          {dictation.onDevice ? copy.dictateOnDevice : copy.dictateService}
        </p>
      )}
      <p className="mt-3 text-muted">{copy.privacy}</p>
      {room && (
        <p className="mt-1 text-muted">
          {fillLabel(copy.storage, { used: sizeText(room.usage), free: sizeText(Math.max(0, room.quota - room.usage)) })}
        </p>
      )}
    </div>
  )
}

/** A take that could not be kept, still in the page: offered as a file, so the visitor loses nothing. */
function UnsavedTake({ media, n }: { media: Blob; n: number }) {
  const url = useObjectUrl(media)
  return (
    url && (
      <a
        href={url}
        download={`answer-${n}-not-kept.${extensionOf(media.type)}`}
        className="mt-2 inline-block font-semibold text-accent underline underline-offset-2"
      >
        {copy.downloadUnsaved}
      </a>
    )
  )
}

/** One of the panel's choices for the next take: a checkbox and its label. */
function Option({
  checked,
  disabled,
  onChange,
  describedBy,
  children,
}: {
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
  describedBy?: string
  children: React.ReactNode
}) {
  return (
    <label className="flex items-center gap-2 font-medium text-body">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        className="size-4 accent-brand"
      />
      {children}
    </label>
  )
}
