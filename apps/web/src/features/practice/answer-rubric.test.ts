import { describe, expect, it } from 'vitest'
import { bankBySlug } from '~/content/question-banks'
import { checkAnswer } from './answer-check'
import { isNonAnswer, oddities, relevance, repeatedAnswers, roleVocabulary, stem, usesTerm } from './answer-rubric'

const bank = bankBySlug('software-engineer')!
const vocabulary = roleVocabulary(bank.questions)
const question = (start: string) => bank.questions.find((q) => q.text.startsWith(start))!
const TWO_SUM = question('Given an array of integers')
const SHIPPING = question('Tell me about a time you had to balance shipping')

const BANANA =
  'There was a banana shortage in our office. My task was to paint the moon before the deadline. I organised the team and we ' +
  'painted it in three weeks. As a result we had 50% more bananas, saved $2 million and 3 weeks.'

describe('relevance', () => {
  it('counts a point made in its own words or a common synonym', () => {
    expect(usesTerm('I would keep a dictionary of the values I have seen', 'hash map')).toBe(true)
    expect(usesTerm('That is O(n) time and O(n) space', 'linear time')).toBe(true)
    expect(usesTerm('I would sort the array first', 'hash map')).toBe(false)
  })

  it('meets words in their other forms', () => {
    expect(stem('tested')).toBe(stem('tests'))
    expect(stem('shipping')).toBe(stem('ships'))
    expect(stem('stopped')).toBe(stem('stop'))
  })

  it('finds the expert answer on topic and the off-topic one not', () => {
    const expert = relevance(
      'Brute force checks every pair in O(n²). Better: one pass with a hash map from value to index; for each number look up target minus it. ' +
        'That is linear time and O(n) space. Edge cases: duplicates and no solution.',
      TWO_SUM,
      vocabulary,
    )
    expect(expert.onTopic).toBe(true)
    expect(expert.points.used).toEqual(expect.arrayContaining(['hash map', 'brute force', 'linear time', 'edge cases']))
    expect(expert.score).toBeGreaterThanOrEqual(90)
    const holiday = relevance(
      'Last summer I went to Crete with my family for two weeks. We swam every day and ate very well.',
      TWO_SUM,
      vocabulary,
    )
    expect(holiday).toMatchObject({ onTopic: false, score: 0 })
  })

  it('reads fluent nonsense as nonsense, even in the words of the question', () => {
    expect(oddities(BANANA, vocabulary)).toEqual(expect.arrayContaining(['banana', 'moon']))
    expect(relevance(`${BANANA} It was about shipping quickly and doing it properly.`, SHIPPING, vocabulary).onTopic).toBe(false)
    // One odd word is a figure of speech; an impossible figure counts as one too.
    expect(oddities('Our cat sat on the keyboard during the demo, and the deploy went on.', vocabulary)).toEqual(['cat'])
    expect(oddities('Build failures fell by 400% after that.', vocabulary)).toEqual(['fell by 400%'])
  })

  it('names an answer that only says "I don\u2019t know"', () => {
    expect(isNonAnswer('Not sure, I would google it.', 6)).toBe(true)
    expect(isNonAnswer('Hash map, one pass, O(n).', 5)).toBe(false)
  })
})

describe('repeatedAnswers', () => {
  it('groups the same answer given to several questions, give or take a few words', () => {
    const story =
      'I disagreed with a colleague about the release plan, so I set up a call, we compared the risks and agreed to ship in two steps.'
    expect(
      repeatedAnswers([story, 'Something else entirely, about testing and code review habits in my team.', `${story} Thanks.`, '', story]),
    ).toEqual([[0, 2, 4]])
    expect(repeatedAnswers(['yes', 'yes'])).toEqual([])
  })
})

describe('the one-answer check, by kind', () => {
  it('reads short technical English as English', () => {
    const report = checkAnswer({ text: 'LEFT JOIN orders, filter NULL, distinct customers.', kind: 'explanation' })
    expect(report.english).toBe(true)
  })

  it('gives an explanation its own parts and no STAR advice', () => {
    const report = checkAnswer({
      text: 'First I would try brute force, but it is quadratic. Instead I keep a hash map, for example {2: 0}, and look up the complement: linear time.',
      kind: 'explanation',
    })
    expect(report.shape).toEqual(['approach', 'tradeoffs', 'example'])
    expect(report.nextSteps.map((s) => s.id)).not.toContain('star')
  })

  it('takes "p95" for a name, not a result', () => {
    const report = checkAnswer({ text: 'At my last job the API was slow. I profiled it. As a result the p95 dropped a lot.' })
    expect(report.measurableResult).toEqual([])
  })

  it('hears "on my last placement" as a situation', () => {
    expect(checkAnswer({ text: 'On my last placement a patient fell.' }).star.situation).toBe('On my last placement a patient fell.')
  })
})
