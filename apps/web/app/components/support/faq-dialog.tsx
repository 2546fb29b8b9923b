import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { env } from '../../config/env'
import { EMAIL_TOKEN, faqItems } from '../../content/faq'
import { faqCopy } from '../../content/support-dialogs'
import { Modal, type DialogProps } from '../ui/modal'

/** The FAQ: one answer open at a time, collapsible, the first open when the dialog opens. */
export function FaqDialog(props: DialogProps) {
  return (
    <Modal {...props} copy={faqCopy} className="max-w-2xl">
      <Accordion.Root
        type="single"
        collapsible
        defaultValue={faqItems[0]?.id}
        className="divide-y divide-slate-200 border-y border-slate-200"
      >
        {faqItems.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header className="text-base">
              <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="pb-4 text-slate-700">
              <Answer text={item.answer} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
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
      <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline hover:text-brand-800">
        {env.SUPPORT_EMAIL}
      </a>
      {after}
    </p>
  )
}
