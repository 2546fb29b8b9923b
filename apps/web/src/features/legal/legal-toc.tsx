import { legalTocHeading } from '~/content/chrome.yaml'
import type { LegalSection } from '~/content/legal/schema'

/** The document's table of contents: plain anchor links, so it works before hydration. */
export function LegalToc({ sections }: { sections: Pick<LegalSection, 'id' | 'heading'>[] }) {
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-xl border border-line bg-surface-alt p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto print:hidden"
    >
      <h2 id="legal-toc-heading" className="text-sm font-semibold tracking-wide text-heading uppercase">
        {legalTocHeading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-muted marker:text-faint sm:columns-2 sm:gap-8 lg:columns-1">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a href={`#${section.id}`} className="hover:text-accent hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
