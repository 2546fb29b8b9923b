/**
 * A legal page's Markdown file (privacy-policy.md, terms-of-service.md) made into its document
 * (schema.ts), at build time. The file is prose with a little syntax:
 *
 * - Between `---` lines at the top: `title` and `lastUpdated`.
 * - Paragraphs before the first `##` are the introduction.
 * - `## Heading {#id}` starts a numbered section, `### Heading` a subheading inside it.
 * - Paragraphs, `- ` lists, **bold**, `code`, [links](/path) and <mark>a marked gap</mark>.
 * - A definition: the term on one line, `: ` and its description on the next; definitions in a
 *   row make one list.
 * - `<!-- … -->`: a comment for the people who edit the file, not shown.
 * - `{{name}}` is a value from the code or the operator's settings (the page's list of names);
 *   `{{#if name}}…{{else}}…{{/if}}` keeps the first part when that value is set, else the second.
 *
 * Anything else, or a name not in the list, is a ContentError naming the file and the line.
 */
import { fromMarkdown } from 'mdast-util-from-markdown'
import { parse } from 'yaml'
import { ContentError, fieldName } from '~/content/collection'
import { LegalDocumentSchema, type Block, type Inline, type LegalDocument, type LegalSection, type RichText } from './schema'

type Root = ReturnType<typeof fromMarkdown>
type Node = Root['children'][number]
type Phrasing = Extract<Node, { type: 'paragraph' }>['children'][number]

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/
const TOKEN = /\{\{\s*([^}]*?)\s*\}\}/g
const CONDITION = /\{\{#if (\S+?)\}\}([\s\S]*?)(?:\{\{else\}\}([\s\S]*?))?\{\{\/if\}\}/g
const SECTION_ID = /^(.*?)\s*\{#([^}]+)\}$/

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length

/** The values filled in, and the parts kept; each unknown name, unclosed `{{#if}}` or nesting is an issue at its line. */
function fillTemplate(source: string, values: Readonly<Record<string, string>>, issues: string[]): string {
  const known = (name: string) => Object.hasOwn(values, name)
  let open = 0
  for (const match of source.matchAll(TOKEN)) {
    const token = match[1]!
    const at = `line ${lineOf(source, match.index)}`
    if (token.startsWith('#if ')) {
      if (open++) issues.push(`${at}: {{#if}} inside another {{#if}}; write each case out`)
      if (!known(token.slice(4).trim())) issues.push(`${at}: unknown name in ${match[0]}`)
    } else if (token === '/if') open = Math.max(0, open - 1)
    else if (token !== 'else' && !known(token)) {
      issues.push(`${at}: unknown placeholder ${match[0]} (known: ${Object.keys(values).join(', ')})`)
    }
  }
  if (open) issues.push(`an {{#if}} has no {{/if}}`)
  return source
    .replace(CONDITION, (whole: string, name: string, then: string, otherwise = '') => {
      const kept = values[name] ? then : otherwise
      // The lines it drops come back empty, so the lines after keep their numbers.
      return kept + '\n'.repeat(whole.split('\n').length - kept.split('\n').length)
    })
    .replace(TOKEN, (match, name: string) => values[name] ?? match)
}

/** The text of phrasing nodes that may only be text (a heading, a link's words). */
function plainText(nodes: readonly Phrasing[], issues: string[], line: number): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value
      issues.push(`line ${line}: only plain text is allowed here, not ${node.type}`)
      return ''
    })
    .join('')
}

const isHtml = (node: Phrasing | undefined, value: string) => node?.type === 'html' && node.value === value

function richText(nodes: readonly Phrasing[], issues: string[]): RichText {
  const spans: Inline[] = []
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!
    const line = node.position?.start.line ?? 0
    if (node.type === 'text') spans.push(node.value)
    else if (node.type === 'strong') spans.push({ kind: 'strong', text: plainText(node.children, issues, line) })
    else if (node.type === 'inlineCode') spans.push({ kind: 'code', text: node.value })
    else if (node.type === 'link') spans.push({ kind: 'link', text: plainText(node.children, issues, line), href: node.url })
    else if (node.type === 'html' && node.value === '<mark>' && isHtml(nodes[i + 2], '</mark>')) {
      spans.push({ kind: 'placeholder', text: plainText([nodes[i + 1]!], issues, line) })
      i += 2
    } else issues.push(`line ${line}: ${node.type === 'html' ? node.value : node.type} is not used on legal pages`)
  }
  return spans
}

