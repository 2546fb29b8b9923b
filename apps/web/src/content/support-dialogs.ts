/**
 * Copy of the contact and support dialogs and the thank-you dialog (in every page's HTML, their
 * code loaded after hydration). The alert and log texts are product.md §8's, word for word.
 */
import type { ContactType } from '@app/contract'

export const contactFormCopy: Record<ContactType, { title: string; description: string; submit: string }> = {
  support: {
    title: 'Contact Support',
    description: 'Tell us what went wrong or what you need help with, and we will answer by e-mail.',
    submit: 'Send Message',
  },
  contact: {
    title: 'Contact Us',
    description: 'Questions about plans, partnerships or anything else? Send us a message.',
    submit: 'Send Message',
  },
}

export const contactFieldCopy = {
  name: { label: 'Name', placeholder: 'Your name' },
  email: { label: 'Email', placeholder: 'you@example.com' },
  message: { label: 'Message', placeholder: 'How can we help?' },
  honeypot: 'Leave this field empty',
  cancel: 'Cancel',
  close: 'Close',
  draftNote: 'Your draft is kept in this browser tab until it is sent.',
  /** Shown in the form when JavaScript is off: the dialog opens and closes, sending needs the script. */
  noScript: 'Sending a message needs JavaScript. You can also write to us at',
} as const

/** Shown under a field the form refused, and tied to it with aria-describedby. */
export const fieldErrorCopy = {
  missing: {
    name: 'Enter your name.',
    email: 'Enter your email address.',
    message: 'Enter your message.',
  },
  email: 'Enter an email address in the form name@example.com.',
} as const

export const sendingCopy = {
  title: 'Sending Message...',
  detail: 'Please wait while we process your request.',
} as const

export const sendFailure = {
  /** Shown with window.alert (product.md §8). */
  alert: 'Failed to send message. Please try again.',
  /** The internal log line (product.md §8). */
  log: 'Failed to send message',
} as const

export const thankYouCopy = {
  title: 'Thank you!',
  description: 'Your message has been sent. We will get back to you by e-mail soon.',
  close: 'Close',
} as const

export const faqCopy = {
  title: 'Frequently Asked Questions',
  description: 'Quick answers about sessions, plans and support.',
  close: 'Close',
} as const
