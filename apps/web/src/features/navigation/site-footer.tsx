import { ChevronDown } from 'lucide-react'
import { footer as footerCopy } from '~/content/chrome.yaml'
import { landingPages, pages, productLinks, type LandingGroup } from '~/content/pages'
import { site } from '~/content/site'
import { fillLabel } from '~/lib/fill-label'
import { CookieSettingsLink } from '~/features/consent'
import { Logo } from './logo'
import { SupportLinks } from '~/features/contact'

const quickLinkGroups = Object.entries(footerCopy.groupHeadings) as [LandingGroup, string][]
const legalPages = pages.filter((page) => page.kind === 'legal')

/**
 * A group of links under its heading. `links`: a list of the site's pages (lib/speculation.ts
 * speculates them when the pointer is on one, not as they come into view), not the legal links.
 */
function FooterGroup({ heading, children, links = false }: { heading: string; children: React.ReactNode; links?: boolean }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-on-inverse">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm" data-link-list={links ? '' : undefined}>
        {children}
      </ul>
    </div>
  )
}

/**
 * A long group of links: on phones a disclosure that starts closed, so the footer stays short;
 * from 640 px an open column with its heading (app.css shows the content of the closed
 * <details> there, where the browser supports ::details-content, and keeps the disclosure
 * elsewhere). Works without JavaScript.
 */
function FooterDisclosure({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <details className="footer-disclosure group">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-sm font-semibold text-on-inverse [&::-webkit-details-marker]:hidden">
        {heading}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <h2 className="text-sm font-semibold text-on-inverse">{heading}</h2>
      <ul className="mt-1 space-y-2 pb-4 text-sm sm:mt-3 sm:pb-0" data-link-list="">
        {children}
      </ul>
    </details>
  )
}

export function SiteFooter() {
  return (
    <footer className="bg-inverse text-on-inverse-soft">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 sm:gap-10 sm:py-14 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo className="text-on-inverse [&_span]:text-on-inverse" />
          <p className="mt-4 max-w-xs text-sm">{site.summary}</p>
        </div>
        <FooterGroup heading={footerCopy.productHeading} links>
          {productLinks.map((link) => (
            <li key={link.to}>
              <a href={link.to} className="footer-link">
                {link.label}
              </a>
            </li>
          ))}
        </FooterGroup>
        {/* One block of three disclosures on phones; three grid columns from 640 px. */}
        <div className="divide-y divide-inverse-raised border-y border-inverse-raised sm:contents sm:divide-y-0">
          {quickLinkGroups.map(([group, heading]) => (
            <FooterDisclosure key={group} heading={heading}>
              {landingPages(group).map((page) => (
                <li key={page.path}>
                  <a href={page.path} className="footer-link">
                    {page.label}
                  </a>
                </li>
              ))}
            </FooterDisclosure>
          ))}
        </div>
      </div>
      <div className="container-page grid grid-cols-2 gap-6 border-t border-inverse-raised py-8 sm:gap-10">
        <FooterGroup heading={footerCopy.supportHeading}>
          <SupportLinks />
        </FooterGroup>
        <FooterGroup heading={footerCopy.legalHeading}>
          {legalPages.map((page) => (
            <li key={page.path}>
              <a href={page.path} className="footer-link">
                {page.label}
              </a>
            </li>
          ))}
          <CookieSettingsLink />
        </FooterGroup>
      </div>
      {/* The year is prerendered at build time; a page built last December must not fail hydration. */}
      <p className="container-page border-t border-inverse-raised py-6 text-xs text-on-inverse-muted" suppressHydrationWarning>
        {fillLabel(footerCopy.copyright, { year: new Date().getFullYear(), entity: site.legalEntity })}
      </p>
    </footer>
  )
}
