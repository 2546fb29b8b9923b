import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'experienced-professional',
  slug: 'experienced-professional',
  label: 'Experienced professional',
  description:
    'Practise a free interview for experienced hires: five questions on leading change, mentoring, results and career moves, with a report kept in your browser.',
  questions: [
    {
      text: 'Walk me through your career so far. What connects the moves you have made?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['progression', 'responsibility', 'impact', 'motivation', 'next step'],
    },
    {
      text: 'Why are you leaving your current role after so many years, and why is this the right next step?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['growth', 'challenge', 'fit', 'positive', 'contribution'],
    },
    {
      text: 'Tell me about a significant change you led in your organisation. How did you bring people with you?',
      category: 'Leadership',
      kind: 'story',
      terms: ['change management', 'vision', 'stakeholders', 'resistance', 'outcome'],
    },
    {
      text: 'Describe someone you mentored who went on to do well. What did you do that helped?',
      category: 'Leadership',
      kind: 'story',
      terms: ['mentoring', 'coaching', 'stretch assignment', 'feedback', 'growth'],
    },
    {
      text: 'Tell me about a time you had to deliver a difficult message to senior leadership.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['evidence', 'honest', 'options', 'recommendation', 'result'],
    },
    {
      text: 'Describe the achievement you are proudest of in the last five years, and your personal part in it.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['goal', 'my role', 'obstacles', 'measurable', 'impact'],
    },
    {
      text: 'Tell me about a decision you made that turned out to be wrong. How did you recover?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['accountability', 'course correct', 'lesson', 'communication', 'trust'],
    },
    {
      text: 'You would be joining a team where some members are more senior in years than the manager. How would you settle in?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['humility', 'listen', 'relationships', 'credibility', 'collaboration'],
    },
    {
      text: 'Some interviewers worry that experienced hires are set in their ways. How do you keep your skills current?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['learning', 'adaptability', 'new tools', 'curiosity', 'example'],
    },
    {
      text: 'In your first 90 days here, what would you do and what would you avoid doing?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['90 days', 'listen', 'quick wins', 'relationships', 'priorities'],
    },
    {
      text: 'You inherit a team with low morale and a missed target. What would you do in your first month?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['listening', 'diagnose', 'clear goals', 'quick wins', 'trust'],
    },
    {
      text: 'Tell me about a complex, long-running problem in your field that you helped solve. How did you approach it?',
      category: 'Problem-Solving',
      kind: 'story',
      terms: ['root cause', 'cross-functional', 'data', 'iteration', 'result'],
    },
    {
      text: 'Which tools, methods or standards in your field do you know deeply, and how have you applied them recently?',
      category: 'Technical',
      kind: 'story',
      terms: ['expertise', 'methods', 'tools', 'applied', 'outcome'],
    },
    {
      text: 'How has your industry changed in the last five years, and how have you adapted to it?',
      category: 'Industry-Specific',
      kind: 'story',
      terms: ['trends', 'technology', 'regulation', 'customers', 'adapted'],
    },
    {
      text: 'Your salary expectations are above the range for this role. How do you think about that?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['total compensation', 'value', 'flexibility', 'research', 'range'],
    },
  ],
} satisfies QuestionBankInput
