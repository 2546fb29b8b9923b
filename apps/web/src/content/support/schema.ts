import { z } from 'zod'
import { text } from '~/content/fields'

/**
 * The support copy, support.yaml: the labels of the buttons that open the dialogs (with every
 * page), then the contact and support forms, the thank-you dialog and the FAQ dialog's frame
 * (loaded with the dialogs). The alert and log texts are product.md §8's, word for word.
 */
const button = text(2, 30, 'Button')
const form = z.object({
  title: text(2, 40, 'The dialog’s heading'),
  description: text(20, 160, 'The line under it'),
  submit: button,
})
const field = z.object({ label: text(2, 30, 'The field’s label'), placeholder: text(2, 40, 'Shown in the empty field') })

export const SupportSchema = z.object({
  triggers: z.object({
    faq: text(2, 30, 'Footer entry that opens the FAQ'),
    support: text(2, 30, 'Footer entry that opens the support form'),
    floatingContact: text(2, 20, 'The floating button at the bottom right'),
  }),
  forms: z.object({ support: form, contact: form }),
  fields: z.object({
    name: field,
    email: field,
    message: field,
    honeypot: text(2, 60, 'Label of the hidden field that catches robots (screen readers skip it)'),
    cancel: button,
    close: text(2, 30, 'Name of the close (×) button'),
    draftNote: text(10, 120, 'Under the form: the draft is kept'),
    noScript: text(10, 120, 'Shown when JavaScript is off, followed by the support address'),
  }),
  fieldErrors: z.object({
    missing: z.object({
      name: text(5, 80, 'Under an empty name'),
      email: text(5, 80, 'Under an empty email'),
      message: text(5, 80, 'Under an empty message'),
    }),
    email: text(5, 80, 'Under an email address that is not one'),
  }),
  sending: z.object({ title: text(2, 40, 'While the message is sent'), detail: text(5, 80, 'The line under it') }),
  sendFailure: z.object({
    alert: text(5, 80, 'The alert when sending failed (product.md §8)'),
    log: text(5, 80, 'The log line when sending failed (product.md §8)'),
  }),
  thankYou: z.object({ title: text(2, 40, 'Heading after sending'), description: text(10, 160, 'The line under it'), close: button }),
  faqDialog: z.object({
    title: text(2, 60, 'The FAQ dialog’s heading'),
    description: text(10, 120, 'The line under it'),
    close: text(2, 30, 'Name of the close (×) button'),
  }),
})
