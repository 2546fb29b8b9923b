import { Menu, X } from 'lucide-react'
import { header as headerCopy } from '~/content/chrome.yaml'
import { ThemeControl } from '~/features/theme'
import { Logo } from './logo'
import { AppLink } from '~/components/ui/app-link'

/**
 * The site's header: see-through at the top of the page, solid once the page is scrolled past
 * STICKY_HEADER_MAX_SCROLL_PX (<html data-scrolled>, set by the page's inline script).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-surface/80 backdrop-blur transition-[background-color,box-shadow] duration-200 [html[data-scrolled]_&]:border-line [html[data-scrolled]_&]:bg-surface [html[data-scrolled]_&]:shadow-sm">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={headerCopy.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {headerCopy.links.map((link) => (
              <li key={link.to}>
                <a href={link.to} className="nav-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <ThemeControl name="theme" />
          <AppLink to="login" className="btn-ghost">
            {headerCopy.login}
          </AppLink>
          <AppLink to="signup">{headerCopy.signup}</AppLink>
        </div>
        {/* A popover works from the HTML: the button toggles it (and gives it its expanded
            state: HTML forbids aria-expanded here), Escape and a tap outside close it; the page's
            inline script closes it when a link is chosen (inline-script.ts); app.css shows
            the icon and name of its state. */}
        <button type="button" className="btn btn-ghost lg:hidden" popoverTarget="mobile-menu" aria-controls="mobile-menu">
          <Menu aria-hidden="true" size={22} className="menu-when-closed" />
          <X aria-hidden="true" size={22} className="menu-when-open" />
          <span className="menu-when-closed sr-only">{headerCopy.openMenu}</span>
          <span className="menu-when-open sr-only">{headerCopy.closeMenu}</span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label={headerCopy.mobileNav}
        className="border-t border-b border-line bg-surface-raised shadow-lg lg:hidden"
      >
        <ul className="container-page flex flex-col py-2">
          {headerCopy.links.map((link) => (
            <li key={link.to}>
              <a href={link.to} className="block py-3 text-base font-medium text-body-soft">
                {link.label}
              </a>
            </li>
          ))}
          <li className="flex items-center justify-between gap-3 py-2 noscript:hidden">
            <span aria-hidden="true" className="text-base font-medium text-body-soft">
              {headerCopy.themeLabel}
            </span>
            <ThemeControl name="theme-menu" />
          </li>
          <li className="flex gap-3 py-3">
            <AppLink to="login" className="btn-outline flex-1">
              {headerCopy.login}
            </AppLink>
            <AppLink to="signup" className="btn-primary flex-1">
              {headerCopy.signup}
            </AppLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
