import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'hr-professional',
  slug: 'hr-professional',
  label: 'HR professional',
  description:
    'Practise a free interview for HR roles: five questions on employee relations, recruitment, policy and difficult conversations, with a report in your browser.',
  questions: [
    {
      text: 'Walk me through how you would handle a formal grievance from an employee about their line manager.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['grievance', 'investigation', 'impartial', 'policy', 'documentation'],
    },
    {
      text: 'How would you run a fair disciplinary process for repeated lateness?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['disciplinary', 'evidence', 'right to be accompanied', 'warning', 'consistency'],
    },
    {
      text: 'How do you design a structured interview process that reduces bias in hiring?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['structured interview', 'scoring', 'competencies', 'diverse panel', 'unconscious bias'],
    },
    {
      text: 'Tell me about a difficult conversation you had with an employee or manager. How did you prepare and how did it go?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['preparation', 'empathy', 'facts', 'listening', 'outcome'],
    },
    {
      text: 'Describe a time you changed a manager’s mind about how to treat an employee.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['coaching', 'policy', 'legal risk', 'fairness', 'influence'],
    },
    {
      text: 'Tell me about an HR policy or programme you introduced. How did you measure whether it worked?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['policy', 'consultation', 'rollout', 'metrics', 'feedback'],
    },
    {
      text: 'An employee tells you in confidence that they are being harassed but asks you not to do anything. How do you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['confidentiality', 'duty of care', 'harassment', 'options', 'safeguarding'],
    },
    {
      text: 'A senior leader wants to dismiss a high performer’s underperforming teammate immediately. What would you advise?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['performance improvement plan', 'process', 'employment law', 'evidence', 'risk'],
    },
    {
      text: 'Employee turnover in one department has doubled in six months. How would you find out why and fix it?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['exit interviews', 'engagement survey', 'data', 'manager', 'retention'],
    },
    {
      text: 'Which employment law changes or trends in HR are you following at the moment, and how might they affect us?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['employment law', 'hybrid working', 'compliance', 'pay transparency', 'wellbeing'],
    },
    {
      text: 'Which HR systems and metrics have you worked with, and how did you use the data?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['HRIS', 'turnover rate', 'time to hire', 'absence', 'reporting'],
    },
    {
      text: 'How would you support managers through a restructure that includes redundancies?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['consultation', 'redundancy', 'communication plan', 'selection criteria', 'support'],
    },
    {
      text: 'HR must be both a partner to the business and a fair voice for employees. How do you balance the two?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['trust', 'fairness', 'business partner', 'integrity', 'consistency'],
    },
    {
      text: 'How do you build an inclusive culture beyond writing a diversity policy?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['inclusion', 'belonging', 'employee networks', 'data', 'leadership'],
    },
    {
      text: 'Which area of HR do you want to specialise in, or do you prefer to stay a generalist? Why?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['generalist', 'HR business partner', 'CIPD', 'SHRM', 'talent'],
    },
  ],
} satisfies QuestionBankInput
