/**
 * The content editor's configuration (Sveltia CMS, docs/decisions/020-content-collections-and-editor.md),
 * generated from the collections of src/content/collections.ts: every form field, its kind, whether
 * it is required, its lengths and its help come from the zod schema the build checks, through
 * its JSON Schema, so the editor and the build cannot drift apart.
 */
import type { CmsConfig, Collection, Field, VariableFieldType } from '@sveltia/cms'
import { z } from 'zod'
import { collections } from '../src/content/collections'
import { LEGAL_PATHS, legalValueNames } from '../src/content/legal'
import { LegalDocumentSchema } from '../src/content/legal/schema'

/** The part of JSON Schema that zod writes for our schemas. */
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
}

/** The repository's path of the content folder, as the editor opens the repository's root. */
const CONTENT = 'apps/web/src/content'
/** Longer strings get a text area. */
const TEXT_AREA_FROM = 200
/** What the discriminated unions (a landing page's sections) switch on. */
const TYPE_KEY = 'kind'

/** `followUp` → "Follow up", `code-demo` → "Code demo". */
export const labelOf = (name: string): string => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const common = (name: string, schema: JsonSchema, required: boolean) => ({
  name,
  label: labelOf(name),
  required,
  ...(schema.description ? { hint: schema.description } : {}),
})

const listLimits = (schema: JsonSchema) => ({
  ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
  ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
})

/** One object's fields, `required` from its JSON Schema; the union's key left out where it is the type. */
export function fieldsOf(schema: JsonSchema, omit?: string): Field[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== omit)
    .map(([name, property]) => fieldOf(name, property, schema.required?.includes(name) ?? false))
}

/** The form field for one property of a schema. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean): Field {
  const base = common(name, schema, required)
  const choices = schema.enum ?? schema.anyOf?.map((option) => option.const)
  if (choices?.every((choice) => choice !== undefined)) {
    return { ...base, widget: 'select', options: choices, ...(schema.default !== undefined ? { default: schema.default } : {}) } as Field
  }
  switch (schema.type) {
    case 'string': {
      const widget = (schema.maxLength ?? 0) > TEXT_AREA_FROM ? 'text' : 'string'
      return {
        ...base,
        widget,
        ...(schema.minLength ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength ? { maxlength: schema.maxLength } : {}),
        ...(schema.pattern ? { pattern: [schema.pattern, `Must match ${schema.pattern}`] } : {}),
      } as Field
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      } as Field
    case 'boolean':
      return { ...base, widget: 'boolean', ...(schema.default !== undefined ? { default: schema.default } : {}) } as Field
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(schema) } as Field
    case 'array':
      return listOf(base, schema)
    default:
      throw new Error(`${name}: the editor has no field for ${JSON.stringify(schema).slice(0, 120)}`)
  }
}

function listOf(base: ReturnType<typeof common>, schema: JsonSchema): Field {
  const items = schema.items ?? {}
  if (items.oneOf) {
    const types = items.oneOf.map((option): VariableFieldType => {
      const kind = String(option.properties?.[TYPE_KEY]?.const)
      return { name: kind, label: labelOf(kind), widget: 'object', fields: fieldsOf(option, TYPE_KEY) }
    })
    return { ...base, widget: 'list', typeKey: TYPE_KEY, types, ...listLimits(schema) } as Field
  }
  if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum, ...listLimits(schema) } as Field
  if (items.type === 'object') return { ...base, widget: 'list', fields: fieldsOf(items), ...listLimits(schema) } as Field
  return { ...base, widget: 'list', field: fieldOf('item', items, true), ...listLimits(schema) } as Field
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as JsonSchema

/** A folder collection's form: one YAML file per entry, its name offered from the label, editable once. */
const folderCollection = (name: string, { label, folder, schema }: { label: string; folder: string; schema: z.ZodType }) => ({
  name,
  label,
  folder: `${CONTENT}/${folder}`,
  extension: 'yaml',
  format: 'yaml',
  create: true,
  identifier_field: 'label',
  slug: { template: '{{label}}', editable: ['create'] },
  fields: fieldsOf(jsonSchema(schema)),
})

/** The editor's collections: one per collection of content/collections.ts, and the legal pages. */
export function cmsCollections(): Collection[] {
  const { landing, questionBanks, ...singletons } = collections
  return [
    // The file name is the page's address under /features/.
    {
      ...folderCollection('landing', landing),
      label_singular: 'Landing page',
      summary: '{{label}} · {{title}}',
      preview_path: 'features/{{slug}}',
    },
    { ...folderCollection('question-banks', questionBanks), label_singular: 'Question bank', preview_path: 'practice/{{slug}}' },
    {
      name: 'site',
      label: 'Site copy',
      // One form per file: the home page, the FAQ.
      files: Object.entries(singletons).map(([name, { label, file, schema }]) => ({
        name,
        label,
        file: `${CONTENT}/${file}`,
        fields: fieldsOf(jsonSchema(schema)),
      })),
    },
    {
      name: 'legal',
      label: 'Legal pages',
      // Markdown with a little syntax of its own (content/legal/markdown.ts), edited as plain text
      // so that the syntax stays as written; the build checks it.
      files: LEGAL_PATHS.map((path) => ({
        name: path.slice(1),
        label: labelOf(path.slice(1)),
        file: `${CONTENT}/legal${path}.md`,
        format: 'frontmatter',
        fields: [
          ...fieldsOf(jsonSchema(LegalDocumentSchema.pick({ title: true, description: true }))),
          {
            name: 'lastUpdated',
            label: 'Last updated',
            widget: 'string',
            required: true,
            pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'YYYY-MM-DD'],
            hint: 'YYYY-MM-DD; change it with every edit of the text',
          },
          {
            name: 'body',
            label: 'Text',
            widget: 'text',
            required: true,
            hint: `## Section {#anchor}, ### Subheading, - list, **bold**, [link](/path); a definition is the term, then ": " and its description on the next line. {{name}} is a value from the site's code or settings: ${legalValueNames().join(', ')}; {{#if name}}…{{else}}…{{/if}} a part that depends on one.`,
          },
        ],
      })),
    },
  ] as Collection[]
}

/** The whole configuration; `siteUrl` is the dev server's, where "preview" opens a page. */
export function cmsConfig(siteUrl: string): CmsConfig {
  return {
    // Only the local repository is used (`npm run edit`); a git host can be set here later.
    backend: { name: 'github', repo: 'example/practice-room', branch: 'main' },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'apps/web/public/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true },
    editor: { preview: false },
    // An optional field left empty is left out, as the schema wants it (not `null` or `[]`).
    output: { omit_empty_optional_fields: true },
    collections: cmsCollections(),
  } as CmsConfig
}
