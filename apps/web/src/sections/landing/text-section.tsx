import { CheckList } from './check-list'
import type { SectionProps } from './types'

/** Prose: a heading, paragraphs and optional bullets, in a readable column. */
export function TextSection({ section, heading }: SectionProps<'text'>) {
  return (
    <div className="max-w-3xl">
      {heading}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-5 text-lg leading-relaxed text-body-soft">
          {paragraph}
        </p>
      ))}
      {section.bullets && <CheckList items={section.bullets} className="mt-6" />}
    </div>
  )
}
