/**
 * Content collections: a folder of src/content/ whose YAML files are one entry each, the file
 * name its id, or one YAML file of its own (the home page's copy, the FAQ), validated by the
 * collection's zod schema (collections.ts declares them all).
 * Read when the module that owns the collection loads: in the build's prerender, the tests and
 * the Node tools alike, so a file that breaks its schema fails all of them with one message
 * that names the file, the field and the rule.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { Lexer, parseDocument } from 'yaml'
import type { z } from 'zod'
import { ruleInWords } from './field-words'
import { site } from './site'

/**
 * One thing wrong in a content file: the file (from apps/web), the field (its path of keys and
 * indexes) or the place (`line 12` of a legal page), and what is wrong, in words.
 * content/problem-report.ts says it as the editor names things.
 */
export interface Problem {
  file: string
  path?: readonly PropertyKey[]
  where?: string
  rule: string
}

/** Bad content: its problems, each naming the file, the field and the rule; no stack trace needed. */
export class ContentError extends Error {
  override name = 'ContentError'
  constructor(readonly problems: readonly Problem[]) {
    super(problems.map(({ file, path, where, rule }) => `${file}: ${where ?? fieldName(path ?? [])}: ${rule}`).join('\n'))
  }
}

/**
 * Values that live in code, written in copy as `{{name}}`: the brand, and the claims of
 * content/site.ts. A name not listed here fails the build.
 */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  brand: site.name,
  ...Object.fromEntries(Object.entries(site.claims).map(([key, value]) => [`claims.${key}`, value])),
}

/**
 * apps/web, found from the working directory: the build runs there, the tests and tools at the
 * repository's root. (The build bundles this module, so it cannot go by its own URL.)
 */
function webRoot(from = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'src/content.config.ts'))) return dir
    if (existsSync(join(dir, 'apps/web/src/content.config.ts'))) return join(dir, 'apps/web')
    if (dirname(dir) === dir) throw new Error(`No apps/web/src/content above ${from}`)
  }
}

/** `sections.3.heading` as a reader says it: `sections[3].heading`. */
export const fieldName = (path: readonly PropertyKey[]): string =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('') || '(the file)'

const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g
/** A web address written in copy: the site would show it as plain text, never as a link. */
const WEB_ADDRESS = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./i

/**
 * Fills the `{{name}}` placeholders of every string; an unknown name is an issue at its field, and
 * so is a web address (a link is a "Links to" field, which offers the site's pages).
 */
function fillPlaceholders(value: unknown, path: PropertyKey[], issues: Omit<Problem, 'file'>[]): unknown {
  if (typeof value === 'string') {
    if (WEB_ADDRESS.test(value))
      issues.push({ path, rule: 'A web address here would show as plain text, not as a link: name the page in words instead.' })
    return value.replace(PLACEHOLDER, (match, name: string) => {
      const filled = PLACEHOLDERS[name]
      if (filled !== undefined) return filled
      issues.push({
        path,
        rule: `${match} is not a name the site fills in; it knows ${Object.keys(PLACEHOLDERS)
          .map((known) => `{{${known}}}`)
          .join(', ')}.`,
      })
      return match
    })
  }
  if (Array.isArray(value)) return value.map((item, i) => fillPlaceholders(item, [...path, i], issues))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, [...path, key], issues)]))
  }
  return value
}

export interface Entry<T> {
  /** The file name without `.yaml`: a landing page's slug, a bank's. */
  id: string
  /** The file, from apps/web, for messages. */
  file: string
  data: T
}

/** The value at a path of keys and indexes, if there is one. */
const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  )

/** A schema's issues as problems of a file, each rule in words. */
export const schemaProblems = (
  file: string,
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  at: readonly PropertyKey[] = [],
): Problem[] => issues.map((issue) => ({ file, path: [...at, ...issue.path], rule: ruleInWords(issue, valueAt(data, issue.path)) }))

/**
 * The line of each `# comment` of a YAML text. The editor writes a file anew when it saves it, and
 * a comment is lost then: a note for whoever edits the file belongs in its field's help (the
 * schema's description), which the editor shows under the field.
 */
function commentLines(text: string): number[] {
  const lines: number[] = []
  let line = 1
  for (const token of new Lexer().lex(text)) {
    if (token.startsWith('#')) lines.push(line)
    line += token.split('\n').length - 1
  }
  return lines
}

/** One file's problems, or its entry. */
function parseEntry<S extends z.ZodType>(file: string, text: string, schema: S): Entry<z.output<S>> | { problems: Problem[] } {
  const document = parseDocument(text, { prettyErrors: true })
  // The first line of each error: the rule, the line and the column, without the code frame.
  if (document.errors.length)
    return {
      problems: document.errors.map((error) => {
        const [rule = '', line] = error.message
          .split('\n')[0]!
          .replace(/:$/, '')
          .split(/ at line /)
        return { file, where: line ? `Line ${line}` : 'The whole file', rule: `Not valid YAML: ${rule}.` }
      }),
    }
  const comments = commentLines(text).map((line) => ({
    file,
    where: `Line ${line}`,
    rule: 'A comment (# …) is lost when the editor saves the file: write the note in the field’s help (its description in the schema).',
  }))
  const issues: Omit<Problem, 'file'>[] = []
  const filled = fillPlaceholders(document.toJS(), [], issues)
  const parsed = schema.safeParse(filled)
  const problems = [
    ...comments,
    ...issues.map((issue) => ({ file, ...issue })),
    ...(parsed.success ? [] : schemaProblems(file, parsed.error.issues, filled)),
  ]
  if (problems.length || !parsed.success) return { problems }
  return { id: file.replace(/^.*\/|\.yaml$/g, ''), file, data: parsed.data }
}

/** A content file's text (`src/content/<path>`), and its path from apps/web for messages. */
export function readContentFile(path: string, root = webRoot()): { file: string; text: string } {
  const file = `src/content/${path}`
  if (!existsSync(join(root, file))) throw new ContentError([{ file, where: 'The whole file', rule: 'Missing.' }])
  return { file, text: readFileSync(join(root, file), 'utf8') }
}

/** A collection of one file (`src/content/<name>.yaml`), such as the FAQ; throws a ContentError naming each field and rule. */
export function readSingleton<S extends z.ZodType>(name: string, schema: S, root = webRoot()): z.output<S> {
  const file = `src/content/${name}.yaml`
  if (!existsSync(join(root, file)))
    throw new ContentError([{ file, where: 'The whole file', rule: `Missing: the ${name} collection is this one file.` }])
  const result = parseEntry(file, readFileSync(join(root, file), 'utf8'), schema)
  if ('problems' in result) throw new ContentError(result.problems)
  return result.data
}

/** Every entry of a collection folder (`src/content/<folder>/*.yaml`), by id; throws a ContentError listing every bad file. */
export function readCollection<S extends z.ZodType>(folder: string, schema: S, root = webRoot()): Entry<z.output<S>>[] {
  const dir = join(root, 'src/content', folder)
  const entries: Entry<z.output<S>>[] = []
  const problems: Problem[] = []
  const ids = readdirSync(dir).flatMap((name) => (name.endsWith('.yaml') ? [name.slice(0, -'.yaml'.length)] : []))
  for (const id of ids.sort()) {
    const file = relative(root, join(dir, `${id}.yaml`))
    const result = parseEntry(file, readFileSync(join(root, file), 'utf8'), schema)
    if ('problems' in result) problems.push(...result.problems)
    else entries.push(result)
  }
  if (problems.length) throw new ContentError(problems)
  return entries
}
