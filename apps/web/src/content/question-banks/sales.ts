import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'sales',
  slug: 'sales',
  label: 'Sales',
  description:
    'Practise a free sales interview: five questions on discovery, objections, pipeline and hitting quota, spoken or typed, with a report that stays in your browser.',
  questions: [
    {
      text: 'Sell me this pen. You have two minutes.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['discovery', 'needs', 'benefits', 'close', 'questions'],
    },
    {
      text: 'Walk me through how you run a discovery call with a new prospect.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['open questions', 'pain points', 'decision maker', 'budget', 'next steps'],
    },
    {
      text: 'A prospect says, “Your price is too high.” How do you respond?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['objection', 'value', 'ROI', 'clarify', 'cost of inaction'],
    },
    {
      text: 'Tell me about a deal you won that looked lost. What turned it around?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['stakeholders', 'objection', 'champion', 'persistence', 'closed'],
    },
    {
      text: 'Describe a quarter when you missed your quota. What happened and what did you change?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['quota', 'pipeline', 'forecast', 'lesson', 'changed'],
    },
    {
      text: 'Tell me about your best sales result. How did you measure it against your target?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['quota attainment', 'percentage', 'ranking', 'deal size', 'revenue'],
    },
    {
      text: 'It is the last week of the quarter and your biggest deal has gone quiet. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['champion', 'multi-threading', 'urgency', 'mutual action plan', 'forecast'],
    },
    {
      text: 'A prospect asks for a discount on the first call before you know anything about their needs. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['value first', 'discovery', 'anchoring', 'trade', 'negotiation'],
    },
    {
      text: 'Your pipeline covers only half of next quarter’s target. How do you fix it?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['pipeline coverage', 'prospecting', 'outbound', 'referrals', 'activity'],
    },
    {
      text: 'How do you qualify a lead? Which framework do you use and why?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['BANT', 'MEDDIC', 'qualification', 'decision process', 'budget'],
    },
    {
      text: 'How do you use a CRM, and what does a healthy pipeline look like to you?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['Salesforce', 'stages', 'conversion rate', 'sales cycle', 'hygiene'],
    },
    {
      text: 'Tell me about a time you helped a newer rep on your team close a deal or improve their numbers.',
      category: 'Leadership',
      kind: 'story',
      terms: ['coaching', 'call review', 'role play', 'shared', 'result'],
    },
    {
      text: 'Sales means hearing no many times a day. How do you stay motivated?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['resilience', 'rejection', 'routine', 'goals', 'competitive'],
    },
    {
      text: 'What do you know about our product and who we sell to? How would you approach your first month here?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['ideal customer profile', 'research', 'product', 'territory', 'plan'],
    },
    {
      text: 'Where do you want your sales career to go: enterprise deals, management, or another path?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['account executive', 'enterprise', 'sales manager', 'skills', 'goal'],
    },
  ],
} satisfies QuestionBankInput
