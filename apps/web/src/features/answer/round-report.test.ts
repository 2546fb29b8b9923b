import { describe, expect, it } from 'vitest'
import type { BankQuestion } from '~/content/question-banks'
import { roleVocabulary } from './answer-rubric'
import {
  answerInsight as insightOf,
  prepareInsight,
  prepareQuestion,
  progressSince,
  ROUND_RULES,
  roundReport as reportOf,
  type RoundAnswer,
  SKILLS,
} from './round-report'

const q = (text: string, terms: string[], category: BankQuestion['category'] = 'Behavioral'): BankQuestion => ({
  text,
  category,
  kind: category === 'Technical' ? 'explanation' : 'story',
  terms,
})
const typed = (text: string): RoundAnswer => ({ text, skipped: false })
const SKIP: RoundAnswer = { text: '', skipped: true }

const CONFLICT = q('Tell me about a time you disagreed with a stakeholder.', ['stakeholder', 'data', 'compromise', 'deadline'])
const SQL = q('How would you find customers with no orders this year?', ['LEFT JOIN', 'NULL', 'GROUP BY'], 'Technical')
const VOCABULARY = roleVocabulary([CONFLICT, SQL])
const answerInsight = (question: BankQuestion, answer: RoundAnswer) => insightOf(question, answer, VOCABULARY)
const roundReport = (questions: BankQuestion[], answers: RoundAnswer[]) => reportOf(questions, answers, VOCABULARY)

/** A strong STAR answer: every part, a number, "I", two of the question's terms. */
const STRONG =
  'At my last company our checkout team was behind on a release. My task was to get the payment flow live before the deadline. ' +
  'I met the product stakeholder, I mapped the open bugs and I split the work into two tracks, and then I tested each fix myself with data from the logs. ' +
  'As a result we shipped on time and conversion increased by 12% in the first month. I learned to agree on scope early.'