/** A paragraph written as a definition ("Term", then ": description" on the next line), split in two. */
function definition(nodes: readonly Phrasing[], issues: string[]): { term: RichText; description: RichText } | undefined {
  const at = nodes.findIndex((node) => node.type === 'text' && node.value.includes('\n: '))
  if (at < 0) return undefined
  const split = nodes[at] as Extract<Phrasing, { type: 'text' }>
  const [before, after] = [split.value.slice(0, split.value.indexOf('\n: ')), split.value.slice(split.value.indexOf('\n: ') + 3)]
  const term = [...nodes.slice(0, at), ...(before ? [{ ...split, value: before }] : [])]
  const description = [...(after ? [{ ...split, value: after }] : []), ...nodes.slice(at + 1)]
  return { term: richText(term, issues), description: richText(description, issues) }
}

function blocks(nodes: readonly Node[], issues: string[]): { intro: RichText[]; sections: LegalSection[] } {
  const intro: RichText[] = []
  const sections: LegalSection[] = []
  const add = (block: Block) => {
    const section = sections.at(-1)
    if (section) section.blocks.push(block)
    else issues.push(`the introduction has only paragraphs; a ${block.kind} needs a ## section above it`)
  }
  for (const node of nodes) {
    const line = node.position?.start.line ?? 0
    if (node.type === 'heading' && node.depth === 2) {
      const match = SECTION_ID.exec(plainText(node.children, issues, line))
      if (match) sections.push({ id: match[2]!, heading: match[1]!, blocks: [] })
      else issues.push(`line ${line}: a section heading ends with its anchor, e.g. "## Cookies {#cookies}"`)
    } else if (node.type === 'heading' && node.depth === 3) {
      add({ kind: 'subheading', text: plainText(node.children, issues, line) })
    } else if (node.type === 'paragraph') {
      const item = definition(node.children, issues)
      const last = sections.at(-1)?.blocks.at(-1)
      if (item && last?.kind === 'definitions') last.items.push(item)
      else if (item) add({ kind: 'definitions', items: [item] })
      else if (sections.length) add({ kind: 'paragraph', text: richText(node.children, issues) })
      else intro.push(richText(node.children, issues))
    } else if (node.type === 'list' && !node.ordered) {
      const items = node.children.map((item) => {
        const [only, ...rest] = item.children
        if (only?.type === 'paragraph' && !rest.length) return richText(only.children, issues)
        issues.push(`line ${item.position?.start.line ?? line}: a list item is one paragraph`)
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

/** The document of a legal page's Markdown; throws a ContentError that names the file, and each line or field. */
export function legalFromMarkdown(file: string, source: string, values: Readonly<Record<string, string>>): LegalDocument {
  const issues: string[] = []
  const front = FRONT_MATTER.exec(source)
  if (!front) throw new ContentError(`${file} is invalid:\n  - it starts with its title and lastUpdated between two --- lines`)
  // The front matter's lines stay, empty, so that a line's number is the file's.
  const body = fillTemplate('\n'.repeat(front[0].split('\n').length - 1) + source.slice(front[0].length), values, issues)
  const { intro, sections } = blocks(fromMarkdown(body).children, issues)
  const invalid = (problems: string[]) => new ContentError([`${file} is invalid:`, ...problems.map((issue) => `  - ${issue}`)].join('\n'))
  // The Markdown's own problems first: the schema's would only repeat them.
  if (issues.length) throw invalid(issues)
  const parsed = LegalDocumentSchema.safeParse({ ...(parse(front[1]!) as object), intro, sections })
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`))
  return parsed.data
}
