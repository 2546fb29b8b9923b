import { describe, expect, it } from 'vitest'
import { bankBySlug } from '~/content/question-banks'
import { checkAnswer } from './answer-check'
import { isNonAnswer, notAnAnswer, oddities, relevance, repeatedAnswers, roleVocabulary, stem, usesTerm } from './answer-rubric'
import { questionBanks } from '~/content/question-banks'

const bank = bankBySlug('software-engineer')!
const vocabulary = roleVocabulary(bank.questions)
const question = (start: string) => bank.questions.find((q) => q.text.startsWith(start))!
const TWO_SUM = question('Given an array of integers')
const SHIPPING = question('Tell me about a time you had to balance shipping')

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
    expect(expert.score).toBeGreaterThanOrEqual(70)
    expect(expert.evidence).toContainEqual({
      point: 'hash map',
      sentence: 'Better: one pass with a hash map from value to index; for each number look up target minus it.',
    })
    const holiday = relevance(
      'Last summer I went to Crete with my family for two weeks. We swam every day and ate very well.',
      TWO_SUM,
      vocabulary,
    )
    expect(holiday).toMatchObject({ onTopic: false, score: 0 })
  })

  it('credits no point from a fragment, a list of terms or a sentence said twice', () => {
    const listed = relevance('Hash map. Linear time, edge cases, brute force. Hash map.', TWO_SUM, vocabulary)
    expect(listed.points.used).toEqual([])
    const twice = 'I would use a hash map from each value to its index.'
    expect(relevance(`${twice} ${twice}`, TWO_SUM, vocabulary).evidence).toEqual([{ point: 'hash map', sentence: twice }])
  })

  it('knows an answer that fits another question of the bank better', () => {
    const other = relevance(SHIPPING.answer!, TWO_SUM, vocabulary)
    expect(other).toMatchObject({ onTopic: false, fitsOther: SHIPPING.text })
  })

  it('tells the question’s terms said without their substance from an answer', () => {
    const stuffed = relevance(
      'The situation was that my hash map was the brute force of the team, so my task was linear time. I took action on the edge cases ' +
        'with a hash map of our feelings and a brute force approach to the coffee machine, which made everything linear time. ' +
        'As a result the edge cases were solved by 300% and the team was happy with the hash map and the brute force and the unit tests.',
      TWO_SUM,
      vocabulary,
    )
    expect(stuffed).toMatchObject({ stuffed: true, onTopic: false })
  })

  it('sees impossible figures, and nothing odd in a true story with a cat in it', () => {
    expect(oddities('Build failures fell by 400% after that.')).toEqual(['fell by 400%'])
    expect(oddities('Our cat sat on the keyboard during the demo, and the deploy went on.')).toEqual([])
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

describe('text that is not an answer', () => {
  it('names the question pasted back, a list of terms and the same words over and over', () => {
    expect(notAnAnswer(`That is a good question. ${TWO_SUM.text}`, TWO_SUM)).toBe('pasted')
    expect(notAnAnswer('Hash map, linear time, edge cases, brute force, unit tests', TWO_SUM)).toBe('list')
    expect(notAnAnswer('LEFT JOIN, NULL, date filter, distinct, NOT EXISTS, window function', TWO_SUM)).toBe('list')
    expect(notAnAnswer('I used a hash map to solve it quickly. '.repeat(12), TWO_SUM)).toBe('repeats')
    expect(notAnAnswer(TWO_SUM.answer!, TWO_SUM)).toBeNull()
  })
})

describe('the model answers', () => {
  it('each make their question’s points and fit their own question, in every bank', () => {
    const wrong = questionBanks.flatMap((b) => {
      const v = roleVocabulary(b.questions)
      return b.questions.flatMap((q) => {
        const r = relevance(q.answer!, q, v)
        return r.points.missed.length === 0 && r.onTopic && notAnAnswer(q.answer!, q) === null
          ? []
          : [`${b.slug}: ${q.text.slice(0, 50)}… missed ${r.points.missed.join(', ')}; fits ${r.fitsOther ?? 'its own'}`]
      })
    })
    expect(wrong).toEqual([])
  }, 30_000)
})
