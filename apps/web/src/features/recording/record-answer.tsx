import { useEffect, useRef, useState } from 'react'
import { recording as copy } from '~/content/practice-round.yaml'
import { minutesAndSeconds } from '~/lib/clock'
import { fillLabel } from '~/lib/fill-label'
import { type ActiveRecording, deliveryOfRecording, RecordingFailed, type RecordingError, startRecording } from './recorder'
import { deleteRecording, saveRecording, storageUse } from './recordings-store'
import { RecordingPlayer } from './recording-player'
import { useKeptRecording } from './use-kept-recording'

/** Room a recording needs before one starts: about ten minutes of speech in Opus. */
const ROOM_NEEDED_BYTES = 5_000_000

const megabytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
const gigabytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 })
/** "2.4 MB", "12 GB". */
export const sizeText = (bytes: number) => (bytes >= 1e9 ? gigabytes.format(bytes / 1e9) : megabytes.format(bytes / 1e6))

export interface RecordAnswerProps {
  slug: string
  /** The round's start date: the round the recording belongs to. */
  round: string
  index: number
  /** Start recording at once: the visitor has just asked to. */
  autoStart: boolean
  /** Words dictated into the answer, for the pace; null where none were. */
  words: number | null
  onRecorded: () => void
  announce: (text: string) => void
}

type Failure = RecordingError | 'full'

/** Records one answer aloud, keeps it on the device, and plays it back with how it was said. */
export function RecordAnswer({ slug, round, index, autoStart, words, onRecorded, announce }: RecordAnswerProps) {
  const [saved, setSaved] = useKeptRecording(slug, round, index)
  const [phase, setPhase] = useState<'idle' | 'starting' | 'recording' | 'saving'>('idle')
  const [elapsed, setElapsed] = useState(0)
  const [failure, setFailure] = useState<Failure | null>(null)
  const active = useRef<ActiveRecording | null>(null)
  /** False once the question is left: a microphone granted after that is let go at once. */
  const mounted = useRef(true)
  const [room, setRoom] = useState<{ usage: number; quota: number } | null>(null)
  const measure = () => void storageUse().then(setRoom, () => undefined)

  useEffect(() => {
    mounted.current = true
    measure()
    return () => {
      mounted.current = false
      active.current?.cancel()
      active.current = null
    }
  }, [slug, round, index])

  useEffect(() => {
    if (phase !== 'recording') return
    const started = Date.now()
    const tick = window.setInterval(() => setElapsed(Date.now() - started), 1_000)
    return () => window.clearInterval(tick)
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
    let recording: ActiveRecording
    try {
      recording = await startRecording()
    } catch (error) {
      return fail(error instanceof RecordingFailed ? error.reason : 'failed')
    }
    // The visitor moved on while the browser asked for the microphone: record nothing.
    if (!mounted.current) return recording.cancel()
    active.current = recording
    recording.onEnded(() => void stop())
    setElapsed(0)
    setPhase('recording')
    announce(copy.rec)
  }

  async function stop() {
    const recording = active.current
    if (!recording) return
    active.current = null
    setPhase('saving')
    try {
      const audio = await recording.stop()
      const delivery = await deliveryOfRecording(audio, words)
      const kept = { slug, round, index, audio, delivery, recordedAt: new Date().toISOString() }
      await saveRecording(kept)
      setSaved({ ...kept, id: '' })
      setPhase('idle')
      measure()
      onRecorded()
      announce(fillLabel(copy.saved, { time: minutesAndSeconds(delivery.durationMs / 1000) }))
    } catch (error) {
      fail(error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'failed')
    }
  }

  async function remove() {
    try {
      await deleteRecording(slug, round, index)
    } catch {
      return fail('failed')
    }
    setSaved(null)
    measure()
    announce(copy.removed)
  }

  const started = useRef(false)
  useEffect(() => {
    if (!autoStart || started.current) return
    started.current = true
    void start()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the visitor's first tap
  }, [autoStart])

  const recording = phase === 'recording'
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface-alt p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={recording ? 'btn btn-primary' : 'btn btn-outline'}
          disabled={phase === 'starting' || phase === 'saving'}
          onClick={() => void (recording ? stop() : start())}
        >
          {recording ? copy.stop : saved ? copy.again : copy.start}
        </button>
        {recording && (
          <p role="timer" className="flex items-center gap-2 font-semibold text-danger-fg tabular-nums">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-danger-fg motion-safe:animate-pulse" />
            {copy.rec} <span className="font-normal text-body">{fillLabel(copy.elapsed, { time: minutesAndSeconds(elapsed / 1000) })}</span>
          </p>
        )}
        {phase === 'saving' && <p role="status">{copy.saving}</p>}
      </div>
      {failure && (
        <p role="alert" className="mt-3 font-medium text-warning-fg">
          {copy.errors[failure]}
        </p>
      )}
      {saved && phase === 'idle' && (
        <>
          <p className="mt-3 text-muted">{fillLabel(copy.saved, { time: minutesAndSeconds(saved.delivery.durationMs / 1000) })}</p>
          <RecordingPlayer recording={saved} n={index + 1} />
          <button type="button" className="btn btn-ghost mt-2 -ml-2 px-2 text-muted" onClick={() => void remove()}>
            {copy.remove}
          </button>
        </>
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
