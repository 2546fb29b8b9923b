/**
 * The practice round's recordings (sound, or sound and picture), kept on the device only, in IndexedDB (RECORDINGS_DB): the takes
 * of each question of a round, with the delivery worked out on each and the one the visitor chose
 * as their best. Nothing here makes a request.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import { RECORDINGS_DB } from '~/lib/storage-keys'
import type { Delivery } from './delivery'

/** Takes kept a question: enough to compare, few enough that a round stays small. */
export const MAX_TAKES = 4

export interface Recording {
  /** `slug|round start|question index|take`. */
  id: string
  slug: string
  /** The round's start date: the round it belongs to. */
  round: string
  index: number
  /** 1 for the first take of the question, counting up (a deleted take's number is not reused while a later one is kept). */
  take: number
  /** The sound, or the sound and the picture where the camera was on. */
  media: Blob
  /** From start to stop. */
  lengthMs: number
  /** How it was said, where this browser could decode the take's sound; else null. */
  delivery: Delivery | null
  /** What dictation recognised while this take was recorded, where the browser offers it; else null. */
  transcript: string | null
  recordedAt: string
  /** The visitor chose this take as their best of the question. */
  best?: true
}

export type NewRecording = Omit<Recording, 'id' | 'take' | 'best'>

/**
 * A take as stored: its media as bytes, not a Blob, which some engines refuse to store (WebKit in
 * private browsing and ephemeral sessions). Takes kept before the camera was offered hold their
 * sound as a Blob in `audio`, and no length but their delivery's.
 */
type Stored = Omit<Recording, 'media' | 'lengthMs'> & { media?: { bytes: ArrayBuffer; type: string }; audio?: Blob; lengthMs?: number }

interface Schema extends DBSchema {
  recordings: { key: string; value: Stored; indexes: { round: [string, string] } }
}

const readBack = ({ media, audio, lengthMs, ...rest }: Stored): Recording => ({
  ...rest,
  media: media ? new Blob([media.bytes], { type: media.type }) : (audio ?? new Blob()),
  lengthMs: lengthMs ?? rest.delivery?.durationMs ?? 0,
})

const recordingId = (r: Pick<Recording, 'slug' | 'round' | 'index' | 'take'>) => `${r.slug}|${r.round}|${r.index}|${r.take}`

let opened: Promise<IDBPDatabase<Schema>> | null = null
function database(): Promise<IDBPDatabase<Schema>> {
  opened ??= openDB<Schema>(RECORDINGS_DB, 2, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('recordings', { keyPath: 'id' }).createIndex('round', ['slug', 'round'])
        return
      }
      // Version 1 kept one recording a question, without a take number or a transcript: each becomes take 1.
      for (const old of await tx.objectStore('recordings').getAll()) {
        const recording: Stored = { ...old, take: 1, transcript: null }
        await tx.objectStore('recordings').delete(old.id)
        await tx.objectStore('recordings').put({ ...recording, id: recordingId(recording) })
      }
    },
    // Clear deletes the whole database (from the round, without this module): let it.
    blocking() {
      void opened?.then((db) => db.close())
      opened = null
    },
  })
  return opened
}

/** The keys of one question's takes (`slug|round|index|…`): a question is read without the others' bytes. */
const questionKeys = (slug: string, round: string, index: number) =>
  IDBKeyRange.bound(`${slug}|${round}|${index}|`, `${slug}|${round}|${index}|\uffff`)

/** Keeps a new take of a question, numbered after its others; gives it back as kept. Refuses one past MAX_TAKES. */
export async function saveTake(recording: NewRecording): Promise<Recording> {
  const db = await database()
  // The bytes first: a transaction ends when it waits on anything but the database.
  const media = { bytes: await recording.media.arrayBuffer(), type: recording.media.type }
  const tx = db.transaction('recordings', 'readwrite')
  const numbers = (await tx.store.getAllKeys(questionKeys(recording.slug, recording.round, recording.index))).map((key) =>
    Number(key.split('|')[3]),
  )
  if (numbers.length >= MAX_TAKES) throw new Error(`${MAX_TAKES} takes are kept already`)
  const take = Math.max(0, ...numbers) + 1
  const kept: Recording = { ...recording, take, id: recordingId({ ...recording, take }) }
  await tx.store.put({ ...kept, media })
  await tx.done
  return kept
}

/** One question's takes, in the order they were recorded. */
export async function questionTakes(slug: string, round: string, index: number): Promise<Recording[]> {
  const db = await database()
  return (await db.getAll('recordings', questionKeys(slug, round, index))).map(readBack).sort((a, b) => a.take - b.take)
}

/** The take the report shows: the one the visitor chose, else the latest. */
export const bestTake = (takes: readonly Recording[]): Recording | undefined => takes.find((r) => r.best) ?? takes.at(-1)

/** Marks `take` as the visitor's best of its question (and no other); rewrites only the takes whose mark changes. */
export async function chooseBest(take: Recording): Promise<void> {
  const db = await database()
  const tx = db.transaction('recordings', 'readwrite')
  for (const r of await tx.store.getAll(questionKeys(take.slug, take.round, take.index))) {
    const chosen = r.take === take.take
    if (Boolean(r.best) === chosen) continue
    const { best: _, ...rest } = r
    await tx.store.put(chosen ? { ...rest, best: true } : rest)
  }
  await tx.done
}

export async function deleteRecording(take: Recording): Promise<void> {
  const db = await database()
  await db.delete('recordings', take.id)
}

export async function deleteRoundRecordings(slug: string, round: string): Promise<void> {
  const db = await database()
  const tx = db.transaction('recordings', 'readwrite')
  for (const key of await tx.store.index('round').getAllKeys([slug, round])) await tx.store.delete(key)
  await tx.done
}

/** Deletes the recordings of `slug`'s rounds but those of `keep` (the rounds the page still keeps: its current one and its history). */
export async function keepOnlyRounds(slug: string, keep: readonly string[]): Promise<void> {
  const db = await database()
  const tx = db.transaction('recordings', 'readwrite')
  // By key alone (`slug|round|…`): no take's bytes are read.
  for (const key of await tx.store.getAllKeys()) {
    const [keySlug, round] = key.split('|')
    if (keySlug === slug && !keep.includes(round!)) await tx.store.delete(key)
  }
  await tx.done
}

/** What the site's storage on this device holds and may hold, in bytes, where the browser says. */
export async function storageUse(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.()
  return estimate?.usage !== undefined && estimate.quota !== undefined ? { usage: estimate.usage, quota: estimate.quota } : null
}

/** Asks the browser not to evict the recordings under storage pressure (it may say no; nothing changes then). */
export async function askToPersist(): Promise<void> {
  await navigator.storage?.persist?.()
}
