import { describe, expect, it } from 'vitest'
import { deliveryOf, LONG_PAUSE_MS, voicedFrames } from './delivery'

const RATE = 16_000

/** A recording made of parts: `voice` a 220 Hz tone at half scale, `quiet` a faint hiss, each so many ms long. */
function recording(...parts: [kind: 'voice' | 'quiet', ms: number][]): Float32Array {
  let seed = 1
  const hiss = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647 - 0.5) * 0.002
  const out: number[] = []
  for (const [kind, ms] of parts) {
    const n = Math.round((RATE * ms) / 1000)
    for (let i = 0; i < n; i++) out.push(kind === 'voice' ? 0.5 * Math.sin((2 * Math.PI * 220 * out.length) / RATE) + hiss() : hiss())
  }
  return Float32Array.from(out)
}

describe('delivery', () => {
  it('measures speaking time from the first word to the last, and finds a long pause where it is', () => {
    const d = deliveryOf(recording(['quiet', 1_000], ['voice', 4_000], ['quiet', 3_000], ['voice', 2_000], ['quiet', 1_500]), RATE, 30)
    expect(d.durationMs).toBe(11_500)
    expect(Math.abs(d.speakingMs - 9_000)).toBeLessThanOrEqual(40)
    expect(d.pauses).toHaveLength(1)
    expect(Math.abs(d.pauses[0]!.atMs - 5_000)).toBeLessThanOrEqual(40)
    expect(Math.abs(d.pauses[0]!.ms - 3_000)).toBeLessThanOrEqual(40)
    expect(d.wpm).toBe(Math.round(30 / (d.speakingMs / 60_000)))
  })

  it('bridges the short gaps between words, and does not call a breath a pause', () => {
    const d = deliveryOf(recording(['voice', 800], ['quiet', 200], ['voice', 800], ['quiet', LONG_PAUSE_MS - 200], ['voice', 800]), RATE)
    expect(d.pauses).toEqual([])
    expect(d.wpm).toBeNull()
    expect(voicedFrames(recording(['voice', 100]), RATE).every(Boolean)).toBe(true)
  })

  it('finds no speech in silence or hiss, and copes with an empty recording', () => {
    expect(deliveryOf(new Float32Array(RATE * 2), RATE)).toEqual({ durationMs: 2_000, speakingMs: 0, pauses: [], wpm: null })
    expect(deliveryOf(recording(['quiet', 2_000]), RATE).speakingMs).toBe(0)
    expect(deliveryOf(new Float32Array(0), RATE)).toEqual({ durationMs: 0, speakingMs: 0, pauses: [], wpm: null })
  })

  it('reads speech recorded quietly, against a quieter room', () => {
    const quietVoice = recording(['quiet', 500], ['voice', 2_000], ['quiet', 500]).map((x) => x * 0.1)
    expect(Math.abs(deliveryOf(quietVoice, RATE).speakingMs - 2_000)).toBeLessThanOrEqual(40)
  })
})
