import { useId } from 'react'
import { fields as contactFieldCopy, fieldErrors as fieldErrorCopy } from '~/content/support.yaml'
import { cn } from '~/lib/cn'
import { CONTACT_BOUNDS, HONEYPOT_FIELD } from '@app/contract/ticket'
import type { ContactErrors, ContactField, ContactValues, FieldError, VisibleField } from './contact-form'

export interface ContactFieldsProps {
  values: ContactValues
  /** Fields the last submit refused; each shows its message until corrected. */
  errors: ContactErrors
  onEdit: (field: ContactField, value: string) => void
}

const inputClass = 'mt-1 block w-full rounded-lg border px-3 py-2 text-base text-heading placeholder:text-subtle focus:outline-2'
const validClass = 'border-line-strong focus:border-brand-line focus:outline-focus'
const invalidClass = 'border-danger focus:border-danger focus:outline-danger'

const errorText = (field: VisibleField, error: FieldError) => (error === 'email' ? fieldErrorCopy.email : fieldErrorCopy.missing[field])

/**
 * Name, email and message, all required and bounded as the API bounds them (product.md §5). The form
 * checks them itself (noValidate): a refused field gets aria-invalid and its message beside it,
 * tied with aria-describedby.
 */
export function ContactFields({ values, errors, onEdit }: ContactFieldsProps) {
  const id = useId()
  const bind = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(field, event.target.value),
  })
  const check = (field: VisibleField) => {
    const error = errors[field]
    return {
      ...bind(field),
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      className: cn(inputClass, error ? invalidClass : validClass),
    }
  }
  // One labelled control with its message below, tied to it by check()'s aria-describedby.
  const row = (field: VisibleField, control: React.ReactNode) => {
    const error = errors[field]
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-body">
          {contactFieldCopy[field].label}
        </label>
        {control}
        {error ? (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-danger">
            {errorText(field, error)}
          </p>
        ) : null}
      </div>
    )
  }
  const text = (field: 'name' | 'email', type: 'text' | 'email') =>
    row(
      field,
      <input
        {...check(field)}
        type={type}
        maxLength={CONTACT_BOUNDS[field].max}
        autoComplete={field}
        placeholder={contactFieldCopy[field].placeholder}
      />,
    )
  return (
    <div className="space-y-4">
      {text('name', 'text')}
      {text('email', 'email')}
      {row(
        'message',
        <textarea
          {...check('message')}
          rows={4}
          maxLength={CONTACT_BOUNDS.message.max}
          placeholder={contactFieldCopy.message.placeholder}
        />,
      )}
      {/* The trap for bots: off-screen, hidden from assistive technology and out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{contactFieldCopy.honeypot}</label>
        <input {...bind(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  )
}
