/**
 * The route registry: every public page of the site, once. app/routes.ts, the
 * prerender list, sitemap.xml, robots.txt, the redirects and the footer's quick
 * links are all derived from this list.
 *
 * Titles are written without the brand (it is appended) and kept short enough
 * that "title | brand" stays within search-engine limits; see pages.test.ts.
 */
export type PageKind = 'home' | 'landing' | 'legal'
export type LandingGroup = 'feature' | 'role' | 'topic'

export interface PageEntry {
  path: string
  kind: PageKind
  /** Short name for navigation and footer links. */
  label: string
  title: string
  description: string
  group?: LandingGroup
}

const landing = (
  group: LandingGroup,
  slug: string,
  label: string,
  title: string,
  description: string,
): PageEntry => ({ path: `/features/${slug}`, kind: 'landing', group, label, title, description })

export const pages: readonly PageEntry[] = [
  {
    path: '/',
    kind: 'home',
    label: 'Home',
    title: 'AI Mock Interviews with Instant Feedback',
    description:
      'Practice realistic AI mock interviews for your target role and get instant feedback on answers, tone, clarity and confidence. Start free, practice 24/7.',
  },

  // Feature pages
  landing('feature', 'mock-interview', 'AI Mock Interview',
    'AI Mock Interview Practice for Any Role',
    'Run a realistic mock interview with an AI interviewer that adapts to your answers, then get a scored report on content, delivery and confidence.'),
  landing('feature', 'interview-prepration', 'Interview Preparation',
    'Interview Preparation Plans for Any Role',
    'Turn a job description into a focused preparation plan: role-specific questions, timed practice rounds and progress tracking until interview day.'),
  landing('feature', 'interview-report', 'Interview Report',
    'Interview Reports With Scores and Next Steps',
    'Every practice interview ends with a report: an overall score, skill-by-skill breakdown, answer-level insights and a short list of what to fix next.'),
  landing('feature', 'ai-question-generation', 'AI Question Generation',
    'AI Interview Question Generator by Role',
    'Generate interview questions for any role and seniority across eight categories, from behavioral and technical to cultural fit and career growth.'),
  landing('feature', 'instant-interview-feedback-reports', 'Instant Feedback Reports',
    'Instant Interview Feedback Reports',
    'See a sample AI interview report: overall score, confidence and readiness, a skills breakdown, question insights and personal recommendations.'),
  landing('feature', 'mock-interview-freshers', 'Freshers',
    'Mock Interviews for Freshers and Graduates',
    'Practice the HR and technical questions freshers are asked in campus and entry-level interviews, with feedback that builds confidence fast.'),
  landing('feature', 'mock-interview-experienced-professionals', 'Experienced Professionals',
    'Mock Interviews for Experienced Professionals',
    'Rehearse senior-level, system design and leadership interviews and get feedback on clarity, depth and executive presence before the real panel.'),
  landing('feature', 'ai-interview-coach-vs-human-coach', 'AI Coach vs Human Coach',
    'AI Interview Coach vs Human Coach',
    'What an AI interview coach does best, where a human coach still wins, and how to combine both to prepare faster and spend less.'),
  landing('feature', 'recorded-interview-practice-online', 'Recorded Interview Practice',
    'Recorded Video Interview Practice Online',
    'Record your answers on video, review them with AI feedback on delivery and body language, and improve with every take. Practice anytime.'),

  // Role pages
  landing('role', 'ai-mock-interview-software-engineers', 'Software Engineers',
    'AI Mock Interviews for Software Engineers',
    'Practice coding, debugging and design questions with an AI interviewer that probes your reasoning, then get STAR-based feedback on every answer.'),
  landing('role', 'ai-mock-interview-backend-developers', 'Backend Developers',
    'AI Mock Interviews for Backend Developers',
    'Rehearse API design, databases, concurrency and scaling questions for backend roles and get instant, specific feedback on depth and clarity.'),
  landing('role', 'ai-mock-interview-frontend-developers', 'Frontend Developers',
    'AI Mock Interviews for Frontend Developers',
    'Practice JavaScript, React, accessibility and web performance questions for frontend roles with an AI interviewer and instant feedback.'),
  landing('role', 'ai-mock-interview-full-stack-developers', 'Full-Stack Developers',
    'AI Mock Interviews for Full-Stack Developers',
    'Prepare for full-stack interviews end to end: UI, APIs, data models and deployment trade-offs, with AI roleplay and feedback on each answer.'),
  landing('role', 'ai-mock-interview-data-scientists', 'Data Scientists',
    'AI Mock Interviews for Data Scientists',
    'Practice statistics, machine learning, experiment design and model communication questions for data science roles, with instant AI feedback.'),
  landing('role', 'ai-mock-interview-data-analysts', 'Data Analysts',
    'AI Mock Interviews for Data Analysts',
    'Practice SQL and joins, data cleaning, visualization and business case questions for data analyst roles and get scored on clarity and impact.'),
  landing('role', 'ai-mock-interview-product-managers', 'Product Managers',
    'AI Mock Interviews for Product Managers',
    'Rehearse product sense, prioritization, strategy and metrics, and leadership questions for PM interviews, with AI roleplay and STAR feedback.'),
  landing('role', 'ai-mock-interview-qa-testers', 'QA Testers',
    'AI Mock Interviews for QA and Test Engineers',
    'Practice manual and automation testing, defect reporting and scenario roleplay questions for QA roles, with instant feedback on every answer.'),
  landing('role', 'ai-mock-interview-devops-engineers', 'DevOps Engineers',
    'AI Mock Interviews for DevOps Engineers',
    'Prepare for DevOps interviews on CI/CD, cloud infrastructure, automation and scripting, monitoring and troubleshooting with an AI interviewer.'),
  landing('role', 'ai-mock-interview-cloud-engineers', 'Cloud Engineers',
    'AI Mock Interviews for Cloud Engineers',
    'Practice cloud architecture, networking and security, cost optimization and infrastructure-as-code questions with instant AI feedback.'),
  landing('role', 'ai-mock-interview-business-analysts', 'Business Analysts',
    'AI Mock Interviews for Business Analysts',
    'Rehearse requirements gathering, data analysis, process modeling and stakeholder questions for business analyst roles with AI roleplay.'),
  landing('role', 'ai-mock-interview-ui-ux-designers', 'UI/UX Designers',
    'AI Mock Interviews for UI/UX Designers',
    'Practice portfolio walkthroughs, design challenges, user research and product thinking questions for design roles, with instant feedback.'),
  landing('role', 'ai-mock-interview-finance-roles', 'Finance Roles',
    'AI Mock Interviews for Finance Roles',
    'Prepare for finance interviews: financial modeling, market and business cases, behavioral questions and presentations, with AI feedback.'),
  landing('role', 'mock-interview-nursing-students', 'Nursing Students',
    'Mock Interviews for Nursing Students',
    'Practice nursing interview questions on patient care, teamwork, ethics and empathy, and clinical knowledge, with supportive AI feedback.'),
  landing('role', 'ai-mock-interview-sales-professionals', 'Sales Professionals',
    'AI Mock Interviews for Sales Professionals',
    'Roleplay sales interviews: your pitch, objection handling, discovery and closing, plus an elevator pitch under 60 seconds, with AI feedback.'),
  landing('role', 'ai-mock-interview-customer-support', 'Customer Support',
    'AI Mock Interviews for Customer Support Roles',
    'Practice support interviews with angry-customer roleplays, troubleshooting, empathy, upselling and retention questions, with instant feedback.'),
  landing('role', 'ai-mock-interview-hr-professionals', 'HR Professionals',
    'AI Mock Interviews for HR Professionals',
    'Work through HR case files on employee relations, recruitment, policies and compliance, and performance and retention with an AI interviewer.'),

  // Topic pages
  landing('topic', 'behavioral-mock-interview', 'Behavioral Interviews',
    'Behavioral Mock Interview Practice',
    'Practice behavioral interview questions with an AI interviewer and get STAR-method feedback on situation, task, action and result in seconds.'),
  landing('topic', 'technical-interview-practice', 'Technical Interviews',
    'Technical Interview Practice With AI',
    'Practice technical interview problems out loud, explain your solution and get feedback on correctness, complexity and communication.'),
  landing('topic', 'system-design-interview-practice', 'System Design',
    'System Design Interview Practice',
    'Pick a scenario, design and iterate with an AI interviewer that asks follow-ups, and get feedback on trade-offs, scale and clarity.'),
  landing('topic', 'case-study-mock-interview', 'Case Study Interviews',
    'Case Study Mock Interview Practice',
    'Practice consulting and business case interviews: structure the problem, size the market, and present a recommendation with AI feedback.'),
  landing('topic', 'hr-interview-practice', 'HR Interviews',
    'HR Interview Practice With AI Feedback',
    'Prepare for HR round questions on motivation, strengths, salary and culture fit, step by step, with feedback on tone and clarity.'),

  // Legal
  {
    path: '/privacy-policy',
    kind: 'legal',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'What this site collects when you browse, write to us or choose cookie settings, why, for how long, who else is involved, and your privacy rights.',
  },
  {
    path: '/terms-of-service',
    kind: 'legal',
    label: 'Terms of Service',
    title: 'Terms of Service',
    description:
      'The terms for using this website and the mock-interview service: acceptable use, your content, liability, disputes and how to contact us.',
  },
]

/** Old paths without the /features prefix, kept working with a permanent redirect. */
export const redirects: readonly { from: string; to: string; status: 301 }[] = [
  'ai-question-generation',
  'instant-interview-feedback-reports',
  'mock-interview',
  'interview-prepration',
  'interview-report',
].map((slug) => ({ from: `/${slug}`, to: `/features/${slug}`, status: 301 as const }))

/** The path the not-found page is prerendered at; postbuild turns it into 404.html. */
export const NOT_FOUND_PRERENDER_PATH = '/404'

export function findPage(path: string): PageEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return pages.find((page) => page.path === normalized)
}

export function landingPages(group?: LandingGroup): PageEntry[] {
  return pages.filter((page) => page.kind === 'landing' && (group === undefined || page.group === group))
}

/** The slug a landing page's content module is named after. */
export function landingSlug(page: PageEntry): string {
  return page.path.replace(/^\/features\//, '')
}
