/**
 * A legal page's Markdown file (privacy-policy.md, terms-of-service.md) made into its document
 * (schema.ts), at build time. The file is prose with a little syntax:
 *
 * - Between `---` lines at the top: `title`, `description` (for search results) and `lastUpdated`.
 * - Paragraphs before the first `##` are the introduction.
 * - `## Heading {#id}` starts a numbered section, `### Heading` a subheading inside it.
 * - Paragraphs, `- ` lists, **bold**, `code`, [links](/path) and <mark>a marked gap</mark>.
 * - A definition: the term on one line, `: ` and its description on the next; definitions in a
 *   row make one list.
 * - `<!-- … -->`: a comment for the people who edit the file, not shown.
 * - `{{name}}` is a value from the code or the operator's settings (the page's list of names),
 *   filled into the parsed text (a value is never read as Markdown);
 *   `{{#if name}}…{{else}}…{{/if}}` keeps the first part when that value is set, else the second.
 *
 * Anything else, or a name not in the list, is a ContentError naming the file and the line.
 * The build's check reads each page every way its `{{#if}}`s can go (conditionNames).
 */
import { fromMarkdown } from 'mdast-util-from-markdown'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { ContentError, schemaProblems } from '~/content/collection'
import { LegalDocumentSchema, type Block, type Inline, type LegalDocument, type LegalSection, type RichText } from './schema'

type Root = ReturnType<typeof fromMarkdown>
type Node = Root['children'][number]
type Phrasing = Extract<Node, { type: 'paragraph' }>['children'][number]

export const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/
const TOKEN = /\{\{\s*([^}]*?)\s*\}\}/g
const IF = /^#if\s+(\S+)$/
const COMMENT = /<!--[\s\S]*?-->/g
const SECTION_ID = /^(.*?)\s*\{#([^}]+)\}$/

/** What the reader works on: the values, the issues found so far, and the file's line of a line of the text it parses. */
interface Reading {
  values: Readonly<Record<string, string>>
  issues: string[]
  fileLine: (line: number) => number
}

/** The names of a file's `{{#if name}}`s: the settings that choose what it says. */
export const conditionNames = (source: string): string[] => [
  ...new Set([...source.replace(COMMENT, '').matchAll(TOKEN)].flatMap((match) => IF.exec(match[1]!)?.[1] ?? [])),
]

/**
 * The text with the parts its `{{#if}}`s keep and the `{{names}}` left in (they are filled in the
 * parsed text, so a value is never read as Markdown), and the file's line of each of its lines.
 * An unknown name, an `{{else}}` or `{{/if}}` out of place, an `{{#if}}` inside another or left
 * open is an issue at its line; comments are left as they are.
 */
function chooseParts(source: string, values: Readonly<Record<string, string>>, issues: string[]) {
  const starts = [0, ...[...source.matchAll(/\n/g)].map((match) => match.index + 1)]
  const lineAt = (offset: number) => starts.findLastIndex((start) => start <= offset) + 1
  const comments = [...source.matchAll(COMMENT)].map((match) => [match.index, match.index + match[0].length] as const)
  const open: { name: string; line: number; otherwise: boolean }[] = []
  const kept = () => open.every(({ name, otherwise }) => !!values[name] !== otherwise)
  let text = ''
  const lines = [1]
  const copy = (from: number, to: number) => {
    if (!kept()) return
    for (let at = source.indexOf('\n', from); at >= 0 && at < to; at = source.indexOf('\n', at + 1)) lines.push(lineAt(at + 1))
    text += source.slice(from, to)
  }
  let from = 0
  for (const match of source.matchAll(TOKEN)) {
    if (comments.some(([start, end]) => match.index >= start && match.index < end)) continue
    const [token, inner] = [match[0], match[1]!]
    const line = lineAt(match.index)
    const condition = IF.exec(inner)
    if (!condition && inner !== 'else' && inner !== '/if') {
      if (!Object.hasOwn(values, inner))
        issues.push(`line ${line}: unknown placeholder ${token} (known: ${Object.keys(values).join(', ')})`)
      continue
    }
    copy(from, match.index)
    from = match.index + token.length
    if (condition) {
      if (open.length) issues.push(`line ${line}: {{#if}} inside another {{#if}}; write each case out`)
      if (!Object.hasOwn(values, condition[1]!)) issues.push(`line ${line}: unknown name in ${token}`)
      open.push({ name: condition[1]!, line, otherwise: false })
    } else if (!open.length) issues.push(`line ${line}: ${token} without an {{#if}} before it`)
    else if (inner === '/if') open.pop()
    else if (open.at(-1)!.otherwise) issues.push(`line ${line}: a second {{else}} for one {{#if}}`)
    else open.at(-1)!.otherwise = true
  }
  copy(from, source.length)
  for (const { line } of open) issues.push(`line ${line}: this {{#if}} has no {{/if}}`)
  return { text, fileLine: (line: number) => lines[line - 1] ?? line }
}

const fill = (text: string, { values }: Reading) => text.replace(TOKEN, (token, name: string) => values[name] ?? token)

/** The file's line of a node. */
const lineOfNode = (node: { position?: { start: { line: number } } }, reading: Reading) => reading.fileLine(node.position?.start.line ?? 0)

/** The text of phrasing nodes that may only be text (a heading, a link's words). */
function plainText(nodes: readonly Phrasing[], reading: Reading): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return fill(node.value, reading)
      reading.issues.push(`line ${lineOfNode(node, reading)}: only plain text is allowed here, not ${node.type}`)
      return ''
    })
    .join('')
}

