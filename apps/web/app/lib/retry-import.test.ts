import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryDelayMs, retryUntilLoaded } from './retry-import'

afterEach(() => vi.useRealTimers())

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })
})

describe('retryUntilLoaded', () => {
  it('tries again after a delay, and at once when the browser is back online', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('module')
    const win = new EventTarget() as unknown as Window
    const loaded = retryUntilLoaded(load, win)
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    win.dispatchEvent(new Event('online'))
    expect(load).toHaveBeenCalledTimes(3)
    await expect(loaded).resolves.toBe('module')
    // The 2 s timer of the second failure was cleared by the online retry.
    await vi.advanceTimersByTimeAsync(5000)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