// The corpus: at least 30 answers of every kind the rules must hold against.
const CORPUS: { name: string; text: string }[] = [
  { name: 'strong STAR', text: STRONG },
  {
    name: 'strong, money',
    text: 'Last year our store had a stock problem. I was responsible for ordering. I analysed the sales data and I changed the order days. As a result we saved $40,000 a year and waste fell by half the amount.',
  },
  {
    name: 'strong, spoken run-on',
    text: 'when I worked at a bank we had a reporting backlog so I decided to automate the weekly report and then I trained two colleagues and in the end we cut the work from ten hours to two hours a week',
  },
  {
    name: 'strong, nurse',
    text: 'During my placement on a surgical ward a patient’s blood pressure dropped. My responsibility was the handover. I used SBAR to escalate to the nurse in charge and I rechecked the observations every 15 minutes. The patient was stabilised within an hour.',
  },
  {
    name: 'team only',
    text: 'Our team had a deadline. We had to ship the feature. We split the work and we tested it. We delivered on time and we were thanked by the client.',
  },
  {
    name: 'no result',
    text: 'At my previous job there was a conflict between two designers. My task was to help them agree. I listened to both and I proposed a shared review.',
  },
  {
    name: 'result no number',
    text: 'In my first job the team was stuck. I had to unblock it. I organised a workshop. In the end everything went well.',
  },
  {
    name: 'hypothetical',
    text: 'I would start by asking questions to understand the problem, then look at the data, then talk to the people involved and propose a plan.',
  },
  { name: 'one word', text: 'Teamwork.' },
  { name: 'two words', text: 'Good communication' },
  { name: 'only fillers', text: 'Um, like, basically, you know, um, I mean, actually, uh, so yeah.' },
  {
    name: 'hedges',
    text: 'I think I would maybe look at the data first. I guess I would probably talk to the stakeholder. I think that is it, hopefully.',
  },
  { name: 'only numbers', text: '12 45 300 7 2024 99%' },
  {
    name: 'French',
    text: 'Dans mon dernier poste, j’ai dirigé une équipe de cinq personnes et nous avons réduit les délais de livraison de vingt pour cent en six mois.',
  },
  {
    name: 'Spanish',
    text: 'En mi trabajo anterior tuve que resolver un conflicto entre dos compañeros y lo hice hablando con cada uno por separado.',
  },
  { name: 'Japanese', text: '前の職場でチームの締め切りに間に合わせるために計画を立て直しました。' },
  { name: 'emoji only', text: '🙂👍🚀' },
  { name: 'whitespace', text: '   \n\t  ' },
  { name: 'punctuation', text: '...?!' },
  {
    name: 'SQL answer',
    text: 'I would use a LEFT JOIN from customers to orders filtered to this year and keep the rows where the order id is NULL. I would check for duplicates with GROUP BY.',
  },
  { name: 'SQL wrong case', text: 'i would left join the tables and check for null values' },
  {
    name: 'motivation',
    text: 'I am excited about this role because I love working with data and I want to grow into analytics leadership. I enjoy turning questions into answers.',
  },
  {
    name: 'lessons',
    text: 'The project failed. I learned that I should ask for help earlier, and next time I would set clearer milestones. It taught me a lot.',
  },
  {
    name: 'skills',
    text: 'I am strong in SQL and Python, proficient with Tableau, and I know how to explain results to people without a technical background.',
  },
  {
    name: 'experience',
    text: 'I have five years of experience as an analyst. I worked at a retailer and in my current role I own the weekly sales dashboard.',
  },
  { name: 'long', text: `${STRONG} `.repeat(6) },
  {
    name: 'very long, 2,000 words',
    text: Array.from({ length: 200 }, (_, i) => `I checked report ${i} twice today.`).join(' ') + ' ' + 'data '.repeat(800),
  },
  {
    name: 'quotes and apostrophes',
    text: 'I’d say my manager’s “quick win” wasn’t quick: I re-wrote the plan and we shipped 2 weeks early.',
  },
  {
    name: 'newlines',
    text: 'Situation: the site was down.\nTask: I was on call.\nAction: I rolled back the release.\nResult: service was back in 12 minutes.',
  },
  {
    name: 'numbers as words',
    text: 'I led the migration last year. As a result we cut costs by thirty percent and saved ten hours a week.',
  },
  { name: 'html-like text', text: '<script>alert(1)</script> I fixed the bug and it worked.' },
  { name: 'repeated filler like', text: 'So, like, I was, like, on a team, like, and we, like, shipped it, like.' },
]

describe('the corpus', () => {
  it('has at least 30 answers, and every one gives a report with figures in range', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30)
    for (const { name, text } of CORPUS) {
      const insight = answerInsight(CONFLICT, typed(text))
      for (const value of Object.values(insight.scores)) {
        expect(value, name).toBeGreaterThanOrEqual(0)
        expect(value, name).toBeLessThanOrEqual(100)
        expect(Number.isInteger(value), name).toBe(true)
      }
      expect(insight.score, name).toBeGreaterThanOrEqual(0)
      expect(insight.score, name).toBeLessThanOrEqual(100)
      const report = roundReport([CONFLICT, SQL, CONFLICT, SQL, CONFLICT], [typed(text), SKIP, typed(text), typed(''), typed(text)])
      expect(report.overall, name).toBeGreaterThanOrEqual(0)
      expect(report.overall, name).toBeLessThanOrEqual(100)
      expect(report.recommendations.length, name).toBeLessThanOrEqual(4)
    }
  })

  it('ranks a strong STAR answer above a weak one, and a weak one above nothing', () => {
    const score = (text: string) => answerInsight(CONFLICT, typed(text)).score
    expect(score(STRONG)).toBeGreaterThan(score(CORPUS.find((c) => c.name === 'team only')!.text))
    expect(score(CORPUS.find((c) => c.name === 'no result')!.text)).toBeGreaterThan(score('Teamwork.'))
    expect(score('Teamwork.')).toBeGreaterThanOrEqual(score(''))
  })

  it('scores nothing it cannot read: empty, emoji, punctuation and non-English answers', () => {
    for (const name of ['whitespace', 'emoji only', 'punctuation', 'French', 'Spanish', 'Japanese']) {
      const insight = answerInsight(CONFLICT, typed(CORPUS.find((c) => c.name === name)!.text))
      expect(insight.scores, name).toEqual({ content: 0, structure: 0, communication: 0, evidence: 0 })
      expect(insight.talkingPoints, name).toEqual([])
    }
    expect(answerInsight(CONFLICT, typed('🙂👍🚀')).check).toBeNull()
    expect(answerInsight(CONFLICT, typed(CORPUS.find((c) => c.name === 'French')!.text)).check?.english).toBe(false)
  })
})

