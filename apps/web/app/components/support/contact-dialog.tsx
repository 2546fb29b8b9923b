import type { ContactType } from '@app/contract'
import { Dialog } from 'radix-ui'
import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react'
import { contactFieldCopy, contactFormCopy, sendFailure } from '../../content/support-dialogs'
import { clearDraft, loadDraft, saveDraft, sessionDraftStorage } from '../../lib/contact-draft'
import {
  contactFormReducer,
  firstInvalidField,
  initialFormState,
  toContactMessage,
  validateContact,
  type ContactField,
} from '../../lib/contact-form'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { sendContactMessage } from '../../lib/submit-ticket'
import { ContactFields } from './contact-fields'
import { Modal } from '../ui/modal'
import { SendingStatus } from './sending-status'
import { ThankYouDialog } from './thank-you-dialog'

export interface ContactDialogProps {
  /** 'support' from the footer, 'contact' from the floating button. */
  type: ContactType
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo?: RefObject<HTMLElement | null> | undefined
}

/**
 * The contact or support form and its thank-you dialog. What is typed is kept as a draft in
 * sessionStorage until it is sent, so closing the form or reloading the page loses nothing.
 */
export function ContactDialog({ type, open, onOpenChange, returnFocusTo }: ContactDialogProps) {
  const [state, dispatch] = useReducer(contactFormReducer, type, (t) =>
    initialFormState(loadDraft(sessionDraftStorage(), t) ?? undefined),
  )
  const [thanksOpen, setThanksOpen] = useState(false)
  const inFlight = useRef(false)
  const handingOver = useRef(false)
  const submitRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = state.phase === 'submitting'
  const copy = contactFormCopy[type]

  useEffect(() => saveDraft(sessionDraftStorage(), type, state.values), [type, state.values])

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

  const edit = useCallback((field: ContactField, value: string) => dispatch({ type: 'edit', field, value }), [])

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
      handingOver.current = true
      onOpenChange(false)
      setThanksOpen(true)
    } else {
      console.warn(sendFailure.log, outcome.status ?? 'no answer')
      dispatch({ type: 'failed', message: outcome.message })
    }
  }

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!submitting) onOpenChange(next)
        }}
        copy={{ title: copy.title, description: copy.description, close: contactFieldCopy.close }}
        returnFocusTo={returnFocusTo}
        shouldReturnFocus={() => {
          const returning = !handingOver.current
          handingOver.current = false
          return returning
        }}
        busy={submitting ? <SendingStatus /> : null}
      >
        {/* noValidate: the form checks the fields itself and says what is wrong beside each. */}
        <form ref={formRef} onSubmit={send} noValidate className="relative">
          <ContactFields values={state.values} errors={state.fieldErrors} onEdit={edit} />
          {/* Always in the page, so screen readers announce a message when one appears in it. */}
          <div role="alert">
            {state.error && <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{state.error}</p>}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className="btn btn-outline">
              {contactFieldCopy.cancel}
            </Dialog.Close>
            <button ref={submitRef} type="submit" className="btn btn-primary" disabled={submitting}>
              {copy.submit}
            </button>
          </div>
        </form>
      </Modal>
      <ThankYouDialog open={thanksOpen} onOpenChange={setThanksOpen} returnFocusTo={returnFocusTo} />
    </>
  )
}
