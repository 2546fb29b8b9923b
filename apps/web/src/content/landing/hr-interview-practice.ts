import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'topic',
  label: 'HR Interviews',
  title: 'HR Interview Practice With AI Feedback',
  description:
    'Prepare for HR round questions on motivation, strengths, salary and culture fit, step by step, with feedback on tone and clarity.',
} satisfies LandingMeta

export const content = {
  slug: 'hr-interview-practice',
  hero: {
    eyebrow: 'HR round',
    heading: 'HR interview practice for the round that decides the offer',
    lead: '“Tell me about yourself”, “why should we hire you?” and “what are your salary expectations?” sound simple until you have to answer them in front of a recruiter. Rehearse the HR round step by step and get feedback on what you said and how you sounded.',
    cta: { label: 'Practise My HR Round' },
    secondary: { to: '/features/hr-interview-practice#hr-round-steps', label: 'See the Steps' },
    highlights: ['Motivation, strengths and culture fit', 'Salary and notice-period questions', 'Feedback on tone and confidence'],
    preview: {
      label: 'HR round · Opening question',
      question: 'So, tell me a little about yourself and what brings you to this role.',
      hint: 'Aim for 90 seconds: present, past, and why this job is the logical next step.',
    },
  },
  audience: {
    people: 'job seekers in any field',
    interviewers:
      'a recruiter on a first screening call, an HR manager checking culture fit, or an HR partner who asks about salary and notice',
    focus: 'whether your introduction had a clear thread, how you framed a weakness or a gap, and how calmly you named a salary range',
    story: {
      situation: 'Three weeks into a new retail job, my store switched to a till system nobody on my shift had used.',
      task: 'I was asked to get the weekend staff confident with it before the Saturday rush.',
      action:
        'I practised every refund and exchange in training mode, wrote a one-page cheat sheet and paired with each colleague for ten minutes.',
      result:
        'Saturday queue times fell by a quarter compared with the week before, and my manager asked me to train the next two new starters.',
    },
    followUp: {
      question: 'You mentioned training new starters. Is that why you are applying for a role with more responsibility?',
      answer:
        'Partly, yes. I enjoyed helping people get confident, and this role lets me do that every week, not only when something changes.',
    },
    feedback: 'Friendly and clear. You paused for a long time on salary, though; give your range first, then one reason for it.',
  },
  sections: [
    {
      kind: 'steps',
      id: 'hr-round-steps',
      eyebrow: 'Step by step',
      heading: 'Prepare for the HR round in six steps',
      intro: 'Follow the steps in order the first time. After that, repeat whichever step still feels shaky.',
      items: [
        {
          title: 'Add the Job and Your Resume',
          body: 'The HR interviewer reads them the way a recruiter would, so its questions match the company, the role and the gaps or changes in your history.',
        },
        {
          title: 'Nail Your Introduction',
          body: 'Practise “tell me about yourself” until it is under two minutes, has a clear thread and ends on why you want this particular job.',
        },
        {
          title: 'Rehearse Motivation and Fit',
          body: 'Answer why this company, why you are leaving, your strengths and a real weakness, with examples instead of adjectives.',
        },
        {
          title: 'Handle the Practical Questions',
          body: 'Say your salary expectations, notice period and availability calmly, each with a short reason behind it.',
        },
        {
          title: 'Prepare Questions of Your Own',
          body: 'Pick two questions that prove you researched the company and the team, and practise asking them naturally when the recruiter hands the floor to you.',
        },
        {
          title: 'Review and Repeat',
          body: 'Read the feedback on content, tone and confidence, then rerun the answers that scored lowest until they feel natural.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'hr-round-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions you will almost certainly be asked',
      groups: [
        {
          questions: [
            'Tell me about yourself.',
            'What makes this company your first choice over its competitors?',
            'What is a real weakness of yours, and how are you working on it right now?',
            'Why are you leaving your current job, or why is there a gap on your resume?',
            'Where do you see yourself in three to five years?',
            'What are your salary expectations for this role?',
            'Describe the kind of manager and team you do your best work with.',
            'Do you have any questions for us?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'hr-round-skills',
      eyebrow: 'Skills you practise',
      heading: 'How to come across well to a recruiter',
      items: [
        'A structured introduction that ends on this role',
        'Honest weaknesses paired with a real improvement',
        'Researched reasons for choosing the company',
        'Explaining gaps and job changes without apologising',
        'Stating a salary range with confidence',
        'Closing with two thoughtful questions of your own',
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'text',
      id: 'hr-round-why',
      heading: 'The HR round is where strong candidates slip',
      paragraphs: [
        'Candidates spend weeks on technical preparation and walk into the HR round expecting a formality. Then a vague “tell me about yourself”, a negative comment about a former employer or an awkward pause over salary undoes the good impression.',
        'These questions are predictable, which makes them the easiest to fix. A few rehearsals with feedback on tone and clarity turn them from a risk into the part of the process where you build rapport and leave the recruiter arguing for you.',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
  ],
  cta: {
    heading: 'Make the HR round the easy part',
    body: 'Add the job you are going for, answer the classic HR questions out loud and see your feedback in minutes. Your first mock interview is free.',
  },
  practice: {
    role: 'hr-interview',
    keywords: ['strength', 'weakness', 'goal', 'team', 'company', 'role', 'learn', 'experience'],
  },
} satisfies LandingContentInput
