import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANSWER_LIMIT_MS } from './soft-timer'
import { useSoftTimer } from './use-soft-timer'

describe('useSoftTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('counts down from two minutes once started, pauses, and says time is up once', () => {
    const onTimeUp = vi.fn()
    const { result } = renderHook(() => useSoftTimer(onTimeUp))
    expect(result.current).toMatchObject({ running: false, reading: { over: false, time: '2:00' } })

    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(30_000))
    expect(result.current.reading).toEqual({ over: false, time: '1:30' })

    act(() => result.current.pause())
    act(() => vi.advanceTimersByTime(60_000))
    expect(result.current).toMatchObject({ running: false, reading: { time: '1:30' } })

    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(ANSWER_LIMIT_MS))
    expect(result.current.reading.over).toBe(true)
    act(() => vi.advanceTimersByTime(10_000))
    expect(onTimeUp).toHaveBeenCalledTimes(1)

    act(() => result.current.reset())
    expect(result.current).toMatchObject({ running: false, reading: { over: false, time: '2:00' } })
  })
})
