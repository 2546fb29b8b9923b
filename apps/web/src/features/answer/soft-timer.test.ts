import { describe, expect, it } from 'vitest'
import { ANSWER_LIMIT_MS, clock, elapsedMs, IDLE_TIMER, isRunning, pauseTimer, runTimer, timerReading } from './soft-timer'

describe('soft timer', () => {
  it('stays at zero until it starts, then counts from the first keystroke', () => {
    expect(elapsedMs(IDLE_TIMER, 5_000)).toBe(0)
    expect(isRunning(IDLE_TIMER)).toBe(false)
    const started = runTimer(IDLE_TIMER, 1_000)
    expect(isRunning(started)).toBe(true)
    expect(elapsedMs(started, 4_500)).toBe(3_500)
    expect(runTimer(started, 9_000), 'a running timer keeps its start').toBe(started)
  })

  it('pauses while the check is read and resumes where it stopped', () => {
    const paused = pauseTimer(runTimer(IDLE_TIMER, 0), 30_000)
    expect(elapsedMs(paused, 90_000)).toBe(30_000)
    const resumed = runTimer(paused, 90_000)
    expect(elapsedMs(resumed, 100_000)).toBe(40_000)
    expect(pauseTimer(IDLE_TIMER, 10)).toBe(IDLE_TIMER)
  })

  it('reads the time left, then the time over the soft limit', () => {
    expect(timerReading(0)).toEqual({ over: false, time: '2:00' })
    expect(timerReading(61_000)).toEqual({ over: false, time: '0:59' })
    expect(timerReading(119_001)).toEqual({ over: false, time: '0:01' })
    expect(timerReading(ANSWER_LIMIT_MS)).toEqual({ over: true, time: '0:00' })
    expect(timerReading(ANSWER_LIMIT_MS + 75_000)).toEqual({ over: true, time: '1:15' })
    expect(clock(600_000)).toBe('10:00')
  })
})
