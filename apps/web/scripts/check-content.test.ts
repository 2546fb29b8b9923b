// @vitest-environment node
/**
 * `npm run build` stops before building anything when a content file is bad (its prebuild step,
 * check-content.ts), naming the file, the field and the rule, never with a stack trace. Each case
 * edits one file of a copy of the collections and runs the step there.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

const webDir = join(import.meta.dirname, '..')
// From the copy's folder Node would not find tsx: name its loader by path.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
let root = ''

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-content-'))
  for (const folder of ['landing', 'question-banks', 'legal']) {
    cpSync(join(webDir, 'src/content', folder), join(root, 'src/content', folder), {
      recursive: true,
      filter: (f) => !/\.ts$/.test(f) && !f.endsWith('README.md'),
    })
  }
  for (const name of readdirSync(join(webDir, 'src/content')).filter((file) => file.endsWith('.yaml'))) {
    cpSync(join(webDir, 'src/content', name), join(root, 'src/content', name))
  }
  // What marks a folder as the web app's (content/collection.ts, webRoot).
  writeFileSync(join(root, 'src/content.config.ts'), '')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Sets one field of a copied content file, by its path of keys and indexes. */
function edit(file: string, path: (string | number)[], value: unknown) {
  const document = parseDocument(readFileSync(join(root, file), 'utf8'))
  if (value === undefined) document.deleteIn(path)
  else document.setIn(path, value)
  writeFileSync(join(root, file), document.toString())
}

function checkContent(args: string[] = []) {
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', tsx, join(webDir, 'scripts/check-content.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(webDir, 'tsconfig.json') },
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const HR = 'src/content/landing/hr-interview-practice.yaml'

