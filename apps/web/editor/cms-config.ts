/**
 * The content editor's configuration (Sveltia CMS, docs/decisions/020-content-collections-and-editor.md),
 * generated from the collections of src/content/collections.ts: every form field, its kind, whether
 * it is required, its lengths and its help come from the zod schema the build checks, through
 * its JSON Schema, so the editor and the build cannot drift apart.
 */
import type { CmsConfig, Collection, Field, VariableFieldType } from '@sveltia/cms'
import type { z } from 'zod'
import { collections } from '../src/content/collections'
import { fieldLabel, jsonSchema, labelOf, PATTERN_WORDS, TYPE_KEY, type JsonSchema } from '../src/content/field-words'
import { EDITOR_GROUPS } from '../src/content/problem-report'
import { LEGAL_PATHS, legalValueNames } from '../src/content/legal'
import { LegalDocumentSchema } from '../src/content/legal/schema'

/** The repository's path of the content folder, as the editor opens the repository's root. */
const CONTENT = 'apps/web/src/content'
/** Longer strings get a text area. */
const TEXT_AREA_FROM = 200

/** A choice of a list field: what the form shows, and what the file gets. */
interface Choice {
  label: string
  value: string
}

/**
 * What some fields offer to pick from, read from the content itself (site-choices.ts) each time
 * the editor loads its configuration. Without them (the content does not read), those fields
 * are typed in, their rule in words.
 */
export interface Choices {
  /** The site's pages and their sections, for a link (fields.ts, sitePath). */
  siteLinks?: Choice[]
  /** The question banks, for a practice role (fields.ts, bankRole). */
  banks?: Choice[]
}

const common = (name: string, schema: JsonSchema, required: boolean) => ({
  name,
  label: fieldLabel(name, schema),
  required,
  ...(schema.description ? { hint: schema.description } : {}),
})

const listLimits = (schema: JsonSchema) => ({
  ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
  ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
})

/** One object's fields, `required` from its JSON Schema; the union's key left out where it is the type. */
export function fieldsOf(schema: JsonSchema, omit?: string, choices: Choices = {}): Field[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== omit)
    .map(([name, property]) => fieldOf(name, property, schema.required?.includes(name) ?? false, choices))
}

/** The form field for one property of a schema. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, choices: Choices = {}): Field {
  const base = common(name, schema, required)
  const values = schema.enum ?? schema.anyOf?.map((option) => option.const)
  if (values?.every((value) => value !== undefined)) {
    return { ...base, widget: 'select', options: values, ...(schema.default !== undefined ? { default: schema.default } : {}) } as Field
  }
  switch (schema.type) {
    case 'string': {
      const options = schema.siteLink ? choices.siteLinks : schema.questionBank ? choices.banks : undefined
      if (options) return { ...base, widget: 'select', options } as Field
      const widget = (schema.maxLength ?? 0) > TEXT_AREA_FROM ? 'text' : 'string'
      return {
        ...base,
        widget,
        ...(schema.minLength ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength ? { maxlength: schema.maxLength } : {}),
        ...(schema.pattern ? { pattern: [schema.pattern, patternWords(name, schema.pattern)] } : {}),
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
      return { ...base, widget: 'object', fields: fieldsOf(schema, undefined, choices) } as Field
    case 'array':
      return listOf(base, schema, choices)
    default:
      throw new Error(`${name}: the editor has no field for ${JSON.stringify(schema).slice(0, 120)}`)
  }
}

function patternWords(name: string, pattern: string): string {
  const words = PATTERN_WORDS[pattern]
  if (!words) throw new Error(`${name}: the pattern ${pattern} has no words for the form (PATTERN_WORDS in src/content/field-words.ts)`)
  return words
}

function listOf(base: ReturnType<typeof common>, schema: JsonSchema, choices: Choices): Field {
  const items = schema.items ?? {}
  if (items.oneOf) {
    const types = items.oneOf.map((option): VariableFieldType => {
      const kind = String(option.properties?.[TYPE_KEY]?.const)
      return { name: kind, label: labelOf(kind), widget: 'object', fields: fieldsOf(option, TYPE_KEY, choices) }
    })
    return { ...base, widget: 'list', typeKey: TYPE_KEY, types, ...listLimits(schema) } as Field
  }
  if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum, ...listLimits(schema) } as Field
  if (items.type === 'object')
    return { ...base, widget: 'list', fields: fieldsOf(items, undefined, choices), ...listLimits(schema) } as Field
  return { ...base, widget: 'list', field: fieldOf('item', items, true, choices), ...listLimits(schema) } as Field
}

/** A folder collection's form: one YAML file per entry, its name offered from the label, editable once. */
const folderCollection = (
  name: string,
  { label, folder, schema }: { label: string; folder: string; schema: z.ZodType },
  choices: Choices,
) => ({
  name,
  label,
  folder: `${CONTENT}/${folder}`,
  extension: 'yaml',
  format: 'yaml',
  create: true,
  identifier_field: 'label',
  slug: { template: '{{label}}', editable: ['create'] },
  fields: fieldsOf(jsonSchema(schema), undefined, choices),
})

