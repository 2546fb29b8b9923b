import type { ContactType } from '@app/contract'

/**
 * Every dialog in the page's HTML, and the attributes of the buttons that open and close them
 * (Invoker Commands: they work from the HTML, before and without React; components/ui/inline-script.ts
 * covers engines without them and gives focus back). Apart from modal.tsx, so that a button
 * does not bring the dialog's code into the page's first load.
 */
export const DIALOG_IDS = {
  faq: 'faq-dialog',
  support: 'support-dialog',
  contact: 'contact-dialog',
  demo: 'demo-video-dialog',
} as const satisfies Record<string, string> & Record<ContactType, string>

export const thanksDialogId = (type: ContactType) => `${DIALOG_IDS[type]}-thanks`

/** What a button that opens dialog `id` carries. */
export const opensDialog = (id: string) => ({ type: 'button', commandfor: id, command: 'show-modal', 'aria-haspopup': 'dialog' }) as const

/** What a button that closes dialog `id` carries. */
export const closesDialog = (id: string) => ({ type: 'button', commandfor: id, command: 'close' }) as const
