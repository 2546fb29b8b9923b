import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'customer-support',
  slug: 'customer-support',
  label: 'Customer support',
  description:
    'Practise a free customer support interview: five questions on angry customers, empathy, tickets and escalation, with a report that stays in your own browser.',
  questions: [
    {
      text: 'Tell me about a time you turned an angry customer into a happy one. What did you say and do?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['empathy', 'listened', 'calm', 'solution', 'follow up'],
    },
    {
      text: 'Describe a situation where you could not give the customer what they asked for. How did you handle it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['policy', 'alternative', 'explain', 'tone', 'expectations'],
    },
    {
      text: 'Tell me about a time you went beyond your usual duties to help a customer.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['ownership', 'extra mile', 'customer', 'result', 'feedback'],
    },
    {
      text: 'A customer writes in all capitals saying they will cancel and post a bad review. How would you reply?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['acknowledge', 'empathy', 'apology', 'next steps', 'timeline'],
    },
    {
      text: 'The queue has 80 open tickets and two colleagues are off sick. How would you work through it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['triage', 'priority', 'SLA', 'macros', 'team lead'],
    },
    {
      text: 'A customer is asking for something that you suspect may breach our refund policy. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['policy', 'verify', 'escalate', 'fair', 'document'],
    },
    {
      text: 'How do you troubleshoot a problem you have never seen before while the customer is waiting on chat?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['questions', 'knowledge base', 'reproduce', 'hold', 'escalate'],
    },
    {
      text: 'Several customers report the same bug in one morning. What would you do beyond answering each ticket?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['pattern', 'bug report', 'product team', 'status update', 'macro'],
    },
    {
      text: 'Which help desk tools have you used, and how do you keep ticket notes useful for the next person?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['Zendesk', 'tags', 'internal note', 'CRM', 'history'],
    },
    {
      text: 'How do you measure good support? Which metrics matter and which can mislead?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['CSAT', 'first response time', 'resolution time', 'NPS', 'quality'],
    },
    {
      text: 'How would you write a help article so that customers can solve a common problem without contacting us?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['self-service', 'steps', 'screenshots', 'plain language', 'search'],
    },
    {
      text: 'How have you helped a new teammate get up to speed, or improved how your team handles tickets?',
      category: 'Leadership',
      kind: 'story',
      terms: ['shadowing', 'macros', 'feedback', 'process', 'onboarding'],
    },
    {
      text: 'Support can be repetitive and emotionally draining. How do you stay positive during a hard shift?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['resilience', 'breaks', 'team', 'perspective', 'self-care'],
    },
    {
      text: 'What does great customer service mean to you, and where did you see it done well?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['empathy', 'ownership', 'speed', 'consistency', 'example'],
    },
    {
      text: 'Where would you like to grow from customer support: team lead, quality, product or something else?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['team lead', 'quality assurance', 'customer success', 'skills', 'goal'],
    },
  ],
} satisfies QuestionBankInput
