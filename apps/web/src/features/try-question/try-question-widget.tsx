import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { form as formCopy, messages } from '~/content/practice.yaml'
import {
  AnswerReportCard,
  type AnswerReport,
  checkAnswer,
  countWords,
  speechErrorText,
  useSoftTimer,
  useSpeechInput,
} from '~/features/answer'
import { fillLabel } from '~/lib/fill-label'
import { sessionDraftStorage } from '~/lib/browser-storage'
import { loadTryQuestionDraft, saveTryQuestionDraft, type TryQuestionDraft } from './try-question-draft'
import { TryQuestionForm, type TryQuestionFormProps } from './try-question-form'
import type { TryQuestionData, TryQuestionTakeover } from './try-question'

export interface TryQuestionWidgetProps {
  round: TryQuestionData
  /** Given when the widget replaces the page's prerendered form: what the visitor had done to it. */
  takeover?: TryQuestionTakeover
}

const replaceAt = (list: readonly string[], at: number, value: string) => list.map((v, i) => (i === at ? value : v))
const wordsLabel = (n: number) => fillLabel(n === 1 ? formCopy.words.one : formCopy.words.other, { n })
const NOT_SPOKEN = { words: 0, ms: 0 }

function analyse(round: TryQuestionData, index: number, answer: string, spoken: { words: number; ms: number }): AnswerReport {
  return checkAnswer({ text: answer, keywords: round.keywords, kind: round.kinds[index], speech: spoken.words > 0 ? spoken : undefined })
}

/** The session's draft for this page, with whatever was typed into the form before the widget loaded (question 1) on top. */
function restoredDraft({ path, questions }: TryQuestionData, takeover: TryQuestionTakeover | undefined): TryQuestionDraft {
  const draft = loadTryQuestionDraft(sessionDraftStorage(), path, questions) ?? { index: 0, answers: questions.map(() => '') }
  const typed = takeover?.answer ? { index: 0, answers: replaceAt(draft.answers, 0, takeover.answer) } : draft
  return takeover?.action === 'next' ? { ...typed, index: (typed.index + 1) % questions.length } : typed
}

/**
 * The "Try one question" widget. Its first render is exactly the HTML the page was built with
 * (try-question.server.tsx), so replacing that HTML with the live widget moves nothing on
 * screen; a layout effect then restores the session's draft and what the visitor did before
 * the chunk arrived. It checks an answer in the browser: nothing is ever sent anywhere.
 */
export function TryQuestionWidget({ round, takeover }: TryQuestionWidgetProps) {
  const [draft, setDraft] = useState<TryQuestionDraft>(() => ({ index: 0, answers: round.questions.map(() => '') }))
  const [restored, setRestored] = useState(false)
  const answer = draft.answers[draft.index] ?? ''
  const [report, setReport] = useState<AnswerReport | null>(null)
  const [spoken, setSpoken] = useState(NOT_SPOKEN)
  const [message, setMessage] = useState<TryQuestionFormProps['message']>(null)
  const [status, setStatus] = useState('')
  const speech = useSpeechInput()
  const timer = useSoftTimer(() => setStatus(messages.timeUp))
  const startTimer = timer.start
  const answerRef = useRef<HTMLTextAreaElement>(null)
  const reportRef = useRef<HTMLHeadingElement>(null)
  const moveToReport = useRef(false)
  // Speech results that arrive after "Another question" belong to the old question: ignored.
  const questionRound = useRef(0)

  // Saying the same thing twice must still be announced: the text has to change.
  const announce = (text: string) => setStatus((previous) => (previous === text ? `${text}\u00a0` : text))

  // Before the first paint: the draft, the text typed before the widget loaded, its focus, a click to replay.
  useLayoutEffect(() => {
    const draft = restoredDraft(round, takeover)
    setDraft(draft)
    setRestored(true)
    const answer = draft.answers[draft.index] ?? ''
    if (takeover?.answer) startTimer()
    if (takeover?.focusId) document.getElementById(takeover.focusId)?.focus()
    if (takeover?.action === 'check' && countWords(answer) > 0) {
      setReport(analyse(round, draft.index, answer, NOT_SPOKEN))
      moveToReport.current = true
    }
  }, [round, takeover, startTimer])

  useEffect(() => {
    if (restored) saveTryQuestionDraft(sessionDraftStorage(), round.path, round.questions, draft)
  }, [round, draft, restored])

  useEffect(() => {
    if (!report || !moveToReport.current) return
    moveToReport.current = false
    reportRef.current?.focus()
  }, [report])

  function edit(text: string) {
    setDraft((d) => ({ ...d, answers: replaceAt(d.answers, d.index, text) }))
    if (!timer.running && text.trim() !== '') timer.start()
    if (message?.invalid) setMessage(null)
  }

  function next() {
    questionRound.current++
    speech.stop()
    const index = (draft.index + 1) % round.questions.length
    setDraft((d) => ({ ...d, index }))
    timer.reset()
    setSpoken(NOT_SPOKEN)
    setReport(null)
    setMessage(null)
    announce(fillLabel(messages.question, { n: index + 1, total: round.questions.length, question: round.questions[index]! }))
  }

  function check() {
    speech.stop()
    if (countWords(answer) === 0) {
      setMessage({ text: messages.empty, invalid: true })
      answerRef.current?.focus()
      return
    }
    const result = analyse(round, draft.index, answer, spoken)
    setReport(result)
    timer.pause()
    setMessage(null)
    moveToReport.current = true
    const found = result.kind === 'story' ? result.starFound : result.shape.length
    announce(fillLabel(messages.ready[result.kind], { found, words: wordsLabel(result.words) }))
  }

  function toggleSpeech() {
    if (speech.listening) return speech.stop()
    const mine = questionRound.current
    const at = draft.index
    const base = answer.trim() === '' ? '' : `${answer.trimEnd()} `
    const startedAt = Date.now()
    const write = (text: string) => setDraft((d) => ({ ...d, answers: replaceAt(d.answers, at, text) }))
    timer.start()
    setMessage({ text: messages.listening, invalid: false })
    announce(messages.listening)
    speech.start({
      onText: (final, interim) => questionRound.current === mine && write(base + final + interim),
      onEnd: (final) => {
        if (questionRound.current !== mine) return
        write(base + final)
        setSpoken((s) => ({ words: s.words + countWords(final), ms: s.ms + Date.now() - startedAt }))
        setMessage((m) => (m?.text === messages.listening ? null : m))
        announce(messages.stopped)
      },
      onError: (code) => {
        if (code === 'aborted') return
        const text = speechErrorText(code)
        setMessage({ text, invalid: false })
        announce(text)
      },
    })
  }

  return (
    <>
      <TryQuestionForm
        copy={formCopy}
        icons={round.icons}
        question={round.questions[draft.index]!}
        kind={round.kinds[draft.index] ?? 'story'}
        index={draft.index}
        total={round.questions.length}
        answer={answer}
        timer={timer.reading}
        speech={!speech.supported ? 'unavailable' : speech.listening ? 'listening' : 'available'}
        message={message}
        status={status}
        actions={{ onAnswer: edit, onNext: next, onCheck: check, onSpeak: toggleSpeech }}
        answerRef={answerRef}
      />
      {report && <AnswerReportCard report={report} signupHref={round.signupHref} arrowIcon={round.icons.arrow} headingRef={reportRef} />}
    </>
  )
}
