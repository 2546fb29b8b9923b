import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'Interview Report',
  title: 'Interview Reports With Scores and Next Steps',
  description:
    'Every practice interview ends with a report: an overall score, skill-by-skill breakdown, answer-level insights and a short list of what to fix next.',
} satisfies LandingMeta

export const content = {
  slug: 'interview-report',
  hero: {
    eyebrow: 'Interview report',
    heading: 'A report that tells you what to practise next',
    lead: 'After every mock interview you get a written report: your overall score, a score for each skill, the transcript of every answer with notes in the margin, and a short list of changes ranked by how much they will move your result.',
    cta: { label: 'Get My First Report' },
    secondary: { to: '/features/instant-interview-feedback-reports#sample-report', label: 'See a Sample Report' },
    highlights: ['Full transcript with notes', 'Skill scores you can compare', 'Fixes ranked by impact', 'History across sessions'],
  },
  audience: {
    people: 'account managers',
    interviewers: 'a head of client services, a sales director who asks about renewals, or a panel that plays an unhappy client',
    focus:
      'the sentence where you softened bad news too far, how clearly each answer tied back to revenue or retention, and the fix ranked first',
    story: {
      situation: 'Our largest client, a fifth of my book, learned from a press release that we were retiring the product they used most.',
      task: 'As their account manager, I had to explain what it meant for their contract before they started looking elsewhere.',
      action:
        'I booked a call the same day, admitted they should have heard it from us, and brought a migration plan with a first-year discount.',
      result: 'They renewed for two years instead of one, and our team now briefs key accounts a week before any public announcement.',
    },
    followUp: {
      question: 'You offered a discount straight away. How did you stop it from setting a price expectation for the next renewal?',
      answer: 'I tied it to finishing the migration by a set date, so it read as a project incentive rather than a lower list price.',
    },
    feedback:
      'The apology was honest and short, which works. Move the two-year renewal to the front of the answer; it is your strongest line.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'inside',
      eyebrow: 'Inside the report',
      heading: 'Six parts, each answering one question',
      columns: 3,
      items: [
        {
          icon: 'gauge',
          title: 'Summary',
          body: 'How did it go overall? One score out of 100, plus your confidence and how ready you are for the real interview.',
        },
        {
          icon: 'chart',
          title: 'Skill scores',
          body: 'Where are you strong? Communication, problem-solving, technical depth and structure, each scored and labelled.',
        },
        {
          icon: 'file-text',
          title: 'Annotated transcript',
          body: 'What did you actually say? Every answer written out, with the strong and weak sentences marked.',
        },
        {
          icon: 'lightbulb',
          title: 'Better answers',
          body: 'What would a stronger answer sound like? A rewritten version of your weakest answers, in your own words and facts.',
        },
        {
          icon: 'list-checks',
          title: 'Ranked fixes',
          body: 'What should you do first? Three to five changes, ordered by how much each is likely to lift your score.',
        },
        {
          icon: 'trending-up',
          title: 'Progress',
          body: 'Are you improving? Your skill scores plotted against your previous sessions for the same role.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'use-it',
      heading: 'Ten minutes with your report, then back to practice',
      intro: 'The report is designed to be read once, acted on, and replaced by a better one.',
      items: [
        {
          title: 'Read the summary and the top fix',
          body: 'Start with the one change the report ranks first. Most candidates gain more from one fix applied well than from five skimmed.',
        },
        {
          title: 'Replay your weakest answer',
          body: 'Open the transcript for your lowest-scoring question, read the notes, then answer it again out loud using the suggested structure.',
        },
        {
          title: 'Practise the gap',
          body: 'Generate a handful of questions that target the weakest skill and run a short session on them the same day.',
        },
        {
          title: 'Compare the next report',
          body: 'Retake a mock in a few days. The progress view shows whether the fix held, and what to work on next.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'history',
      heading: 'Your interview history, in one place',
      paragraphs: [
        'Reports are kept together so you can look back across weeks of practice. Filter by role to see how your preparation for one application is going, or compare two sessions side by side to check that a habit — rambling openings, missing results, hedging — has really gone.',
        'Premium plans include the full report history across every job you practise for; every plan shows the report of each session you complete.',
      ],
      bullets: [
        'Filter reports by role and interview type',
        'Compare any two sessions side by side',
        'See which questions you have practised and how often',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'star' },
    {
      kind: 'questions',
      id: 'report-answers',
      forPractice: false,
      heading: 'Questions the report answers for you',
      intro:
        'Candidates tell us these are the questions they used to ask friends after a practice interview, and never got a straight answer to.',
      groups: [
        {
          questions: [
            'Did I actually answer the question, or talk around it?',
            'Was my answer too long? Where should I have stopped?',
            'Did I sound confident, or did I hedge every conclusion?',
            'Which of my stories is strong enough to reuse in the real interview?',
            'Am I ready for the final round, or do I need another week?',
          ],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'sample-questions',
      eyebrow: 'Try a report',
      heading: 'Questions to get your first report on',
      intro: 'Answer any of these in a practice interview; the report then shows how each part of your answer landed.',
      groups: [
        {
          questions: [
            'Tell me about a time you had to deliver bad news to a customer or a manager. How did it go?',
            'Describe a project you are proud of. What exactly was your part?',
            'Tell me about a time you changed your mind because of data or feedback.',
            'How do you decide what to work on when everything seems urgent?',
          ],
        },
      ],
    },
    {
      kind: 'links',
      id: 'related',
      heading: 'Related features',
      items: [
        {
          to: '/features/instant-interview-feedback-reports',
          label: 'Sample feedback report',
          body: 'Walk through a full example report, score by score.',
        },
        {
          to: '/features/mock-interview',
          label: 'AI mock interview',
          body: 'Sit the interview that produces your report.',
        },
        {
          to: '/features/interview-prepration',
          label: 'Preparation plans',
          body: 'Turn your report into a day-by-day plan.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Find out what your interviewer will notice',
    body: 'One mock interview is enough for a full report with scores, an annotated transcript and ranked fixes. Start with the free plan.',
  },
  practice: {
    role: 'any-role',
    keywords: ['stakeholder', 'customer', 'deadline', 'metric', 'trade-off', 'feedback', 'team', 'priority'],
  },
} satisfies LandingContentInput
