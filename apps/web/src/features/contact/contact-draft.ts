/**
 * Drafts of the contact and support forms, kept in sessionStorage per form type so an
 * accidental close or a reload loses nothing until the message is sent. Storage can be
 * missing, full or forbidden (private modes, blocked cookies): then drafts are simply not kept.
 */
import { draftKey } from '~/lib/storage-keys'
import type { ContactType } from '@app/contract'
import { CONTACT_BOUNDS } from '@app/contract/ticket'
import type { DraftStorage } from '~/lib/browser-storage'
import type { ContactValues } from './contact-form'

export type Draft = Pick<ContactValues, 'name' | 'email' | 'message'>

const LIMITS: Record<keyof Draft, number> = {
  name: CONTACT_BOUNDS.name.max,
  email: CONTACT_BOUNDS.email.max,
  message: CONTACT_BOUNDS.message.max,
}

/** The saved draft; anything unreadable or of the wrong shape counts as no draft. */
export function loadDraft(storage: DraftStorage | null, type: ContactType): Draft | null {
  let raw: string | null
  try {
    raw = storage?.getItem(draftKey(type)) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const record = parsed as Record<string, unknown>
  const text = (field: keyof Draft) => {
    const value = record[field]
    return typeof value === 'string' ? value.slice(0, LIMITS[field]) : ''
  }
  const draft: Draft = { name: text('name'), email: text('email'), message: text('message') }
  return isEmpty(draft) ? null : draft
}

/** Saves what the visitor typed (never the trap field); an empty form removes the draft. */
export function saveDraft(storage: DraftStorage | null, type: ContactType, values: Draft): void {
  const draft: Draft = { name: values.name, email: values.email, message: values.message }
  try {
    if (isEmpty(draft)) storage?.removeItem(draftKey(type))
    else storage?.setItem(draftKey(type), JSON.stringify(draft))
  } catch {
    // Quota exceeded or storage forbidden: the form still works, only without a draft.
  }
}

export function clearDraft(storage: DraftStorage | null, type: ContactType): void {
  try {
    storage?.removeItem(draftKey(type))
  } catch {
    // See saveDraft.
  }
}

function isEmpty(draft: Draft): boolean {
  return draft.name === '' && draft.email === '' && draft.message === ''
}
