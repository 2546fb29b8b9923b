// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collections } from '../src/content/collections'
import { LEGAL_PATHS } from '../src/content/legal'
import { cmsCollections, fieldOf, fieldsOf, labelOf, type JsonSchema } from './cms-config'

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as JsonSchema

describe('the editor’s fields, from the zod schemas', () => {
  it('gives each kind of value its form field, with the schema’s rules', () => {
    const schema = json(
      z.object({
        heading: z.string().min(3).max(90).describe('A heading'),
        lead: z.string().min(40).max(320),
        id: z.string().regex(/^[a-z-]+$/),
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
      { name: 'lead', label: 'Lead', required: true, widget: 'text', minlength: 40, maxlength: 320 },
      { name: 'id', label: 'Id', required: true, widget: 'string', pattern: ['^[a-z-]+$', 'Must match ^[a-z-]+$'] },
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
        label: 'Cta',
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

  it('refuses a value it has no field for, naming it', () => {
    expect(() => fieldOf('when', { type: 'null' }, true)).toThrow('when: the editor has no field for {"type":"null"}')
  })

  it('labels names as a reader would', () => {
    expect(['followUp', 'code-demo', 'usePreview'].map(labelOf)).toEqual(['Follow up', 'Code demo', 'Use preview'])
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
