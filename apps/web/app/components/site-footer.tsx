import { Link } from 'react-router'
import { footerCopy } from '../content/chrome'
import { landingPages, pages, type LandingGroup } from '../content/pages'
import { productLinks, site } from '../content/site'
import { CookieSettingsLink } from './consent/cookie-settings-link'
import { Logo } from './logo'
import { SupportLinks } from './support/support-links'

const quickLinkGroups = Object.entries(footerCopy.groupHeadings) as [LandingGroup, string][]
const legalPages = pages.filter((page) => page.kind === 'legal')

function FooterGroup({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  )
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo className="text-white [&_span]:text-white" />
          <p className="mt-4 max-w-xs text-sm">{site.summary}</p>
        </div>
        <FooterGroup heading={footerCopy.productHeading}>
          {productLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="footer-link">
                {link.label}
              </Link>
            </li>
          ))}
        </FooterGroup>
        {quickLinkGroups.map(([group, heading]) => (
          <FooterGroup key={group} heading={heading}>
            {landingPages(group).map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="footer-link">
                  {page.label}
                </Link>
              </li>
            ))}
          </FooterGroup>
        ))}
      </div>
      <div className="container-page grid gap-10 border-t border-slate-800 py-8 sm:grid-cols-2">
        <FooterGroup heading={footerCopy.supportHeading}>
          <SupportLinks />
        </FooterGroup>
        <FooterGroup heading={footerCopy.legalHeading}>
          {legalPages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="footer-link">
                {page.label}
              </Link>
            </li>
          ))}
          <CookieSettingsLink />
        </FooterGroup>
      </div>
      {/* The year is prerendered at build time; a page built last December must not fail hydration. */}
      <p className="container-page border-t border-slate-800 py-6 text-xs text-slate-400" suppressHydrationWarning>
        {footerCopy.copyright(new Date().getFullYear(), site.legalEntity)}
      </p>
    </footer>
  )
}
