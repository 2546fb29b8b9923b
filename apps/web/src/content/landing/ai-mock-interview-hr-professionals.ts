import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'HR Professionals',
  title: 'AI Mock Interviews for HR Professionals',
  description:
    'Work through HR case files on employee relations, recruitment, policies and compliance, and performance and retention with an AI interviewer.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-hr-professionals',
  hero: {
    eyebrow: 'For HR professionals',
    heading: 'HR interview practice built on people-management case files',
    lead: 'HR interviews are full of situations with no easy answer: a grievance against a top performer, a hiring manager who wants to skip the process, a policy nobody follows. Open a case file, talk it through with an AI interviewer and get feedback on judgement, fairness and communication.',
    cta: { label: 'Open My First Case File' },
    secondary: { to: '/features/ai-mock-interview-hr-professionals#hr-case-files', label: 'Browse the Case Files' },
    highlights: ['Generalist, recruiter and HRBP roles', 'Scenario-based case files', 'Feedback on judgement and tone'],
    preview: {
      label: 'Case file · Employee relations',
      question:
        'Two team members have stopped speaking to each other and the manager wants you to “just fix it” by Friday. What do you do first?',
      hint: 'Hear both sides separately, find the facts, and agree what a good outcome looks like.',
    },
  },
  audience: {
    people: 'human resources professionals',
    interviewers:
      'an HR director, a hiring manager testing how you would advise them, or an upset employee from a case file who wants answers',
    focus:
      'how you balanced the employee and the business, whether you kept confidences and followed a fair process, and where legal risk needed a flag',
    story: {
      situation: 'In my last HR generalist role, a night-shift supervisor faced three grievances in a month from the same team.',
      task: 'I led the investigation and had to keep it fair to him while protecting the staff who had spoken up.',
      action:
        'I interviewed each person separately, checked rotas and emails against their accounts and shared findings only with the decision maker.',
      result: 'Two complaints were upheld, he moved to a coaching plan, and sickness absence on that shift fell by a third in six months.',
    },
    followUp: {
      question: 'One of the complainants asks you what happened to the supervisor. What do you tell her?',
      answer: 'I tell her the process is finished and her concerns were acted on, but that the outcome for him stays confidential.',
    },
    feedback:
      'A fair, careful process. Name the policy you followed and when you documented each interview; panels look for that audit trail.',
  },
  sections: [
    {
      kind: 'case-files',
      id: 'hr-case-files',
      eyebrow: 'Case files',
      heading: 'Four case files that mirror the HR interview',
      intro: 'Each file is a realistic scenario. The interviewer reveals new facts as you ask questions, just as a real case unfolds.',
      assessesLabel: 'What we assess',
      items: [
        {
          label: 'Case file 01',
          title: 'Employee Relations',
          scenario:
            'A respected senior engineer is accused of belittling junior colleagues in meetings. Two people have complained; neither wants to be named. The manager is worried about losing him.',
          assesses: ['Impartial investigation', 'Confidentiality', 'Conflict resolution'],
        },
        {
          label: 'Case file 02',
          title: 'Recruitment',
          scenario:
            'A hiring manager wants to make an offer to a friend’s relative after a single informal chat, skipping the structured interview and the shortlist of three strong candidates.',
          assesses: ['Fair selection', 'Influencing managers', 'Candidate experience'],
        },
        {
          label: 'Case file 03',
          title: 'Policies and Compliance',
          scenario:
            'You discover that a warehouse team has been routinely working through their breaks to hit targets, with their supervisor’s approval, in breach of working-time rules.',
          assesses: ['Legal awareness', 'Risk assessment', 'Practical policy change'],
        },
        {
          label: 'Case file 04',
          title: 'Performance and Retention',
          scenario:
            'Attrition in the customer service team has doubled in a year. Exit interviews mention workload and a lack of career paths, and the director asks you for a plan in two weeks.',
          assesses: ['Data-driven diagnosis', 'Retention strategy', 'Performance conversations'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'hr-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions HR candidates are asked alongside the case files',
      groups: [
        {
          questions: [
            'Tell me about the most difficult disciplinary process you have handled. What would you change?',
            'How do you coach a manager through a performance improvement plan they would rather avoid?',
            'An employee discloses a mental health condition during a performance review. How does that change your next steps?',
            'Which recruitment metrics do you track, and which one would you fix first in a team that hires slowly?',
            'How would you roll out a new hybrid working policy to a workforce split between office and shop floor?',
            'Describe a time you had to deliver a decision you personally disagreed with.',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'checklist',
      id: 'hr-skills',
      eyebrow: 'Skills you practise',
      heading: 'How strong HR candidates handle a case',
      items: [
        'Gathering facts before forming a view',
        'Balancing the employee, the manager and the business',
        'Referring to policy and law without hiding behind them',
        'Documenting decisions clearly and fairly',
        'Using people data to back a recommendation',
        'Speaking with warmth and firmness at once',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'hr-why',
      heading: 'Judgement is the skill HR interviews test most',
      paragraphs: [
        'There is rarely a single correct answer to an HR scenario. Interviewers listen for a fair process, respect for confidentiality, awareness of legal risk and the courage to challenge a senior manager when it matters.',
        'The case files let you rehearse exactly that. The AI interviewer plays the manager, the employee or the director, adds complications when you settle too quickly, and the report shows where your reasoning was thorough and where you skipped a step. Scenarios are illustrative and do not replace advice on the employment law of your country.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Work through a case file before the panel hands you one',
    body: 'Choose your HR specialism, open a case and talk it through out loud. Feedback on judgement and communication arrives in minutes, and the first session is free.',
  },
  practice: {
    role: 'hr-professional',
    keywords: [
      'employee',
      'manager',
      'policy',
      'investigation',
      'confidential',
      'mediation',
      'documentation',
      'retention',
      'compliance',
      'grievance',
    ],
  },
} satisfies LandingContentInput
