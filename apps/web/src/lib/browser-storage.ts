/** localStorage, or null where reading the property itself throws (storage blocked). */
export function browserStorage(win: Pick<Window, 'localStorage'>): Storage | null {
  try {
    return win.localStorage
  } catch {
    return null
  }
}

/** What a draft is kept in: sessionStorage, or a stand-in in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The session's storage, or null where reading it throws (sandboxed frames, blocked storage). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}
