import { z } from 'zod'
import { sitePath, text } from '~/content/fields'

/**
 * The cookie choices' copy, consent.yaml (product.md §2 "Cookie-settings popup"). The popup's
 * words load with the popup, after hydration; the footer entry's label loads with every page.
 */
const category = (name: string) =>
  z.object({
    label: text(2, 30, `The switch's name for ${name}`),
    description: text(20, 200, 'What switching it on allows, in one sentence'),
  })

export const ConsentSchema = z.object({
  popup: z.object({
    title: text(2, 40, 'The popup’s heading'),
    body: text(20, 120, 'The bar’s one sentence; short, so the closed bar stays under 30 % of a phone’s screen'),
    privacyLink: z.object({ label: text(2, 40, 'Text of the link after it'), to: sitePath }),
    closeLabel: text(2, 40, 'Name of the close (×) button, read by screen readers'),
    acceptAll: text(2, 24, 'Button'),
    rejectAll: text(2, 24, 'Button'),
    customize: text(2, 30, 'Button that opens the switches'),
    save: text(2, 30, 'Button that saves the switches'),
    essential: category('what is always on'),
    categories: z.object({ analytics: category('analytics'), marketing: category('marketing'), functional: category('functional') }),
    gpcNote: text(20, 160, 'Under Marketing when the browser sends Global Privacy Control'),
  }),
  footerLink: text(2, 30, 'The footer entry that reopens the cookie choices'),
})

export type ConsentCategoryCopy = z.output<typeof ConsentSchema>['popup']['essential']
