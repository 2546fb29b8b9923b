import type { ReactNode } from 'react'
import type { ResolvedKind, SectionOf } from '~/content/landing/schema'

/** Every section component gets its content and the heading block the renderer built for it. */
export interface SectionProps<K extends ResolvedKind> {
  section: SectionOf<K>
  heading: ReactNode
}
