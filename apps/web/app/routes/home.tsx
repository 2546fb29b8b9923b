import { pricingJsonLd } from '../components/pricing/pricing-json-ld'
import { PricingSection } from '../components/pricing/pricing-section'
import { findPage } from '../content/pages'
import { pageMeta } from '../lib/page-meta'
import type { Route } from './+types/home'

export function loader() {
  return { page: findPage('/')! }
}

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.page), pricingJsonLd()]

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <section className="container-page py-20">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{page.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600">{page.description}</p>
      </section>
      <section id="features" className="container-page py-16">
        <h2 className="text-3xl font-bold">Features</h2>
      </section>
      <section id="how-it-works" className="container-page py-16">
        <h2 className="text-3xl font-bold">How It Works</h2>
      </section>
      <PricingSection />
      <section id="testimonials" className="container-page py-16">
        <h2 className="text-3xl font-bold">Testimonials</h2>
      </section>
    </>
  )
}
