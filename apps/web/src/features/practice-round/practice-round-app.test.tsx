import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { form as practiceFormCopy, messages as practiceMessages } from '~/content/practice.yaml'
import { round as roundCopy, report as roundReportCopy } from '~/content/practice-round.yaml'
import { bankBySlug } from '~/content/question-banks'
import { roleVocabulary } from '~/features/answer'
import { PracticeRoundApp } from './practice-round-app'
import { newRound, type Round } from './round'
import type * as judge from '~/features/answer'
import { roundReport } from '~/features/answer'
import { historyKey, roundKey } from '~/lib/storage-keys'
import { fillLabel } from '~/lib/fill-label'

// The report's judge, as it is, watched: how often the round works a report out, and when.
vi.mock('~/features/answer', async (original) => {
  const actual = await original<typeof judge>()
  return { ...actual, roundReport: vi.fn(actual.roundReport) }
})

const bank = bankBySlug('data-analyst')!
const icons = { mic: '<svg></svg>', video: '<svg></svg>', stop: '<svg></svg>', refresh: '<svg></svg>', arrow: '<svg></svg>' }

/** A stand-in for the browser's speech recognition that the test speaks through. */
class FakeRecognition {
  static last: FakeRecognition | null = null
  lang = ''
  continuous = false
  interimResults = false
  onresult: ((event: unknown) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  constructor() {
    FakeRecognition.last = this
  }
  start() {}
  stop() {}
  abort() {}
  say(text: string) {
    this.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: true })] })
  }
}

const finished = (startedAt: string, text: string): Round => {
  const round = newRound(bank, [], new Date(startedAt), () => 0.5)
  return { ...round, answers: round.answers.map(() => ({ text, skipped: false })), index: round.questions.length }
}
const answerBox = () => screen.getByRole('textbox', { name: practiceFormCopy.answerLabel })
const app = () => render(<PracticeRoundApp bank={bank} signupHref="https://app.example/signup" icons={icons} />)

beforeEach(() => {
  localStorage.clear()
  FakeRecognition.last = null
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition)
})
afterEach(() => vi.unstubAllGlobals())

describe('dictation in a round', () => {
  it('keeps what is said late out of the next question', async () => {
    const user = userEvent.setup()
    app()
    await user.click(screen.getByRole('button', { name: roundCopy.start }))
    await user.type(answerBox(), 'typed first')
    await user.click(screen.getByRole('button', { name: roundCopy.next }))
    await user.type(answerBox(), 'typed second')
    await user.click(screen.getByRole('button', { name: roundCopy.back }))
    await user.click(screen.getByRole('button', { name: practiceFormCopy.speak }))
    const recognition = FakeRecognition.last!
    act(() => recognition.say('spoken on the first'))
    expect(answerBox()).toHaveValue('typed first spoken on the first')
    await user.click(screen.getByRole('button', { name: roundCopy.next }))
    // The browser answers late, after the move: nothing of it reaches the second question.
    act(() => {
      recognition.say('late words')
      recognition.onend?.()
    })
    expect(answerBox()).toHaveValue('typed second')
    await user.click(screen.getByRole('button', { name: roundCopy.back }))
    expect(answerBox()).toHaveValue('typed first spoken on the first')
  })

  it('keeps a speech error on screen until the visitor acts', async () => {
    const user = userEvent.setup()
    app()
    await user.click(screen.getByRole('button', { name: roundCopy.start }))
    await user.click(screen.getByRole('button', { name: practiceFormCopy.speak }))
    act(() => {
      FakeRecognition.last!.onerror?.({ error: 'audio-capture' })
      FakeRecognition.last!.onend?.()
    })
    expect(screen.getAllByText(practiceMessages.speechErrors['audio-capture'])[0]).toBeVisible()
    expect(screen.queryByText(practiceMessages.stopped)).toBeNull()
  })
})

