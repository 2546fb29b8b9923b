import { supportTriggers } from '../../content/support'
import { DialogButton } from '../ui/lazy-dialog'
import { ContactDialog, FaqDialog, loadContactDialog, loadFaqDialog } from './lazy-dialogs'

const buttonClass = 'footer-link cursor-pointer text-left'

/** The footer's Support group entries: the FAQ and the support form, each in a dialog. */
export function SupportLinks() {
  return (
    <>
      <li>
        <DialogButton
          className={buttonClass}
          preload={loadFaqDialog}
          dialog={(t) => <FaqDialog open={t.open} onOpenChange={t.setOpen} returnFocusTo={t.triggerRef} />}
        >
          {supportTriggers.faq}
        </DialogButton>
      </li>
      <li>
        <DialogButton
          className={buttonClass}
          preload={loadContactDialog}
          dialog={(t) => <ContactDialog type="support" open={t.open} onOpenChange={t.setOpen} returnFocusTo={t.triggerRef} />}
        >
          {supportTriggers.support}
        </DialogButton>
      </li>
    </>
  )
}
