import type { LucideIcon } from 'lucide-react'
import {
  ArrowRight,
  Bot,
  Brain,
  Briefcase,
  ChartColumn,
  Check,
  ClipboardList,
  CircleCheck,
  Clock,
  Code,
  Compass,
  Database,
  FileText,
  Gauge,
  GraduationCap,
  Handshake,
  Heart,
  FolderOpen,
  Layers,
  Lightbulb,
  ListChecks,
  MessageSquare,
  Mic,
  Repeat,
  Rocket,
  Scale,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  User,
  Users,
  Video,
  Wrench,
} from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IconName } from '~/content/landing/schema'
import type { UiIconName } from './landing-icon'

/**
 * The icons content may name, plus the few the section components draw
 * themselves. Imported one by one (never `import { icons }`: every icon). This
 * module runs only in the build-time loader, which renders the icons a page
 * uses to SVG markup; so no icon code ships in the landing page's JavaScript.
 */
const landingIcons: Record<IconName | UiIconName, LucideIcon> = {
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  chart: ChartColumn,
  check: Check,
  clipboard: ClipboardList,
  clock: Clock,
  code: Code,
  compass: Compass,
  database: Database,
  'file-text': FileText,
  gauge: Gauge,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  heart: Heart,
  layers: Layers,
  lightbulb: Lightbulb,
  'list-checks': ListChecks,
  message: MessageSquare,
  mic: Mic,
  repeat: Repeat,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  'trending-up': TrendingUp,
  user: User,
  users: Users,
  video: Video,
  wrench: Wrench,
  'arrow-right': ArrowRight,
  'circle-check': CircleCheck,
  'folder-open': FolderOpen,
  star: Star,
}

/** SVG markup of every icon named in `value` (any nested `icon` field) plus the UI icons. */
export function renderIcons(value: unknown, ui: readonly UiIconName[]): Partial<Record<string, string>> {
  const names = new Set<string>(ui)
  JSON.stringify(value, (key, field: unknown) => {
    if (key === 'icon' && typeof field === 'string') names.add(field)
    return field
  })
  const icons: Partial<Record<string, string>> = {}
  for (const name of names) {
    const Icon = landingIcons[name as IconName]
    if (!Icon) throw new Error(`Unknown icon "${name}"`)
    // The rating star is drawn filled, as on the home page.
    const fill = name === 'star' ? 'currentColor' : 'none'
    icons[name] = renderToStaticMarkup(<Icon aria-hidden="true" focusable="false" fill={fill} />)
  }
  return icons
}
