/**
 * The header's part of the page's inline script: the menu (a popover) closes when one of its
 * links is chosen, and `<html data-scrolled>` past STICKY_HEADER_MAX_SCROLL_PX gives the header its
 * solid style.
 */
import { STICKY_HEADER_MAX_SCROLL_PX } from '~/lib/constants'
import { onScroll } from '~/lib/on-scroll'

export function installNavigation(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const menu = (event.target as Element).closest?.('a[href]')?.closest<HTMLElement>('[popover]')
      if (menu?.matches(':popover-open')) menu.hidePopover()
    },
    true,
  )
  onScroll(doc, (y) => doc.documentElement.toggleAttribute('data-scrolled', y > STICKY_HEADER_MAX_SCROLL_PX))
}
