import type { ReactNode } from 'react'
import type { ResolvedKind, ResolvedSection } from '~/content/landing/schema'
import { CardsSection } from './cards-section'
import { CaseFilesSection } from './case-files-section'
import { ChatSection } from './chat-section'
import { ChecklistSection } from './checklist-section'
import { CodeDemoSection } from './code-demo-section'
import { ComparisonSection } from './comparison-section'
import { HighlightSection } from './highlight-section'
import { LinksSection } from './links-section'
import { QuestionsSection } from './questions-section'
import { SampleReportSection } from './sample-report-section'
import { SectionHeading } from '~/components/ui/section-heading'
import { StarSection } from './star-section'
import { StepsSection } from './steps-section'
import { TestimonialsGrid } from './testimonials-grid'
import { TextSection } from './text-section'
import type { SectionProps } from './types'
import { VideoDemoSection } from './video-demo-section'

/**
 * One component per section kind. Typed as a full Record, so a kind added to
 * the schema does not compile until something renders it.
 */
const sectionComponents: { [K in ResolvedKind]: (props: SectionProps<K>) => ReactNode } = {
  cards: CardsSection,
  questions: QuestionsSection,
  checklist: ChecklistSection,
  steps: StepsSection,
  text: TextSection,
  highlight: HighlightSection,
  star: StarSection,
  chat: ChatSection,
  'code-demo': CodeDemoSection,
  'case-files': CaseFilesSection,
  comparison: ComparisonSection,
  'sample-report': SampleReportSection,
  'video-demo': VideoDemoSection,
  testimonials: TestimonialsGrid,
  links: LinksSection,
}

/** Kinds whose heading sits in a column beside other content rather than centred above it. */
const leftAligned: ReadonlySet<ResolvedKind> = new Set(['highlight', 'text', 'video-demo'])

/** Renders a page's sections in content order, alternating the background. */
export function LandingSections({ sections }: { sections: readonly ResolvedSection[] }) {
  return sections.map((section, index) => {
    const Component = sectionComponents[section.kind] as (props: SectionProps<ResolvedKind>) => ReactNode
    const headingId = `${section.id ?? `section-${index + 1}`}-title`
    return (
      <section
        key={headingId}
        id={section.id}
        aria-labelledby={headingId}
        className={index % 2 === 0 ? 'bg-surface py-16 sm:py-20' : 'bg-surface-alt py-16 sm:py-20'}
      >
        <div className="container-page">
          <Component
            section={section}
            heading={
              <SectionHeading
                id={headingId}
                eyebrow={section.eyebrow}
                heading={section.heading}
                intro={section.intro}
                align={leftAligned.has(section.kind) ? 'left' : 'center'}
                className="max-w-3xl"
              />
            }
          />
        </div>
      </section>
    )
  })
}