describe('one answer', () => {
  it('scores each skill by its rule', () => {
    const insight = answerInsight(CONFLICT, typed(STRONG))
    expect(insight.check!.starFound).toBe(4)
    expect(insight.scores.structure).toBe(100)
    // 77 words, no filler or hedge, typed: full marks.
    expect(insight.check!.words).toBe(77)
    expect(insight.scores.communication).toBe(100)
    // A result with a number (60) and mostly "I" (40).
    expect(insight.check!.measurableResult).toEqual(['12%'])
    expect(insight.scores.evidence).toBe(100)
    // Three of the question's four points (full marks at three: 50), and more of its words,
    // weighted, than a strong answer needs (0.375 of them; full marks at 0.3: 50).
    expect(insight.terms).toEqual({ used: ['stakeholder', 'data', 'deadline'], missed: ['compromise'] })
    expect(insight.relevance).toMatchObject({ onTopic: true, questionWords: 1, oddities: [], fitsOther: null, stuffed: false })
    expect(insight.relevance!.coverage).toBeCloseTo(0.375)
    expect(insight.scores.content).toBe(100)
    expect(insight.score).toBe(100)
    // Two points of three (33) and its words still over 0.3 (50).
    const two = answerInsight(CONFLICT, typed(STRONG.replace('before the deadline', 'soon')))
    expect(two.scores.content).toBe(83)
    expect(two.score).toBe(96)
    expect(insight.talkingPoints).toEqual(['experience', 'lessons'])
  })

  it('takes points off for fillers and hedges per 100 words, up to a limit', () => {
    const hedgy = answerInsight(CONFLICT, typed(CORPUS.find((c) => c.name === 'hedges')!.text))
    expect(hedgy.hedges).toEqual([
      { word: 'I think', count: 2 },
      { word: 'I guess', count: 1 },
      { word: 'maybe', count: 1 },
      { word: 'probably', count: 1 },
      { word: 'hopefully', count: 1 },
    ])
    // 25 words, short (40), and 6 hedges in 25 words: 40 × (1 − 3 × 6/25).
    expect(hedgy.check!.length).toBe('short')
    expect(hedgy.scores.communication).toBe(11)
    const likes = answerInsight(CONFLICT, typed(CORPUS.find((c) => c.name === 'repeated filler like')!.text))
    expect(likes.check!.fillers.top[0]).toEqual({ word: 'like', count: 5 })
  })

  it('gives "we" stories fewer ownership points than "I" stories', () => {
    const team = answerInsight(CONFLICT, typed(CORPUS.find((c) => c.name === 'team only')!.text))
    expect(team.check!.ownership.verdict).toBe('we')
    expect(team.scores.evidence).toBe(ROUND_RULES.resultPoints.unmeasured + ROUND_RULES.ownershipPoints.we)
  })

  it('matches the terms of the question whatever their case', () => {
    const sql = answerInsight(SQL, typed(CORPUS.find((c) => c.name === 'SQL wrong case')!.text))
    expect(sql.terms.used).toEqual(['LEFT JOIN', 'NULL'])
    // Two of three points (50 × 2/3) and about half the words a strong answer says (0.16 of 0.3: 27).
    expect(sql.scores.content).toBe(60)
    expect(answerInsight(SQL, typed(CORPUS.find((c) => c.name === 'SQL answer')!.text)).scores.content).toBe(100)
  })

  it('finds each talking point by its wording', () => {
    const points = (name: string) => answerInsight(CONFLICT, typed(CORPUS.find((c) => c.name === name)!.text)).talkingPoints
    expect(points('motivation')).toContain('motivation')
    expect(points('lessons')).toContain('lessons')
    expect(points('skills')).toContain('skills')
    expect(points('experience')).toContain('experience')
    expect(points('only numbers')).toEqual([])
  })

  it('scores a skipped answer 0, whatever text it kept', () => {
    expect(answerInsight(CONFLICT, { text: STRONG, skipped: true }).score).toBe(0)
  })

  it('takes pace off a spoken answer outside 110-170 words a minute', () => {
    const spoken = answerInsight(CONFLICT, { text: STRONG, skipped: false, speech: { words: 77, ms: 20_000 } })
    expect(spoken.check!.pace).toEqual({ wpm: 231, verdict: 'fast' })
    expect(spoken.scores.communication).toBe(100 - ROUND_RULES.pacePenalty)
  })
})

