import { data } from 'react-router'
import { LandingPage } from '../components/landing/landing-page'
import { landingPageData } from '../components/landing/landing-page.server'
import { findPage } from '../content/pages'
import { landingPageMeta } from '../lib/page-meta'
import type { Route } from './+types/landing'

// One module renders every landing page. The loader runs at build time (prerender), so page
// content reaches the browser as loader data embedded in the HTML and never ships in the
// JavaScript bundle.
export async function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname)
  if (!page || page.kind !== 'landing') throw data(null, { status: 404 })
  return landingPageData(page)
}

export const meta: Route.MetaFunction = ({ data }) => landingPageMeta(data)

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />
}
