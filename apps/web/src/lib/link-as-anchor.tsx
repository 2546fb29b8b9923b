/**
 * What the Astro build gives the components for `import { Link } from 'react-router'`: a plain
 * link, since its pages are documents with no client router. Goes with React Router.
 */
import type { AnchorHTMLAttributes } from 'react'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; prefetch?: string }

export function Link({ to, prefetch: _notUsed, ...props }: LinkProps) {
  return <a href={to} {...props} />
}
