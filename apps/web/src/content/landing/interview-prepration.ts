import { site } from '~/content/site'
import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'Interview Preparation',
  title: 'Interview Preparation Plans for Any Role',
  description:
    'Turn a job description into a focused preparation plan: role-specific questions, timed practice rounds and progress tracking until interview day.',
} satisfies LandingMeta

export const content = {
  slug: 'interview-prepration',
  hero: {
    eyebrow: 'Interview preparation',
    heading: 'A preparation plan that starts with your interview date',
    lead: 'Tell us the role and when the interview is. You get a plan that fits the days you have: which questions to practise, which mock interviews to sit and when, and what to review the evening before — with your progress tracked along the way.',
    cta: { label: 'Build My Prep Plan' },
    secondary: { to: '/features/mock-interview', label: 'See a Mock Interview' },
    highlights: ['Plans from one evening to four weeks', 'Built from the actual job description', 'Progress tracked skill by skill'],
    preview: {
      label: 'Your plan · Interview in 6 days',
      question: 'Today: two behavioural stories about conflict, then a 20-minute mock focused on stakeholder questions.',
      hint: 'Tomorrow the plan moves to technical questions, your weakest area in the last session.',
    },
  },
  audience: {
    people: 'applicants juggling a full-time job',
    interviewers:
      'a recruiter on a short screening call, the hiring manager you would report to, or a final panel that expects you to know the business',
    focus:
      'which skills moved since your baseline mock, the story that still runs too long, and what the next block of your plan should cover',
    story: {
      situation:
        'Our office move was booked for a Saturday, and on the Wednesday the removal company cancelled with no replacement lined up.',
      task: 'I was coordinating the move for forty staff, so finding a new plan before the weekend fell to me.',
      action:
        'I called five firms that evening, split the move into two smaller loads a local van hire could handle, and rewrote the schedule with each team lead.',
      result: 'Everyone was at their new desks by nine on Monday, and the move came in 12% under the original budget.',
    },
    followUp: {
      question: 'Two smaller loads meant more trips. What did you give up to make that work, and was it worth it?',
      answer: 'The IT team lost their Saturday afternoon, so I arranged a paid day off for them the next week, and they agreed.',
    },
    feedback: 'A calm, well-paced story. Add why you chose two loads over one bigger van, because the panel will ask about that trade-off.',
    testimonials: ['Daniel Okafor', 'Sofia Martins'],
  },
  sections: [
    {
      kind: 'steps',
      id: 'plan',
      eyebrow: 'The plan',
      heading: 'Built backwards from the day of the interview',
      items: [
        {
          title: 'Add the role and the date',
          body: 'Paste the job description and pick the interview date. Add your resume so the plan knows what you can already show.',
        },
        {
          title: 'Take a baseline mock',
          body: 'A short first interview measures where you stand on each skill, so the plan spends time on gaps rather than strengths.',
        },
        {
          title: 'Practise in focused blocks',
          body: 'Each day has one goal: a set of questions, a story to tighten, or a full mock. Most blocks take 20 to 40 minutes.',
        },
        {
          title: 'Final rehearsal',
          body: 'Two days out, a full-length mock in the real format. The evening before, a one-page summary of your best stories and answers.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'pace',
      heading: 'Pick the pace that fits your calendar',
      columns: 3,
      items: [
        {
          icon: 'clock',
          tag: 'Fast track',
          title: 'Interview tomorrow',
          body: `The must-know tactics in ${site.claims.tacticsIn}: your opening pitch, three stories that answer most behavioural questions, and one mock interview.`,
        },
        {
          icon: 'target',
          tag: 'One week',
          title: 'Interview next week',
          body: 'A baseline mock, daily 30-minute blocks on your two weakest skills, and a full rehearsal two days before.',
        },
        {
          icon: 'trending-up',
          tag: 'Four weeks',
          title: 'Career move or first job',
          body: 'Time to build depth: industry knowledge, a story bank of eight to ten experiences, and weekly mocks to measure progress.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'tools',
      heading: 'Companion tools for the whole application',
      intro: 'Interview preparation starts before the invitation. These tools work from the same resume and job description as your plan.',
      columns: 3,
      items: [
        {
          icon: 'file-text',
          title: 'AI resume builder',
          body: 'Rewrites your experience around the skills the job description asks for, in plain, measurable language.',
        },
        {
          icon: 'clipboard',
          title: 'Cover letter',
          body: 'A first draft that connects two or three of your achievements to the role, ready for you to edit.',
        },
        {
          icon: 'rocket',
          title: 'Auto apply',
          body: 'Sends applications to roles that match your profile, so your time goes into preparing rather than form-filling.',
        },
        {
          icon: 'bot',
          title: 'Interview buddy',
          body: 'A quick partner for a five-minute warm-up: one question, one answer, one note, whenever you have a spare moment.',
        },
        {
          icon: 'repeat',
          title: 'Resume translator',
          body: 'Adapts your resume for an application in another country, with local conventions for format and content.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'ready',
      heading: 'What you walk in with',
      items: [
        'A 60-second answer to "tell me about yourself"',
        'Eight stories that cover conflict, failure, leadership and impact',
        'Clear answers on salary, notice period and why you are moving',
        'Three questions to ask the interviewer',
        'Your weakest topic practised at least three times',
        'A feel for the format, length and follow-ups',
      ],
    },
    {
      kind: 'questions',
      id: 'story-questions',
      eyebrow: 'Where plans start',
      heading: 'The questions every plan rehearses first',
      intro:
        'Whatever the role, most interviews open with some version of these. Your plan has you answer each one at least twice before the day.',
      groups: [
        {
          questions: [
            'Tell me about yourself, and why you are applying for this role now.',
            'Tell me about a disagreement with a colleague that you worked out together.',
            'Tell me about a failure that taught you something you still use today.',
            'Give an example of leading people who did not report to you.',
            'Which achievement on your resume are you proudest of, and what was your own part in it?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'text',
      id: 'progress',
      heading: 'Progress you can see, day by day',
      paragraphs: [
        'Every session updates your skill scores, so you can tell whether the plan is working instead of guessing. If technical depth is stuck after two sessions, the plan adds questions there and trims the areas where you are already strong.',
        'When the interview is done, add the next one. Your story bank and history carry over, so each round of preparation starts further ahead than the last.',
      ],
    },
    { kind: 'shared', id: 'testimonials' },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'Start preparing tonight',
    body: 'Enter the role and your interview date, take a short baseline mock, and your plan is ready. It takes less than ten minutes to set up.',
  },
  practice: {
    role: 'any-role',
    keywords: ['deadline', 'priority', 'team', 'stakeholder', 'conflict', 'leadership', 'feedback', 'plan'],
    usePreview: false,
  },
} satisfies LandingContentInput
