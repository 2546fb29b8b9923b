import { createContext, useContext } from 'react'
import type { IconName } from '~/content/landing/schema'
import { cn } from '~/lib/cn'

/** Icons the section components draw themselves (content names the others). */
export const UI_ICONS = [
  'check',
  'message',
  'sparkles',
  'circle-check',
  'folder-open',
  'lightbulb',
  'user',
  'arrow-right',
  'mic',
  'star',
] as const
export type UiIconName = (typeof UI_ICONS)[number]
type IconKey = IconName | UiIconName

/**
 * SVG markup of the icons a page uses, rendered by the build-time loader
 * (icons.server.tsx), so the icon library never ships to the browser.
 */
export const IconContext = createContext<Partial<Record<string, string>>>({})

/** A decorative icon: its meaning is always in the text beside it. */
export function LandingIcon({ name, className }: { name: IconKey; className?: string }) {
  const svg = useContext(IconContext)[name]
  if (!svg) throw new Error(`Icon "${name}" was not rendered by the loader`)
  // Our own static SVG from lucide, rendered at build time: no user input.
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-5.5 shrink-0 [&>svg]:size-full', className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
