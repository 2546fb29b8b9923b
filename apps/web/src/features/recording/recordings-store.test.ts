// @vitest-environment node
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { deleteRecording, deleteRoundRecordings, keepOnlyRounds, roundRecordings, saveRecording } from './recordings-store'

const delivery = { durationMs: 3_000, speakingMs: 2_500, pauses: [], wpm: null }
const take = (round: string, index: number, text = 'take') => ({
  slug: 'data-analyst',
  round,
  index,
  audio: new Blob([text], { type: 'audio/webm' }),
  delivery,
  recordedAt: '2026-11-29T09:00:00.000Z',
})

describe('the recordings kept on the device', () => {
  it('keeps one recording a question of a round, a retake replacing it, and deletes a round’s alone', async () => {
    await saveRecording(take('2026-11-29T08:00:00.000Z', 0, 'first'))
    await saveRecording(take('2026-11-29T08:00:00.000Z', 0, 'retake'))
    await saveRecording(take('2026-11-29T08:00:00.000Z', 3))
    await saveRecording(take('2026-11-28T08:00:00.000Z', 0))
    const kept = await roundRecordings('data-analyst', '2026-11-29T08:00:00.000Z')
    expect([...kept.keys()].sort()).toEqual([0, 3])
    expect(await kept.get(0)!.audio.text()).toBe('retake')
    expect(kept.get(0)!.delivery).toEqual(delivery)

    await deleteRecording('data-analyst', '2026-11-29T08:00:00.000Z', 3)
    expect([...(await roundRecordings('data-analyst', '2026-11-29T08:00:00.000Z')).keys()]).toEqual([0])
    await deleteRoundRecordings('data-analyst', '2026-11-29T08:00:00.000Z')
    expect((await roundRecordings('data-analyst', '2026-11-29T08:00:00.000Z')).size).toBe(0)
    expect((await roundRecordings('data-analyst', '2026-11-28T08:00:00.000Z')).size).toBe(1)
  })

  it('forgets the recordings of rounds the page no longer keeps, of its role alone', async () => {
    await saveRecording(take('2026-11-01T08:00:00.000Z', 0))
    await saveRecording(take('2026-11-02T08:00:00.000Z', 0))
    await saveRecording({ ...take('2026-11-01T08:00:00.000Z', 0), slug: 'nursing-student' })
    await keepOnlyRounds('data-analyst', ['2026-11-02T08:00:00.000Z'])
    expect((await roundRecordings('data-analyst', '2026-11-01T08:00:00.000Z')).size).toBe(0)
    expect((await roundRecordings('data-analyst', '2026-11-02T08:00:00.000Z')).size).toBe(1)
    expect((await roundRecordings('nursing-student', '2026-11-01T08:00:00.000Z')).size).toBe(1)
  })
})
