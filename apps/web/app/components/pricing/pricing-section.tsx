/** Placeholder until the pricing issue lands: keeps the #pricing anchor and heading in place. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="container-page py-20">
      <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Simple, transparent pricing
      </h2>
    </section>
  )
}
