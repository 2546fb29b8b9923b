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
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { site } from './site'

/** Bad content: its message names the file, the field and the rule, and is all a reader needs. */
export class ContentError extends Error {
  override name = 'ContentError'
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

/** Fills the `{{name}}` placeholders of every string; an unknown name is an issue at its field. */
function fillPlaceholders(value: unknown, path: PropertyKey[], issues: string[]): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (match, name: string) => {
      const filled = PLACEHOLDERS[name]
      if (filled !== undefined) return filled
      issues.push(`${fieldName(path)}: unknown placeholder ${match} (known: ${Object.keys(PLACEHOLDERS).join(', ')})`)
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

/** One file's issues, or its entry. */
function parseEntry<S extends z.ZodType>(file: string, text: string, schema: S): Entry<z.output<S>> | { issues: string[] } {
  const document = parseDocument(text, { prettyErrors: true })
  // The first line of each error: the rule, the line and the column, without the code frame.
  if (document.errors.length)
    return { issues: document.errors.map((error) => `not valid YAML: ${error.message.split('\n')[0]!.replace(/:$/, '')}`) }
  const issues: string[] = []
  const filled = fillPlaceholders(document.toJS(), [], issues)
  const parsed = schema.safeParse(filled)
  if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`))
  if (issues.length || !parsed.success) return { issues }
  return { id: file.replace(/^.*\/|\.yaml$/g, ''), file, data: parsed.data }
}

/** The message of a collection's bad files: each file, then each field and rule it breaks. */
const contentErrorMessage = (problems: ReadonlyMap<string, readonly string[]>): string =>
  [...problems].map(([file, issues]) => [`${file} is invalid:`, ...issues.map((issue) => `  - ${issue}`)].join('\n')).join('\n')

/** A content file's text (`src/content/<path>`), and its path from apps/web for messages. */
export function readContentFile(path: string, root = webRoot()): { file: string; text: string } {
  const file = `src/content/${path}`
  if (!existsSync(join(root, file))) throw new ContentError(`${file} is missing`)
  return { file, text: readFileSync(join(root, file), 'utf8') }
}

/** A collection of one file (`src/content/<name>.yaml`), such as the FAQ; throws a ContentError naming each field and rule. */
export function readSingleton<S extends z.ZodType>(name: string, schema: S, root = webRoot()): z.output<S> {
  const file = `src/content/${name}.yaml`
  if (!existsSync(join(root, file))) throw new ContentError(`${file} is missing: the ${name} collection is this one file`)
  const result = parseEntry(file, readFileSync(join(root, file), 'utf8'), schema)
  if ('issues' in result) throw new ContentError(contentErrorMessage(new Map([[file, result.issues]])))
  return result.data
}

/** Every entry of a collection folder (`src/content/<folder>/*.yaml`), by id; throws a ContentError listing every bad file. */
export function readCollection<S extends z.ZodType>(folder: string, schema: S, root = webRoot()): Entry<z.output<S>>[] {
  const dir = join(root, 'src/content', folder)
  const entries: Entry<z.output<S>>[] = []
  const problems = new Map<string, string[]>()
  const ids = readdirSync(dir).flatMap((name) => (name.endsWith('.yaml') ? [name.slice(0, -'.yaml'.length)] : []))
  for (const id of ids.sort()) {
    const file = relative(root, join(dir, `${id}.yaml`))
    const result = parseEntry(file, readFileSync(join(root, file), 'utf8'), schema)
    if ('issues' in result) problems.set(file, result.issues)
    else entries.push(result)
  }
  if (problems.size) throw new ContentError(contentErrorMessage(problems))
  return entries
}
