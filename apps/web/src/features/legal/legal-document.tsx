import type { LegalDocument } from '~/content/legal/schema'
import { LegalBlock, RichTextView } from './legal-rich-text'
import { LegalToc } from './legal-toc'

export interface LegalDocumentProps {
  document: LegalDocument
  /** `document.lastUpdated` as words, formatted at build time (no locale or time-zone drift). */
  lastUpdatedLabel: string
}

/** A legal page: title, date and introduction, a table of contents, then numbered sections. */
export function LegalDocumentView({ document, lastUpdatedLabel }: LegalDocumentProps) {
  return (
    <div className="container-page py-12 sm:py-16 print:max-w-none print:p-0">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-heading sm:text-4xl print:text-heading">{document.title}</h1>
        <p className="mt-3 text-sm text-muted">
          Last updated: <time dateTime={document.lastUpdated}>{lastUpdatedLabel}</time>
        </p>
        <div className="mt-6 space-y-4 text-base leading-7 text-body-soft sm:text-lg sm:leading-8 print:text-base print:text-heading">
          {document.intro.map((text, i) => (
            <p key={i}>
              <RichTextView text={text} />
            </p>
          ))}
        </div>
      </header>
      <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12 print:block">
        <LegalToc sections={document.sections} />
        <article className="mt-10 max-w-3xl text-base leading-7 text-body-soft lg:mt-0 print:text-heading">
          {document.sections.map((section, index) => (
            <section key={section.id} className="mt-12 first:mt-0">
              <h2 id={section.id} className="text-xl font-semibold tracking-tight text-heading sm:text-2xl print:text-heading">
                {index + 1}. {section.heading}
              </h2>
              {section.blocks.map((block, i) => (
                <LegalBlock key={i} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  )
}
