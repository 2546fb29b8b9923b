// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collections } from '../src/content/collections'
import { LEGAL_PATHS } from '../src/content/legal'
import { bankRole, sitePath } from '../src/content/fields'
import { linkResolves } from '../src/content/pages'
import { questionBanks } from '../src/content/question-banks'
import { siteChoices } from './site-choices'
import { labelOf, PATTERN_WORDS, type JsonSchema } from '../src/content/field-words'
import { cmsCollections, cmsConfig, fieldOf, fieldsOf, publishSettings } from './cms-config'

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as JsonSchema

describe('the editor’s fields, from the zod schemas', () => {
  it('gives each kind of value its form field, with the schema’s rules', () => {
    const schema = json(
      z.object({
        heading: z.string().min(3).max(90).describe('A heading'),
        lead: z.string().min(40).max(320),
        id: z.string().regex(/^[a-z0-9-]+$/),
        group: z.enum(['feature', 'role']),
        columns: z.union([z.literal(2), z.literal(3)]).default(3),
        score: z.number().int().min(0).max(100),
        usePreview: z.boolean().default(true),
        keywords: z.array(z.string().min(2)).min(4).max(12),
        people: z
          .array(z.enum(['Ana', 'Ben']))
          .min(1)
          .optional(),
        cta: z.object({ label: z.string() }).optional(),
      }),
    )
    expect(fieldsOf(schema)).toEqual([
      { name: 'heading', label: 'Heading', required: true, hint: 'A heading', widget: 'string', minlength: 3, maxlength: 90 },
      { name: 'lead', label: 'Paragraph', required: true, widget: 'text', minlength: 40, maxlength: 320 },
      { name: 'id', label: 'Id', required: true, widget: 'string', pattern: ['^[a-z0-9-]+$', PATTERN_WORDS['^[a-z0-9-]+$']] },
      { name: 'group', label: 'Group', required: true, widget: 'select', options: ['feature', 'role'] },
      { name: 'columns', label: 'Columns', required: false, widget: 'select', options: [2, 3], default: 3 },
      { name: 'score', label: 'Score', required: true, widget: 'number', value_type: 'int', min: 0, max: 100 },
      { name: 'usePreview', label: 'Use preview', required: false, widget: 'boolean', default: true },
      {
        name: 'keywords',
        label: 'Keywords',
        required: true,
        widget: 'list',
        field: { name: 'item', label: 'Item', required: true, widget: 'string', minlength: 2 },
        min: 4,
        max: 12,
      },
      { name: 'people', label: 'People', required: false, widget: 'select', multiple: true, options: ['Ana', 'Ben'], min: 1 },
      {
        name: 'cta',
        label: 'Call to action',
        required: false,
        widget: 'object',
        fields: [{ name: 'label', label: 'Label', required: true, widget: 'string' }],
      },
    ])
  })

  it('turns a union on `kind` into a list of types, the kind left to the editor', () => {
    const field = fieldOf(
      'sections',
      json(
        z.array(
          z.discriminatedUnion('kind', [
            z.object({ kind: z.literal('text'), body: z.string() }),
            z.object({ kind: z.literal('code-demo') }),
          ]),
        ),
      ),
      true,
    )
    expect(field).toMatchObject({
      widget: 'list',
      typeKey: 'kind',
      types: [
        { name: 'text', label: 'Text', widget: 'object', fields: [{ name: 'body', widget: 'string' }] },
        { name: 'code-demo', label: 'Code demo', widget: 'object', fields: [] },
      ],
    })
  })

  it('offers a link of the site as a list of its pages and their sections, each one the build takes', () => {
    const field = fieldOf('to', json(sitePath), true, siteChoices()) as {
      widget: string
      label: string
      options: { label: string; value: string }[]
    }
    expect(field).toMatchObject({ widget: 'select', label: 'Links to' })
    expect(field.options).toContainEqual({ label: 'Home page › Pricing', value: '/#pricing' })
    expect(field.options).toContainEqual({ label: 'Privacy Policy', value: '/privacy-policy' })
    expect(field.options.filter((option) => !linkResolves(option.value))).toEqual([])
    expect(new Set(field.options.map((option) => option.value)).size).toBe(field.options.length)
  })

  it('offers a practice role as a list of the question banks', () => {
    const field = fieldOf('role', json(bankRole), true, siteChoices()) as { widget: string; options: { label: string; value: string }[] }
    expect(field.widget).toBe('select')
    expect(field.options.map((option) => option.value)).toEqual(questionBanks.map((bank) => bank.role))
  })

  it('leaves a link to be typed, its rule in words, where the content did not read', () => {
    expect(fieldOf('to', json(sitePath), true)).toMatchObject({
      widget: 'string',
      pattern: [expect.any(String), 'A page of this site, e.g. /privacy-policy, or a section of one, e.g. /#pricing'],
    })
  })

  it('says what a pattern asks for in words, and refuses one it has no words for', () => {
    expect(fieldOf('time', json(z.string().regex(/^\d{2}:\d{2}$/)), true)).toMatchObject({
      pattern: ['^\\d{2}:\\d{2}$', 'Minutes and seconds, e.g. 04:32'],
    })
    expect(() => fieldOf('code', json(z.string().regex(/^[A-Z]{3}$/)), true)).toThrow(
      'code: the pattern ^[A-Z]{3}$ has no words for the form (PATTERN_WORDS in src/content/field-words.ts)',
    )
  })

  it('names and explains every field in a marketer’s words: no markup, code or file names', () => {
    const words: string[] = []
    const collect = (fields: unknown[] = []) => {
      for (const field of fields as {
        label: string
        hint?: string
        fields?: unknown[]
        field?: unknown
        types?: { fields: unknown[] }[]
      }[]) {
        words.push(field.label, field.hint ?? '')
        collect(field.fields)
        if (field.field) collect([field.field])
        for (const type of field.types ?? []) collect(type.fields)
      }
    }
    for (const collection of cmsCollections(siteChoices())) {
      collect('fields' in collection ? collection.fields : [])
      for (const file of 'files' in collection ? collection.files : []) collect(file.fields)
    }
    expect(words.length).toBeGreaterThan(300)
    expect(words.filter((text) => /\b(h[1-6]|cta|regex|registry|[A-Z]{3,}_[A-Z_]+)\b|\.(ts|yaml)\b|\^|\$$/i.test(text))).toEqual([])
  })

  it('refuses a value it has no field for, naming it', () => {
    expect(() => fieldOf('when', { type: 'null' }, true)).toThrow('when: the editor has no field for {"type":"null"}')
  })

  it('labels names as a reader would', () => {
    expect(['followUp', 'code-demo', 'usePreview', 'ctaNote'].map(labelOf)).toEqual([
      'Follow up',
      'Code demo',
      'Use preview',
      'Call to action note',
    ])
  })

  it('covers every collection of content/collections.ts, each section kind of a landing page among its types', () => {
    const config = { collections: cmsCollections() }
    const names = config.collections.flatMap((collection) =>
      'files' in collection ? collection.files.map((file) => file.name) : [collection.name],
    )
    expect(names).toEqual([
      'landing',
      'question-banks',
      'home',
      'faq',
      'pricing',
      'support',
      'consent',
      'testimonials',
      'shared',
      'chrome',
      'practice',
      'practiceRound',
      'privacy-policy',
      'terms-of-service',
    ])
    expect(Object.keys(collections).length + LEGAL_PATHS.length).toBe(names.length)
    const landing = config.collections.find((collection) => collection.name === 'landing')!
    const sections = 'fields' in landing ? landing.fields?.find((field) => field.name === 'sections') : undefined
    const kinds = (collections.landing.schema.shape.sections.element.options as { shape: { kind: { value: string } } }[]).map(
      (option) => option.shape.kind.value,
    )
    expect(sections && 'types' in sections ? sections.types.map((type: { name: string }) => type.name) : []).toEqual(kinds)
  })
})

