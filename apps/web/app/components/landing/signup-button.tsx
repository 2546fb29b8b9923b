import { cn } from '../../lib/cn'
import { newTabProps, signupUrl } from '../../lib/links'

/** A centred sign-up button under a demo section, when its content asks for one. */
export function SectionCta({ cta }: { cta?: { label: string } }) {
  if (!cta) return null
  return (
    <div className="mt-10 text-center">
      <SignupButton label={cta.label} />
    </div>
  )
}

/** A call-to-action button that opens sign-up in a new tab. */
export function SignupButton({ label, className }: { label: string; className?: string }) {
  return (
    <a href={signupUrl()} {...newTabProps} className={cn('btn', className ?? 'btn-primary')}>
      {label}
    </a>
  )
}
