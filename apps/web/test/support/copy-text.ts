/**
 * The copy a visitor reads in a piece of content: every string except the fields that hold
 * identifiers. The content tests count words and sentences with it.
 */

/** Fields that hold identifiers, not copy. */
const NOT_COPY = new Set(['kind', 'id', 'icon', 'to', 'slug', 'role', 'language', 'code', 'timer', 'image'])

/** Every string of copy in a content value, in document order. */
export function copyTexts(value: unknown): string[] {
  const texts: string[] = []
  JSON.stringify(value, (key, field: unknown) => {
    if (NOT_COPY.has(key)) return undefined
    if (typeof field === 'string') texts.push(field)
    return field
  })
  return texts
}

/** The words of a text: runs of letters and digits, with inner apostrophes, % and hyphens. */
export const words = (text: string): string[] => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu) ?? []
