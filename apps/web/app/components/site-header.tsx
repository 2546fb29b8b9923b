import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { headerCopy } from '../content/chrome'
import { headerLinks } from '../content/site'
import { cn } from '../lib/cn'
import { STICKY_HEADER_MAX_SCROLL_PX } from '../lib/constants'
import { useScrolledPast } from '../lib/use-scrolled-past'
import { Logo } from './logo'
import { AppLink } from './ui/app-link'

export function SiteHeader() {
  const atTop = !useScrolledPast(STICKY_HEADER_MAX_SCROLL_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)

  return (
    <header
      data-at-top={atTop}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200',
        atTop ? 'border-transparent bg-white/80 backdrop-blur' : 'border-slate-200 bg-white shadow-sm',
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={headerCopy.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <AppLink to="login" className="btn-ghost">
            {headerCopy.login}
          </AppLink>
          <AppLink to="signup">{headerCopy.signup}</AppLink>
        </div>
        <button
          type="button"
          className="btn btn-ghost lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span className="sr-only">{menuOpen ? headerCopy.closeMenu : headerCopy.openMenu}</span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={headerCopy.mobileNav}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white lg:hidden"
        onKeyDown={(event) => event.key === 'Escape' && closeMenu()}
      >
        <ul className="container-page flex flex-col py-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block py-3 text-base font-medium text-slate-700" onClick={closeMenu}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="flex gap-3 py-3">
            <AppLink to="login" className="btn-outline flex-1" onClick={closeMenu}>
              {headerCopy.login}
            </AppLink>
            <AppLink to="signup" className="btn-primary flex-1" onClick={closeMenu}>
              {headerCopy.signup}
            </AppLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
