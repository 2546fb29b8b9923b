import { Bot, ChartColumn, Clock, Radar, ShieldCheck, Target, type LucideIcon } from 'lucide-react'
import type { FeatureIconName } from '~/content/home'

// A Record, so a new icon name in the content does not compile until it is mapped here.
const icons: Record<FeatureIconName, LucideIcon> = {
  bot: Bot,
  radar: Radar,
  target: Target,
  chart: ChartColumn,
  shield: ShieldCheck,
  clock: Clock,
}

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" size={24} />
}