describe('the report', () => {
  it('asks before it starts another round, keeps the last one, and shows the change since', async () => {
    const user = userEvent.setup()
    localStorage.setItem(historyKey(bank.slug), JSON.stringify([finished('2026-11-20T10:00:00Z', 'I do not know.')]))
    const current = finished(
      '2026-11-25T10:00:00Z',
      'I wrote a SQL query with a LEFT JOIN, checked NULL values and built a dashboard for the stakeholder.',
    )
    localStorage.setItem(roundKey(bank.slug), JSON.stringify(current))
    app()
    const report = screen.getByRole('region', { name: roundReportCopy.heading })
    expect(within(report).getByText(/^\+\d+ overall since November 20, 2026$/)).toBeVisible()
    expect(within(report).getByText(/^November 20, 2026: \d+\/100$/)).toBeVisible()

    await user.click(within(report).getByRole('button', { name: new RegExp(roundReportCopy.again) }))
    expect(screen.getByRole('button', { name: roundReportCopy.againConfirm })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(within(report).getByRole('button', { name: new RegExp(roundReportCopy.again) })).toHaveFocus()
    expect(localStorage.getItem(roundKey(bank.slug))).toContain('LEFT JOIN')

    await user.click(within(report).getByRole('button', { name: new RegExp(roundReportCopy.again) }))
    await user.click(screen.getByRole('button', { name: roundReportCopy.againConfirm }))
    expect(screen.getByText('Question 1 of 5')).toBeVisible()
    const history = JSON.parse(localStorage.getItem(historyKey(bank.slug))!) as Round[]
    expect(history.map((r) => r.startedAt)).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-20T10:00:00.000Z'])
  })

  describe('on the last question, worked out while the visitor pauses', () => {
    /** A round on its last question, where the visitor types `text` and pauses until the report is worked out. */
    const typeOnLastAndPause = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
      const round = newRound(bank, [], new Date('2026-11-25T10:00:00Z'), () => 0.5)
      const answers = round.answers.map((a, i) => (i < 4 ? { text: 'I wrote a SQL query with a LEFT JOIN.', skipped: false } : a))
      localStorage.setItem(roundKey(bank.slug), JSON.stringify({ ...round, answers, index: 4 }))
      app()
      await user.type(answerBox(), text)
      vi.mocked(roundReport).mockClear()
      // After the typing pause and an idle moment: the report of the answers as they stand.
      await vi.waitFor(() => expect(roundReport).toHaveBeenCalledTimes(1), { timeout: 3000 })
    }
    /** The last question's answer as the report shows it. */
    const lastAnswer = () =>
      within(screen.getByRole('region', { name: roundReportCopy.heading }))
        .getAllByText(/^I checked the totals/)
        .at(-1)

    it('shows the report worked out ahead at Finish, without working it out again', async () => {
      const user = userEvent.setup()
      await typeOnLastAndPause(user, 'I checked the totals.')
      await user.click(screen.getByRole('button', { name: roundCopy.finish }))
      expect(lastAnswer()).toHaveTextContent('I checked the totals.')
      expect(roundReport).toHaveBeenCalledTimes(1)
    })

    it('judges the answer as it is at Finish when the visitor typed on after the pause', async () => {
      const user = userEvent.setup()
      await typeOnLastAndPause(user, 'I checked the totals.')
      await user.type(answerBox(), ' Then I fixed the join.')
      await user.click(screen.getByRole('button', { name: roundCopy.finish }))
      // The heading paints with the tap, focused, while the report is worked out…
      expect(screen.getByRole('heading', { name: roundReportCopy.heading })).toHaveFocus()
      expect(screen.getByText(roundReportCopy.scoring)).toBeInTheDocument()
      // …and the report follows, the heading still focused.
      await waitFor(() => expect(lastAnswer()).toHaveTextContent('I checked the totals. Then I fixed the join.'))
      expect(screen.getByRole('heading', { name: roundReportCopy.heading })).toHaveFocus()
      expect(roundReport).toHaveBeenCalledTimes(2)
    })
  })

  it('makes room by forgetting the older rounds when the storage cannot file this one beside them', async () => {
    const user = userEvent.setup()
    const older = [1, 2, 3].map((d) => finished(`2026-11-2${d}T10:00:00Z`, `Older answer ${d}.`))
    localStorage.setItem(historyKey(bank.slug), JSON.stringify(older.reverse()))
    localStorage.setItem(roundKey(bank.slug), JSON.stringify(finished('2026-11-25T10:00:00Z', 'The latest answer.')))
    // A storage with room for one filed round, no more.
    const setItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === historyKey(bank.slug) && (JSON.parse(value) as unknown[]).length > 1) throw new DOMException('full', 'QuotaExceededError')
      setItem.call(this, key, value)
    })
    app()
    await user.click(screen.getByRole('button', { name: roundReportCopy.again }))
    await user.click(screen.getByRole('button', { name: roundReportCopy.againConfirm }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(roundReportCopy.notFiled.full)
    await user.click(within(alert).getByRole('button', { name: roundReportCopy.notFiled.clearOlder }))
    expect(await screen.findByText(fillLabel(roundCopy.progress, { n: 1, total: 5 }))).toBeVisible()
    const filed = JSON.parse(localStorage.getItem(historyKey(bank.slug))!) as Round[]
    expect(filed.map((r) => r.answers[0]!.text)).toEqual(['The latest answer.'])
    vi.mocked(Storage.prototype.setItem).mockRestore()
  })

  it('lets the visitor tick the points they made, beside the check’s count, and keeps the ticks', async () => {
    const user = userEvent.setup()
    const round = finished('2026-11-25T10:00:00Z', 'placeholder')
    const first = bank.questions.find((q) => q.text === round.questions[0])!
    const answer = `In my last job I worked on ${first.terms[0]} for the finance team, and I explained my reasoning step by step.`
    localStorage.setItem(
      roundKey(bank.slug),
      JSON.stringify({ ...round, answers: round.answers.map(() => ({ text: answer, skipped: false })) }),
    )
    app()
    const found = roundReport([first], [{ text: answer, skipped: false }], roleVocabulary(bank.questions)).insights[0]!.terms.used
    const unfound = first.terms.find((t) => !found.includes(t))!
    const points = screen.getAllByRole('group', { name: roundReportCopy.ticks.legend })[0]!
    const count = (ticked: number) => fillLabel(roundReportCopy.ticks.count, { found: found.length, ticked, total: first.terms.length })
    expect(within(points).getByText(count(0))).toBeInTheDocument()

    await user.click(within(points).getByRole('checkbox', { name: unfound }))
    expect(within(points).getByRole('checkbox', { name: unfound })).toBeChecked()
    expect(points).toHaveTextContent(count(1))
    expect(points).toHaveTextContent(fillLabel(roundReportCopy.ticks.missedByCheck, { points: unfound }))
    const kept = () => (JSON.parse(localStorage.getItem(roundKey(bank.slug))!) as Round).answers.map((a) => a.ticked ?? [])
    expect(kept()[0]).toEqual([unfound])
    expect(kept().slice(1)).toEqual([[], [], [], []])

    await user.click(within(points).getByRole('checkbox', { name: unfound }))
    expect(kept()[0]).toEqual([])
    expect(points).toHaveTextContent(count(0))
  })

  it('asks before it clears everything', async () => {
    const user = userEvent.setup()
    localStorage.setItem(roundKey(bank.slug), JSON.stringify(finished('2026-11-25T10:00:00Z', 'An answer.')))
    app()
    await user.click(screen.getByRole('button', { name: roundReportCopy.clear }))
    expect(localStorage.getItem(roundKey(bank.slug))).not.toBeNull()
    await user.click(screen.getByRole('button', { name: roundReportCopy.clearConfirm }))
    expect(localStorage.getItem(roundKey(bank.slug))).toBeNull()
    expect(screen.getByRole('button', { name: roundCopy.start })).toBeVisible()
  })
})

