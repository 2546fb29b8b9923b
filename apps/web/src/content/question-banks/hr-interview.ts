import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'hr-interview',
  slug: 'hr-interview',
  label: 'HR interview',
  description:
    'Practise a free HR interview round: five questions like tell me about yourself, strengths, weaknesses and salary, with a report that stays in your browser.',
  questions: [
    {
      text: 'Tell me about yourself.',
      category: 'Career Growth',
      kind: 'view',
      terms: ['background', 'experience', 'skills', 'achievement', 'this role'],
    },
    {
      text: 'What are your greatest strengths, and can you give an example of one in action?',
      category: 'Behavioral',
      kind: 'view',
      terms: ['strength', 'example', 'result', 'relevant', 'evidence'],
    },
    {
      text: 'What is your biggest weakness, and what are you doing about it?',
      category: 'Behavioral',
      kind: 'view',
      terms: ['weakness', 'self-aware', 'improving', 'steps', 'progress'],
    },
    {
      text: 'Why do you want to work for this company?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['research', 'values', 'products', 'culture', 'contribute'],
    },
    {
      text: 'Why are you leaving your current job?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['growth', 'opportunity', 'positive', 'learning', 'next step'],
    },
    {
      text: 'What are your salary expectations?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['market rate', 'range', 'research', 'total package', 'flexible'],
    },
    {
      text: 'Tell me about a time you disagreed with your manager. How did you handle it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['respectful', 'private', 'reasons', 'listened', 'outcome'],
    },
    {
      text: 'How would your previous colleagues describe you?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['reliable', 'team player', 'feedback', 'example', 'honest'],
    },
    {
      text: 'There is a gap in your CV. Can you tell me about it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['honest', 'reason', 'skills', 'kept learning', 'ready'],
    },
    {
      text: 'If you received another offer with a higher salary tomorrow, what would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['priorities', 'role fit', 'growth', 'transparent', 'decision'],
    },
    {
      text: 'How do you handle pressure and stressful situations? Give me an example.',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['calm', 'plan', 'priorities', 'deadline', 'result'],
    },
    {
      text: 'Tell me about a time you took responsibility for leading something, even without the title.',
      category: 'Leadership',
      kind: 'story',
      terms: ['initiative', 'team', 'planned', 'responsibility', 'result'],
    },
    {
      text: 'What do you know about our industry, and what changes do you see coming in it?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['trends', 'competitors', 'customers', 'technology', 'opportunity'],
    },
    {
      text: 'Walk me through the skills from your last role that you would use here from day one.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['skills', 'tools', 'experience', 'job description', 'example'],
    },
    {
      text: 'Where do you see yourself in five years?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['goals', 'growth', 'responsibility', 'skills', 'company'],
    },
    {
      text: 'Do you have any questions for us?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['team', 'success', 'expectations', 'culture', 'next steps'],
    },
  ],
} satisfies QuestionBankInput
