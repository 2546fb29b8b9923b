import { Monitor, Moon, Sun } from 'lucide-react'
import { theme as themeCopy } from '~/content/chrome.yaml'
import { cn } from '~/lib/cn'
import { THEME_CHOICES } from './theme'

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const

/**
 * System, light or dark: a group of radio buttons, so a screen reader names the group and each
 * option and says which one is checked. The page's inline script (./inline-script.ts) checks the stored
 * option, and answers a change, before any module script; without JavaScript nothing could apply
 * a choice, so the control is not shown and the page follows the system's scheme.
 */
export function ThemeControl({ name, className }: { name: string; className?: string }) {
  return (
    <fieldset className={cn('flex gap-0.5 rounded-full border border-line p-0.5 noscript:hidden', className)}>
      <legend className="sr-only">{themeCopy.legend}</legend>
      {THEME_CHOICES.map((choice) => {
        const Icon = ICONS[choice]
        return (
          <label
            key={choice}
            title={themeCopy.options[choice]}
            className="flex size-9 cursor-pointer items-center justify-center rounded-full text-muted hover:text-accent has-checked:bg-surface-muted has-checked:text-accent has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input type="radio" name={name} value={choice} data-theme-option="" className="sr-only" />
            <Icon aria-hidden="true" size={18} />
            <span className="sr-only">{themeCopy.options[choice]}</span>
          </label>
        )
      })}
    </fieldset>
  )
}
