import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldInWords, ruleInWords, type JsonSchema } from './field-words'

const Schema = z.object({
  hero: z.object({ heading: z.string().min(10).max(20), primaryCta: z.string().meta({ title: 'Main button' }) }),
  sections: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('questions'), heading: z.string() }),
      z.object({ kind: z.literal('code-demo'), heading: z.string(), lines: z.array(z.string()).min(2) }),
    ]),
  ),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  count: z.number().int(),
  mood: z.enum(['calm', 'bold']),
})
const json = z.toJSONSchema(Schema, { io: 'input' }) as JsonSchema

/** The one issue a value gives, with the words said of it. */
function words(data: unknown) {
  const result = Schema.safeParse(data)
  if (result.success) throw new Error('expected an issue')
  return result.error.issues.map((issue) => {
    const value = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], data)
    return `${fieldInWords(json, data, issue.path)}: ${ruleInWords(issue, value)}`
  })
}

const good = {
  hero: { heading: 'A heading here', primaryCta: 'Start' },
  sections: [
    { kind: 'questions', heading: 'Q' },
    { kind: 'code-demo', heading: 'C', lines: ['a', 'b'] },
  ],
  slug: 'free-trial',
  count: 3,
  mood: 'calm',
}

describe('a field and its rule in words', () => {
  it.each([
    ['a short text, with its length', { hero: { ...good.hero, heading: 'Short' } }, 'Hero › Heading: At least 10 characters (it has 5).'],
    ['a long one', { hero: { ...good.hero, heading: 'x'.repeat(25) } }, 'Hero › Heading: At most 20 characters (it has 25).'],
    ['a missing field, by its label', { hero: { heading: good.hero.heading } }, 'Hero › Main button: Missing: fill it in.'],
    [
      'a list item, counted from 1 and named by its kind',
      { sections: [good.sections[0], { kind: 'code-demo', heading: 'C', lines: ['a'] }] },
      'Sections › 2 (Code demo) › Lines: At least 2 items (it has 1).',
    ],
    ['a kind that does not exist', { sections: [{ kind: 'carousel' }] }, 'Sections › 1 (Carousel) › Kind: One of: questions, code-demo.'],
    [
      'a pattern, as the form says it',
      { slug: 'Free Trial' },
      'Slug: Should be: Lower-case letters, digits and dashes, e.g. “free-trial”.',
    ],
    ['a value of the wrong type', { count: 'three' }, 'Count: Should be a number.'],
    ['a value not among the choices', { mood: 'loud' }, 'Mood: One of: calm, bold.'],
  ])('%s', (_, change, said) => {
    expect(words({ ...good, ...change })).toEqual([said])
  })

  it('names the whole file for an empty path', () => {
    expect(fieldInWords(json, good, [])).toBe('The whole file')
  })
})
