import { describe, expect, it } from 'vitest'
import { checkAnswer, countWords, splitSentences, type NextStep } from './answer-check'

const KEYWORDS = ['SQL', 'join', 'dashboard', 'stakeholder', 'query', 'data cleaning']
const ids = (steps: NextStep[]) => steps.map((step) => step.id)

const FULL_STAR = [
  'At my last job the finance team and our dashboard disagreed on monthly revenue by 4%.',
  'I was responsible for finding out which number was right before the board meeting.',
  'I compared both queries line by line and traced the gap to a LEFT JOIN that duplicated refunded orders.',
  'Then I rewrote the SQL with a deduplicated refunds table and walked the finance lead through it.',
  'As a result the two reports matched within 0.1%, and the fix saved the team about 6 hours of reconciling every month.',
].join(' ')

describe('checkAnswer', () => {
  it('finds all four STAR parts of a full answer, each with the sentence that shows it', () => {
    const report = checkAnswer({ text: FULL_STAR, keywords: KEYWORDS })
    expect(report.star).toEqual({
      situation: 'At my last job the finance team and our dashboard disagreed on monthly revenue by 4%.',
      task: 'I was responsible for finding out which number was right before the board meeting.',
      action: 'I compared both queries line by line and traced the gap to a LEFT JOIN that duplicated refunded orders.',
      result: 'As a result the two reports matched within 0.1%, and the fix saved the team about 6 hours of reconciling every month.',
    })
    expect(report.starFound).toBe(4)
    expect(report.english).toBe(true)
    expect(report.words).toBe(countWords(FULL_STAR))
    expect(report.sentences).toBe(5)
    expect(report.length).toBe('good')
    expect(report.measurableResult).toEqual(['0.1%', '6 hours'])
    expect(report.keywords).toEqual({ used: ['SQL', 'join', 'dashboard', 'query'], unused: ['stakeholder', 'data cleaning'] })
    expect(report.ownership).toEqual({ i: 4, we: 1, verdict: 'i' })
    expect(report.fillers.total).toBe(0)
    expect(report.pace).toBeNull()
    // Nothing to fix in the structure: practise it aloud and prepare for the follow-up.
    expect(ids(report.nextSteps)).toEqual(['out-loud', 'follow-up'])
  })

  it('reports a missing result and asks for it first', () => {
    const text = [
      'Last year our team had a dashboard that nobody trusted because the numbers changed every morning.',
      'My task was to make the daily sales figures reliable again.',
      'I investigated the pipeline and found that the SQL job ran before the last export had landed.',
      'I moved the job an hour later and added a check that stops it when the export is late.',
    ].join(' ')
    const report = checkAnswer({ text, keywords: KEYWORDS })
    expect(report.star.situation).toMatch(/^Last year/)
    expect(report.star.task).toBe('My task was to make the daily sales figures reliable again.')
    expect(report.star.action).toMatch(/^I investigated/)
    expect(report.star.result).toBeNull()
    expect(report.starFound).toBe(3)
    expect(report.measurableResult).toEqual([])
    expect(report.nextSteps[0]).toEqual({ id: 'star', parts: ['result'] })
    expect(report.nextSteps).toHaveLength(3)
  })

  it('asks for a number when the result has none', () => {
    const text = `${FULL_STAR.split('As a result')[0]} In the end the finance lead was happy and the reports matched.`
    const report = checkAnswer({ text, keywords: KEYWORDS })
    expect(report.star.result).toBe('In the end the finance lead was happy and the reports matched.')
    expect(report.measurableResult).toEqual([])
    expect(ids(report.nextSteps)).toContain('quantify')
  })

  it('flags a rambling answer as long, team-centred and unstructured', () => {
    const ramble =
      'So we had this project and we were all working on it and there were a lot of meetings and we talked about ' +
      'the data a lot and the stakeholders wanted different things and we tried to keep everyone happy and it ' +
      'went on for months and we changed the plan a few times '
    const text = ramble.repeat(6)
    const report = checkAnswer({ text, keywords: KEYWORDS })
    expect(report.words).toBeGreaterThan(320)
    expect(report.length).toBe('long')
    expect(report.ownership.verdict).toBe('we')
    expect(report.ownership.i).toBe(0)
    expect(report.star.task).toBeNull()
    expect(report.star.result).toBeNull()
    // The team's actions count as the action part; whose they were is the ownership step.
    expect(report.star.action).toMatch(/we talked about the data/)
    expect(report.nextSteps).toEqual([{ id: 'star', parts: ['task', 'result'] }, { id: 'ownership' }, { id: 'tighten', kind: 'story' }])
    // Without punctuation it is still cut into clauses rather than read as one sentence.
    expect(report.sentences).toBeGreaterThan(1)
  })

  it('counts filler words, not the same words used with meaning', () => {
    const text =
      'Um, so basically I was, like, the only analyst, you know, and uh I had to, like, build the dashboard. ' +
      'I mean, I actually wrote the SQL myself. What kind of chart did they want? I asked, and I built it.'
    const report = checkAnswer({ text, keywords: KEYWORDS })
    expect(report.fillers.top).toEqual([
      { word: 'like', count: 2 },
      { word: 'um', count: 1 },
      { word: 'uh', count: 1 },
    ])
    // um, uh, like ×2, you know, I mean, basically, actually; "what kind of" is a real question.
    expect(report.fillers.total).toBe(8)
    expect(report.fillers.perHundredWords).toBeGreaterThan(10)
    expect(report.nextSteps).toContainEqual({ id: 'fillers', words: ['like', 'um'] })
  })

  it('handles an empty answer and a one-word answer', () => {
    const empty = checkAnswer({ text: '   \n ', keywords: KEYWORDS })
    expect(empty).toMatchObject({ words: 0, sentences: 0, length: 'empty', starFound: 0, measurableResult: [] })
    expect(empty.fillers).toEqual({ total: 0, perHundredWords: 0, top: [] })
    expect(empty.ownership).toEqual({ i: 0, we: 0, verdict: 'none' })
    expect(ids(empty.nextSteps)).toEqual(['expand', 'out-loud', 'follow-up'])

    const one = checkAnswer({ text: 'SQL', keywords: KEYWORDS })
    expect(one).toMatchObject({ words: 1, sentences: 1, length: 'short', english: true, starFound: 0 })
    expect(one.keywords.used).toEqual(['SQL'])
    expect(one.nextSteps).toEqual([
      { id: 'expand', kind: 'story' },
      { id: 'star', parts: ['situation', 'task', 'action', 'result'] },
      { id: 'out-loud' },
    ])
  })

  it('checks 10,000 characters in one go', () => {
    const text = `${FULL_STAR} `.repeat(40).slice(0, 10_000)
    expect(text).toHaveLength(10_000)
    const report = checkAnswer({ text, keywords: KEYWORDS })
    expect(report.words).toBe(countWords(text))
    expect(report.words).toBeGreaterThan(1_500)
    expect(report.length).toBe('long')
    expect(report.starFound).toBe(4)
    expect(report.sentences).toBeGreaterThan(100)
    expect(ids(report.nextSteps)).toEqual(['tighten', 'out-loud', 'follow-up'])
  })

  it('says plainly when an answer is not in English instead of scoring it', () => {
    const spanish = checkAnswer({
      text: 'En mi último trabajo tuve que reducir los costes del equipo. Analicé los datos y propuse un plan nuevo; al final ahorramos un 20%.',
      keywords: KEYWORDS,
    })
    expect(spanish.english).toBe(false)
    expect(spanish.words).toBe(24)
    expect(spanish.starFound).toBe(0)
    expect(spanish.fillers.total).toBe(0)
    expect(spanish.ownership.verdict).toBe('none')
    expect(ids(spanish.nextSteps)).toEqual(['english', 'out-loud', 'follow-up'])

    const chinese = checkAnswer({ text: '我负责这个项目。我们把成本降低了百分之二十。', keywords: KEYWORDS })
    expect(chinese.english).toBe(false)
    expect(chinese.words).toBe(20)
    expect(chinese.sentences).toBe(2)
    expect(chinese.nextSteps[0]).toEqual({ id: 'english' })
  })

  it('reads a short team story: the situation, the team’s action and an outcome in plain words', () => {
    const report = checkAnswer({
      text: 'I disagreed with a teammate about the release plan. We were late. We talked and we agreed to split the work. It went fine.',
    })
    expect(report.star.situation).toBe('I disagreed with a teammate about the release plan.')
    expect(report.star.task).toBeNull()
    expect(report.star.action).toBe('We talked and we agreed to split the work.')
    // "It went fine" says nothing of how it ended: not a result.
    expect(report.star.result).toBeNull()
    expect(report.ownership).toEqual({ i: 1, we: 3, verdict: 'we' })
    expect(report.nextSteps).toEqual([{ id: 'expand', kind: 'story' }, { id: 'star', parts: ['task', 'result'] }, { id: 'ownership' }])
  })

  it('ignores emoji in counts and still reads the answer around them', () => {
    const text =
      'Last year I led our app launch 🚀🚀. I had to ship in 6 weeks 😬. I split the work into 3 releases. As a result we grew sign-ups by 20% 🎉'
    const report = checkAnswer({ text })
    expect(report.words).toBe(countWords(text.replace(/\p{Extended_Pictographic}/gu, '')))
    expect(report.words).toBe(29)
    expect(report.starFound).toBe(4)
    expect(report.star.result).toBe('As a result we grew sign-ups by 20% 🎉')
    expect(report.measurableResult).toEqual(['20%'])
    expect(report.keywords).toEqual({ used: [], unused: [] })
  })

  it('measures the pace of a spoken answer and says when it is too fast', () => {
    const spoken = checkAnswer({ text: FULL_STAR, speech: { words: 90, ms: 30_000 } })
    expect(spoken.pace).toEqual({ wpm: 180, verdict: 'fast' })
    expect(spoken.nextSteps).toContainEqual({ id: 'pace', verdict: 'fast' })
    expect(ids(spoken.nextSteps)).not.toContain('out-loud')
    expect(checkAnswer({ text: FULL_STAR, speech: { words: 60, ms: 30_000 } }).pace).toEqual({ wpm: 120, verdict: 'good' })
    // A few seconds of speech is too little to measure.
    expect(checkAnswer({ text: 'I led it.', speech: { words: 3, ms: 1_500 } }).pace).toBeNull()
  })

  it('matches keywords in other forms and spellings of case and hyphen', () => {
    const report = checkAnswer({
      text: 'I wrote queries, joined tables, cleaned data (data-cleaning!) and prioritized what stakeholders asked for.',
      keywords: ['query', 'join', 'data cleaning', 'prioritize', 'stakeholder', 'CI/CD'],
    })
    expect(report.keywords.used).toEqual(['query', 'join', 'data cleaning', 'prioritize', 'stakeholder'])
    expect(report.keywords.unused).toEqual(['CI/CD'])
    expect(checkAnswer({ text: 'We set up CI/CD.', keywords: ['CI/CD', 'join'] }).keywords.used).toEqual(['CI/CD'])
    // A keyword inside another word does not count.
    expect(checkAnswer({ text: 'We rejoined later.', keywords: ['join'] }).keywords.used).toEqual([])
  })
})

describe('countWords', () => {
  it('counts words as people do', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('Don’t stop: sign-ups rose 3.5x in Q3 🎉')).toBe(7)
    expect(countWords('one\ntwo\tthree')).toBe(3)
  })
})

describe('splitSentences', () => {
  it('splits on sentence punctuation and line breaks, and cuts long spoken run-ons into clauses', () => {
    expect(splitSentences('First one. Second one!\nThird one? 🎉')).toEqual(['First one.', 'Second one!', 'Third one?'])
    const spoken =
      'last year our checkout was slow and customers were leaving and my manager asked me to find out why before the sale ' +
      'so I profiled the page and found three huge images and a blocking script then I moved the script and compressed the images ' +
      'and as a result the page loaded in two seconds instead of six'
    const clauses = splitSentences(spoken)
    expect(clauses.length).toBeGreaterThanOrEqual(3)
    expect(clauses.at(-1)).toMatch(/^as a result/)
    expect(checkAnswer({ text: spoken }).starFound).toBe(4)
  })
})
