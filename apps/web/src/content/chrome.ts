/**
 * Copy of the site's frame: the skip link, the header, the footer's headings and line, the
 * legal pages' contents box, the not-found page and the error page. Components only render it.
 */
import type { LandingGroup } from './pages'

export const skipLink = 'Skip to content'

export const headerCopy = {
  mainNav: 'Main',
  mobileNav: 'Mobile',
  login: 'Login',
  signup: 'Sign Up Free',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  themeLabel: 'Theme',
}

export const themeCopy = {
  legend: 'Colour theme',
  options: { system: 'System theme', light: 'Light theme', dark: 'Dark theme' },
}

export const legalTocHeading = 'On this page'

export const footerCopy = {
  productHeading: 'Product',
  groupHeadings: {
    feature: 'Features',
    role: 'By role',
    topic: 'By interview type',
  } satisfies Record<LandingGroup, string>,
  supportHeading: 'Support',
  legalHeading: 'Legal',
  copyright: (year: number, entity: string) => `© ${year} ${entity}. All rights reserved.`,
}

export const notFoundCopy = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Return to the home page to continue.',
  code: '404',
  heading: 'Oops! Page not found',
  body: 'The page you are looking for may have moved or never existed.',
  home: 'Return to Home',
}
