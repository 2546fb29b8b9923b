import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'behavioral',
  slug: 'behavioral',
  label: 'Behavioral interview',
  description:
    'Practise a free behavioral interview: five STAR questions on conflict, failure, deadlines and influence, spoken or typed, with a report saved in your browser.',
  questions: [
    {
      text: 'Tell me about a time you had a conflict with a colleague. What was it about and how did you resolve it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['situation', 'listened', 'common ground', 'resolution', 'relationship'],
    },
    {
      text: 'Describe a time you failed at something that mattered. What did you learn from it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['ownership', 'mistake', 'lesson', 'changed', 'result'],
    },
    {
      text: 'Tell me about a time you had to meet a tight deadline. How did you plan your work?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['deadline', 'priorities', 'plan', 'trade-off', 'delivered'],
    },
    {
      text: 'Give me an example of a time you persuaded someone to change their mind without having authority over them.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['influence', 'data', 'stakeholder', 'their perspective', 'agreement'],
    },
    {
      text: 'Tell me about a time you received critical feedback. How did you respond?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['feedback', 'reflected', 'action', 'improved', 'follow up'],
    },
    {
      text: 'Describe a situation where you had to work with someone whose working style was very different from yours.',
      category: 'Cultural Fit',
      kind: 'story',
      terms: ['working style', 'adapted', 'communication', 'respect', 'outcome'],
    },
    {
      text: 'Tell me about a time you took the lead on something nobody had asked you to do.',
      category: 'Leadership',
      kind: 'story',
      terms: ['initiative', 'ownership', 'impact', 'team', 'result'],
    },
    {
      text: 'Describe a time you had to motivate a group that had lost energy on a long project.',
      category: 'Leadership',
      kind: 'story',
      terms: ['motivation', 'goal', 'recognition', 'milestones', 'team'],
    },
    {
      text: 'If you realised halfway through a project that the plan everyone agreed on would not work, what would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['raise early', 'evidence', 'options', 'stakeholders', 'decision'],
    },
    {
      text: 'Your manager gives you two high-priority tasks with the same deadline. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['clarify', 'priority', 'manager', 'expectations', 'communicate'],
    },
    {
      text: 'Tell me about the most complex problem you have solved. How did you break it down?',
      category: 'Problem-Solving',
      kind: 'story',
      terms: ['root cause', 'broke it down', 'options', 'tested', 'result'],
    },
    {
      text: 'Describe a time you had to make a decision with incomplete information.',
      category: 'Problem-Solving',
      kind: 'story',
      terms: ['assumptions', 'risk', 'best guess', 'reversible', 'outcome'],
    },
    {
      text: 'Tell me about a time you handled a difficult customer, client or stakeholder. What did you do to keep the relationship?',
      category: 'Industry-Specific',
      kind: 'story',
      terms: ['empathy', 'expectations', 'solution', 'follow up', 'trust'],
    },
    {
      text: 'Walk me through the most technically demanding piece of work you have done. What made it hard, and how did you get it over the line?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['complexity', 'approach', 'tools', 'tested', 'delivered'],
    },
    {
      text: 'Describe a time you noticed something unethical or unsafe at work. What did you do?',
      category: 'Cultural Fit',
      kind: 'story',
      terms: ['integrity', 'policy', 'escalated', 'documented', 'courage'],
    },
    {
      text: 'Tell me about a skill you taught yourself because your job needed it. How did you go about it?',
      category: 'Career Growth',
      kind: 'story',
      terms: ['learning', 'practice', 'resources', 'applied', 'growth'],
    },
  ],
} satisfies QuestionBankInput
