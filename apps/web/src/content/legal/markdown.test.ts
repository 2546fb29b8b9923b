import { describe, expect, it } from 'vitest'
import { ContentError } from '~/content/collection'
import { legalFromMarkdown } from './markdown'

const FILE = 'src/content/legal/test.md'
const front = '---\n# a comment\ntitle: Test Policy\nlastUpdated: 2026-11-28\n---\n'
/** The body after an introduction's paragraph: its first line is the file's line 8. */
const read = (body: string, values: Record<string, string> = { brand: 'Acme', law: '' }) =>
  legalFromMarkdown(FILE, `${front}Intro.\n\n${body}`, values)
/** The ContentError's message for a body. */
const problem = (body: string, values?: Record<string, string>) => {
  try {
    read(body, values)
  } catch (error) {
    if (error instanceof ContentError) return error.message
    throw error
  }
  throw new Error('no ContentError')
}

describe('a legal page from Markdown', () => {
  it('makes the introduction, the numbered sections and each kind of block', () => {
    const document = read(
      [
        '<!--\nFor the editors.\n-->',
        'Welcome to {{brand}}, see [our terms](/terms-of-service).',
        '## First Things {#first}',
        '### What we keep',
        '- one with `a-key`',
        '- **two**',
        '**Messages**\n: are deleted after a year.',
        '`theme`\n: holds the colour theme.',
        'The laws of {{#if law}}**{{law}}**{{else}}<mark>\\[not set\\]</mark>{{/if}} apply.',
      ].join('\n\n'),
    )
    expect(document).toEqual({
      title: 'Test Policy',
      lastUpdated: '2026-11-28',
      intro: [['Intro.'], ['Welcome to Acme, see ', { kind: 'link', text: 'our terms', href: '/terms-of-service' }, '.']],
      sections: [
        {
          id: 'first',
          heading: 'First Things',
          blocks: [
            { kind: 'subheading', text: 'What we keep' },
            { kind: 'list', items: [['one with ', { kind: 'code', text: 'a-key' }], [{ kind: 'strong', text: 'two' }]] },
            {
              kind: 'definitions',
              items: [
                { term: [{ kind: 'strong', text: 'Messages' }], description: ['are deleted after a year.'] },
                { term: [{ kind: 'code', text: 'theme' }], description: ['holds the colour theme.'] },
              ],
            },
            { kind: 'paragraph', text: ['The laws of ', { kind: 'placeholder', text: '[not set]' }, ' apply.'] },
          ],
        },
      ],
    })
  })

  it('keeps the first part of an {{#if}} when its value is set', () => {
    const document = read('## Law {#law}\n\nThe laws of {{#if law}}**{{law}}**{{else}}<mark>x</mark>{{/if}} apply.', { law: 'Utopia' })
    expect(document.sections[0]!.blocks).toEqual([
      { kind: 'paragraph', text: ['The laws of ', { kind: 'strong', text: 'Utopia' }, ' apply.'] },
    ])
  })

  it.each([
    [
      'an unknown placeholder, with its line',
      '## A {#a}\n\nHello {{brnad}}.',
      'line 10: unknown placeholder {{brnad}} (known: brand, law)',
    ],
    ['an unknown name in an {{#if}}', '## A {#a}\n\n{{#if lawyer}}x{{/if}}', 'line 10: unknown name in {{#if lawyer}}'],
    [
      'an {{#if}} inside another',
      '## A {#a}\n\n{{#if law}}{{#if brand}}x{{/if}}{{/if}}',
      'line 10: {{#if}} inside another {{#if}}; write each case out',
    ],
    ['an {{#if}} left open', '## A {#a}\n\n{{#if law}}x', 'an {{#if}} has no {{/if}}'],
    [
      'a section heading without its anchor',
      '## Cookies\n\nText.',
      'line 8: a section heading ends with its anchor, e.g. "## Cookies {#cookies}"',
    ],
    ['a numbered list', '## A {#a}\n\n1. one', 'line 10: a list is not used on legal pages'],
    ['a quotation', '## A {#a}\n\n> said', 'line 10: a blockquote is not used on legal pages'],
    ['italics', '## A {#a}\n\nSo *very* true.', 'line 10: emphasis is not used on legal pages'],
    [
      'raw HTML',
      '## A {#a}\n\nA <b>bold</b> claim.',
      'line 10: <b> is not used on legal pages\n  - line 10: </b> is not used on legal pages',
    ],
    ['a list in the introduction', '- one', 'the introduction has only paragraphs; a list needs a ## section above it'],
    ['an empty heading', '##  {#a}\n\nText.', 'sections[0].heading: Too small: expected string to have >=1 characters'],
  ])('refuses %s, naming the file', (_, body, message) => {
    expect(problem(body)).toBe(`${FILE} is invalid:\n  - ${message}`)
  })

  it('refuses a file without its front matter', () => {
    expect(() => legalFromMarkdown(FILE, '## A {#a}\n\nText.', {})).toThrow(
      `${FILE} is invalid:\n  - it starts with its title and lastUpdated between two --- lines`,
    )
  })
})
