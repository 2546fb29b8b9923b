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

function checkContent() {
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', tsx, join(webDir, 'scripts/check-content.ts')], {
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
      message: `${HR} is invalid:\n  - hero.heading: Too small: expected string to have >=10 characters`,
    },
    {
      bad: 'a meta description over its limit',
      file: HR,
      path: ['description'],
      value: 'Practise the HR round. '.repeat(8),
      message: `${HR} is invalid:\n  - description: Too big: expected string to have <=160 characters`,
    },
    {
      bad: 'an unknown section kind',
      file: HR,
      path: ['sections', 0, 'kind'],
      value: 'carousel',
      message: `${HR} is invalid:\n  - sections[0].kind: Invalid discriminator value. Expected 'cards' | 'questions' | 'checklist'`,
    },
    {
      bad: 'a broken link to another page',
      file: HR,
      path: ['hero', 'secondary', 'to'],
      value: '/features/no-such-page',
      message: `${HR}: hero.secondary.to: "/features/no-such-page" is not a page of the site, or not an anchor on it`,
    },
    {
      bad: 'a link to an anchor the page does not have',
      file: HR,
      path: ['hero', 'secondary', 'to'],
      value: '/features/hr-interview-practice#nowhere',
      message: `${HR}: hero.secondary.to: "/features/hr-interview-practice#nowhere" is not a page of the site, or not an anchor on it`,
    },
    {
      bad: 'an unknown placeholder',
      file: HR,
      path: ['hero', 'lead'],
      value: 'Rehearse the HR round with {{brnad}} step by step and get feedback on what you said.',
      message: `${HR} is invalid:\n  - hero.lead: unknown placeholder {{brnad}} (known: brand, claims.`,
    },
    {
      bad: 'a practice role no question bank has',
      file: HR,
      path: ['practice', 'role'],
      value: 'astronaut',
      message: `${HR}: practice.role: "astronaut" is no question bank's role`,
    },
    {
      bad: 'a home page practice role no question bank has',
      file: 'src/content/home.yaml',
      path: ['practice', 'role'],
      value: 'astronaut',
      message: `src/content/home.yaml: practice.role: "astronaut" is no question bank's role`,
    },
    {
      bad: 'an audience word the shared sections do not have',
      file: 'src/content/shared.yaml',
      path: ['star', 'intro'],
      value: 'Interviewers hiring {persons} listen for a story with a beginning, a decision and an outcome.',
      message: `src/content/shared.yaml is invalid:\n  - star.intro: unknown placeholder {persons}; this text may use {people}`,
    },
    {
      bad: 'a broken link in a one-file collection',
      file: 'src/content/consent.yaml',
      path: ['popup', 'privacyLink', 'to'],
      value: '/privacy',
      message: `src/content/consent.yaml: popup.privacyLink.to: "/privacy" is not a page of the site, or not an anchor on it`,
    },
    {
      bad: 'a placeholder the code does not fill',
      file: 'src/content/pricing.yaml',
      path: ['feature', 'resumes'],
      value: '{cnt} Resume',
      message: `src/content/pricing.yaml is invalid:\n  - feature.resumes: unknown placeholder {cnt}; this text may use {count}`,
    },
    {
      bad: 'a missing FAQ answer',
      file: 'src/content/faq.yaml',
      path: ['items', 1, 'answer'],
      value: undefined,
      message: `src/content/faq.yaml is invalid:\n  - items[1].answer: Invalid input: expected string, received undefined`,
    },
    {
      bad: 'a question bank question without its kind',
      file: 'src/content/question-banks/sales.yaml',
      path: ['questions', 2, 'kind'],
      value: undefined,
      message: `src/content/question-banks/sales.yaml is invalid:\n  - questions[2].kind: Invalid option: expected one of "story"|"explanation"|"view"`,
    },
  ])('refuses $bad with the file, the field and the rule', ({ file, path, value, message }) => {
    edit(file, path, value)
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain('The content has problems; fix them and build again.')
    expect(output).toContain(message)
    expect(output).not.toMatch(/^\s+at /m)
  })

  it('refuses a file that is not YAML, naming the line', () => {
    writeFileSync(join(root, HR), 'hero:\n  heading: "unclosed\n')
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain(`${HR} is invalid:\n  - not valid YAML: Missing closing "quote at line 3, column 1\n`)
  })
  it('refuses a legal page with a name the code does not fill, naming the line', () => {
    const file = 'src/content/legal/privacy-policy.md'
    const text = readFileSync(join(root, file), 'utf8')
    const line = text.slice(0, text.indexOf('{{supportEmail}}')).split('\n').length
    writeFileSync(join(root, file), text.replace('{{supportEmail}}', '{{supportMail}}'))
    const { status, output } = checkContent()
    expect(status).toBe(1)
    expect(output).toContain(`${file} is invalid:\n  - line ${line}: unknown placeholder {{supportMail}} (known: brand, legalEntity,`)
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
      new RegExp(
        `${file} is invalid:\\n  - line \\d+: emphasis is not used on legal pages\\n  \\(when analyticsId set, videoHost empty\\)`,
      ),
    )
  })
})
