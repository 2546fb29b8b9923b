import { useCallback, useEffect, useRef, useState } from 'react'
import { elapsedMs, IDLE_TIMER, isRunning, pauseTimer, runTimer, type SoftTimer, timerReading } from './soft-timer'

/**
 * The soft timer of an answer box (soft-timer.ts) as a component holds it: its reading, redrawn
 * once a second only while it runs, and `onTimeUp` called once as the limit passes.
 */
export function useSoftTimer(onTimeUp: () => void) {
  const [timer, setTimer] = useState<SoftTimer>(IDLE_TIMER)
  const [now, setNow] = useState(0)
  const running = isRunning(timer)
  const reading = timerReading(elapsedMs(timer, now))
  const timeUp = useRef(onTimeUp)
  useEffect(() => {
    timeUp.current = onTimeUp
  })

  useEffect(() => {
    if (!running) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [running])
  useEffect(() => {
    if (reading.over && running) timeUp.current()
  }, [reading.over, running])

  /** Starts the timer, or resumes it where it paused. */
  const start = useCallback(() => {
    const at = Date.now()
    setTimer((t) => runTimer(t, at))
    setNow(at)
  }, [])
  const pause = useCallback(() => setTimer((t) => pauseTimer(t, Date.now())), [])
  const reset = useCallback(() => setTimer(IDLE_TIMER), [])
  return { reading, running, start, pause, reset }
}
