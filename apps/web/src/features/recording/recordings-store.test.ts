// @vitest-environment node
import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import { RECORDINGS_DB } from '~/lib/storage-keys'
import {
  bestTake,
  chooseBest,
  deleteRecording,
  deleteRoundRecordings,
  keepOnlyRounds,
  MAX_TAKES,
  questionTakes,
  saveTake,
} from './recordings-store'

const delivery = { durationMs: 3_000, speakingMs: 2_500, pauses: [], wpm: null }
const take = (round: string, index: number, text = 'take') => ({
  slug: 'data-analyst',
  round,
  index,
  media: new Blob([text], { type: 'audio/webm' }),
  lengthMs: 3_000,
  delivery,
  transcript: null,
  recordedAt: '2026-11-29T09:00:00.000Z',
})
const ROUND = '2026-11-29T08:00:00.000Z'
const takesOf = (round: string, index: number, slug = 'data-analyst') => questionTakes(slug, round, index)

describe('the recordings kept on the device', () => {
  it('keeps each take of a question, numbered in order, and deletes one take or a round’s alone', async () => {
    const first = await saveTake(take(ROUND, 0, 'first'))
    const second = await saveTake(take(ROUND, 0, 'second'))
    await saveTake(take(ROUND, 3))
    await saveTake(take('2026-11-28T08:00:00.000Z', 0))
    expect([first.take, second.take]).toEqual([1, 2])
    const kept = await takesOf(ROUND, 0)
    expect(await Promise.all(kept.map((t) => t.media.text()))).toEqual(['first', 'second'])
    expect((await takesOf(ROUND, 3)).length).toBe(1)
    expect(kept[0]!.delivery).toEqual(delivery)
    expect(kept[0]!.media.type).toBe('audio/webm')
    // Stored as bytes: WebKit refuses Blobs in IndexedDB in private browsing.
    const db = await openDB(RECORDINGS_DB)
    const raw = await db.get('recordings', first.id)
    db.close()
    expect(raw.media).toEqual({ bytes: expect.any(ArrayBuffer), type: 'audio/webm' })

    await deleteRecording(first)
    expect((await takesOf(ROUND, 0)).map((t) => t.take)).toEqual([2])
    // A take after a deleted one is numbered after those kept.
    expect((await saveTake(take(ROUND, 0))).take).toBe(3)
    await deleteRoundRecordings('data-analyst', ROUND)
    expect([...(await takesOf(ROUND, 0)), ...(await takesOf(ROUND, 3))]).toEqual([])
    expect((await takesOf('2026-11-28T08:00:00.000Z', 0)).length).toBe(1)
  })

  it('keeps the take chosen as best, one a question; the latest until one is chosen', async () => {
    const round = '2026-11-29T10:00:00.000Z'
    const [one, two, three] = [await saveTake(take(round, 1)), await saveTake(take(round, 1)), await saveTake(take(round, 1))]
    const other = await saveTake(take(round, 2))
    expect(bestTake(await takesOf(round, 1))?.take).toBe(3)
    await chooseBest(one!)
    await chooseBest(other)
    await chooseBest(two!)
    expect((await takesOf(round, 1)).map((t) => Boolean(t.best))).toEqual([false, true, false])
    expect(bestTake(await takesOf(round, 1))?.id).toBe(two!.id)
    expect(bestTake(await takesOf(round, 2))?.best).toBe(true)
    expect(three!.take).toBe(3)
    expect(bestTake([])).toBeUndefined()
    // One past the takes kept a question is refused, whatever the page showed.
    await saveTake(take(round, 1))
    await expect(saveTake(take(round, 1))).rejects.toThrow(`${MAX_TAKES} takes`)
    expect((await takesOf(round, 1)).length).toBe(MAX_TAKES)
    // Question 1's takes are not question 10's.
    await saveTake(take(round, 10))
    expect((await takesOf(round, 1)).map((t) => t.index)).toEqual([1, 1, 1, 1])
  })

  it('forgets the recordings of rounds the page no longer keeps, of its role alone', async () => {
    await saveTake(take('2026-11-01T08:00:00.000Z', 0))
    await saveTake(take('2026-11-02T08:00:00.000Z', 0))
    await saveTake({ ...take('2026-11-01T08:00:00.000Z', 0), slug: 'nursing-student' })
    await keepOnlyRounds('data-analyst', ['2026-11-02T08:00:00.000Z'])
    expect((await takesOf('2026-11-01T08:00:00.000Z', 0)).length).toBe(0)
    expect((await takesOf('2026-11-02T08:00:00.000Z', 0)).length).toBe(1)
    expect((await takesOf('2026-11-01T08:00:00.000Z', 0, 'nursing-student')).length).toBe(1)
  })
})

describe('recordings kept before takes were', () => {
  it('become take 1 of their question, without words, and play as before', async () => {
    indexedDB.deleteDatabase(RECORDINGS_DB)
    const old = await openDB(RECORDINGS_DB, 1, {
      upgrade(db) {
        db.createObjectStore('recordings', { keyPath: 'id' }).createIndex('round', ['slug', 'round'])
      },
    })
    const { transcript: _, media, lengthMs: __, ...v1 } = take(ROUND, 4, 'kept before')
    await old.put('recordings', { ...v1, audio: media, id: `data-analyst|${ROUND}|4` })
    old.close()
    const [migrated] = await takesOf(ROUND, 4)
    expect(migrated).toMatchObject({ id: `data-analyst|${ROUND}|4|1`, take: 1, transcript: null, index: 4, lengthMs: delivery.durationMs })
    expect(await migrated!.media.text()).toBe('kept before')
    expect((await saveTake(take(ROUND, 4))).take).toBe(2)
  })
})
