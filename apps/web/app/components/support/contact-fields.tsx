import { CONTACT_BOUNDS, HONEYPOT_FIELD } from '../../lib/contact-contract'
import { useId } from 'react'
import { contactFieldCopy } from '../../content/support-dialogs'
import type { ContactField, ContactValues } from '../../lib/contact-form'

export interface ContactFieldsProps {
  values: ContactValues
  onEdit: (field: ContactField, value: string) => void
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600'

/** Name, email and message, all required and bounded as the API bounds them (SPEC §5). */
export function ContactFields({ values, onEdit }: ContactFieldsProps) {
  const id = useId()
  const bind = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(field, event.target.value),
  })
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          {contactFieldCopy.name.label}
        </label>
        <input
          {...bind('name')}
          type="text"
          required
          maxLength={CONTACT_BOUNDS.name.max}
          autoComplete="name"
          placeholder={contactFieldCopy.name.placeholder}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {contactFieldCopy.email.label}
        </label>
        <input
          {...bind('email')}
          type="email"
          required
          maxLength={CONTACT_BOUNDS.email.max}
          autoComplete="email"
          placeholder={contactFieldCopy.email.placeholder}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
          {contactFieldCopy.message.label}
        </label>
        <textarea
          {...bind('message')}
          rows={4}
          required
          maxLength={CONTACT_BOUNDS.message.max}
          placeholder={contactFieldCopy.message.placeholder}
          className={inputClass}
        />
      </div>
      {/* The trap for bots: off-screen, hidden from assistive technology and out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{contactFieldCopy.honeypot}</label>
        <input {...bind(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  )
}
