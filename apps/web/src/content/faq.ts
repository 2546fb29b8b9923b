/**
 * The FAQ shown in the footer's FAQ modal. Every FAQ statement of product.md §1 has an answer here
 * (faq.test.ts checks it). `{email}` in an answer becomes a mailto link to SUPPORT_EMAIL.
 */
import { site } from './site'

export interface FaqItem {
  /** Stable id, used as the accordion item value. */
  id: string
  question: string
  answer: string
}

export const EMAIL_TOKEN = '{email}'

export const faqItems: readonly FaqItem[] = [
  {
    id: 'what-is-it',
    question: `What is ${site.name}?`,
    answer: `${site.name} runs realistic AI mock interviews for your target role and gives you instant feedback on your answers, tone, clarity and confidence, so you can practise as often as you like before the real thing.`,
  },
  {
    id: 'session-length',
    question: 'How long does a mock interview session take?',
    answer: 'A session runs about 15 to 60 minutes, depending on the interview type and the number of questions you choose.',
  },
  {
    id: 'languages',
    question: 'Which languages are supported?',
    answer: 'Interviews are in English only for now.',
  },
  {
    id: 'mobile',
    question: 'Can I practise on my phone?',
    answer: 'Not yet: the practice app is not available on mobile. Please use a laptop or desktop computer with a camera and a microphone.',
  },
  {
    id: 'coding',
    question: 'Can I practise coding questions?',
    answer: 'A coding-practice feature is coming soon. Until then you can practise technical questions by talking through your approach.',
  },
  {
    id: 'free-trial',
    question: 'Is there a free trial?',
    answer: 'Yes. You can start with a free trial and upgrade to a paid plan whenever you need more practice.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel anytime?',
    answer: 'Yes, you can cancel your plan anytime.',
  },
  {
    id: 'manage-plan',
    question: 'How do I change or manage my plan?',
    answer: 'Sign in and manage your plan from your dashboard: upgrade, downgrade or cancel there.',
  },
  {
    id: 'support',
    question: 'How do I contact support?',
    answer: `E-mail us at ${EMAIL_TOKEN}. The same address is given in our Privacy Policy and Terms of Service.`,
  },
]
