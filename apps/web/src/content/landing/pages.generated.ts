// Written by apps/web/scripts/landing-index.ts from the files of this folder: do not edit.
import * as page0 from './ai-interview-coach-vs-human-coach'
import * as page1 from './ai-mock-interview-backend-developers'
import * as page2 from './ai-mock-interview-business-analysts'
import * as page3 from './ai-mock-interview-cloud-engineers'
import * as page4 from './ai-mock-interview-customer-support'
import * as page5 from './ai-mock-interview-data-analysts'
import * as page6 from './ai-mock-interview-data-scientists'
import * as page7 from './ai-mock-interview-devops-engineers'
import * as page8 from './ai-mock-interview-finance-roles'
import * as page9 from './ai-mock-interview-frontend-developers'
import * as page10 from './ai-mock-interview-full-stack-developers'
import * as page11 from './ai-mock-interview-hr-professionals'
import * as page12 from './ai-mock-interview-product-managers'
import * as page13 from './ai-mock-interview-qa-testers'
import * as page14 from './ai-mock-interview-sales-professionals'
import * as page15 from './ai-mock-interview-software-engineers'
import * as page16 from './ai-mock-interview-ui-ux-designers'
import * as page17 from './ai-question-generation'
import * as page18 from './behavioral-mock-interview'
import * as page19 from './case-study-mock-interview'
import * as page20 from './hr-interview-practice'
import * as page21 from './instant-interview-feedback-reports'
import * as page22 from './interview-prepration'
import * as page23 from './interview-report'
import * as page24 from './mock-interview'
import * as page25 from './mock-interview-experienced-professionals'
import * as page26 from './mock-interview-freshers'
import * as page27 from './mock-interview-nursing-students'
import * as page28 from './recorded-interview-practice-online'
import * as page29 from './system-design-interview-practice'
import * as page30 from './technical-interview-practice'

/** Each page's registry entry, by slug (the file name). */
export const landingEntries = [
  { slug: 'ai-interview-coach-vs-human-coach', ...page0.meta },
  { slug: 'ai-mock-interview-backend-developers', ...page1.meta },
  { slug: 'ai-mock-interview-business-analysts', ...page2.meta },
  { slug: 'ai-mock-interview-cloud-engineers', ...page3.meta },
  { slug: 'ai-mock-interview-customer-support', ...page4.meta },
  { slug: 'ai-mock-interview-data-analysts', ...page5.meta },
  { slug: 'ai-mock-interview-data-scientists', ...page6.meta },
  { slug: 'ai-mock-interview-devops-engineers', ...page7.meta },
  { slug: 'ai-mock-interview-finance-roles', ...page8.meta },
  { slug: 'ai-mock-interview-frontend-developers', ...page9.meta },
  { slug: 'ai-mock-interview-full-stack-developers', ...page10.meta },
  { slug: 'ai-mock-interview-hr-professionals', ...page11.meta },
  { slug: 'ai-mock-interview-product-managers', ...page12.meta },
  { slug: 'ai-mock-interview-qa-testers', ...page13.meta },
  { slug: 'ai-mock-interview-sales-professionals', ...page14.meta },
  { slug: 'ai-mock-interview-software-engineers', ...page15.meta },
  { slug: 'ai-mock-interview-ui-ux-designers', ...page16.meta },
  { slug: 'ai-question-generation', ...page17.meta },
  { slug: 'behavioral-mock-interview', ...page18.meta },
  { slug: 'case-study-mock-interview', ...page19.meta },
  { slug: 'hr-interview-practice', ...page20.meta },
  { slug: 'instant-interview-feedback-reports', ...page21.meta },
  { slug: 'interview-prepration', ...page22.meta },
  { slug: 'interview-report', ...page23.meta },
  { slug: 'mock-interview', ...page24.meta },
  { slug: 'mock-interview-experienced-professionals', ...page25.meta },
  { slug: 'mock-interview-freshers', ...page26.meta },
  { slug: 'mock-interview-nursing-students', ...page27.meta },
  { slug: 'recorded-interview-practice-online', ...page28.meta },
  { slug: 'system-design-interview-practice', ...page29.meta },
  { slug: 'technical-interview-practice', ...page30.meta },
] as const

/** Each page's content, to be parsed by index.ts. */
export const landingInputs = [
  page0.content,
  page1.content,
  page2.content,
  page3.content,
  page4.content,
  page5.content,
  page6.content,
  page7.content,
  page8.content,
  page9.content,
  page10.content,
  page11.content,
  page12.content,
  page13.content,
  page14.content,
  page15.content,
  page16.content,
  page17.content,
  page18.content,
  page19.content,
  page20.content,
  page21.content,
  page22.content,
  page23.content,
  page24.content,
  page25.content,
  page26.content,
  page27.content,
  page28.content,
  page29.content,
  page30.content,
] as const
