import { ChevronDown } from 'lucide-react'
import { env } from '~/config/env'
import { items as faqItems } from '~/content/faq.yaml'
import { faqDialog as faqCopy } from '~/content/support.yaml'
import { Modal } from '~/components/ui/modal'
import { DIALOG_IDS } from '~/components/ui/dialog-commands'

/** In an answer, the support address, as a mailto link (faq.yaml). */
const EMAIL_TOKEN = '{email}'

/**
 * The FAQ: an exclusive accordion of `<details name="faq">` (one answer open at a time,
 * collapsible), the first open when the dialog opens (inline-script.ts opens it again on close).
 * It works from the HTML; `open` is the visitor's, hence suppressHydrationWarning.
 */
export function FaqDialog() {
  return (
    <Modal id={DIALOG_IDS.faq} copy={faqCopy} className="max-w-2xl">
      <div className="divide-y divide-line border-y border-line">
        {faqItems.map((item, i) => (
          <details
            key={item.id}
            name="faq"
            open={i === 0}
            data-initially-open={i === 0 ? '' : undefined}
            suppressHydrationWarning
            className="group"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-base font-semibold text-heading hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-subtle transition-transform group-open:rotate-180" />
            </summary>
            <div className="pb-4 text-body-soft">
              <Answer text={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </Modal>
  )
}

/** An answer, with `{email}` turned into a link to the support address. */
function Answer({ text }: { text: string }) {
  const [before, after] = text.split(EMAIL_TOKEN)
  if (after === undefined) return <p>{text}</p>
  return (
    <p>
      {before}
      <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-medium text-accent underline hover:text-accent-strong">
        {env.SUPPORT_EMAIL}
      </a>
      {after}
    </p>
  )
}
