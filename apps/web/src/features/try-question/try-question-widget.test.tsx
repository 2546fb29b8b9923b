import { practiceDraftKey } from '~/lib/storage-keys'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveLanding } from '~/content/landing'
import { form as practiceFormCopy, messages as practiceMessages, report as practiceReportCopy } from '~/content/practice.yaml'
import { signupUrlForRole } from '~/lib/links'
import { tryQuestion } from './try-question.server'
import { TryQuestionWidget } from './try-question-widget'
import { TryQuestionSection } from './try-question-section'

const PATH = '/features/ai-mock-interview-data-analysts'
const round = tryQuestion(PATH, resolveLanding('ai-mock-interview-data-analysts')!.practice)
const STAR_ANSWER =
  'At my last job the finance team and our dashboard disagreed on revenue by 4%. I was responsible for finding the right number. ' +
  'I compared both SQL queries and traced the gap to a join that duplicated refunds. As a result the reports matched and we saved 6 hours a month.'

/** A stand-in for the browser's speech recognition: records its use, and lets the test speak. */
class FakeRecognition {
  static instances: FakeRecognition[] = []
  lang = ''
  continuous = false
  interimResults = false
  started = false
  onresult: ((event: unknown) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  constructor() {
    FakeRecognition.instances.push(this)
  }
  start() {
    this.started = true
  }
  stop() {
    this.onend?.()
  }
  abort() {
    this.onend?.()
  }
  say(text: string, isFinal = true) {
    this.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal })] })
  }
}

const answerBox = () => screen.getByRole('textbox', { name: practiceFormCopy.answerLabel })
const status = () => screen.getByRole('status')

