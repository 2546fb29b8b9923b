import { cn } from '~/lib/cn'
import { LandingIcon } from './landing-icon'
import { bodyClass, cardClass, cardTitleClass } from './styles'
import type { SectionProps } from './types'

/** Links to related pages of the site, as cards. */
export function LinksSection({ section, heading }: SectionProps<'links'>) {
  return (
    <>
      {heading}
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.to} className={cn(cardClass, 'relative transition-shadow hover:shadow-md')}>
            <h3 className={cardTitleClass}>
              {/* The link covers the whole card through its ::after, so the card is one target. */}
              <a href={item.to} className="after:absolute after:inset-0 hover:text-accent">
                {item.label}
              </a>
            </h3>
            <p className={cn(bodyClass, 'mt-2')}>{item.body}</p>
            <LandingIcon name="arrow-right" className="mt-4 size-4.5 text-accent-soft" />
          </li>
        ))}
      </ul>
    </>
  )
}