describe('a full storage', () => {
  it('says the round is no longer saved, and keeps it on the page', async () => {
    const user = userEvent.setup()
    app()
    await user.click(screen.getByRole('button', { name: roundCopy.start }))
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await user.type(answerBox(), 'kept here')
    expect(screen.getByText(roundCopy.storageFull)).toBeVisible()
    expect(answerBox()).toHaveValue('kept here')
    full.mockRestore()
    await user.type(answerBox(), '!')
    expect(screen.queryByText(roundCopy.storageFull)).toBeNull()
    expect(localStorage.getItem(roundKey(bank.slug))).toContain('kept here!')
  })
})

describe('tabs', () => {
  it('follows what another tab stored, and a Clear made elsewhere sticks', async () => {
    const user = userEvent.setup()
    app()
    await user.click(screen.getByRole('button', { name: roundCopy.start }))
    await user.type(answerBox(), 'mine')
    const kept = JSON.parse(localStorage.getItem(roundKey(bank.slug))!) as Round
    // Another tab answered on and moved to the second question.
    const newer = { ...kept, answers: kept.answers.map((a, i) => (i === 0 ? { ...a, text: 'from the other tab' } : a)), index: 1 }
    localStorage.setItem(roundKey(bank.slug), JSON.stringify(newer))
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: roundKey(bank.slug) })))
    expect(screen.getByText('Question 2 of 5')).toBeVisible()
    await user.click(screen.getByRole('button', { name: roundCopy.back }))
    expect(answerBox()).toHaveValue('from the other tab')
    // Cleared in another tab: this one shows the start again, and writes nothing back.
    localStorage.clear()
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })))
    expect(screen.getByRole('button', { name: roundCopy.start })).toBeVisible()
    expect(localStorage.getItem(roundKey(bank.slug))).toBeNull()
  })

  it('reads the kept round again when the page comes back from the back/forward cache', () => {
    app()
    expect(screen.getByRole('button', { name: roundCopy.start })).toBeVisible()
    localStorage.setItem(roundKey(bank.slug), JSON.stringify(finished('2026-11-25T10:00:00Z', 'An answer.')))
    act(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    expect(screen.getByRole('region', { name: roundReportCopy.heading })).toBeVisible()
  })
})
