/**
 * Copy of the cookie-settings popup (product.md §2 "Cookie-settings popup"). It is loaded with the
 * popup, after hydration; the footer entry's label is in consent-link.ts so that the initial
 * bundle does not carry this text.
 */

export interface ConsentCategoryCopy {
  label: string
  description: string
}

export const consentCopy = {
  title: 'Cookie settings',
  /** Short on purpose: the closed bar must stay under 30 % of a phone's screen. */
  body: 'We set no cookies of our own. Analytics, marketing and functional tags run only if you allow them.',
  privacyLinkLabel: 'Privacy Policy',
  privacyPath: '/privacy-policy',
  closeLabel: 'Close cookie settings',
  acceptAll: 'Accept All',
  rejectAll: 'Reject All',
  customize: 'Customize Settings',
  save: 'Save Preferences',
  essential: {
    label: 'Essential',
    description:
      'Needed for the site to work, for example to remember this choice, your colour theme and your practice rounds in your browser. Always on.',
  } satisfies ConsentCategoryCopy,
  categories: {
    analytics: {
      label: 'Analytics',
      description: 'Help us understand how visitors use the site, through usage statistics.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Measure our advertising and show you more relevant ads on other sites.',
    },
    functional: {
      label: 'Functional',
      description: 'Remember preferences that make the site more convenient to use.',
    },
  } satisfies Record<string, ConsentCategoryCopy>,
  gpcNote: 'Your browser sends a Global Privacy Control signal, so marketing cookies stay off.',
} as const