describe('where the editor saves and publishes', () => {
  const PREVIEW = 'http://127.0.0.1:4321'

  it('with no settings: the local repository only, and its own preview for the site', () => {
    const config = cmsConfig(PREVIEW, publishSettings({}))
    expect(config).toMatchObject({ backend: { name: 'github', repo: 'example/practice-room', branch: 'main' }, site_url: PREVIEW })
    expect(config).not.toHaveProperty('publish_mode')
  })

  it('on GitHub: commits on the branch, signed in through the authenticator, the live site linked', () => {
    const env = {
      CONTENT_REPO: 'acme/site',
      CONTENT_BRANCH: 'content',
      CONTENT_AUTH_URL: 'https://auth.example.com',
      SITE_URL: 'https://www.example.com',
    }
    const config = cmsConfig(PREVIEW, publishSettings(env))
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'acme/site', branch: 'content', base_url: 'https://auth.example.com' },
      site_url: 'https://www.example.com',
      display_url: 'https://www.example.com',
    })
    expect(config).not.toHaveProperty('publish_mode')
  })

  it('with review on: each change a pull request, published by merging it', () => {
    expect(cmsConfig(PREVIEW, publishSettings({ CONTENT_REPO: 'acme/site', CONTENT_REVIEW: 'on' }))).toMatchObject({
      publish_mode: 'editorial_workflow',
    })
    // Without a repository there is nothing to review on.
    expect(cmsConfig(PREVIEW, publishSettings({ CONTENT_REVIEW: 'on' }))).not.toHaveProperty('publish_mode')
  })

  it('on GitLab: signed in with an OAuth application, no server of its own', () => {
    expect(
      cmsConfig(PREVIEW, publishSettings({ CONTENT_REPO: 'acme/web/site', CONTENT_HOST: 'gitlab', CONTENT_APP_ID: 'abc123' })),
    ).toMatchObject({
      backend: { name: 'gitlab', repo: 'acme/web/site', app_id: 'abc123', auth_type: 'pkce' },
    })
  })

  it('refuses a wrong setting, naming it', () => {
    expect(() => publishSettings({ CONTENT_REPO: 'https://github.com/acme/site' })).toThrow(
      'CONTENT_REPO: "https://github.com/acme/site" is not owner/name',
    )
    expect(() => publishSettings({ CONTENT_HOST: 'bitbucket' })).toThrow('CONTENT_HOST: "bitbucket" is not one of github, gitlab')
    expect(() => publishSettings({ CONTENT_REVIEW: 'yes' })).toThrow('CONTENT_REVIEW: "yes" is not on or off')
  })
})
