import { triggers as supportTriggers } from '~/content/support.yaml'
import { DIALOG_IDS, opensDialog } from '~/components/ui/dialog-commands'

const buttonClass = 'footer-link cursor-pointer text-left'

/** The footer's Support group entries: the FAQ and the support form, each in a dialog (SupportDialogs). */
export function SupportLinks() {
  return (
    <>
      <li>
        <button {...opensDialog(DIALOG_IDS.faq)} className={buttonClass}>
          {supportTriggers.faq}
        </button>
      </li>
      <li>
        <button {...opensDialog(DIALOG_IDS.support)} className={buttonClass}>
          {supportTriggers.support}
        </button>
      </li>
    </>
  )
}
