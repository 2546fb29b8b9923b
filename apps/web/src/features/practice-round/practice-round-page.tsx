import type { ReactNode } from 'react'
import { page as copy, picker } from '~/content/practice-round.yaml'
import { PRACTICE_PATH } from '~/content/pages'
import type { QuestionBank } from '~/content/question-banks'
import { fillLabel } from '~/lib/fill-label'
import { newTabProps } from '~/lib/links'
import { ROUND_SECTION_ID } from './round-section'
import { SCORES_KEY, roundKey } from '~/lib/storage-keys'
import { ROUND_SIZE } from './round'
import { CLOCK_SKEW_MS, EARLIEST_DATE } from './round-storage'

/**
 * A role's practice round page: its heading, the round (the island, `children`), and, without
 * JavaScript, the role's questions as a list to practise aloud with the sign-up link.
 */
export function PracticeRoundPage({ bank, signupHref, children }: { bank: QuestionBank; signupHref: string; children: ReactNode }) {
  return (
    <>
      <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-tint to-surface">
        <div className="container-page max-w-3xl pt-4 pb-6 sm:pt-14 sm:pb-10">
          <p className="text-sm print:hidden">
            <a href={PRACTICE_PATH} className="font-medium text-accent underline underline-offset-2">
              {picker.rolesTitle}
            </a>
          </p>
          <p className="mt-4 text-xs font-semibold tracking-wide text-accent uppercase sm:text-sm">{copy.eyebrow}</p>
          <h1 id="page-title" className="mt-2 text-[1.625rem]/[1.2] font-bold tracking-tight text-balance text-heading sm:text-4xl">
            {fillLabel(copy.heading, { role: bank.label })}
          </h1>
          {/* On a phone the start card says it, and "Start the round" stays on the first screen beside the cookie bar. */}
          <p className="mt-3 hidden text-base text-pretty text-muted sm:block sm:text-lg print:hidden">{copy.intro}</p>
        </div>
      </section>
      {/* Laid out from the first paint (data-laid-out, app.css): it is the page's action, on the first screen;
          skipped at a guessed height, it moved the footer into view when laid out (CLS 0.07 in Lighthouse).
          No scroll anchor in it: at Finish the report grows above the note below the round, which the browser
          would keep in place by moving the page down first, before the report's heading takes focus. */}
      <section id={ROUND_SECTION_ID} data-keep-clear="" data-laid-out="" className="container-page max-w-3xl pb-16 [overflow-anchor:none]">
        <div className="noscript:hidden">{children}</div>
        <noscript>
          <h2 className="text-xl font-bold text-heading">{copy.noscriptTitle}</h2>
          <p className="mt-2 text-body-soft">
            {copy.noscript}{' '}
            <a href={signupHref} {...newTabProps} className="font-semibold text-accent underline">
              {copy.signup}
            </a>
          </p>
          <ol className="mt-4 list-decimal space-y-3 pl-6 text-body">
            {bank.questions.map((q) => (
              <li key={q.text}>{q.text}</li>
            ))}
          </ol>
        </noscript>
        <aside className="mt-8 rounded-2xl border border-line bg-surface-alt p-5 text-sm print:hidden">
          <h2 className="font-semibold text-heading">{copy.privacyTitle}</h2>
          <p className="mt-1 text-body-soft">{copy.privacy}</p>
        </aside>
      </section>
    </>
  )
}

/**
 * The picker's inline script (its hash is in the page's CSP like every other inline script's):
 * each role's card says the round in progress or the last round's score, from what this browser
 * keeps (round-storage.ts, rememberScore), read by the same rules as the round reads it: a whole
 * question of five, a whole score from 0 to 100, a real date not ahead of the clock. Nothing kept,
 * something else kept, or storage blocked: the cards stay as built.
 */
export const PICKER_STATUS = `(()=>{const read=k=>{try{return JSON.parse(localStorage.getItem(k)??'null')}catch{return null}},int=(v,a,b)=>Number.isInteger(v)&&v>=a&&v<=b,scores=read('${SCORES_KEY}')??{},fill=(t,v)=>t.replace(/\\{(\\w+)\\}/g,(_,k)=>v[k]);for(const el of document.querySelectorAll('[data-practice-status]')){const slug=el.dataset.practiceStatus,round=read('${roundKey('')}'+slug),last=Object.hasOwn(scores,slug)?scores[slug]:null,at=Date.parse(last?.at);let text='';if(Array.isArray(round?.questions)&&round.questions.length===${ROUND_SIZE}&&int(round.index,0,${ROUND_SIZE - 1}))text=fill(el.dataset.progress,{n:round.index+1,total:${ROUND_SIZE}});else if(int(last?.overall,0,100)&&at>=${EARLIEST_DATE}&&at<=Date.now()+${CLOCK_SKEW_MS})text=fill(el.dataset.last,{score:last.overall,date:new Date(at).toLocaleDateString('en',{day:'numeric',month:'long'})});if(text){el.textContent=text;el.hidden=false}}})()`

/** The role picker: one link per question bank, each with the visitor's round in progress or last score. */
export function PracticePicker({ banks }: { banks: readonly QuestionBank[] }) {
  return (
    <>
      <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-tint to-surface">
        <div className="container-page pt-8 pb-8 sm:pt-16 sm:pb-12">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase sm:text-sm">{picker.eyebrow}</p>
          <h1
            id="page-title"
            className="mt-2 max-w-3xl text-[1.625rem]/[1.2] font-bold tracking-tight text-balance text-heading sm:text-5xl"
          >
            {picker.heading}
          </h1>
          <p className="mt-3 max-w-3xl text-base text-pretty text-muted sm:mt-6 sm:text-lg">{picker.intro}</p>
        </div>
      </section>
      <section aria-labelledby="roles-title" className="container-page pb-16">
        <h2 id="roles-title" className="text-xl font-bold text-heading">
          {picker.rolesTitle}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {banks.map((bank) => (
            <li key={bank.slug}>
              <a
                href={`/practice/${bank.slug}`}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-brand-line focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="font-semibold text-heading">{bank.label}</span>
                <span className="mt-1 text-sm text-muted">{fillLabel(picker.questions, { n: bank.questions.length })}</span>
                <span
                  hidden
                  data-practice-status={bank.slug}
                  data-last={picker.lastScore}
                  data-progress={picker.inProgress}
                  className="mt-2 text-sm font-medium text-accent-strong"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
