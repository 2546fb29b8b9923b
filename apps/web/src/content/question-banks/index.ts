/**
 * Every practice round's question bank, parsed at build: a bank that breaks QuestionBankSchema
 * (fewer than 12 questions, a category missing, a repeated question) fails the build here. One
 * file per bank in this folder; add its import below.
 */
import { bank as backendDeveloper } from './backend-developer'
import { bank as behavioral } from './behavioral'
import { bank as businessAnalyst } from './business-analyst'
import { bank as caseStudy } from './case-study'
import { bank as cloudEngineer } from './cloud-engineer'
import { bank as customerSupport } from './customer-support'
import { bank as dataAnalyst } from './data-analyst'
import { bank as dataScientist } from './data-scientist'
import { bank as devopsEngineer } from './devops-engineer'
import { bank as experiencedProfessional } from './experienced-professional'
import { bank as finance } from './finance'
import { bank as fresher } from './fresher'
import { bank as frontendDeveloper } from './frontend-developer'
import { bank as fullStackDeveloper } from './full-stack-developer'
import { bank as general } from './general'
import { bank as hrInterview } from './hr-interview'
import { bank as hrProfessional } from './hr-professional'
import { bank as nursingStudent } from './nursing-student'
import { bank as productManager } from './product-manager'
import { bank as qaTester } from './qa-tester'
import { bank as sales } from './sales'
import { bank as softwareEngineer } from './software-engineer'
import { bank as systemDesign } from './system-design'
import { bank as technical } from './technical'
import { bank as uiUxDesigner } from './ui-ux-designer'
import { QuestionBankSchema, type QuestionBank } from './schema'

export { QUESTION_CATEGORIES, MIN_BANK_QUESTIONS, type QuestionBank, type BankQuestion, type QuestionKind } from './schema'

/** The general bank (the home page's): the one for roles without a bank of their own. */
export const GENERAL_SLUG = 'general'

function parseBanks(inputs: readonly unknown[]): QuestionBank[] {
  const banks = inputs.map((input) => {
    const parsed = QuestionBankSchema.safeParse(input)
    if (!parsed.success) throw new Error(`question bank ${(input as { slug?: string }).slug}: ${parsed.error.message}`)
    return parsed.data
  })
  for (const key of ['slug', 'role'] as const) {
    const seen = new Set<string>()
    for (const bank of banks) {
      if (seen.has(bank[key])) throw new Error(`two question banks have the ${key} "${bank[key]}"`)
      seen.add(bank[key])
    }
  }
  return banks
}

/** The banks, General first, then by label. */
export const questionBanks: readonly QuestionBank[] = parseBanks([
  backendDeveloper,
  behavioral,
  businessAnalyst,
  caseStudy,
  cloudEngineer,
  customerSupport,
  dataAnalyst,
  dataScientist,
  devopsEngineer,
  experiencedProfessional,
  finance,
  fresher,
  frontendDeveloper,
  fullStackDeveloper,
  general,
  hrInterview,
  hrProfessional,
  nursingStudent,
  productManager,
  qaTester,
  sales,
  softwareEngineer,
  systemDesign,
  technical,
  uiUxDesigner,
]).sort((a, b) => (a.slug === GENERAL_SLUG ? -1 : b.slug === GENERAL_SLUG ? 1 : a.label.localeCompare(b.label)))

export const bankBySlug = (slug: string): QuestionBank | undefined => questionBanks.find((bank) => bank.slug === slug)

/** The bank of a practice role (a landing page's `practice.role`); the general one for any other. */
export const bankForRole = (role: string): QuestionBank => questionBanks.find((bank) => bank.role === role) ?? bankBySlug(GENERAL_SLUG)!
