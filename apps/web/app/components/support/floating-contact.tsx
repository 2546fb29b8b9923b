import { MessageCircle } from 'lucide-react'
import { supportTriggers } from '../../content/support'
import { cn } from '../../lib/cn'
import { CONTACT_BUTTON_MIN_SCROLL_PX } from '../../lib/constants'
import { useScrolledPast } from '../../lib/use-scrolled-past'
import { DialogButton } from '../ui/lazy-dialog'
import { ContactDialog, loadContactDialog } from './lazy-dialogs'

/** The floating Contact Us button: shown once the page is scrolled past 200 px (product.md §2). */
export function FloatingContact() {
  const visible = useScrolledPast(CONTACT_BUTTON_MIN_SCROLL_PX)
  return (
    <DialogButton
      data-visible={visible}
      className={cn(
        'floating-contact btn btn-primary fixed right-4 bottom-4 z-40 rounded-full px-5 shadow-lg transition-[opacity,translate] duration-200 sm:right-6 sm:bottom-6',
        visible ? 'visible opacity-100' : 'invisible translate-y-2 opacity-0',
      )}
      preload={loadContactDialog}
      dialog={(t) => <ContactDialog type="contact" open={t.open} onOpenChange={t.setOpen} returnFocusTo={t.triggerRef} />}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {supportTriggers.floatingContact}
    </DialogButton>
  )
}
