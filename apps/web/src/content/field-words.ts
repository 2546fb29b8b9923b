/**
 * A content field and its rules in a marketer's words: what the editor's forms call a field
 * (editor/cms-config.ts) and what the build says when a value breaks a rule (check-content.ts),
 * from the same schema, so the editor and the build's messages name a field the same way.
 */
import { z } from 'zod'

/** The part of JSON Schema that zod writes for our schemas (`z.toJSONSchema(schema, { io: 'input' })`). */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: (string | number)[]
  const?: string | number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  description?: string
  default?: unknown
  /** The field's label, where its name would not say it to a marketer (`.meta({ title })`). */
  title?: string
  /** A link of the site (fields.ts, sitePath): offered as a list of its pages and their sections. */
  siteLink?: boolean
  /** A question bank's role (fields.ts, bankRole): offered as a list of the banks. */
  questionBank?: boolean
}

const jsonSchemas = new Map<z.ZodType, JsonSchema>()
/** A schema as the editor's form reads it: what a visitor writes (`io: 'input'`), made once per schema. */
export function jsonSchema(schema: z.ZodType): JsonSchema {
  if (!jsonSchemas.has(schema)) jsonSchemas.set(schema, z.toJSONSchema(schema, { io: 'input' }) as JsonSchema)
  return jsonSchemas.get(schema)!
}

/** What the discriminated unions (a landing page's sections) switch on. */
export const TYPE_KEY = 'kind'

/** Field names a marketer would not say, and what the form calls them instead. */
const LABELS: Readonly<Record<string, string>> = {
  primaryCta: 'Main button',
  secondaryCta: 'Second button',
  demoCta: 'Demo button',
  lead: 'Paragraph',
}

/**
 * What a field's pattern asks for, in words: the form and the build's messages show these, never
 * the pattern itself (a unit test fails on a pattern without them).
 */
export const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^[a-z]': 'Starts with a lower-case letter',
  '^[a-z][a-z0-9-]*$': 'Lower-case letters, digits and dashes, starting with a letter, e.g. “star-method”',
  '^[a-z0-9-]+$': 'Lower-case letters, digits and dashes, e.g. “free-trial”',
  '^\\/avatars\\/[a-z0-9-]+\\.svg$': 'A picture of the avatars folder, e.g. /avatars/priya.svg',
  '^\\d{2}:\\d{2}$': 'Minutes and seconds, e.g. 04:32',
  '\\{rating\\}': 'Says {rating} where the number of stars goes',
  '^\\/[a-z0-9\\-/]*(#[a-z0-9-]+)?$': 'A page of this site, e.g. /privacy-policy, or a section of one, e.g. /#pricing',
}

/** `followUp` → "Follow up", `code-demo` → "Code demo". */
export const labelOf = (name: string): string => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .replace(/\bcta\b/g, 'call to action')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A property's label in the editor's form. */
export const fieldLabel = (name: string, schema: JsonSchema): string => schema.title ?? LABELS[name] ?? labelOf(name)

/**
 * A field as the form shows it, from the file's schema and data: `Sections › 3 (Questions) › Heading`,
 * positions counted from 1, a section named by its kind.
 */
export function fieldInWords(schema: JsonSchema, data: unknown, path: readonly PropertyKey[]): string {
  const words: string[] = []
  let at: JsonSchema | undefined = schema
  let value = data
  for (const key of path) {
    const item: unknown = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined
    if (typeof key === 'number') {
      const options: JsonSchema[] | undefined = at?.items?.oneOf
      const kind = item && typeof item === 'object' ? (item as Record<string, unknown>)[TYPE_KEY] : undefined
      const option: JsonSchema | undefined = options?.find((candidate) => candidate.properties?.[TYPE_KEY]?.const === kind)
      words.push(options && typeof kind === 'string' ? `${key + 1} (${labelOf(kind)})` : String(key + 1))
      at = option ?? at?.items
    } else {
      const property: JsonSchema | undefined = at?.properties?.[String(key)]
      words.push(fieldLabel(String(key), property ?? {}))
      at = property
    }
    value = item
  }
  return words.join(' › ') || 'The whole file'
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

const UNITS: Readonly<Record<string, (count: number) => string>> = {
  string: (count) => plural(count, 'character'),
  array: (count) => plural(count, 'item'),
  set: (count) => plural(count, 'item'),
  number: String,
  int: String,
}

const TYPES: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
}

/** What is wrong with a value, in words, from zod's issue; a rule of our own keeps its message. */
export function ruleInWords(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'too_small': {
      const unit = UNITS[issue.origin] ?? String
      const minimum = Number(issue.minimum)
      if (issue.origin === 'string' && minimum === 1) return 'Empty: write something here.'
      return `At least ${unit(minimum)}${lengthNow(value)}.`
    }
    case 'too_big': {
      const unit = UNITS[issue.origin] ?? String
      return `At most ${unit(Number(issue.maximum))}${lengthNow(value)}.`
    }
    case 'invalid_type':
      return value === undefined ? 'Missing: fill it in.' : `Should be ${TYPES[issue.expected] ?? issue.expected}.`
    case 'invalid_value':
      return `One of: ${issue.values.map((option) => String(option)).join(', ')}.`
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options)) return `One of: ${issue.options.map(String).join(', ')}.`
      return value === undefined ? 'Missing: fill it in.' : 'Not one of the shapes this field takes.'
    case 'invalid_format': {
      const pattern = 'pattern' in issue && typeof issue.pattern === 'string' ? issue.pattern.replace(/^\/(.*)\/[a-z]*$/, '$1') : ''
      const words = PATTERN_WORDS[pattern]
      return words ? `Should be: ${words}.` : `${capitalise(issue.message)}.`
    }
    case 'unrecognized_keys':
      return `Not fields of this form: ${issue.keys.join(', ')}. Remove them.`
    default:
      return `${capitalise(issue.message)}.`
  }
}

/** " (it has 132)": the length a marketer can compare the limit with. */
function lengthNow(value: unknown): string {
  if (typeof value === 'string') return ` (it has ${value.length})`
  if (Array.isArray(value)) return ` (it has ${value.length})`
  return ''
}

const capitalise = (text: string) => (text.charAt(0).toUpperCase() + text.slice(1)).replace(/\.$/, '')