const isHtml = (node: Phrasing | undefined, value: string) => node?.type === 'html' && node.value === value

function richText(nodes: readonly Phrasing[], reading: Reading): RichText {
  const spans: Inline[] = []
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!
    if (node.type === 'text') spans.push(fill(node.value, reading))
    else if (node.type === 'strong') spans.push({ kind: 'strong', text: plainText(node.children, reading) })
    else if (node.type === 'inlineCode') spans.push({ kind: 'code', text: fill(node.value, reading) })
    else if (node.type === 'link') spans.push({ kind: 'link', text: plainText(node.children, reading), href: fill(node.url, reading) })
    else if (node.type === 'html' && node.value.startsWith('<!--')) continue
    else if (node.type === 'html' && node.value === '<mark>' && isHtml(nodes[i + 2], '</mark>')) {
      spans.push({ kind: 'placeholder', text: plainText([nodes[i + 1]!], reading) })
      i += 2
    } else {
      reading.issues.push(`line ${lineOfNode(node, reading)}: ${node.type === 'html' ? node.value : node.type} is not used on legal pages`)
    }
  }
  // A comment between two runs of text leaves them side by side: one run, as the page shows it.
  return spans.reduce<Inline[]>((out, span) => {
    const last = out.at(-1)
    return typeof span === 'string' && typeof last === 'string' ? [...out.slice(0, -1), last + span] : [...out, span]
  }, [])
}

/** A paragraph written as a definition ("Term", then ": description" on the next line), split in two. */
function definition(nodes: readonly Phrasing[], reading: Reading): { term: RichText; description: RichText } | undefined {
  const at = nodes.findIndex((node) => node.type === 'text' && node.value.includes('\n: '))
  if (at < 0) return undefined
  const split = nodes[at] as Extract<Phrasing, { type: 'text' }>
  const [before, after] = [split.value.slice(0, split.value.indexOf('\n: ')), split.value.slice(split.value.indexOf('\n: ') + 3)]
  const term = [...nodes.slice(0, at), ...(before ? [{ ...split, value: before }] : [])]
  const description = [...(after ? [{ ...split, value: after }] : []), ...nodes.slice(at + 1)]
  return { term: richText(term, reading), description: richText(description, reading) }
}