describe('the round', () => {
  const report = roundReport(
    [CONFLICT, SQL, CONFLICT, SQL, CONFLICT],
    [
      typed(STRONG),
      typed(CORPUS.find((c) => c.name === 'SQL answer')!.text),
      typed(CORPUS.find((c) => c.name === 'team only')!.text),
      SKIP,
      { text: CORPUS.find((c) => c.name === 'hedges')!.text, skipped: false, speech: { words: 27, ms: 12_000 } },
    ],
  )

  it('counts what was answered and skipped', () => {
    expect(report).toMatchObject({ total: 5, answered: 4, skipped: 1 })
    expect(report.words).toBe(77 + 32 + 30 + 25)
  })

  it('averages each skill over the five questions, a skipped one counting 0', () => {
    const each = report.insights.map((i) => i.scores.structure)
    expect(each[3]).toBe(0)
    expect(report.skills.structure).toBe(Math.round(each.reduce((a, b) => a + b) / 5))
    const skills = Object.values(report.skills)
    expect(report.overall).toBe(Math.round(skills.reduce((a, b) => a + b) / 4))
    expect(report.overallLabel).toBe(report.overall >= 80 ? 'Strong' : report.overall >= 70 ? 'Good' : 'Developing')
  })

  it('adds up STAR parts, measurable results, I and we, fillers, terms and talking points', () => {
    expect(report.star.situation).toBe(report.insights.filter((i) => i.check?.star.situation).length)
    expect(report.star).toEqual({ situation: 2, task: 2, action: 2, result: 2 })
    expect(report.measured).toBe(1)
    expect(report.ownership.we).toBeGreaterThanOrEqual(6)
    expect(report.ownership.i).toBe(report.insights.reduce((n, i) => n + (i.check?.ownership.i ?? 0), 0))
    expect(report.terms.used).toEqual(expect.arrayContaining(['stakeholder', 'data', 'LEFT JOIN', 'NULL', 'GROUP BY']))
    expect(report.terms.missed).toContain('compromise')
    expect(report.terms.missed).not.toContain('LEFT JOIN')
    expect(report.talkingPoints).toEqual({ experience: true, skills: false, lessons: true, motivation: false })
  })

  it('counts hedges apart from the filler words', () => {
    expect(report.hedges).toEqual({
      total: 6,
      top: [
        { word: 'I think', count: 2 },
        { word: 'I guess', count: 1 },
        { word: 'maybe', count: 1 },
      ],
    })
    expect(report.fillers.total).toBe(0)
  })

  it('measures the pace over the spoken answers only', () => {
    expect(report.pace).toEqual({ wpm: 135, verdict: 'good' })
    expect(roundReport([CONFLICT], [typed(STRONG)]).pace).toBeNull()
  })

  it('lists the most-used words, leaving out common words and fillers', () => {
    expect(report.topWords.length).toBeLessThanOrEqual(5)
    expect(report.topWords.map((w) => w.word)).not.toContain('the')
    for (const { count } of report.topWords) expect(count).toBeGreaterThanOrEqual(2)
    expect(roundReport([CONFLICT], [typed('data data data analysis analysis the the the')]).topWords).toEqual([
      { word: 'data', count: 3 },
      { word: 'analysis', count: 2 },
    ])
  })

  it('recommends answering every question first, then what most answers miss, at most four', () => {
    expect(report.recommendations[0]).toEqual({ id: 'answer-all', skipped: 1 })
    expect(report.recommendations.length).toBeLessThanOrEqual(4)
    expect(report.recommendations.map((r) => r.id)).not.toContain('out-loud')
  })

  it('gives an all-skipped round 0 and one recommendation: to answer', () => {
    const empty = roundReport([CONFLICT, SQL], [SKIP, SKIP])
    expect(empty).toMatchObject({ answered: 0, skipped: 2, overall: 0, overallLabel: 'Needs work', words: 0, topWords: [], pace: null })
    expect(empty.hedges).toEqual({ total: 0, top: [] })
    expect(empty.recommendations).toEqual([{ id: 'answer-all', skipped: 2 }])
  })
})

