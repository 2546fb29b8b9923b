import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'QA Testers',
  title: 'AI Mock Interviews for QA and Test Engineers',
  description:
    'Practice manual and automation testing, defect reporting and scenario roleplay questions for QA roles, with instant feedback on every answer.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-qa-testers',
  hero: {
    eyebrow: 'For QA and test engineers',
    heading: 'QA interview practice that finds the gaps in your testing answers',
    lead: 'Test a login page out loud, decide what to automate first, write a bug report a developer cannot argue with, and handle a release manager who wants to ship anyway. The AI interviewer plays each part of a QA interview.',
    cta: { label: 'Start My QA Mock' },
    secondary: { to: '/features/ai-mock-interview-qa-testers#qa-prompts', label: 'See QA Prompts' },
    highlights: ['Manual and automation rounds', 'Defect reports graded for clarity', 'Release-day scenario roleplays'],
    preview: {
      label: 'QA round · Manual testing',
      question:
        'Here is a password reset form with one email field and a submit button. List the test cases you would run in the next ten minutes.',
      hint: 'Cover the happy path, then boundaries, security and what happens to an unknown address.',
    },
  },
  audience: {
    people: 'testers and QA engineers',
    interviewers: 'a QA lead, a developer who pushes back on your bug reports, or a release manager who wants to ship on Friday anyway',
    focus:
      'how much of the real risk your test ideas reach, whether a developer could reproduce a defect from your steps, and how you argue for quality',
    story: {
      situation: 'Two days before a banking app release, I found that transfers scheduled across the clock change ran an hour early.',
      task: 'As the only tester on the payments squad, I had to judge whether it blocked the release and make that case.',
      action:
        'I reproduced it in three time zones, logged exact steps with server logs, and gave the product owner two options: delay, or switch off scheduling that weekend.',
      result: 'They switched scheduling off for one weekend, the fix shipped four days later, and no payment left at the wrong time.',
    },
    followUp: {
      question: 'The developer says clock-change bugs are too rare to matter. How do you respond?',
      answer: 'With numbers: about 8,000 transfers were booked for that weekend, and each early one could push an account into overdraft.',
    },
    feedback: 'Clear risk talk. Your defect report left out the environment, so name the app build, the device and the time zone setting.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'qa-areas',
      eyebrow: 'Interview areas',
      heading: 'Four areas every QA interview tests',
      intro:
        'Junior testers get more manual and defect questions; senior and SDET roles get more automation and strategy. The interviewer adjusts the mix to the job you target.',
      columns: 4,
      items: [
        {
          icon: 'search',
          title: 'Manual Testing',
          body: 'Design test cases on the spot, explain exploratory sessions and show you know where bugs like to hide.',
          bullets: ['Boundary values and equivalence classes', 'Exploratory charters', 'Regression scope for a hotfix'],
        },
        {
          icon: 'code',
          title: 'Automation Testing',
          body: 'Explain which tests belong at the unit, API and UI layers, and how you keep a suite fast and trustworthy.',
          bullets: ['Selenium, Playwright or Cypress choices', 'Page objects and test data', 'Fixing flaky tests for good'],
        },
        {
          icon: 'file-text',
          title: 'Defect Reporting',
          body: 'Describe a bug so clearly that a developer can reproduce it on the first try, and rank it by real risk.',
          bullets: ['Steps, expected and actual results', 'Severity versus priority', 'Evidence: logs, screenshots, environment'],
        },
        {
          icon: 'users',
          title: 'Scenario Roleplay',
          body: 'Hold your ground when a product owner wants to release with an open critical bug, or a developer closes your ticket as “works for me”.',
          bullets: ['Go or no-go conversations', 'Negotiating test time', 'Escalating without blame'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'qa-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions QA candidates hear in real interviews',
      groups: [
        {
          title: 'Testing and automation',
          icon: 'list-checks',
          questions: [
            'How would you test a vending machine? Start with the cases you consider most important.',
            'Your UI suite takes 90 minutes and fails randomly twice a week. What do you change first?',
            'Which tests in a checkout flow would you automate, and which would you keep manual? Why?',
            'Explain the difference between severity and priority with a bug you actually reported.',
          ],
        },
        {
          title: 'Scenarios',
          icon: 'message',
          questions: [
            'It is Friday at 5 pm, you found a data-loss bug, and the release goes out at 6. Talk me through the next hour.',
            'A developer marks your defect “cannot reproduce” for the third time. What do you do?',
            'You join a team with no test plan and a release in two weeks. What do you test first?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'checklist',
      id: 'qa-skills',
      eyebrow: 'Skills you practise',
      heading: 'Show the tester’s mindset interviewers look for',
      items: [
        'Thinking in risks rather than in lists of clicks',
        'Explaining the test pyramid with examples from your work',
        'Writing reproducible steps in the fewest words',
        'Arguing for quality with data, not with alarm',
        'Describing CI test runs, reports and quality gates',
        'Asking what “done” means before you start testing',
      ],
    },
    {
      kind: 'text',
      id: 'qa-feedback',
      heading: 'Feedback that reads like a senior tester reviewed you',
      paragraphs: [
        'After each answer the report shows which classes of test cases you covered and which you skipped, such as negative inputs, concurrency, accessibility or localisation. For defect questions it checks that your report has reproducible steps, an environment and an honest severity.',
        'In roleplays it looks at how you communicated risk: did you state the impact on users, offer options, and leave the decision with the right person? That is the part of a QA interview most candidates never rehearse.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Find the holes in your answers before the interviewer does',
    body: 'Choose manual, automation or scenario questions, answer out loud and get a report on coverage and communication. Start with one free mock interview.',
  },
  practice: {
    role: 'qa-tester',
    keywords: ['test case', 'regression', 'automation', 'edge case', 'boundary value', 'defect', 'severity', 'priority', 'flaky', 'risk'],
  },
} satisfies LandingContentInput
