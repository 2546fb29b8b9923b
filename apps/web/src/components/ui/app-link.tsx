import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { loginUrl, newTabProps, signupUrl } from '~/lib/links'

const href = { signup: signupUrl, login: loginUrl }

interface AppLinkProps {
  /** Which page of the product app it opens, in a new tab. */
  to: keyof typeof href
  children: ReactNode
  /** Button classes after `btn`; the primary button by default. */
  className?: string
  onClick?: () => void
}

/** A button-styled link to the product app's sign-up or login page, opened in a new tab. */
export function AppLink({ to, children, className, onClick }: AppLinkProps) {
  return (
    <a href={href[to]()} {...newTabProps} className={cn('btn', className ?? 'btn-primary')} onClick={onClick}>
      {children}
    </a>
  )
}
