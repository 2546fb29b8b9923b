import { AppLink } from '~/components/ui/app-link'

/** A centred sign-up button under a demo section, when its content asks for one. */
export function SectionCta({ cta }: { cta?: { label: string } }) {
  if (!cta) return null
  return (
    <div className="mt-10 text-center">
      <AppLink to="signup">{cta.label}</AppLink>
    </div>
  )
}
