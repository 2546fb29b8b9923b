import type { ContactType } from '@app/contract'
import { HONEYPOT_FIELD } from '@app/contract/ticket'
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { env } from '~/config/env'
import { fields as contactFieldCopy, forms as contactFormCopy, sendFailure } from '~/content/support.yaml'
import { sessionDraftStorage } from '~/lib/browser-storage'
import { clearDraft, loadDraft, saveDraft } from './contact-draft'
import {
  contactFormReducer,
  CONTACT_FIELDS,
  firstInvalidField,
  initialFormState,
  toContactMessage,
  validateContact,
  type ContactField,
} from './contact-form'
import { newIdempotencyKey } from './idempotency-key'
import { sendContactMessage } from './submit-ticket'
import { Modal } from '~/components/ui/modal'
import { ContactFields } from './contact-fields'
import { closesDialog, DIALOG_IDS } from '~/components/ui/dialog-commands'
import { SendingStatus } from './sending-status'
import { ThankYouDialog } from './thank-you-dialog'

export interface ContactDialogProps {
  /** 'support' from the footer, 'contact' from the floating button. */
  type: ContactType
}

/**
 * The contact or support form and its thank-you dialog, in every page's HTML: the dialog opens
 * and its fields take typing before this code has loaded. When it hydrates it takes what was
 * typed (else the draft kept in sessionStorage), and sends a submit the page held for it
 * (inline-script.ts, `data-queued`). What is typed is kept as a draft until it is sent, so closing the
 * form or reloading the page loses nothing.
 */
export function ContactDialog({ type }: ContactDialogProps) {
  // Starts empty, as prerendered; the typed values or the draft come in at hydration.
  const [state, dispatch] = useReducer(contactFormReducer, undefined, () => initialFormState())
  const [thanksOpen, setThanksOpen] = useState(false)
  const [queuedSubmit, setQueuedSubmit] = useState(false)
  const restored = useRef(false)
  const inFlight = useRef(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = state.phase === 'submitting'
  const copy = contactFormCopy[type]
  const id = DIALOG_IDS[type]

  const thanksClosed = useCallback(() => setThanksOpen(false), [])
  const edit = useCallback((field: ContactField, value: string) => dispatch({ type: 'edit', field, value }), [])

  useLayoutEffect(() => {
    const form = formRef.current!
    const draft = loadDraft(sessionDraftStorage(), type)
    for (const field of CONTACT_FIELDS) {
      const typed = (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? ''
      const value = typed || (field === HONEYPOT_FIELD ? '' : (draft?.[field] ?? ''))
      if (value) edit(field, value)
    }
    restored.current = true
    form.setAttribute('data-ready', '')
    if (form.hasAttribute('data-queued')) {
      form.removeAttribute('data-queued')
      setQueuedSubmit(true)
    }
  }, [type, edit])

  // Once the restored values are rendered, the submit held before hydration goes out.
  useEffect(() => {
    if (!queuedSubmit) return
    setQueuedSubmit(false)
    formRef.current?.requestSubmit()
  }, [queuedSubmit])

  useEffect(() => {
    if (restored.current) saveDraft(sessionDraftStorage(), type, state.values)
  }, [type, state.values])

  // After each failed send: the alert product.md §8 asks for, then focus back on the send button.
  useEffect(() => {
    if (state.failures === 0) return
    window.alert(sendFailure.alert)
    submitRef.current?.focus()
  }, [state.failures])

  // After each refused submit, once its messages are rendered: focus on the first invalid field,
  // so a screen reader reads its label and message. Corrections made after that move nothing.
  const focusAfterRefusal = useRef<string | null>(null)
  useEffect(() => {
    const field = focusAfterRefusal.current
    focusAfterRefusal.current = null
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }, [state.refusals])

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const fieldErrors = validateContact(state.values)
    const firstInvalid = firstInvalidField(fieldErrors)
    if (firstInvalid) {
      focusAfterRefusal.current = firstInvalid
      dispatch({ type: 'invalid', errors: fieldErrors })
      return
    }
    inFlight.current = true
    const idempotencyKey = state.idempotencyKey ?? newIdempotencyKey()
    dispatch({ type: 'submit', key: idempotencyKey })
    const outcome = await sendContactMessage(toContactMessage(state.values, type), { idempotencyKey })
    inFlight.current = false
    if (outcome.ok) {
      clearDraft(sessionDraftStorage(), type)
      dispatch({ type: 'succeeded' })
      dialogRef.current?.close()
      setThanksOpen(true)
    } else {
      console.warn(sendFailure.log, outcome.status ?? 'no answer')
      dispatch({ type: 'failed', message: outcome.message })
    }
  }

  return (
    <>
      <Modal
        id={id}
        dialogRef={dialogRef}
        copy={{ title: copy.title, description: copy.description, close: contactFieldCopy.close }}
        busy={submitting ? <SendingStatus /> : null}
      >
        {/* noValidate: the form checks the fields itself and says what is wrong beside each.
            method="dialog": without JavaScript a submit closes the dialog, nothing is sent anywhere. */}
        <form ref={formRef} method="dialog" onSubmit={send} noValidate data-queue-submit="" className="relative">
          <ContactFields values={state.values} errors={state.fieldErrors} onEdit={edit} />
          <noscript>
            <p className="mt-4 rounded-lg bg-warning-tint px-3 py-2 text-sm text-warning-fg">
              {contactFieldCopy.noScript}{' '}
              <a href={`mailto:${env.SUPPORT_EMAIL}`} className="font-medium underline">
                {env.SUPPORT_EMAIL}
              </a>
              .
            </p>
          </noscript>
          {/* Always in the page, so screen readers announce a message when one appears in it. */}
          <div role="alert">
            {state.error && <p className="mt-4 rounded-lg bg-danger-tint px-3 py-2 text-sm text-danger-fg">{state.error}</p>}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button {...closesDialog(id)} className="btn btn-outline">
              {contactFieldCopy.cancel}
            </button>
            <button ref={submitRef} type="submit" className="btn btn-primary" disabled={submitting}>
              {copy.submit}
            </button>
          </div>
        </form>
      </Modal>
      <ThankYouDialog type={type} open={thanksOpen} onClosed={thanksClosed} />
    </>
  )
}
