import { Suspense } from 'react'
import { supportTriggers } from '../../content/support'
import { ContactDialog, FaqDialog, loadContactDialog, loadFaqDialog } from './lazy-dialogs'
import { useDialogTrigger } from './use-dialog-trigger'

const buttonClass = 'footer-link cursor-pointer text-left'

/** The footer's Support group entries: the FAQ and the support form, each in a dialog. */
export function SupportLinks() {
  const faq = useDialogTrigger()
  const support = useDialogTrigger()
  return (
    <>
      <li>
        <button
          ref={faq.triggerRef}
          type="button"
          aria-haspopup="dialog"
          className={buttonClass}
          onClick={faq.show}
          onPointerEnter={loadFaqDialog}
          onFocus={loadFaqDialog}
        >
          {supportTriggers.faq}
        </button>
        {faq.requested && (
          <Suspense fallback={null}>
            <FaqDialog open={faq.open} onOpenChange={faq.setOpen} returnFocusTo={faq.triggerRef} />
          </Suspense>
        )}
      </li>
      <li>
        <button
          ref={support.triggerRef}
          type="button"
          aria-haspopup="dialog"
          className={buttonClass}
          onClick={support.show}
          onPointerEnter={loadContactDialog}
          onFocus={loadContactDialog}
        >
          {supportTriggers.support}
        </button>
        {support.requested && (
          <Suspense fallback={null}>
            <ContactDialog type="support" open={support.open} onOpenChange={support.setOpen} returnFocusTo={support.triggerRef} />
          </Suspense>
        )}
      </li>
    </>
  )
}