describe('progress across rounds', () => {
  it('gives the change of the overall score and of each skill since the earlier round', () => {
    const earlier = roundReport([CONFLICT], [typed('We talked and it was fine in the end with the stakeholder data.')])
    const later = roundReport([CONFLICT], [typed(STRONG)])
    const progress = progressSince(later, earlier, '2026-11-20T10:00:00.000Z')
    expect(progress.since).toBe('2026-11-20T10:00:00.000Z')
    expect(progress.overall).toBe(later.overall - earlier.overall)
    expect(progress.overall).toBeGreaterThan(0)
    for (const skill of SKILLS) expect(progress.skills[skill]).toBe(later.skills[skill] - earlier.skills[skill])
  })
})

describe('a round that repeats itself or strays', () => {
  it('names the answer given to several questions, and the answers that do not address theirs', () => {
    const holiday = 'Last summer I went to Crete with my family for two weeks. We swam every day and ate very well.'
    const report = roundReport([CONFLICT, SQL, CONFLICT], [typed(STRONG), typed(STRONG), typed(holiday)])
    expect(report.repeated).toEqual([[0, 1]])
    expect(report.insights[0]!.sameAs).toEqual([1])
    expect(report.offTopic).toBe(2)
    expect(report.recommendations.slice(0, 2)).toEqual([
      { id: 'off-topic', questions: [2, 3] },
      { id: 'repeated', questions: [1, 2] },
    ])
    expect(report.insights[2]!.score).toBeLessThanOrEqual(ROUND_RULES.offTopicCap)
  })
})

describe('answers judged ahead', () => {
  it('gives the same report, and each answer its own repeats, whether or not its answers were prepared', () => {
    const questions = [CONFLICT, SQL, CONFLICT]
    const answers = [typed(STRONG), typed(STRONG), typed('We talked and it was fine in the end with the stakeholder data.')]
    const vocabulary = roleVocabulary(questions)
    const cold = reportOf(questions, answers, vocabulary)
    questions.forEach((q, i) => prepareInsight(q, answers[i]!, vocabulary))
    const warm = reportOf(questions, answers, vocabulary)
    expect(warm).toEqual(cold)
    expect(warm.insights.map((i) => i.sameAs)).toEqual([[1], [0], []])
    // A prepared answer on its own has no repeats: the round's are added without touching it.
    expect(reportOf([SQL], [typed(STRONG)], vocabulary).insights[0]!.sameAs).toEqual([])
  })

  it('judges the answer as it is now, not a draft judged while the visitor paused', () => {
    const vocabulary = roleVocabulary([SQL])
    const final = typed('LEFT JOIN orders, filter NULL, distinct customers.')
    const cold = reportOf([SQL], [final], vocabulary)
    prepareQuestion(SQL, vocabulary)
    prepareInsight(SQL, typed(STRONG), vocabulary)
    expect(reportOf([SQL], [final], vocabulary)).toEqual(cold)
    expect(reportOf([SQL], [typed(STRONG)], vocabulary)).not.toEqual(cold)
  })
})
