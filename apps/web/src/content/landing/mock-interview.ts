import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'AI Mock Interview',
  title: 'AI Mock Interview Practice for Any Role',
  description:
    'Run a realistic mock interview with an AI interviewer that adapts to your answers, then get a scored report on content, delivery and confidence.',
} satisfies LandingMeta

export const content = {
  slug: 'mock-interview',
  hero: {
    eyebrow: 'AI mock interview',
    heading: 'Rehearse the real interview, not a quiz about it',
    lead: 'Sit a full mock interview with an AI interviewer that reads your resume and the job description, asks the questions that employer would ask, follows up on your answers and hands you a scored report at the end.',
    cta: { label: 'Start a Free Mock Interview' },
    secondary: { to: '/features/interview-report', label: 'What the Report Shows' },
    highlights: [
      '15 to 60 minute sessions',
      'Spoken answers, like the real thing',
      'Follow-ups based on what you said',
      'Practise again as often as you like',
    ],
    preview: {
      label: 'Mock interview · Marketing Manager',
      question: 'Your last campaign beat its lead target but sales said the leads were poor. What would you do differently next quarter?',
      hint: 'The interviewer will ask how you would define a qualified lead with sales.',
    },
  },
  audience: {
    people: 'job hunters across industries',
    interviewers:
      'a hiring manager, a recruiter running the first screen, or a panel that includes the sceptic who doubts your last answer',
    focus: 'how directly each answer opened, where the evidence was thin, and whether a follow-up knocked your story off course',
    story: {
      situation: 'Three weeks before a product launch, our marketing agency went out of business and took the launch video with it.',
      task: 'I was the marketing manager on the launch, so replacing the video without moving the date was my problem.',
      action:
        'I rewrote the brief for a 30-second cut, hired a freelance editor from our partner list, and reused footage from our customer interviews.',
      result: 'The launch went out on time, the video had 40,000 views in its first week, and it cost a third of the agency quote.',
    },
    followUp: {
      question: 'You cut the video to 30 seconds. What did you leave out, and how did you know it would not matter?',
      answer: 'I dropped the feature tour, because our customer interviews showed buyers cared about the result, not the menus.',
    },
    feedback: 'Clear and quick. You said “we” four times in the action; say which decisions were yours so the interviewer can credit you.',
    testimonials: ['Priya Raman', 'Daniel Okafor'],
  },
  sections: [
    {
      kind: 'steps',
      id: 'session',
      eyebrow: 'Inside a session',
      heading: 'What happens in a mock interview',
      intro: 'A session follows the shape of a real interview, so the nerves, the pacing and the follow-ups feel familiar on the day.',
      items: [
        {
          title: 'Set the scene',
          body: 'Choose the role, the seniority and the interview type, and add your resume and the job ad. Pick a length from 15 to 60 minutes.',
        },
        {
          title: 'Warm up',
          body: 'The interviewer opens the way most do — tell me about yourself, why this role — so you practise the first two minutes that set the tone.',
        },
        {
          title: 'Answer the core questions',
          body: 'Role-specific, behavioural and situational questions, each with follow-ups that dig into the details of your answer.',
        },
        {
          title: 'Ask your questions',
          body: 'Finish by asking the interviewer questions of your own, then read a report that scores every answer.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'formats',
      heading: 'Choose the interview you are about to face',
      intro: 'Different rounds test different things. Practise the format on your calendar rather than a generic conversation.',
      columns: 3,
      items: [
        {
          icon: 'user',
          title: 'One-to-one with the hiring manager',
          body: 'Motivation, experience and how you would approach the first months in the job.',
        },
        {
          icon: 'users',
          title: 'Panel interview',
          body: 'Several AI personas with different priorities take turns, as a real panel would, including the sceptical one.',
        },
        {
          icon: 'handshake',
          title: 'Buying-committee roleplay',
          body: 'For sales and customer-facing roles: pitch to a simulated committee of a budget owner, a user and a blocker.',
        },
        {
          icon: 'code',
          title: 'Technical round',
          body: 'Explain your reasoning on role-specific problems, from SQL to system design, out loud and under time pressure.',
        },
        {
          icon: 'message',
          title: 'Behavioural round',
          body: 'Stories about conflict, failure and leadership, scored against the STAR method.',
        },
        {
          icon: 'briefcase',
          title: 'HR screening',
          body: 'Notice period, salary expectations, career gaps and why you are leaving, answered calmly and honestly.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'sample-questions',
      eyebrow: 'Sample questions',
      heading: 'Questions from a typical mock interview',
      intro: 'A session mixes an opener, core questions for the role and a few curveballs. These five come up in almost every one.',
      groups: [
        {
          questions: [
            'Walk me through your background and why this role, in under two minutes.',
            'Tell me about a project that missed its deadline. What did you do, and what happened in the end?',
            'A senior colleague disagrees with your plan in a meeting. How do you handle it then and afterwards?',
            'Describe a decision you made with incomplete information. How did it turn out?',
            'What would your first ninety days in this role look like?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'checklist',
      id: 'what-it-listens-for',
      heading: 'What the interviewer listens for',
      intro: 'The same things a trained human interviewer notes on a scorecard, applied to every answer.',
      items: [
        'A direct answer in the first sentence',
        'Evidence: numbers, names, outcomes',
        'Your own contribution, not only the team’s',
        'Trade-offs you considered and rejected',
        'Knowledge of the company and the role',
        'Filler words, hedging and long pauses',
        'Tone and energy across the whole session',
        'The questions you ask at the end',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'text',
      id: 'why-ai',
      heading: 'Why practise with an AI interviewer',
      paragraphs: [
        'Most candidates prepare by reading answers in their head. That is not the same skill as saying them out loud to someone who interrupts with "why?". A mock interview closes that gap, and an AI interviewer lets you close it on a Tuesday night, the morning of the interview, or ten times in one weekend.',
        'Because there is no one to impress, you can try a risky answer, fail, and try again straight away. Candidates who rehearse an answer three or four times usually sound more natural, not less: they stop reciting and start talking.',
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'links',
      id: 'related',
      heading: 'Practise for your role or interview type',
      items: [
        {
          to: '/features/behavioral-mock-interview',
          label: 'Behavioural interviews',
          body: 'STAR stories about conflict, failure and leadership.',
        },
        {
          to: '/features/technical-interview-practice',
          label: 'Technical interviews',
          body: 'Explain your solution and its complexity out loud.',
        },
        {
          to: '/features/mock-interview-freshers',
          label: 'Freshers and graduates',
          body: 'HR and technical rounds for your first job.',
        },
      ],
    },
    { kind: 'shared', id: 'testimonials' },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'Your first mock interview is on us',
    body: 'Pick a role, add the job description and start talking. You will have a scored report before your coffee gets cold.',
  },
  practice: {
    role: 'any-role',
    keywords: ['customer', 'stakeholder', 'budget', 'deadline', 'campaign', 'metric', 'trade-off', 'lead'],
  },
} satisfies LandingContentInput
