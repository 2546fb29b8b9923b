import { ArrowRight, Mic, RefreshCw, Square, Video, type LucideIcon } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PracticeIconName } from './practice-icon'

const ICONS: Record<PracticeIconName, LucideIcon> = { mic: Mic, video: Video, stop: Square, refresh: RefreshCw, arrow: ArrowRight }

/** The icons the practice islands draw, as SVG markup rendered at build time: no icon code in their chunks. */
export const practiceIcons = () =>
  Object.fromEntries(
    Object.entries(ICONS).map(([name, Icon]) => [name, renderToStaticMarkup(<Icon aria-hidden="true" focusable="false" />)]),
  ) as Record<PracticeIconName, string>
