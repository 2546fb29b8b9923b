import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'AI Question Generation',
  title: 'AI Interview Question Generator by Role',
  description:
    'Generate interview questions for any role and seniority across eight categories, from behavioral and technical to cultural fit and career growth.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-question-generation',
  hero: {
    eyebrow: 'AI question generation',
    heading: 'Interview questions written for your role, level and job description',
    lead: 'Paste a job description or pick a role, and the question engine builds a realistic interview: the questions this employer is likely to ask, in the order an interviewer would ask them, with a follow-up ready for every answer.',
    cta: { label: 'Generate My Questions' },
    secondary: { to: '/features/instant-interview-feedback-reports', label: 'See a Sample Report' },
    highlights: [
      'Any role, any seniority',
      'Built from your resume and the job ad',
      'Eight categories in one interview',
      'A fresh set every session',
    ],
    preview: {
      label: 'Generated for: Senior Data Analyst',
      question: 'Weekly active users fell 8% last month. Walk me through how you would find out why, and which data you would pull first.',
      hint: 'Problem-Solving · Follow-up ready: "How would you rule out a tracking bug?"',
    },
  },
  audience: {
    people: 'industry switchers',
    interviewers:
      'a hiring manager from the new sector, a recruiter probing the gap on your resume, or a specialist who checks whether your skills really transfer',
    focus:
      'which generated questions exposed a gap, how well your past experience carried over to the new role, and the category to practise next',
    story: {
      situation:
        'After six years as a secondary school maths teacher, I joined a logistics company as a junior analyst with no industry background.',
      task: 'My first assignment was explaining to depot managers why late deliveries had doubled over the winter.',
      action:
        'I worked two early shifts at the busiest depot, matched every delay against loading times, and presented the findings the way I used to teach a lesson.',
      result:
        'The depots changed their loading order, late deliveries fell by 30% in two months, and I was asked to train the next two hires.',
    },
    followUp: {
      question: 'You had no logistics experience. What did you do in your first week to earn the trust of the depot managers?',
      answer: 'I asked them to show me their worst day on the loading bay, then came back with one chart built around it.',
    },
    feedback: 'Your teaching background is an asset here, so name it in your first sentence instead of apologising for it at the end.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'question-engine',
      eyebrow: 'The engine',
      heading: 'Four models work on every question set',
      intro:
        'A generic list of "top 50 interview questions" prepares you for nobody in particular. The engine combines four inputs so the questions match the job in front of you.',
      columns: 4,
      items: [
        {
          icon: 'brain',
          title: 'Role and seniority model',
          body: 'Reads the job title and level. A graduate gets fundamentals and motivation questions; a staff engineer gets trade-offs, influence and scope.',
        },
        {
          icon: 'file-text',
          title: 'Job description parser',
          body: 'Pulls out the required skills, tools and responsibilities, and makes sure each one is tested by at least one question.',
        },
        {
          icon: 'search',
          title: 'Resume gap finder',
          body: 'Compares your resume with the role and asks about the gaps — a missing tool, a short tenure, a career switch — before a real interviewer does.',
        },
        {
          icon: 'repeat',
          title: 'Follow-up generator',
          body: 'Prepares probing follow-ups that react to what you actually said, so a vague answer gets the "what exactly did you do?" it would get in the room.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'sample-questions',
      eyebrow: 'Examples',
      heading: 'Sample questions for three roles',
      intro:
        'A few questions the engine generated from real job descriptions. Yours will differ: they are built from your resume and the role you target.',
      groups: [
        {
          title: 'Software Engineer',
          icon: 'code',
          questions: [
            'Our checkout service times out under peak load. How would you find the bottleneck before touching any code?',
            'Tell me about a pull request that got pushback in review. What did you change, and what did you defend?',
            'Design a rate limiter for a public API that runs on several instances behind a load balancer.',
            'Your resume lists Kafka. When would you choose a queue over a direct service call?',
          ],
        },
        {
          title: 'Product Manager',
          icon: 'compass',
          questions: [
            'Activation for new teams dropped after the onboarding redesign. What would you look at in your first week?',
            'Two enterprise customers ask for conflicting features. How do you decide, and how do you tell the one you turn down?',
            'Pick a product you use daily. Which metric would you make its north star, and what could game it?',
            'Describe a launch you would run differently today.',
          ],
        },
        {
          title: 'Registered Nurse',
          icon: 'heart',
          questions: [
            'A patient refuses their medication and their family insists they take it. What do you do?',
            'Tell me about a shift when you had more patients than you could safely handle. How did you prioritise?',
            'How do you hand over a deteriorating patient to the next shift so nothing is missed?',
            'A colleague skips a hand-hygiene step during a busy round. How do you raise it?',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'question-categories',
      eyebrow: 'Question categories',
      heading: 'Eight categories, balanced for the interview you face',
      intro:
        'Every generated interview mixes these categories in proportions that fit the role: more Technical for an engineer, more Situational for a nurse, more Leadership for a manager.',
      columns: 4,
      items: [
        {
          icon: 'users',
          title: 'Behavioral',
          body: 'Past situations that show how you work: conflict, failure, pressure. Scored with the STAR method.',
        },
        {
          icon: 'code',
          title: 'Technical',
          body: 'The skills the job requires, from SQL joins to clinical procedures, at the depth your level calls for.',
        },
        {
          icon: 'compass',
          title: 'Situational',
          body: 'Hypothetical scenarios — "what would you do if…" — that test judgement when there is no perfect answer.',
        },
        {
          icon: 'briefcase',
          title: 'Industry-Specific',
          body: 'Regulations, market forces and vocabulary of the sector, so you sound like someone who already works in it.',
        },
        {
          icon: 'rocket',
          title: 'Leadership',
          body: 'Leading without authority, developing people, owning a decision that went wrong.',
        },
        {
          icon: 'lightbulb',
          title: 'Problem-Solving',
          body: 'Open problems where the interviewer wants to hear your reasoning out loud, not only the answer.',
        },
        {
          icon: 'handshake',
          title: 'Cultural Fit',
          body: 'How you like to work, give feedback and handle disagreement, matched against what the company says it values.',
        },
        {
          icon: 'trending-up',
          title: 'Career Growth',
          body: 'Why this role, why now, and where you want to be in three years, answered without clichés.',
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'why-generated',
      heading: 'Why generated questions beat a list you found online',
      paragraphs: [
        'Interviewers rarely ask the famous questions word for word. They ask about the project on your resume, the tool in their job ad and the situation their team dealt with last quarter. Practising with questions built from those inputs is the closest you can get to the real conversation without being in it.',
        'Because each session draws a fresh set, you cannot memorise your way through. You learn to structure an answer you have not rehearsed, which is the skill that actually carries you through an interview.',
      ],
      bullets: [
        'Regenerate a set as often as you like; sessions never repeat word for word',
        'Lock a question you struggled with and practise it again tomorrow',
        'Switch the target role to prepare for two applications at once',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'star' },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'Get a question set for your next interview',
    body: 'Add the job description, choose your level, and start answering in under two minutes. The first mock interview is free.',
  },
  practice: {
    role: 'any-role',
    keywords: ['stakeholder', 'deadline', 'customer', 'metric', 'trade-off', 'follow-up', 'priority', 'team'],
  },
} satisfies LandingContentInput
