/**
 * The practice round's recordings, kept on the device only, in IndexedDB (RECORDINGS_DB): one a
 * question of a round, a retake replacing it, with the delivery worked out on it. Nothing here
 * makes a request.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import { RECORDINGS_DB } from '~/lib/storage-keys'
import type { Delivery } from './delivery'

export interface Recording {
  /** `slug|round start|question index`. */
  id: string
  slug: string
  /** The round's start date: the round it belongs to. */
  round: string
  index: number
  audio: Blob
  delivery: Delivery
  recordedAt: string
}

interface Schema extends DBSchema {
  recordings: { key: string; value: Recording; indexes: { round: [string, string] } }
}

const recordingId = (slug: string, round: string, index: number) => `${slug}|${round}|${index}`

let opened: Promise<IDBPDatabase<Schema>> | null = null
function database(): Promise<IDBPDatabase<Schema>> {
  opened ??= openDB<Schema>(RECORDINGS_DB, 1, {
    upgrade(db) {
      db.createObjectStore('recordings', { keyPath: 'id' }).createIndex('round', ['slug', 'round'])
    },
    // Clear deletes the whole database (from the round, without this module): let it.
    blocking() {
      void opened?.then((db) => db.close())
      opened = null
    },
  })
  return opened
}

export async function saveRecording(recording: Omit<Recording, 'id'>): Promise<void> {
  const db = await database()
  await db.put('recordings', { ...recording, id: recordingId(recording.slug, recording.round, recording.index) })
}

/** A round's recordings, by question index. */
export async function roundRecordings(slug: string, round: string): Promise<Map<number, Recording>> {
  const db = await database()
  const all = await db.getAllFromIndex('recordings', 'round', [slug, round])
  return new Map(all.map((r) => [r.index, r]))
}

export async function deleteRecording(slug: string, round: string, index: number): Promise<void> {
  const db = await database()
  await db.delete('recordings', recordingId(slug, round, index))
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
  for (const recording of await tx.store.getAll()) {
    if (recording.slug === slug && !keep.includes(recording.round)) await tx.store.delete(recording.id)
  }
  await tx.done
}

/** What the site's storage on this device holds and may hold, in bytes, where the browser says. */
export async function storageUse(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.()
  return estimate?.usage !== undefined && estimate.quota !== undefined ? { usage: estimate.usage, quota: estimate.quota } : null
}
