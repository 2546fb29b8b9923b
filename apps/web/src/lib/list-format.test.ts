import { describe, expect, it } from 'vitest'
import { andList, orList } from './list-format'

describe('andList and orList', () => {
  it('write a list as a sentence does', () => {
    expect(andList(['situation', 'task', 'result'])).toBe('situation, task, and result')
    expect(orList(['a hash map', 'a dictionary'])).toBe('a hash map or a dictionary')
  })
  it('leave one item alone and write nothing for none', () => {
    expect(andList(['only'])).toBe('only')
    expect(andList([])).toBe('')
  })
})
