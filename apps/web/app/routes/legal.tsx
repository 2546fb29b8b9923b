import { data } from 'react-router'
import { findPage } from '../content/pages'
import { pageMeta } from '../lib/page-meta'
import type { Route } from './+types/legal'

// One module renders every legal page; the loader runs at build time
// (prerender), so page content never ships in the JavaScript bundle.
export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname)
  if (!page || page.kind !== 'legal') throw data(null, { status: 404 })
  return { page }
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page)

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{page.title}</h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600">{page.description}</p>
    </section>
  )
}
