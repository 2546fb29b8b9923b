import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'fresher',
  slug: 'fresher',
  label: 'Fresher / graduate',
  description:
    'Practise a free interview for freshers and graduates: five questions on your projects, internships and learning fast, with a report kept in your own browser.',
  questions: [
    {
      text: 'Tell me about yourself and what led you to apply for this graduate role.',
      category: 'Career Growth',
      kind: 'view',
      terms: ['degree', 'interest', 'project', 'skills', 'motivation'],
    },
    {
      text: 'Walk me through the project you are proudest of from your course. What was your own contribution?',
      category: 'Technical',
      kind: 'story',
      terms: ['project', 'my role', 'tools', 'challenge', 'result'],
    },
    {
      text: 'Explain a concept from your degree that you find interesting, as if I had never heard of it.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['concept', 'example', 'simple', 'analogy', 'application'],
    },
    {
      text: 'Tell me about your internship or work experience. What did you learn that a classroom could not teach you?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['internship', 'responsibility', 'feedback', 'workplace', 'learned'],
    },
    {
      text: 'Describe a time you worked in a group where one member was not contributing. What did you do?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['group project', 'conversation', 'roles', 'deadline', 'outcome'],
    },
    {
      text: 'Tell me about a time you had to learn something quickly to finish a task.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['learn quickly', 'resources', 'practice', 'applied', 'result'],
    },
    {
      text: 'Describe a time you balanced studies with a part-time job, a society or another commitment.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['time management', 'schedule', 'priorities', 'commitment', 'balance'],
    },
    {
      text: 'On your first week here, you are given a task you do not understand and your manager is busy. What would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['research', 'ask', 'colleague', 'clarify', 'initiative'],
    },
    {
      text: 'You make a mistake in your first month that affects a colleague’s work. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['own it', 'tell early', 'fix', 'apology', 'learn'],
    },
    {
      text: 'Tell me about a problem you solved in a project or competition that others had got stuck on.',
      category: 'Problem-Solving',
      kind: 'story',
      terms: ['problem', 'approach', 'tried', 'solution', 'result'],
    },
    {
      text: 'Have you ever led a team, club or event? What was hard about it?',
      category: 'Leadership',
      kind: 'story',
      terms: ['planned', 'delegated', 'motivated', 'event', 'outcome'],
    },
    {
      text: 'What do you know about our company and the industry we work in?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['products', 'customers', 'competitors', 'news', 'values'],
    },
    {
      text: 'What kind of team and manager help you do your best work?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['feedback', 'support', 'collaboration', 'learning', 'independence'],
    },
    {
      text: 'Why should we hire you over other graduates with similar grades?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['strengths', 'evidence', 'attitude', 'eager to learn', 'value'],
    },
    {
      text: 'Where do you see yourself in three to five years, and what skills do you want to build first?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['skills', 'goals', 'growth', 'responsibility', 'learning'],
    },
  ],
} satisfies QuestionBankInput