function blocks(nodes: readonly Node[], reading: Reading): { intro: RichText[]; sections: LegalSection[] } {
  const { issues } = reading
  const intro: RichText[] = []
  const sections: LegalSection[] = []
  const add = (block: Block) => {
    const section = sections.at(-1)
    if (section) section.blocks.push(block)
    else issues.push(`the introduction has only paragraphs; a ${block.kind} needs a ## section above it`)
  }
  for (const node of nodes) {
    const line = lineOfNode(node, reading)
    if (node.type === 'heading' && node.depth === 2) {
      const match = SECTION_ID.exec(plainText(node.children, reading))
      if (match) sections.push({ id: match[2]!, heading: match[1]!, blocks: [] })
      else issues.push(`line ${line}: a section heading ends with its anchor, e.g. "## Cookies {#cookies}"`)
    } else if (node.type === 'heading' && node.depth === 3) {
      add({ kind: 'subheading', text: plainText(node.children, reading) })
    } else if (node.type === 'paragraph') {
      const item = definition(node.children, reading)
      const last = sections.at(-1)?.blocks.at(-1)
      if (item && last?.kind === 'definitions') last.items.push(item)
      else if (item) add({ kind: 'definitions', items: [item] })
      else if (sections.length) add({ kind: 'paragraph', text: richText(node.children, reading) })
      else intro.push(richText(node.children, reading))
    } else if (node.type === 'list' && !node.ordered) {
      const items = node.children.map((item) => {
        const [only, ...rest] = item.children
        if (only?.type === 'paragraph' && !rest.length) return richText(only.children, reading)
        issues.push(`line ${lineOfNode(item, reading)}: a list item is one paragraph`)
        return []
      })
      add({ kind: 'list', items })
    } else if (node.type === 'html' && node.value.startsWith('<!--')) {
      // A comment for the people who edit the file.
    } else {
      issues.push(
        `line ${line}: ${node.type === 'heading' ? `a level-${node.depth} heading` : `a ${node.type}`} is not used on legal pages`,
      )
    }
  }
  return { intro, sections }
}

/** A file's problems, each `line 12: what is wrong` or the file's as a whole. */
const invalidFile = (file: string, problems: string[]) =>
  new ContentError(
    problems.map((problem) => {
      const [, line, rule = problem] = /^line (\d+): (.*)$/s.exec(problem) ?? []
      return { file, where: line ? `Line ${line}` : 'The whole file', rule: `${rule.charAt(0).toUpperCase()}${rule.slice(1)}.` }
    }),
  )

function frontMatter(file: string, text: string) {
  const front = FRONT_MATTER.exec(text)
  if (!front) throw invalidFile(file, ['it starts with its title, description and lastUpdated between two --- lines'])
  const meta = parseDocument(front[1]!)
  if (meta.errors.length)
    throw invalidFile(
      file,
      meta.errors.map((error) => `the lines between --- are not valid YAML: ${error.message.split('\n')[0]!.replace(/:$/, '')}`),
    )
  return { front, meta }
}

const HeadSchema = LegalDocumentSchema.pick({ title: true, description: true })

/** A legal page's title and description, from its front matter alone: what the route registry lists. */
export function legalHeadFromMarkdown(file: string, source: string): z.output<typeof HeadSchema> {
  const head: unknown = frontMatter(file, source.replaceAll('\r\n', '\n')).meta.toJS()
  const parsed = HeadSchema.safeParse(head)
  if (!parsed.success) throw new ContentError(schemaProblems(file, parsed.error.issues, head))
  return parsed.data
}

/** The document of a legal page's Markdown; throws a ContentError that names the file, and each line or field. */
export function legalFromMarkdown(file: string, source: string, values: Readonly<Record<string, string>>): LegalDocument {
  const invalid = (problems: string[]) => invalidFile(file, problems)
  const text = source.replaceAll('\r\n', '\n')
  const { front, meta } = frontMatter(file, text)
  const issues: string[] = []
  // The front matter's lines stay, empty, so that a line's number is the file's.
  const body = chooseParts('\n'.repeat(front[0].split('\n').length - 1) + text.slice(front[0].length), values, issues)
  const { intro, sections } = blocks(fromMarkdown(body.text).children, { values, issues, fileLine: body.fileLine })
  // The Markdown's own problems first: the schema's would only repeat them.
  if (issues.length) throw invalid(issues)
  const document = { ...(meta.toJS() as object), intro, sections }
  const parsed = LegalDocumentSchema.safeParse(document)
  if (!parsed.success) throw new ContentError(schemaProblems(file, parsed.error.issues, document))
  return parsed.data
}
