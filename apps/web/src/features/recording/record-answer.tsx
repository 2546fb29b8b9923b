import { useEffect, useRef, useState } from 'react'
import { recording as copy } from '~/content/practice-round.yaml'
import { minutesAndSeconds } from '~/lib/clock'
import { fillLabel } from '~/lib/fill-label'
import {
  type ActiveRecording,
  deliveryOfRecording,
  holdRecordingSlot,
  RecordingFailed,
  type RecordingError,
  startRecording,
  withDuration,
} from './recorder'
import { askToPersist, bestTake, chooseBest, deleteRecording, MAX_TAKES, type Recording, saveTake, storageUse } from './recordings-store'
import { TakeCard } from './take-card'
import { useTakes } from './use-takes'

/** Room a recording needs before one starts: about ten minutes of speech in Opus. */
const ROOM_NEEDED_BYTES = 5_000_000

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
  /** Start recording at once: the visitor has just asked to. */
  autoStart: boolean
  dictation: TakeDictation | null
  /** The answer in the box: the one scored. */
  answer: string
  /** The score the answer would get with these words. */
  scoreOf: (text: string) => number
  /** Makes a take's words the answer. */
  onUseWords: (text: string) => void
  onRecorded: () => void
  announce: (text: string) => void
}

type Failure = RecordingError | 'full' | 'otherTab' | 'ended'

/** Records takes of one answer aloud, keeps them on the device, and sets them side by side with how each was said. */
export function RecordAnswer({
  slug,
  round,
  index,
  autoStart,
  dictation,
  answer,
  scoreOf,
  onUseWords,
  onRecorded,
  announce,
}: RecordAnswerProps) {
  const [takes, setTakes] = useTakes(slug, round, index)
  const [phase, setPhase] = useState<'idle' | 'starting' | 'recording' | 'saving'>('idle')
  const [elapsed, setElapsed] = useState(0)
  const [failure, setFailure] = useState<Failure | null>(null)
  const active = useRef<{ recording: ActiveRecording; release: () => void } | null>(null)
  /** False once the question is left: a microphone granted after that is let go at once. */
  const mounted = useRef(true)
  const [room, setRoom] = useState<{ usage: number; quota: number } | null>(null)
  const measure = () => void storageUse().then(setRoom, () => undefined)

  useEffect(() => {
    mounted.current = true
    measure()
    return () => {
      mounted.current = false
      active.current?.recording.cancel()
      active.current?.release()
      active.current = null
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
    announce(copy.errors[reason])
  }

  async function start() {
    setFailure(null)
    setPhase('starting')
    const room = await storageUse().catch(() => null)
    if (room && room.quota - room.usage < ROOM_NEEDED_BYTES) return fail('full')
    const release = await holdRecordingSlot()
    if (!release) return fail('otherTab')
    let recording: ActiveRecording
    try {
      recording = await startRecording()
    } catch (error) {
      release()
      return fail(error instanceof RecordingFailed ? error.reason : 'failed')
    }
    // The visitor moved on while the browser asked for the microphone: record nothing.
    if (!mounted.current) {
      recording.cancel()
      return release()
    }
    active.current = { recording, release }
    recording.onEnded(() => void stop(true))
    void askToPersist().catch(() => undefined)
    dictation?.start()
    setElapsed(0)
    setPhase('recording')
    announce(copy.rec)
  }

  async function stop(ended = false) {
    const current = active.current
    if (!current) return
    active.current = null
    setPhase('saving')
    try {
      const [audio, transcript] = await Promise.all([current.recording.stop(), dictation?.stop() ?? null])
      const words = transcript?.trim() ? transcript.trim() : null
      const delivery = await deliveryOfRecording(audio, words ? words.split(/\s+/).length : null)
      const kept = await saveTake({
        slug,
        round,
        index,
        audio: await withDuration(audio, delivery.durationMs),
        delivery,
        transcript: words,
        recordedAt: new Date().toISOString(),
      })
      setTakes((takes) => [...takes, kept])
      setPhase('idle')
      measure()
      onRecorded()
      if (ended) fail('ended')
      else announce(fillLabel(copy.saved, { take: kept.take, time: minutesAndSeconds(delivery.durationMs / 1000) }))
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
  const full = takes.length >= MAX_TAKES && !recording
  const best = bestTake(takes)
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface-alt p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={recording ? 'btn btn-primary' : 'btn btn-outline'}
          disabled={phase === 'starting' || phase === 'saving' || full}
          onClick={() => void (recording ? stop() : start())}
        >
          {recording ? copy.stop : takes.length > 0 ? copy.again : copy.start}
        </button>
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
              score={take.transcript ? scoreOf(take.transcript) : null}
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
          {takes.some((t) => t.delivery.wpm !== null) && <li>{copy.delivery.paceNote}</li>}
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
