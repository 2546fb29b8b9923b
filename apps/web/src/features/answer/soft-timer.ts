/**
 * The soft answer timer of the "Try one question" widget: it starts on the first keystroke,
 * pauses while the visitor reads the check, and only shows (never enforces) the limit.
 */
import { minutesAndSeconds } from '~/lib/clock'
export const ANSWER_LIMIT_MS = 2 * 60_000

export interface SoftTimer {
  /** When the timer started, moved forward by any pauses; null before the first keystroke. */
  startedAt: number | null
  /** When it was paused, or null while it runs. */
  pausedAt: number | null
}

export const IDLE_TIMER: SoftTimer = { startedAt: null, pausedAt: null }

export function elapsedMs(timer: SoftTimer, now: number): number {
  if (timer.startedAt === null) return 0
  return Math.max(0, (timer.pausedAt ?? now) - timer.startedAt)
}

export const isRunning = (timer: SoftTimer): boolean => timer.startedAt !== null && timer.pausedAt === null

/** Starts an idle timer, or resumes a paused one where it stopped; a running timer is left alone. */
export function runTimer(timer: SoftTimer, now: number): SoftTimer {
  if (timer.startedAt === null) return { startedAt: now, pausedAt: null }
  if (timer.pausedAt === null) return timer
  return { startedAt: now - (timer.pausedAt - timer.startedAt), pausedAt: null }
}

export function pauseTimer(timer: SoftTimer, now: number): SoftTimer {
  return isRunning(timer) ? { ...timer, pausedAt: now } : timer
}

/** A span in milliseconds as "1:05", rounded up while counting down so that 0:00 means time is up. */
export function clock(ms: number): string {
  return minutesAndSeconds(Math.ceil(ms / 1000))
}

/** What the timer shows: the time left, or how far past the limit the answer has run. */
export function timerReading(elapsed: number, limit = ANSWER_LIMIT_MS): { over: boolean; time: string } {
  return elapsed < limit ? { over: false, time: clock(limit - elapsed) } : { over: true, time: clock(elapsed - limit) }
}
