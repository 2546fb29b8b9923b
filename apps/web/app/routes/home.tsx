import { HomePage } from '../components/home/home-page'
import { homePageData } from '../components/home/home-page.server'
import { pricingJsonLd } from '../components/pricing/pricing-json-ld'
import { pageMeta } from '../lib/page-meta'
import type { Route } from './+types/home'

// Runs at build time: the copy travels in the prerendered page, not in the bundle.
export const loader = homePageData

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data), pricingJsonLd()]

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />
}
