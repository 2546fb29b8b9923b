import { z } from 'zod'
import { sitePath, template, text, uniqueBy } from '~/content/fields'

/**
 * The site's frame, chrome.yaml: the skip link, the header, the theme switch, the footer's
 * headings and line, the legal pages' contents box, and the not-found page. Rendered at build
 * time only (the controls work from the HTML), so none of it ships in a script.
 */
const label = (help: string) => text(2, 40, help)

const navLink = z.object({
  label: text(2, 24, 'The link’s words'),
  to: sitePath.describe('Where it goes: a page of this site, or a section of one'),
})

export const ChromeSchema = z.object({
  skipLink: label('The first link of every page, for keyboard users: it jumps to the content'),
  header: z.object({
    links: z
      .array(navLink)
      .min(2)
      .max(6)
      .superRefine(uniqueBy('to', 'link'))
      .describe(
        'The header’s links, in order; the phone menu shows the same. The footer’s first column repeats those to the home page’s sections.',
      ),
    mainNav: label('Name of the header’s navigation, read by screen readers'),
    mobileNav: label('Name of the phone menu’s navigation, read by screen readers'),
    login: label('The Login link'),
    signup: label('The sign-up button'),
    openMenu: label('The phone menu button, closed, read by screen readers'),
    closeMenu: label('The phone menu button, open, read by screen readers'),
    themeLabel: label('Above the theme switch in the phone menu'),
  }),
  theme: z.object({
    legend: label('Name of the theme switch, read by screen readers'),
    options: z.object({ system: label('The system theme'), light: label('The light theme'), dark: label('The dark theme') }),
  }),
  legalTocHeading: label('Heading of the legal pages’ contents box'),
  footer: z.object({
    productHeading: label('Footer column'),
    practiceLink: label('The last link of that column: the free practice round'),
    groupHeadings: z
      .object({ feature: label('Footer column'), role: label('Footer column'), topic: label('Footer column') })
      .describe('The footer columns of the landing pages, by their group'),
    supportHeading: label('Footer column'),
    legalHeading: label('Footer column'),
    copyright: template(10, 100, ['year', 'entity'], 'The last line'),
  }),
  notFound: z.object({
    title: label('The not-found page’s title in the tab and search results'),
    description: text(20, 160, 'Its description for search results'),
    code: text(3, 3, 'The big number'),
    heading: label('Its heading'),
    body: text(10, 160, 'The line under it'),
    home: label('The link to the home page'),
  }),
})