// Each test spawns the check (about 2 s alone); on a busy machine beside the other lanes, more.
describe('the build’s content check', { timeout: 30_000 }, () => {
  it('passes the content as it is', () => {
    expect(checkContent()).toEqual({ status: 0, output: '' })
  })

  it.each([
    {
      bad: 'an empty headline',
      file: HR,
      path: ['hero', 'heading'],
      value: '',
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Hero › Heading: At least 10 characters (it has 0).`,
    },
    {
      bad: 'a meta description over its limit',
      file: HR,
      path: ['description'],
      value: 'Practise the HR round. '.repeat(8),
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Description: At most 160 characters (it has 184).`,
    },
    {
      bad: 'an unknown section kind',
      file: HR,
      path: ['sections', 0, 'kind'],
      value: 'carousel',
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Sections › 1 (Carousel) › Kind: One of: cards, questions, checklist,`,
    },
    {
      bad: 'a broken link to another page',
      file: HR,
      path: ['hero', 'secondary', 'to'],
      value: '/features/no-such-page',
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Hero › Secondary › Links to: “/features/no-such-page” is not a page of the site, or not a section of one: pick one from the list.`,
    },
    {
      bad: 'a link to an anchor the page does not have',
      file: HR,
      path: ['hero', 'secondary', 'to'],
      value: '/features/hr-interview-practice#nowhere',
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Hero › Secondary › Links to: “/features/hr-interview-practice#nowhere” is not a page of the site`,
    },
    {
      bad: 'an unknown placeholder',
      file: HR,
      path: ['hero', 'lead'],
      value: 'Rehearse the HR round with {{brnad}} step by step and get feedback on what you said.',
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Hero › Paragraph: {{brnad}} is not a name the site fills in; it knows {{brand}}, {{claims.`,
    },
    {
      bad: 'a practice role no question bank has',
      file: HR,
      path: ['practice', 'role'],
      value: 'astronaut',
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Practice › Practice questions: “astronaut” is no question bank’s role; the banks’ roles: any-role,`,
    },
    {
      bad: 'a home page practice role no question bank has',
      file: 'src/content/home.yaml',
      path: ['practice', 'role'],
      value: 'astronaut',
      message: `Site copy › Home page  (src/content/home.yaml)\n  • Practice › Practice questions: “astronaut” is no question bank’s role`,
    },
    {
      bad: 'an audience word the shared sections do not have',
      file: 'src/content/shared.yaml',
      path: ['star', 'intro'],
      value: 'Interviewers hiring {persons} listen for a story with a beginning, a decision and an outcome.',
      message: `Site copy › Shared landing sections  (src/content/shared.yaml)\n  • Star › Intro: Unknown placeholder {persons}; this text may use {people}.`,
    },
    {
      bad: 'a broken link in a one-file collection',
      file: 'src/content/consent.yaml',
      path: ['popup', 'privacyLink', 'to'],
      value: '/privacy',
      message: `Site copy › Cookie choices  (src/content/consent.yaml)\n  • Popup › Privacy link › Links to: “/privacy” is not a page of the site`,
    },
    {
      bad: 'a placeholder the code does not fill',
      file: 'src/content/pricing.yaml',
      path: ['feature', 'resumes'],
      value: '{cnt} Resume',
      message: `Site copy › Pricing  (src/content/pricing.yaml)\n  • Feature › Resumes: Unknown placeholder {cnt}; this text may use {count}.`,
    },
    {
      bad: 'a setting left out that the editor would write back',
      file: HR,
      path: ['practice', 'usePreview'],
      value: undefined,
      message: `Landing pages › hr-interview-practice  (${HR})\n  • Practice › Use preview: Missing: fill it in.`,
    },
    {
      bad: 'a web address in an FAQ answer',
      file: 'src/content/faq.yaml',
      path: ['items', 0, 'answer'],
      value: 'See https://example.com/help for the details of every plan.',
      message:
        'Site copy › FAQ  (src/content/faq.yaml)\n  • Items › 1 › Answer: A web address here would show as plain text, not as a link: name the page in words instead.',
    },
    {
      bad: 'a missing FAQ answer',
      file: 'src/content/faq.yaml',
      path: ['items', 1, 'answer'],
      value: undefined,
      message: `Site copy › FAQ  (src/content/faq.yaml)\n  • Items › 2 › Answer: Missing: fill it in.`,
    },
    {
      bad: 'a question bank question without its kind',
      file: 'src/content/question-banks/sales.yaml',
      path: ['questions', 2, 'kind'],
      value: undefined,
      message: `Question banks › sales  (src/content/question-banks/sales.yaml)\n  • Questions › 3 › Kind: One of: story, explanation, view.`,
    },
  ])('refuses $bad with the file, the field and the rule', ({ file, path, value, message }) => {
    edit(file, path, value)
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain('1 problem in the content:')
    expect(output).toContain('and build again.')
    expect(output).toContain(message)
    expect(output).not.toMatch(/^\s+at /m)
  })

  it('refuses a file that is not YAML, naming the line', () => {
    writeFileSync(join(root, HR), 'hero:\n  heading: "unclosed\n')
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain(`(${HR})\n  • Line 3, column 1: Not valid YAML: Missing closing "quote.\n`)
  })
  it('refuses a legal page with a name the code does not fill, naming the line', () => {
    const file = 'src/content/legal/privacy-policy.md'
    const text = readFileSync(join(root, file), 'utf8')
    const line = text.slice(0, text.indexOf('{{supportEmail}}')).split('\n').length
    writeFileSync(join(root, file), text.replace('{{supportEmail}}', '{{supportMail}}'))
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain(
      `Legal pages › Privacy policy  (${file})\n  • Line ${line}: Unknown placeholder {{supportMail}} (known: brand, legalEntity,`,
    )
    expect(output).not.toMatch(/^\s+at /m)
  })

  it('refuses a legal page whose text for another setting is broken, naming the setting', () => {
    const file = 'src/content/legal/privacy-policy.md'
    const text = readFileSync(join(root, file), 'utf8')
    // The build's settings have no analytics: the part for a site with analytics is checked too.
    const broken = text.replace('{{#if analyticsId}}If you switch Analytics on', '{{#if analyticsId}}If you *switch* Analytics on')
    expect(broken).not.toBe(text)
    writeFileSync(join(root, file), broken)
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toMatch(
      /\n {2}• Line \d+: Emphasis is not used on legal pages\. \(When the settings have analyticsId set, videoHost empty\.\)\n/,
    )
  })

  it('refuses a legal page’s link to a section that does not exist, and takes one to a section that does', () => {
    const file = 'src/content/legal/terms-of-service.md'
    const text = readFileSync(join(root, file), 'utf8')
    writeFileSync(join(root, file), text.replace('(/privacy-policy#privacy-rights)', '(/privacy-policy#your-rights)'))
    edit('src/content/consent.yaml', ['popup', 'privacyLink', 'to'], '/privacy-policy#cookies')
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain(
      `Legal pages › Terms of service  (${file})\n  • Text: The link “Privacy Policy” goes to “/privacy-policy#your-rights”, which is not a page of the site, or not a section of one.`,
    )
    expect(output).toContain('1 problem in the content:')
  })

  it('refuses a broken link in the text another setting shows', () => {
    const file = 'src/content/legal/privacy-policy.md'
    const text = readFileSync(join(root, file), 'utf8')
    // The build's settings have no analytics: the link is in the part a site with analytics shows.
    const broken = text.replace(
      '{{#if analyticsId}}If you switch Analytics on',
      '{{#if analyticsId}}If you switch [Analytics](#analytics-choices) on',
    )
    expect(broken).not.toBe(text)
    writeFileSync(join(root, file), broken)
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain(
      `Legal pages › Privacy policy  (${file})\n  • Text: The link “Analytics” goes to “/privacy-policy#analytics-choices”, which is not a page of the site`,
    )
    expect(output).toContain('1 problem in the content:')
  })

  it('names every problem of every file at once, counted, and gives them as JSON to the editor', () => {
    edit(HR, ['hero', 'heading'], 'Short')
    edit(HR, ['sections', 1, 'heading'], undefined)
    edit('src/content/faq.yaml', ['items', 6, 'question'], '')
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain('3 problems in the content:')
    expect(output).toContain('Fix them (in the editor, or in the files) and build again. Once these are fixed, the links between pages')
    expect(output).toMatch(/Hero › Heading: At least 10 characters \(it has 5\)\.\n {2}• Sections › 2 \(\w+\) › Heading: Missing/)
    expect(output).toContain('Site copy › FAQ  (src/content/faq.yaml)\n  • Items › 7 › Question: At least')

    const json = checkContent(['--json'])
    expect(json.status).toBe(1)
    const report = JSON.parse(json.output) as { problems: { entry: string; problems: { field: string }[] }[]; referencesChecked: boolean }
    expect(report.referencesChecked).toBe(false)
    expect(report.problems.map(({ entry, problems }) => [entry, problems.map((problem) => problem.field)])).toEqual([
      ['Site copy › FAQ', ['Items › 7 › Question']],
      ['Landing pages › hr-interview-practice', ['Hero › Heading', expect.stringMatching(/^Sections › 2 \(\w+\) › Heading$/)]],
    ])
  })
})
