// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ContentError, readCollection, readSingleton } from './collection'
import { site } from './site'

const Schema = z.object({ heading: z.string().min(5), items: z.array(z.object({ to: z.string() })).optional() })
let root = ''

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'collection-'))
  mkdirSync(join(root, 'src/content/things'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const write = (name: string, text: string) => writeFileSync(join(root, 'src/content/things', name), text)

describe('readCollection', () => {
  it('reads every YAML file of the folder by id, fills the placeholders and ignores other files', () => {
    write('b-thing.yaml', 'heading: Practise with {{brand}} for {{ claims.tacticsIn }}\n')
    write('a-thing.yaml', 'heading: First of all\n')
    write('a-thing-more.yaml', 'heading: Second of all\n')
    write('README.md', '# not an entry\n')
    const entries = readCollection('things', Schema, root)
    expect(entries.map((entry) => entry.id)).toEqual(['a-thing', 'a-thing-more', 'b-thing'])
    expect(entries[2]).toEqual({
      id: 'b-thing',
      file: 'src/content/things/b-thing.yaml',
      data: { heading: `Practise with ${site.name} for ${site.claims.tacticsIn}` },
    })
  })

  /** What reading the collection threw: a ContentError. */
  function readError(): ContentError {
    try {
      readCollection('things', Schema, root)
    } catch (caught) {
      expect(caught).toBeInstanceOf(ContentError)
      return caught as ContentError
    }
    throw new Error('the collection was read without an error')
  }

  it('names every bad file, each field and its rule, in one error', () => {
    write('good.yaml', 'heading: Good enough\n')
    write('short.yaml', 'heading: Hi\nitems:\n  - to: 3\n')
    write('unknown.yaml', 'heading: "{{price}} a month"\n')
    const error = readError()
    expect(error.problems).toEqual([
      { file: 'src/content/things/short.yaml', path: ['heading'], rule: 'At least 5 characters (it has 2).' },
      { file: 'src/content/things/short.yaml', path: ['items', 0, 'to'], rule: 'Should be a text.' },
      {
        file: 'src/content/things/unknown.yaml',
        path: ['heading'],
        rule: `{{price}} is not a name the site fills in; it knows {{brand}}, ${Object.keys(site.claims)
          .map((key) => `{{claims.${key}}}`)
          .join(', ')}.`,
      },
    ])
    // The message without the editor's words, for a reader of a stack trace.
    expect(error.message.split('\n')[1]).toBe('src/content/things/short.yaml: items[0].to: Should be a text.')
  })

  it('refuses a comment, which the editor would drop, naming its line; a # inside a text is no comment', () => {
    write('noted.yaml', '# A note for the next editor\nheading: "Tag #1 and # more" # why\nitems:\n  - to: a#b\n')
    const error = readError()
    expect(error.problems.map((problem) => problem.where)).toEqual(['Line 1', 'Line 2'])
    expect(error.problems[0]!.rule).toMatch(/^A comment \(# …\) is lost when the editor saves the file/)
  })

  it('reads a collection of one file, and names it when it is missing', () => {
    writeFileSync(join(root, 'src/content/thing.yaml'), 'heading: The {{brand}} one\n')
    expect(readSingleton('thing', Schema, root)).toEqual({ heading: `The ${site.name} one` })
    expect(() => readSingleton('other', Schema, root)).toThrow(
      'src/content/other.yaml: The whole file: Missing: the other collection is this one file.',
    )
  })
})
