import { legalTocHeading } from '../../content/chrome'
import type { LegalSection } from '../../content/legal/schema'

/** The document's table of contents: plain anchor links, so it works before hydration. */
export function LegalToc({ sections }: { sections: Pick<LegalSection, 'id' | 'heading'>[] }) {
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto print:hidden"
    >
      <h2 id="legal-toc-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {legalTocHeading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-slate-600 marker:text-slate-400 sm:columns-2 sm:gap-8 lg:columns-1">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a href={`#${section.id}`} className="hover:text-brand-700 hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
