import { useEffect, useRef, useState, type ComponentType } from 'react'
import { PRACTICE_LOAD_AHEAD_MARGIN } from '~/lib/constants'
import {
  TRY_QUESTION_BOX_ID,
  TRY_QUESTION_SECTION_ID,
  TRY_QUESTION_TITLE_ID,
  REPLAYED_ACTIONS,
  type TryQuestionAction,
  type TryQuestion,
  type TryQuestionTakeover,
} from './try-question'
import type { TryQuestionWidgetProps } from './try-question-widget'

const loadWidget = () => import('./try-question-widget')

type Live = { Widget: ComponentType<TryQuestionWidgetProps>; takeover: TryQuestionTakeover }

/**
 * Loads the widget's chunk when the prerendered form in `box` nears the viewport or is
 * touched (focus, pointer, click), then hands over what the visitor did to the form: the text,
 * the focused control, and a click on "Another question" or "Check my answer" to replay.
 */
function whenWanted(box: HTMLElement, show: (live: Live) => void): () => void {
  let state: 'idle' | 'loading' | 'done' = 'idle'
  let action: TryQuestionAction | null = null
  const load = () => {
    if (state !== 'idle') return
    state = 'loading'
    loadWidget().then(
      ({ TryQuestionWidget }) => {
        if (state !== 'loading') return
        stop()
        const focused = document.activeElement
        const focusId = focused && focused !== box && box.contains(focused) ? focused.id || null : null
        show({ Widget: TryQuestionWidget, takeover: { answer: box.querySelector('textarea')?.value ?? '', focusId, action } })
      },
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: the next touch tries again.
        console.warn('Could not load the practice widget', error)
        if (state === 'loading') state = 'idle'
      },
    )
  }
  const remember = (event: Event) => {
    const name = (event.target as Element).closest<HTMLElement>('[data-action]')?.dataset.action
    action = REPLAYED_ACTIONS.find((a) => a === name) ?? null
    load()
  }
  const listeners = [
    ['focusin', load],
    ['pointerdown', load],
    ['click', remember],
  ] as const
  listeners.forEach(([type, listener]) => box.addEventListener(type, listener))
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
          rootMargin: PRACTICE_LOAD_AHEAD_MARGIN,
        })
  const stop = () => {
    state = 'done'
    observer?.disconnect()
    listeners.forEach(([type, listener]) => box.removeEventListener(type, listener))
  }
  if (observer) observer.observe(box)
  else load()
  return stop
}

/**
 * "Try one question now", placed after the hero. Its content is HTML rendered at build time
 * (try-question.server.tsx), the widget's first render included; the widget's code is a
 * separate chunk that replaces that HTML with the live widget, identical on screen, once the
 * section is near. Without JavaScript the question and a sign-up link show.
 */
export function TryQuestionSection({ round }: { round: TryQuestion }) {
  const box = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<Live | null>(null)
  useEffect(() => (box.current ? whenWanted(box.current, setLive) : undefined), [])
  return (
    <section id={TRY_QUESTION_SECTION_ID} aria-labelledby={TRY_QUESTION_TITLE_ID} className="bg-surface-alt py-12 sm:py-20">
      <div className="container-page">
        {/* Our own markup, rendered from our components at build time: no visitor input in it. */}
        <div className="mx-auto max-w-3xl">
          <div dangerouslySetInnerHTML={{ __html: round.html.head }} />
          {live ? (
            // data-live: the widget's code runs here (a marker for tests).
            <div key="live" id={TRY_QUESTION_BOX_ID} className="mt-10" data-live="">
              <live.Widget round={round} takeover={live.takeover} />
            </div>
          ) : (
            <div
              key="static"
              ref={box}
              id={TRY_QUESTION_BOX_ID}
              className="mt-10"
              dangerouslySetInnerHTML={{ __html: round.html.widget }}
            />
          )}
        </div>
      </div>
    </section>
  )
}
