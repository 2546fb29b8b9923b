/**
 * Every practice round's question bank: the files of this folder (`<slug>.yaml`), read at build.
 * A bank that breaks QuestionBankSchema (fewer than 12 questions, a category missing, a repeated
 * question) fails the build with its file and field; two banks for one role fail it too.
 */
import { collections } from '~/content/collections'
import { ContentError, type Problem } from '~/content/collection'
import type { QuestionBank } from './schema'

export { QUESTION_CATEGORIES, MIN_BANK_QUESTIONS, type QuestionBank, type BankQuestion, type QuestionKind } from './schema'

/** The general bank (the home page's): the one for roles without a bank of their own. */
export const GENERAL_SLUG = 'general'

function readBanks(): QuestionBank[] {
  // The slug after the role, where the island's props have always had it.
  const banks = collections.questionBanks.read().map(({ id, data: { role, ...bank } }) => ({ role, slug: id, ...bank }))
  const roles = new Map<string, string>()
  for (const bank of banks) {
    const other = roles.get(bank.role)
    if (other) {
      const file = `src/content/question-banks/${bank.slug}.yaml`
      throw new ContentError([
        { file, path: ['role'], rule: `“${bank.role}” is the role of the bank “${other}” too: give each bank its own.` },
      ])
    }
    roles.set(bank.role, bank.slug)
  }
  return banks
}

/** The banks, General first, then by label. */
export const questionBanks: readonly QuestionBank[] = readBanks().sort((a, b) =>
  a.slug === GENERAL_SLUG ? -1 : b.slug === GENERAL_SLUG ? 1 : a.label.localeCompare(b.label),
)

export const bankBySlug = (slug: string): QuestionBank | undefined => questionBanks.find((bank) => bank.slug === slug)

/** A content file's reference to a practice role, checked: the problem when no bank has that role. */
export function unknownRole(file: string, path: readonly PropertyKey[], role: string): Problem[] {
  if (questionBanks.some((bank) => bank.role === role)) return []
  const roles = questionBanks.map((bank) => bank.role).join(', ')
  return [{ file, path, rule: `“${role}” is no question bank’s role; the banks’ roles: ${roles}.` }]
}

/** The bank of a practice role (a landing page's `practice.role`); the general one for any other. */
export const bankForRole = (role: string): QuestionBank => questionBanks.find((bank) => bank.role === role) ?? bankBySlug(GENERAL_SLUG)!
