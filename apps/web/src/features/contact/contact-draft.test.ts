import { draftKey } from '~/lib/storage-keys'
import { CONTACT_BOUNDS } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { clearDraft, loadDraft, saveDraft } from './contact-draft'
import { memoryStorage, throwingStorage as throwing } from '~test/support/draft-storage'

const draft = { name: 'Ada', email: 'ada@example.com', message: 'Hi' }

describe('contact drafts', () => {
  it('saves and loads a draft per form type', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'support', draft)
    expect(loadDraft(storage, 'support')).toEqual(draft)
    expect(loadDraft(storage, 'contact')).toBeNull()
  })

  it('never stores the trap field', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'contact', { ...draft, website: 'spam' } as typeof draft)
    expect(JSON.parse(storage.data.get(draftKey('contact'))!)).toEqual(draft)
  })

  it('removes the draft when the form is emptied, and on clear', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'support', draft)
    saveDraft(storage, 'support', { name: '', email: '', message: '' })
    expect(storage.data.size).toBe(0)
    saveDraft(storage, 'support', draft)
    clearDraft(storage, 'support')
    expect(loadDraft(storage, 'support')).toBeNull()
  })

  it('treats unreadable or foreign data as no draft', () => {
    const storage = memoryStorage()
    for (const raw of ['{not json', 'null', '42', '"text"', '{}', '{"name":5}']) {
      storage.data.set(draftKey('support'), raw)
      expect(loadDraft(storage, 'support')).toBeNull()
    }
    storage.data.set(draftKey('support'), JSON.stringify({ name: 'Ada', email: 7 }))
    expect(loadDraft(storage, 'support')).toEqual({ name: 'Ada', email: '', message: '' })
  })

  it('cuts a tampered draft to the form bounds', () => {
    const storage = memoryStorage()
    storage.data.set(draftKey('contact'), JSON.stringify({ name: 'x'.repeat(500), email: '', message: 'y'.repeat(9000) }))
    const loaded = loadDraft(storage, 'contact')!
    expect(loaded.name).toHaveLength(CONTACT_BOUNDS.name.max)
    expect(loaded.message).toHaveLength(CONTACT_BOUNDS.message.max)
  })

  it('keeps working without storage or when storage throws', () => {
    expect(loadDraft(null, 'support')).toBeNull()
    expect(() => saveDraft(null, 'support', draft)).not.toThrow()
    expect(loadDraft(throwing, 'support')).toBeNull()
    expect(() => saveDraft(throwing, 'support', draft)).not.toThrow()
    expect(() => clearDraft(throwing, 'support')).not.toThrow()
  })
})
