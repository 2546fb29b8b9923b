import { LandingIcon } from './landing-icon'
import type { SectionProps } from './types'

/** Skill bullets: a two-column list of check-marked skills. */
export function ChecklistSection({ section, heading }: SectionProps<'checklist'>) {
  return (
    <>
      {heading}
      <ul className="mx-auto mt-10 grid max-w-4xl gap-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl border border-line bg-surface p-4 text-body-soft">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
              <LandingIcon name="check" className="size-3.5" />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
