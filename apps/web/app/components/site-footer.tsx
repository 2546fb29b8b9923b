import { Link } from 'react-router'
import { landingPages, type LandingGroup } from '../content/pages'
import { productLinks, site } from '../content/site'
import { CookieSettingsLink } from './consent/cookie-settings-link'
import { Logo } from './logo'
import { SupportLinks } from './support/support-links'

const quickLinkGroups: { group: LandingGroup; heading: string }[] = [
  { group: 'feature', heading: 'Features' },
  { group: 'role', heading: 'By role' },
  { group: 'topic', heading: 'By interview type' },
]

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
        <FooterGroup heading="Product">
          {productLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="footer-link">
                {link.label}
              </Link>
            </li>
          ))}
        </FooterGroup>
        {quickLinkGroups.map(({ group, heading }) => (
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
        <FooterGroup heading="Support">
          <SupportLinks />
        </FooterGroup>
        <FooterGroup heading="Legal">
          <li>
            <Link to="/privacy-policy" className="footer-link">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service" className="footer-link">
              Terms of Service
            </Link>
          </li>
          <CookieSettingsLink />
        </FooterGroup>
      </div>
      {/* The year is prerendered at build time; a page built last December must not fail hydration. */}
      <p className="container-page border-t border-slate-800 py-6 text-xs text-slate-400" suppressHydrationWarning>
        © {new Date().getFullYear()} {site.legalEntity}. All rights reserved.
      </p>
    </footer>
  )
}
