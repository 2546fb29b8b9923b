import { cn } from '~/lib/cn'
import { LandingIcon } from './landing-icon'
import { bodyClass, cardClass, cardTitleClass } from './styles'
import type { SectionProps } from './types'

/** Case files: a scenario per card and the skills it assesses. */
export function CaseFilesSection({ section, heading }: SectionProps<'case-files'>) {
  return (
    <>
      {heading}
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {section.items.map((file) => (
          <li key={file.title} className={cn(cardClass, 'border-t-4 border-t-brand-line')}>
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-accent uppercase">
              <LandingIcon name="folder-open" className="size-4" />
              {file.label}
            </p>
            <h3 className={cn(cardTitleClass, 'mt-3')}>{file.title}</h3>
            <p className={cn(bodyClass, 'mt-2')}>{file.scenario}</p>
            <p className="mt-4 text-sm font-semibold text-body">{section.assessesLabel}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {file.assesses.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-tint px-3 py-1 text-sm text-accent-strong">
                  {skill}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}
