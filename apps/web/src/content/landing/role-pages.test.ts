import { describe, expect, it } from 'vitest'
import { copyTexts, words } from '~test/support/copy-text'
import { SPEC_LANDING_SLUGS } from '~test/support/spec-routes'
import { landingPages, landingSlug } from '~/content/pages'
import { landingContent, resolveLanding } from './index'
import type { ResolvedSection, SectionOf } from './schema'

/** The role-specific section product.md §2 names for each role and topic page. */
const ROLE_CARDS: Record<string, string[]> = {
  'ai-mock-interview-data-analysts': [
    'SQL and Joins',
    'Data Cleaning and Analysis',
    'Visualization and Storytelling',
    'Business Case Studies',
  ],
  'ai-mock-interview-product-managers': [
    'Product Sense',
    'Execution and Prioritization',
    'Strategy and Metrics',
    'Leadership and Communication',
  ],
  'ai-mock-interview-qa-testers': ['Manual Testing', 'Automation Testing', 'Defect Reporting', 'Scenario Roleplay'],
  'ai-mock-interview-devops-engineers': ['CI/CD', 'Cloud Infrastructure', 'Automation and Scripting', 'Monitoring and Troubleshooting'],
  'ai-mock-interview-cloud-engineers': ['Architecture Design', 'Networking and Security', 'Cost Optimization', 'Infrastructure as Code'],
  'ai-mock-interview-business-analysts': ['Requirements Gathering', 'Data Analysis', 'Process Modeling', 'Stakeholder Communication'],
  'ai-mock-interview-ui-ux-designers': ['Portfolio Walkthrough', 'Design Challenge', 'User Research', 'Product Thinking'],
  'ai-mock-interview-finance-roles': ['Financial Modeling', 'Market and Business Case', 'Behavioral', 'Presentation'],
  'mock-interview-nursing-students': ['Patient Care', 'Teamwork', 'Ethics and Empathy', 'Clinical Knowledge'],
  'ai-mock-interview-sales-professionals': ['Your Pitch', 'Objection Handling', 'Discovery', 'Closing'],
  'ai-mock-interview-customer-support': ['Angry Customers', 'Troubleshooting', 'Empathy', 'Upselling and Retention'],
}

/** Pages whose content is ours to write (product.md §2): four role cards of our own. */
const OWN_CARDS = [
  'ai-mock-interview-software-engineers',
  'ai-mock-interview-backend-developers',
  'ai-mock-interview-frontend-developers',
  'ai-mock-interview-full-stack-developers',
  'ai-mock-interview-data-scientists',
]

const page = (slug: string) => {
  const content = resolveLanding(slug)
  if (!content) throw new Error(`no content for ${slug}`)
  return content
}
const first = <K extends ResolvedSection['kind']>(slug: string, kind: K) =>
  page(slug).sections.find((s): s is SectionOf<K> => s.kind === kind)

const rolePages = landingPages().filter((p) => p.group === 'role' || p.group === 'topic')

