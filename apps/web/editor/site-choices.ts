/**
 * What the editor's list fields offer, read from the content: the site's pages with the sections a
 * link may point at (the ones the build's link check takes), and the question banks. Loaded afresh
 * by the edit server for each configuration it serves (integration.ts), so a page or section just
 * added is there at the editor's next load, and content that does not read yet leaves the fields
 * typed in rather than stopping the editor.
 */
import { pages, pageSections } from '../src/content/pages'
import { questionBanks } from '../src/content/question-banks'
import type { Choices } from './cms-config'

export function siteChoices(): Choices {
  const siteLinks = pages.flatMap((page) => {
    const name = page.path === '/' ? 'Home page' : page.label
    return [
      { label: name, value: page.path },
      ...pageSections(page).map(({ id, heading }) => ({ label: `${name} › ${heading}`, value: `${page.path}#${id}` })),
    ]
  })
  return { siteLinks, banks: questionBanks.map((bank) => ({ label: bank.label, value: bank.role })) }
}
