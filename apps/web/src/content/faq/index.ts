/**
 * The FAQ shown in the footer's FAQ modal: the `faq` collection, one file (faq.yaml). Every FAQ
 * statement of product.md §1 has an answer there (faq.test.ts checks it). `{email}` in an answer
 * becomes a mailto link to SUPPORT_EMAIL.
 */
import { collections } from '~/content.config'
import type { FaqItem } from './schema'

export const EMAIL_TOKEN = '{email}'

export type { FaqItem } from './schema'

export const faqItems: readonly FaqItem[] = collections.faq.read().items