describe('role and topic pages (product.md §2)', () => {
  it('has content for every role and topic route, the spec’s among them', () => {
    const slugs = rolePages.map(landingSlug)
    expect(slugs).toEqual(expect.arrayContaining([...SPEC_LANDING_SLUGS.role, ...SPEC_LANDING_SLUGS.topic]))
    for (const slug of slugs) expect(landingContent.has(slug), slug).toBe(true)
  })

  it('gives every page five or more sample prompts, skill bullets and the three selling points', () => {
    for (const p of rolePages) {
      const slug = landingSlug(p)
      const prompts = page(slug).sections.flatMap((s) => (s.kind === 'questions' ? s.groups.flatMap((g) => g.questions) : []))
      expect(prompts.length, `${slug} prompts`).toBeGreaterThanOrEqual(5)
      expect(first(slug, 'checklist')?.items.length, `${slug} skill bullets`).toBeGreaterThanOrEqual(5)
      const shared = landingContent.get(slug)!.sections.flatMap((s) => (s.kind === 'shared' ? [s.id] : []))
      expect(shared, slug).toEqual(expect.arrayContaining(['roleplay', 'instant-feedback', 'star']))
    }
  })

  it('places the shared sections in more than one order across the pages', () => {
    const orders = new Set(
      rolePages.map((p) =>
        landingContent
          .get(landingSlug(p))!
          .sections.map((s) => (s.kind === 'shared' ? s.id : s.kind))
          .join(' '),
      ),
    )
    expect(orders.size).toBeGreaterThanOrEqual(10)
  })

  it('shows the role-specific cards product.md §2 lists, right after the hero', () => {
    for (const [slug, titles] of Object.entries(ROLE_CARDS)) {
      const cards = page(slug).sections[0]
      expect(cards?.kind, slug).toBe('cards')
      if (cards?.kind === 'cards')
        expect(
          cards.items.map((item) => item.title),
          slug,
        ).toEqual(titles)
    }
    for (const slug of OWN_CARDS) {
      const cards = page(slug).sections[0]
      expect(cards?.kind === 'cards' && cards.items.length, slug).toBe(4)
    }
  })

  it('scores the data analyst cards 88% efficiency, 92% clarity, 85% impact', () => {
    const scores = first('ai-mock-interview-data-analysts', 'cards')!.items.flatMap((item) => (item.score ? [item.score] : []))
    expect(scores).toEqual([
      { value: 88, label: 'efficiency' },
      { value: 92, label: 'clarity' },
      { value: 85, label: 'impact' },
    ])
  })

  it('asks sales candidates for an elevator pitch under 60 seconds', () => {
    const pitch = first('ai-mock-interview-sales-professionals', 'cards')!.items[0]
    expect(pitch?.body).toMatch(/elevator pitch in under 60 seconds/)
  })

  it('demos a behavioral chat with feedback bubbles and a Start Practicing Now button', () => {
    const chat = first('behavioral-mock-interview', 'chat')!
    expect(chat.messages.filter((m) => m.role === 'feedback').length).toBeGreaterThanOrEqual(2)
    expect(chat.messages.map((m) => m.role)).toEqual(expect.arrayContaining(['interviewer', 'candidate']))
    expect(chat.cta?.label).toBe('Start Practicing Now')
  })

  it('demos a technical prompt, solution and feedback rating the answer correct in O(n) time', () => {
    const demo = first('technical-interview-practice', 'code-demo')!
    expect(demo.prompt.text.length).toBeGreaterThan(0)
    expect(demo.solution.code).toContain('def ')
    expect(demo.feedback.verdict).toMatch(/^Correct\b.*O\(n\) time/)
    expect(demo.cta?.label).toBe('Practice a Free Mock')
  })

  it('opens four HR case files: employee relations, recruitment, policies and compliance, performance and retention', () => {
    const files = first('ai-mock-interview-hr-professionals', 'case-files')!
    expect(files.items.map((f) => f.title)).toEqual([
      'Employee Relations',
      'Recruitment',
      'Policies and Compliance',
      'Performance and Retention',
    ])
  })

  it('walks system design through three steps, case study through four tiles, HR practice through numbered steps', () => {
    expect(first('system-design-interview-practice', 'steps')!.items.map((s) => s.title)).toEqual([
      'Pick a Scenario',
      'Design and Iterate',
      'Ace the Interview',
    ])
    const tiles = page('case-study-mock-interview').sections[0]
    expect(tiles?.kind === 'cards' && tiles.items.length).toBe(4)
    expect(page('hr-interview-practice').sections[0]?.kind).toBe('steps')
  })
})

/** Every sentence of ten words or more a visitor reads on the page, shared sections included, in lower case. */
function longSentences(value: unknown): Set<string> {
  const sentences = copyTexts(value).flatMap((text) => text.split(/(?<=[.!?])\s+/))
  return new Set(sentences.map((sentence) => sentence.trim().toLowerCase()).filter((sentence) => words(sentence).length >= 10))
}

describe('shared sections written for each page’s audience, no two pages alike', () => {
  it('counts sentences of ten words or more, split at . ! and ?', () => {
    const found = longSentences({
      kind: 'a very long identifier that is not copy at all, so it never counts',
      body: 'One two three four five six seven eight nine ten. Short one here! Is this one long enough to count, do you think?',
    })
    expect([...found]).toEqual(['one two three four five six seven eight nine ten.', 'is this one long enough to count, do you think?'])
  })

  it('lets no two landing pages share more than three long sentences, shared sections included', () => {
    const pages = [...landingContent.keys()].map((slug) => ({ slug, sentences: longSentences(page(slug)) }))
    const pairs = pages.flatMap((a, i) =>
      pages.slice(i + 1).map((b) => ({
        pair: `${a.slug} and ${b.slug}`,
        shared: [...a.sentences].filter((sentence) => b.sentences.has(sentence)),
      })),
    )
    expect(pairs.length).toBeGreaterThan(400)
    const over = pairs.filter(({ shared }) => shared.length > 3).map(({ pair, shared }) => `${pair} share:\n${shared.join('\n')}`)
    expect(over).toEqual([])
  })

  it('writes the page’s audience into the STAR, roleplay and feedback sections', () => {
    const slug = 'mock-interview-nursing-students'
    const { audience } = landingContent.get(slug)!
    const text = JSON.stringify(page(slug).sections)
    for (const part of [
      audience.people,
      audience.interviewers,
      audience.focus,
      audience.story.action,
      audience.followUp.question,
      audience.feedback,
    ])
      expect(text).toContain(part)
  })
})
