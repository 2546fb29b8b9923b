import { data } from 'react-router'
import { LegalDocumentView } from '../components/legal/legal-document'
import printStylesheet from '../components/legal/legal-print.css?url'
import { env } from '../config/env'
import { formatLegalDate, legalContext, legalDocument } from '../content/legal'
import { findPage } from '../content/pages'
import { pageMeta } from '../lib/page-meta'
import { socialCardUrl } from '../lib/social-card.server'
import type { Route } from './+types/legal'

// One module renders every legal page. The loader runs at build time (prerender), so the
// documents, their schema and zod stay out of the JavaScript bundle: the text arrives as
// loader data embedded in the page.
export async function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname)
  const document = page?.kind === 'legal' ? legalDocument(page.path, legalContext(env)) : undefined
  if (!page || !document) throw data(null, { status: 404 })
  return {
    page,
    socialImage: await socialCardUrl(page),
    document,
    lastUpdatedLabel: formatLegalDate(document.lastUpdated),
  }
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

// Print-only, so it never blocks rendering on screen.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printStylesheet, media: 'print' }]

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} lastUpdatedLabel={loaderData.lastUpdatedLabel} />
}
