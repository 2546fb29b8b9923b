import { sharedCta, sharedSections } from '../shared'
import { aiQuestionGeneration } from './ai-question-generation'
import { aiInterviewCoachVsHumanCoach } from './ai-interview-coach-vs-human-coach'
import { instantInterviewFeedbackReports } from './instant-interview-feedback-reports'
import { interviewPrepration } from './interview-prepration'
import { interviewReport } from './interview-report'
import { mockInterview } from './mock-interview'
import { mockInterviewExperiencedProfessionals } from './mock-interview-experienced-professionals'
import { mockInterviewFreshers } from './mock-interview-freshers'
import { recordedInterviewPracticeOnline } from './recorded-interview-practice-online'
import { aiMockInterviewDataAnalysts } from './ai-mock-interview-data-analysts'
import { aiMockInterviewProductManagers } from './ai-mock-interview-product-managers'
import { aiMockInterviewQaTesters } from './ai-mock-interview-qa-testers'
import { aiMockInterviewDevopsEngineers } from './ai-mock-interview-devops-engineers'
import { aiMockInterviewCloudEngineers } from './ai-mock-interview-cloud-engineers'
import { aiMockInterviewBusinessAnalysts } from './ai-mock-interview-business-analysts'
import { aiMockInterviewUiUxDesigners } from './ai-mock-interview-ui-ux-designers'
import { aiMockInterviewFinanceRoles } from './ai-mock-interview-finance-roles'
import { mockInterviewNursingStudents } from './mock-interview-nursing-students'
import { behavioralMockInterview } from './behavioral-mock-interview'
import { technicalInterviewPractice } from './technical-interview-practice'
import { aiMockInterviewSalesProfessionals } from './ai-mock-interview-sales-professionals'
import { aiMockInterviewCustomerSupport } from './ai-mock-interview-customer-support'
import { aiMockInterviewHrProfessionals } from './ai-mock-interview-hr-professionals'
import { systemDesignInterviewPractice } from './system-design-interview-practice'
import { caseStudyMockInterview } from './case-study-mock-interview'
import { hrInterviewPractice } from './hr-interview-practice'
import { aiMockInterviewSoftwareEngineers } from './ai-mock-interview-software-engineers'
import { aiMockInterviewBackendDevelopers } from './ai-mock-interview-backend-developers'
import { aiMockInterviewFrontendDevelopers } from './ai-mock-interview-frontend-developers'
import { aiMockInterviewFullStackDevelopers } from './ai-mock-interview-full-stack-developers'
import { aiMockInterviewDataScientists } from './ai-mock-interview-data-scientists'
import {
  LandingContentSchema,
  SectionSchema,
  type LandingContent,
  type LandingContentInput,
  type ResolvedLanding,
  type ResolvedSection,
  type SharedSectionId,
} from './schema'

/**
 * Every landing page's content, one module per page. Add the import and the
 * entry here when you add a page (see README.md); content.test.ts checks that
 * this list and the route registry in ../pages.ts match.
 */
const modules: readonly LandingContentInput[] = [
  aiQuestionGeneration,
  aiInterviewCoachVsHumanCoach,
  instantInterviewFeedbackReports,
  interviewPrepration,
  interviewReport,
  mockInterview,
  mockInterviewExperiencedProfessionals,
  mockInterviewFreshers,
  recordedInterviewPracticeOnline,
  aiMockInterviewDataAnalysts,
  aiMockInterviewProductManagers,
  aiMockInterviewQaTesters,
  aiMockInterviewDevopsEngineers,
  aiMockInterviewCloudEngineers,
  aiMockInterviewBusinessAnalysts,
  aiMockInterviewUiUxDesigners,
  aiMockInterviewFinanceRoles,
  mockInterviewNursingStudents,
  behavioralMockInterview,
  technicalInterviewPractice,
  aiMockInterviewSalesProfessionals,
  aiMockInterviewCustomerSupport,
  aiMockInterviewHrProfessionals,
  systemDesignInterviewPractice,
  caseStudyMockInterview,
  hrInterviewPractice,
  aiMockInterviewSoftwareEngineers,
  aiMockInterviewBackendDevelopers,
  aiMockInterviewFrontendDevelopers,
  aiMockInterviewFullStackDevelopers,
  aiMockInterviewDataScientists,
]

// Parsed when the module loads, i.e. during the build's prerender: a page that
// breaks the schema, names an unknown shared id or repeats a slug fails the build.
function parsePage(input: LandingContentInput): LandingContent {
  const result = LandingContentSchema.safeParse(input)
  if (!result.success) {
    throw new Error(`Landing content "${input.slug}" is invalid:\n${result.error.message}`)
  }
  return result.data
}

function parseShared(): Record<SharedSectionId, ResolvedSection> {
  const entries = Object.entries(sharedSections).map(([id, section]) => {
    const parsed = SectionSchema.parse(section)
    if (parsed.kind === 'shared') throw new Error(`Shared section "${id}" may not refer to another shared section`)
    return [id, parsed] as const
  })
  return Object.fromEntries(entries) as Record<SharedSectionId, ResolvedSection>
}

export const landingContent: ReadonlyMap<string, LandingContent> = new Map(
  modules.map((input) => {
    const page = parsePage(input)
    return [page.slug, page] as const
  }),
)
if (landingContent.size !== modules.length) throw new Error('Two landing content modules share a slug')

const shared = parseShared()

/** A page's content ready to render: shared sections in place, the CTA merged over the shared one. */
export function resolveLanding(slug: string): ResolvedLanding | undefined {
  const page = landingContent.get(slug)
  if (!page) return undefined
  return {
    hero: page.hero,
    sections: page.sections.map((section) => (section.kind === 'shared' ? shared[section.id] : section)),
    cta: { ...sharedCta, ...page.cta },
  }
}

