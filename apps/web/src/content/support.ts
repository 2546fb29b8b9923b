/**
 * Labels of the buttons that open the support dialogs: the footer's Support entries and the
 * floating button. They load with every page, so only these few words live here; the dialogs'
 * own copy is in support-dialogs.ts and loads with the dialogs.
 */
export const supportTriggers = {
  faq: 'FAQ',
  support: 'Contact Support',
  floatingContact: 'Contact Us',
} as const
