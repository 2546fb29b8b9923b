import { cn } from '../../lib/cn'
import { newTabProps, signupUrl } from '../../lib/links'

/** A call-to-action button that opens sign-up in a new tab. */
export function SignupButton({ label, className }: { label: string; className?: string }) {
  return (
    <a href={signupUrl()} {...newTabProps} className={cn('btn', className ?? 'btn-primary')}>
      {label}
    </a>
  )
}
