import { afterEach, describe, expect, it } from 'vitest'
import { SCORES_KEY, roundKey } from '~/lib/storage-keys'
import { PICKER_STATUS } from './practice-round-page'

/** The role cards' status lines as the picker's inline script leaves them, for what this browser keeps. */
function statuses(kept: Record<string, unknown>): (string | null)[] {
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  document.body.innerHTML = ['a', 'b', 'c', 'd']
    .map(
      (slug) =>
        `<span hidden data-practice-status="${slug}" data-last="Last: {score}/100, {date}" data-progress="In progress: question {n} of {total}"></span>`,
    )
    .join('')
  new Function(PICKER_STATUS)()
  return [...document.querySelectorAll<HTMLElement>('[data-practice-status]')].map((el) => (el.hidden ? null : el.textContent))
}

const questions = ['q1', 'q2', 'q3', 'q4', 'q5']

describe("the picker's status lines", () => {
  afterEach(() => localStorage.clear())

  it('say a round in progress and the last score', () => {
    expect(
      statuses({ [roundKey('a')]: { questions, index: 2 }, [SCORES_KEY]: { b: { overall: 64, at: '2026-11-20T10:00:00Z' } } }),
    ).toEqual(['In progress: question 3 of 5', 'Last: 64/100, November 20', null, null])
  })

  it('show nothing for stored values out of range: a score of -999, 1e308 or 33.33…, a string index, a date of year 275760', () => {
    expect(
      statuses({
        [roundKey('a')]: { questions, index: '4' },
        [roundKey('b')]: { questions, index: -99 },
        [roundKey('c')]: { questions: [...questions, 'q6'], index: 1 },
        [SCORES_KEY]: {
          a: { overall: -999, at: '2026-11-20T10:00:00Z' },
          b: { overall: 1e308, at: '2026-11-20T10:00:00Z' },
          c: { overall: 33.333333333333336, at: '2026-11-20T10:00:00Z' },
          d: { overall: 50, at: '+275760-09-13T00:00:00.000Z' },
        },
      }),
    ).toEqual([null, null, null, null])
    expect(statuses({ [SCORES_KEY]: '{"__proto__": {"overall": 50}}' })).toEqual([null, null, null, null])
  })
})