/** The editor's collections: one per collection of content/collections.ts, and the legal pages. */
export function cmsCollections(choices: Choices = {}): Collection[] {
  const { landing, questionBanks, ...singletons } = collections
  return [
    // The file name is the page's address under /features/.
    {
      ...folderCollection('landing', landing, choices),
      label_singular: 'Landing page',
      summary: '{{label}} · {{title}}',
      preview_path: 'features/{{slug}}',
    },
    { ...folderCollection('question-banks', questionBanks, choices), label_singular: 'Question bank', preview_path: 'practice/{{slug}}' },
    {
      name: 'site',
      label: EDITOR_GROUPS.site,
      // One form per file: the home page, the FAQ.
      files: Object.entries(singletons).map(([name, { label, file, schema }]) => ({
        name,
        label,
        file: `${CONTENT}/${file}`,
        fields: fieldsOf(jsonSchema(schema), undefined, choices),
      })),
    },
    {
      name: 'legal',
      label: EDITOR_GROUPS.legal,
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

/**
 * Where the editor saves (docs/editing.md "Publish", docs/operations.md): with no repository set,
 * only into the local repository that `npm run edit` runs in ("Work with Local Repository"); with
 * one, also to the git host, as commits on the branch or, with review on, as pull (merge) requests
 * that CI checks before they are merged and deployed.
 */
export interface PublishSettings {
  /** `owner/name` on the host; unset: the local repository only. */
  repo?: string
  host: 'github' | 'gitlab'
  branch: string
  /** Each change a draft, published by merging its pull request (Sveltia's editorial workflow). */
  review: boolean
  /** GitHub's sign-in: the address of an OAuth authenticator (Sveltia CMS Authenticator). */
  authUrl?: string
  /** GitLab's sign-in: the application id of an OAuth app (PKCE: no server). */
  appId?: string
  /** The live site, for "View on Live Site"; unset: the editor's own preview. */
  siteUrl?: string
}

const HOSTS = ['github', 'gitlab'] as const

/** The publish settings from the environment of `npm run edit`; a wrong one throws, naming it. */
export function publishSettings(env: Readonly<Record<string, string | undefined>>): PublishSettings {
  const value = (name: string) => env[name]?.trim() || undefined
  const repo = value('CONTENT_REPO')
  if (repo && !/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) throw new Error(`CONTENT_REPO: "${repo}" is not owner/name`)
  const host = value('CONTENT_HOST') ?? 'github'
  if (!(HOSTS as readonly string[]).includes(host)) throw new Error(`CONTENT_HOST: "${host}" is not one of ${HOSTS.join(', ')}`)
  const review = value('CONTENT_REVIEW') ?? 'off'
  if (review !== 'on' && review !== 'off') throw new Error(`CONTENT_REVIEW: "${review}" is not on or off`)
  return {
    repo,
    host: host as PublishSettings['host'],
    branch: value('CONTENT_BRANCH') ?? 'main',
    review: review === 'on',
    authUrl: value('CONTENT_AUTH_URL'),
    appId: value('CONTENT_APP_ID'),
    siteUrl: value('SITE_URL'),
  }
}

function backend(settings: PublishSettings) {
  // Without a repository Sveltia still wants a git host's backend; only its local mode is used.
  if (!settings.repo) return { name: 'github', repo: 'example/practice-room', branch: settings.branch }
  return {
    name: settings.host,
    repo: settings.repo,
    branch: settings.branch,
    ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
    ...(settings.host === 'gitlab' && settings.appId ? { app_id: settings.appId, auth_type: 'pkce' } : {}),
    commit_messages: {
      update: 'Content: {{collection}} “{{slug}}” changed in the editor',
      create: 'Content: {{collection}} “{{slug}}” added in the editor',
    },
  }
}

/**
 * The whole configuration. `previewUrl` is the dev server's, which shows a saved change at once;
 * "View on Live Site" opens the live site where one is set.
 */
export function cmsConfig(previewUrl: string, settings: PublishSettings = publishSettings({}), choices: Choices = {}): CmsConfig {
  const siteUrl = settings.siteUrl ?? previewUrl
  return {
    backend: backend(settings),
    ...(settings.repo && settings.review ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'apps/web/public/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true },
    editor: { preview: false },
    // An optional field left empty is left out, as the schema wants it (not `null` or `[]`).
    output: { omit_empty_optional_fields: true },
    collections: cmsCollections(choices),
  } as CmsConfig
}
