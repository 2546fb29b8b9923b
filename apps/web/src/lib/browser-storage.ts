/** localStorage, or null where reading the property itself throws (storage blocked). */
export function browserStorage(win: Pick<Window, 'localStorage'>): Storage | null {
  try {
    return win.localStorage
  } catch {
    return null
  }
}
