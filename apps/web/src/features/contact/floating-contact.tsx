import { MessageCircle } from 'lucide-react'
import { triggers as supportTriggers } from '~/content/support.yaml'
import { DIALOG_IDS, opensDialog } from '~/components/ui/dialog-commands'

/**
 * The floating Contact Us button: shown once the page is scrolled past 200 px (product.md §2).
 * The page's inline script marks <html data-past-contact> (inline-script.ts) and app.css
 * shows the button, from the first paint on.
 */
export function FloatingContact() {
  return (
    <button
      {...opensDialog(DIALOG_IDS.contact)}
      className="floating-contact btn btn-primary fixed right-4 bottom-4 z-40 rounded-full px-5 shadow-lg transition-[opacity,translate,visibility] duration-200 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {supportTriggers.floatingContact}
    </button>
  )
}
