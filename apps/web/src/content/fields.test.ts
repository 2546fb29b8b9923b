import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { template, uniqueBy } from './fields'

const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => ({ path: issue.path, message: issue.message })) ?? []

describe('content fields', () => {
  it('lets a template use only the names its code fills', () => {
    const label = template(2, 40, ['n', 'total'])
    expect(issues(label, 'Question {n} of {total}')).toEqual([])
    expect(issues(label, 'Question {n} of {all}')).toEqual([
      { path: [], message: 'unknown placeholder {all}; this text may use {n}, {total}' },
    ])
    expect(label.description).toBe('Filled in: {n}, {total}')
  })

  it('refuses a list item whose key an earlier item has, at its field', () => {
    const list = z.array(z.object({ id: z.string() })).superRefine(uniqueBy('id', 'entry'))
    expect(issues(list, [{ id: 'a' }, { id: 'b' }])).toEqual([])
    expect(issues(list, [{ id: 'a' }, { id: 'b' }, { id: 'a' }])).toEqual([
      { path: [2, 'id'], message: '"a" is the id of an earlier entry too' },
    ])
  })
})
