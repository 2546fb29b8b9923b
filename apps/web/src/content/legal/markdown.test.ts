import { describe, expect, it } from 'vitest'
import { ContentError } from '~/content/collection'
import { conditionNames, legalFromMarkdown } from './markdown'

const FILE = 'src/content/legal/test.md'
const front =
  '---\ntitle: Test Policy\ndescription: What this test policy says about the data of a test site, for how long, and who else sees it.\nlastUpdated: 2026-11-28\n---\n'
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
      description: 'What this test policy says about the data of a test site, for how long, and who else sees it.',
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
      'Line 10: Unknown placeholder {{brnad}} (known: brand, law).',
    ],
    ['an unknown name in an {{#if}}', '## A {#a}\n\n{{#if lawyer}}x{{/if}}', 'Line 10: Unknown name in {{#if lawyer}}.'],
    [
      'an {{#if}} inside another',
      '## A {#a}\n\n{{#if law}}{{#if brand}}x{{/if}}{{/if}}',
      'Line 10: {{#if}} inside another {{#if}}; write each case out.',
    ],
    ['an {{#if}} left open', '## A {#a}\n\n{{#if law}}x', 'Line 10: This {{#if}} has no {{/if}}.'],
    ['an {{else}} without its {{#if}}', '## A {#a}\n\nSo {{else}} this.', 'Line 10: {{else}} without an {{#if}} before it.'],
    ['a second {{else}}', '## A {#a}\n\n{{#if law}}a{{else}}b{{else}}c{{/if}}', 'Line 10: A second {{else}} for one {{#if}}.'],
    [
      'a mistake after a part that was left out, at the file’s line',
      '## A {#a}\n\n{{#if law}}\nOne.\n\nTwo.\n{{/if}}\n\nSo *very* true.',
      'Line 16: Emphasis is not used on legal pages.',
    ],
    [
      'a section heading without its anchor',
      '## Cookies\n\nText.',
      'Line 8: A section heading ends with its anchor, e.g. "## Cookies {#cookies}".',
    ],
    ['a numbered list', '## A {#a}\n\n1. one', 'Line 10: A list is not used on legal pages.'],
    ['a quotation', '## A {#a}\n\n> said', 'Line 10: A blockquote is not used on legal pages.'],
    ['italics', '## A {#a}\n\nSo *very* true.', 'Line 10: Emphasis is not used on legal pages.'],
    [
      'raw HTML',
      '## A {#a}\n\nA <b>bold</b> claim.',
      `Line 10: <b> is not used on legal pages.\n${FILE}: Line 10: </b> is not used on legal pages.`,
    ],
    ['a list in the introduction', '- one', 'The whole file: The introduction has only paragraphs; a list needs a ## section above it.'],
    ['an empty heading', '##  {#a}\n\nText.', 'sections[0].heading: Empty: write something here.'],
  ])('refuses %s, naming the file', (_, body, message) => {
    expect(problem(body)).toBe(`${FILE}: ${message}`)
  })

  it('takes {{#if}} written with spaces, and keeps a paragraph whole when a part with empty lines is left out', () => {
    const document = read('## A {#a}\n\nThe laws of {{ #if law }}**{{ law }}**{{ else }}\n\nnowhere\n\n{{ /if }} apply.', { law: 'Utopia' })
    expect(document.sections[0]!.blocks).toEqual([
      { kind: 'paragraph', text: ['The laws of ', { kind: 'strong', text: 'Utopia' }, ' apply.'] },
    ])
  })

  it('fills values into the parsed text, so a value is never read as Markdown', () => {
    const document = read('## A {#a}\n\nKeys: `{{key}}`, {{key}} and {{law}}.', { key: 'round:<role>', law: '*Utopia*' })
    expect(document.sections[0]!.blocks).toEqual([
      { kind: 'paragraph', text: ['Keys: ', { kind: 'code', text: 'round:<role>' }, ', round:<role> and *Utopia*.'] },
    ])
  })

  it('leaves comments out, with the names in them, even inside a paragraph', () => {
    const document = read('## A {#a}\n\n<!-- {{anything}} -->\n\nOne <!-- note --> two.')
    expect(document.sections[0]!.blocks).toEqual([{ kind: 'paragraph', text: ['One  two.'] }])
  })

  it('reads a file with Windows line endings', () => {
    expect(legalFromMarkdown(FILE, `${front}Intro.\n\n## A {#a}\n\nText.\n`.replaceAll('\n', '\r\n'), {}).sections[0]!.heading).toBe('A')
  })

  it('names the settings that choose what a file says', () => {
    expect(conditionNames('{{#if a}}x{{/if}} {{ #if b }}y{{else}}z{{/if}} {{#if a}}{{/if}} <!-- {{#if c}} -->')).toEqual(['a', 'b'])
  })

  it('refuses front matter that is not YAML, naming the file', () => {
    expect(() => legalFromMarkdown(FILE, '---\ntitle: Privacy: EU\n---\n\nIntro.', {})).toThrow(
      `${FILE}: The whole file: The lines between --- are not valid YAML: Nested mappings are not allowed in compact mappings at line 1, column 8.`,
    )
  })

  it('refuses a file without its front matter', () => {
    expect(() => legalFromMarkdown(FILE, '## A {#a}\n\nText.', {})).toThrow(
      `${FILE}: The whole file: It starts with its title, description and lastUpdated between two --- lines.`,
    )
  })
})
