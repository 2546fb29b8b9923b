/**
 * Content problems as a marketer finds them in the editor: each file as the editor lists it
 * (`Landing pages › hr-interview-practice`), each field by its label with positions counted from
 * 1 (`Sections › 3 (Questions) › Heading`), and what is wrong in words. The build's check
 * (scripts/check-content.ts) and the editor's "Check my changes" (editor/) print the same report.
 */
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { fieldName, readContentFile, type Problem } from './collection'
import { collections } from './collections'
import { fieldInWords, jsonSchema, labelOf } from './field-words'
import { FRONT_MATTER } from './legal/markdown'
import { LegalDocumentSchema } from './legal/schema'

/** The editor's groups that are not a collection of content/collections.ts. */
export const EDITOR_GROUPS = { site: 'Site copy', legal: 'Legal pages' } as const

export interface ProblemGroup {
  /** Where the editor lists the file. */
  entry: string
  /** The file, from apps/web. */
  file: string
  problems: { field: string; rule: string }[]
}

/** The editor's name of a content file, and the schema of its form. */
function entryOf(file: string): { entry: string; schema?: z.ZodType } {
  const path = file.replace(/^src\/content\//, '')
  const legal = /^legal\/(.+)\.md$/.exec(path)
  if (legal) return { entry: `${EDITOR_GROUPS.legal} › ${labelOf(legal[1]!)}`, schema: LegalDocumentSchema }
  for (const collection of Object.values(collections)) {
    if ('file' in collection && collection.file === path)
      return { entry: `${EDITOR_GROUPS.site} › ${collection.label}`, schema: collection.schema }
    if ('folder' in collection && path.startsWith(`${collection.folder}/`))
      return {
        entry: `${collection.label} › ${path.slice(collection.folder.length + 1).replace(/\.yaml$/, '')}`,
        schema: collection.schema,
      }
  }
  return { entry: file }
}

/** The file's data as written, for the kinds of its list items; nothing where it does not read. */
function dataOf(file: string): unknown {
  try {
    const { text } = readContentFile(file.replace(/^src\/content\//, ''))
    const yaml = file.endsWith('.md') ? (FRONT_MATTER.exec(text)?.[1] ?? '') : text
    return parseDocument(yaml).toJS()
  } catch {
    return undefined
  }
}

/** The problems by file, in the order they came, each field in the editor's words. */
export function groupProblems(problems: readonly Problem[]): ProblemGroup[] {
  return [...new Set(problems.map((problem) => problem.file))].map((file) => {
    const { entry, schema } = entryOf(file)
    const data = schema && dataOf(file)
    return {
      entry,
      file,
      problems: problems
        .filter((problem) => problem.file === file)
        .map(({ path = [], where, rule }) => ({
          field: where ?? (schema ? fieldInWords(jsonSchema(schema), data, path) : fieldName(path)),
          rule,
        })),
    }
  })
}

/** The report as text: a count, then each file and its problems. */
export function problemsText(groups: readonly ProblemGroup[]): string {
  const count = groups.reduce((sum, group) => sum + group.problems.length, 0)
  return [
    `${count} ${count === 1 ? 'problem' : 'problems'} in the content:`,
    ...groups.flatMap(({ entry, file, problems }) => [
      '',
      `${entry}  (${file})`,
      ...problems.map(({ field, rule }) => `  • ${field}: ${rule}`),
    ]),
  ].join('\n')
}