beforeEach(() => {
  sessionStorage.clear()
  FakeRecognition.instances = []
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('TryQuestionWidget', () => {
  it('renders first exactly the HTML the page was built with, so replacing it moves nothing', () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition)
    const { container } = render(<TryQuestionWidget round={round} />)
    const built = document.createElement('div')
    built.innerHTML = round.html.widget
    built.querySelector('noscript')?.remove()
    expect(container.innerHTML).toBe(built.innerHTML)
  })

  it('asks the page’s questions, the hero preview first, and cycles through them with an announcement', async () => {
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    const content = resolveLanding('ai-mock-interview-data-analysts')!
    expect(round.questions[0]).toBe(content.hero.preview!.question)
    expect(screen.getByText(round.questions[0]!)).toBeVisible()
    const next = screen.getByRole('button', { name: practiceFormCopy.another })
    await user.click(next)
    expect(screen.getByText(round.questions[1]!)).toBeVisible()
    expect(screen.getByText(`Question 2 of ${round.questions.length}`)).toBeVisible()
    expect(status()).toHaveTextContent(`Question 2 of ${round.questions.length}: ${round.questions[1]}`)
    for (let i = 1; i < round.questions.length; i++) await user.click(next)
    expect(screen.getByText(round.questions[0]!), 'it wraps around').toBeVisible()
    expect(next).toHaveFocus()
  })

  it('counts words and runs a soft two-minute timer from the first keystroke', async () => {
    // React schedules its work with setImmediate here: only the clock the widget reads is faked.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('2:00 left')
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(timer, 'not before the first keystroke').toHaveTextContent('2:00 left')
    await user.type(answerBox(), 'I led the launch')
    expect(screen.getByText('4 words')).toBeVisible()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(timer).toHaveTextContent('0:59 left')
    await act(() => vi.advanceTimersByTimeAsync(75_000))
    expect(timer).toHaveTextContent('0:16 over two minutes')
    expect(status()).toHaveTextContent(practiceMessages.timeUp)
    // Soft: typing goes on.
    await user.type(answerBox(), ' and it worked')
    expect(screen.getByText('7 words')).toBeVisible()
  })

  it('asks for an answer before checking an empty one', async () => {
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    await user.click(screen.getByRole('button', { name: practiceFormCopy.check }))
    expect(answerBox()).toHaveAttribute('aria-invalid', 'true')
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining(practiceMessages.empty))
    expect(answerBox()).toHaveFocus()
    expect(screen.queryByRole('region', { name: practiceReportCopy.heading })).toBeNull()
  })

  it('checks a technical question as an explanation, as the round does: its parts, not STAR', async () => {
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    expect(round.kinds[0]).toBe('explanation')
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining(practiceFormCopy.answerHints.explanation))
    await user.click(answerBox())
    await user.paste(
      'I would use a window function: ROW_NUMBER over each customer partitioned by customer id and ordered by purchase date, then keep row 2. ' +
        'The trade-off is ties: if two purchases share a timestamp, ROW_NUMBER picks one at random, so I would add the order id to the ordering, for example.',
    )
    await user.click(screen.getByRole('button', { name: practiceFormCopy.check }))
    expect(status()).toHaveTextContent(/^Quick check ready: 3 of 3 parts of an explanation found, \d+ words\.$/)
    const report = screen.getByRole('region', { name: practiceReportCopy.heading })
    expect(report).not.toHaveTextContent(/STAR/)
  })

  it('checks an answer, moves focus to the report, announces it, and offers sign-up for the page’s role', async () => {
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    // The page's story question: checked for the four STAR parts, as the round checks it.
    for (let i = 0; i < round.kinds.indexOf('story'); i++) await user.click(screen.getByRole('button', { name: practiceFormCopy.another }))
    expect(answerBox()).toHaveAccessibleDescription(expect.stringContaining(practiceFormCopy.answerHints.story))
    await user.click(answerBox())
    await user.paste(STAR_ANSWER)
    await user.click(screen.getByRole('button', { name: practiceFormCopy.check }))
    const report = screen.getByRole('region', { name: practiceReportCopy.heading })
    expect(screen.getByRole('heading', { name: practiceReportCopy.heading })).toHaveFocus()
    expect(status()).toHaveTextContent('Quick check ready: 4 of 4 STAR parts found, 51 words.')
    expect(report).toHaveTextContent(practiceReportCopy.disclaimer)
    expect(report).toHaveTextContent('I was responsible for finding the right number.')
    expect(report).toHaveTextContent('Your result has a number: 6 hours.')
    for (const keyword of ['SQL', 'join', 'query', 'dashboard']) expect(report).toHaveTextContent(keyword)
    const cta = screen.getByRole('link', { name: practiceReportCopy.cta })
    expect(cta).toHaveAttribute('href', signupUrlForRole('data-analyst'))
    expect(cta).toHaveAttribute('target', '_blank')
  })

  it('keeps the answers in this page’s session draft and restores them', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<TryQuestionWidget round={round} />)
    await user.type(answerBox(), 'My draft')
    await user.click(screen.getByRole('button', { name: practiceFormCopy.another }))
    unmount()
    expect(Object.keys(sessionStorage)).toEqual([practiceDraftKey(PATH)])
    expect(localStorage.length).toBe(0)
    render(<TryQuestionWidget round={round} />)
    expect(screen.getByText(round.questions[1]!)).toBeVisible()
    await user.click(screen.getByRole('button', { name: practiceFormCopy.another }))
    await user.click(screen.getByRole('button', { name: practiceFormCopy.another }))
    for (let i = 3; i < round.questions.length; i++) await user.click(screen.getByRole('button', { name: practiceFormCopy.another }))
    expect(answerBox()).toHaveValue('My draft')
  })

  it('hides the microphone where the browser has no speech recognition', () => {
    render(<TryQuestionWidget round={round} />)
    expect(screen.queryByRole('button', { name: practiceFormCopy.speak })).toBeNull()
    expect(screen.queryByText(practiceFormCopy.speechNote)).toBeNull()
  })

  it('dictates into the answer box, asking for the microphone only on the click, and measures the pace', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition)
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    const speak = screen.getByRole('button', { name: practiceFormCopy.speak })
    expect(speak).toHaveAccessibleDescription(practiceFormCopy.speechNote)
    expect(FakeRecognition.instances).toHaveLength(0)
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    await user.click(speak)
    const recognition = FakeRecognition.instances[0]!
    expect(recognition.started).toBe(true)
    expect(recognition.lang).toBe('en-US')
    expect(status()).toHaveTextContent(practiceMessages.listening)
    act(() => recognition.say('At my last job I was responsible for the', false))
    expect(answerBox()).toHaveValue('At my last job I was responsible for the')
    act(() => recognition.say(STAR_ANSWER))
    expect(answerBox()).toHaveValue(STAR_ANSWER)
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000 + 30_000)
    await user.click(screen.getByRole('button', { name: practiceFormCopy.stop }))
    expect(status()).toHaveTextContent(practiceMessages.stopped)
    await user.click(screen.getByRole('button', { name: practiceFormCopy.check }))
    // 51 words in 30 seconds.
    const report = screen.getByRole('region', { name: practiceReportCopy.heading })
    expect(report).toHaveTextContent('102 words/min')
    expect(report).toHaveTextContent(practiceReportCopy.pace.slow)
  })

  it('says so when the microphone is blocked', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition)
    const user = userEvent.setup()
    render(<TryQuestionWidget round={round} />)
    await user.click(screen.getByRole('button', { name: practiceFormCopy.speak }))
    act(() => {
      FakeRecognition.instances[0]!.onerror?.({ error: 'not-allowed' })
      FakeRecognition.instances[0]!.onend?.()
    })
    expect(screen.getByText(practiceMessages.speechErrors['not-allowed'])).toBeVisible()
    expect(screen.getByRole('button', { name: practiceFormCopy.speak })).toBeVisible()
  })
})

describe('TryQuestionSection', () => {
  it('shows the built HTML, and on focus replaces it with the live widget, keeping the text typed and the focus', async () => {
    // No IntersectionObserver callback ever comes: only the focus loads the widget.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    const { container } = render(<TryQuestionSection round={round} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Try one question now — no sign-up')
    const built = answerBox()
    built.focus()
    ;(built as HTMLTextAreaElement).value = 'Typed early'
    await waitFor(() => expect(answerBox()).not.toBe(built))
    expect(answerBox()).toHaveValue('Typed early')
    expect(answerBox()).toHaveFocus()
    expect(screen.getByText('2 words')).toBeVisible()
    expect(container.querySelectorAll('[style]')).toHaveLength(0)
  })

  it('replays a click on Check my answer made before the widget loaded', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    render(<TryQuestionSection round={round} />)
    ;(answerBox() as HTMLTextAreaElement).value = STAR_ANSWER
    screen.getByRole('button', { name: practiceFormCopy.check }).click()
    await waitFor(() => expect(screen.getByRole('heading', { name: practiceReportCopy.heading })).toHaveFocus())
  })
})
