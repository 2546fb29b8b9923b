import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'any-role',
  slug: 'general',
  label: 'General',
  description:
    'Practise a free job interview for any role: five common questions on your experience, strengths, teamwork and goals, with a report saved only in your browser.',
  questions: [
    {
      text: 'Walk me through your background and the experience that makes you a good fit for this job.',
      category: 'Career Growth',
      kind: 'view',
      terms: ['experience', 'skills', 'achievements', 'fit', 'motivation'],
    },
    {
      text: 'What attracted you to this role, and what do you know about what it involves day to day?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['job description', 'research', 'responsibilities', 'interest', 'values'],
    },
    {
      text: 'Tell me about an achievement at work or in your studies that you are proud of.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['goal', 'action', 'result', 'measurable', 'impact'],
    },
    {
      text: 'Describe a time you worked as part of a team to reach a goal. What was your role?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['team', 'role', 'collaboration', 'communication', 'result'],
    },
    {
      text: 'Tell me about a time something went wrong at work. How did you deal with it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['problem', 'ownership', 'fix', 'lesson', 'prevent'],
    },
    {
      text: 'What would you do if a colleague was regularly not pulling their weight and it affected your work?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['private conversation', 'facts', 'support', 'manager', 'outcome'],
    },
    {
      text: 'If a customer or colleague asked you for something you did not know how to do, how would you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['honest', 'find out', 'ask for help', 'follow up', 'deadline'],
    },
    {
      text: 'How do you organise your work when you have several tasks due at once?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['priorities', 'to-do list', 'deadlines', 'urgent', 'communicate'],
    },
    {
      text: 'Tell me about a time you found a better way of doing a routine task.',
      category: 'Problem-Solving',
      kind: 'story',
      terms: ['process', 'improvement', 'time saved', 'idea', 'result'],
    },
    {
      text: 'Which tools, software or technical skills from your experience would help you in this job?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['software', 'tools', 'proficient', 'example', 'learning'],
    },
    {
      text: 'What changes or trends do you see in this industry, and how do they affect a role like this one?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['trends', 'technology', 'customers', 'competition', 'adapt'],
    },
    {
      text: 'Tell me about a time you helped or guided someone else at work, school or in your community.',
      category: 'Leadership',
      kind: 'story',
      terms: ['support', 'guidance', 'patience', 'example', 'result'],
    },
    {
      text: 'What kind of work environment helps you do your best, and what do you find difficult?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['environment', 'feedback', 'team', 'independence', 'honest'],
    },
    {
      text: 'How do you respond when your manager gives you feedback you do not agree with?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['listen', 'questions', 'reflect', 'respectful', 'improve'],
    },
    {
      text: 'What would you like to have achieved a year after starting this job?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['goals', 'skills', 'contribution', 'responsibility', 'growth'],
    },
  ],
} satisfies QuestionBankInput
