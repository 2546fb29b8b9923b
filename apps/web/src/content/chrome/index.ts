import { collections } from '~/content.config'
import type { LandingGroup } from '~/content/pages'

/** The site's frame (chrome.yaml), read when the module loads: in the build and its Node steps. */
const copy = collections.chrome.read()

export const { skipLink, legalTocHeading } = copy
export const headerCopy = copy.header
export const themeCopy = copy.theme
export const footerCopy = { ...copy.footer, groupHeadings: copy.footer.groupHeadings satisfies Record<LandingGroup, string> }
export const notFoundCopy = copy.notFound
