import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'case-study',
  slug: 'case-study',
  label: 'Case study interview',
  description:
    'Practise a free case interview: five questions on market sizing, profitability, market entry and pricing, with a structured report that stays in your browser.',
  questions: [
    {
      text: 'Estimate how many coffees are sold in London on a weekday. Talk me through your assumptions.',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['population', 'assumptions', 'segment', 'sanity check', 'estimate'],
    },
    {
      text: 'A regional airline’s profits have fallen 20% in two years while revenue is flat. How would you structure the problem?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['revenue', 'costs', 'profit tree', 'fixed costs', 'hypothesis'],
    },
    {
      text: 'Our client, a European supermarket chain, is considering entering India. What would you want to know before advising them?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['market size', 'competitors', 'regulation', 'entry mode', 'capabilities'],
    },
    {
      text: 'What is the market size for electric scooters in a mid-sized European city? Build it from the top down and the bottom up.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['top down', 'bottom up', 'penetration', 'price', 'market size'],
    },
    {
      text: 'A software company wants to set the price for a new product. Which pricing approaches would you compare?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['cost plus', 'value based', 'competitor pricing', 'willingness to pay', 'margin'],
    },
    {
      text: 'Here is a table showing revenue per store falling while store count rises. What does it tell you, and what would you ask next?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['market saturation', 'same store sales', 'mix', 'trend', 'next question'],
    },
    {
      text: 'A pharmaceutical company is deciding whether to acquire a smaller rival. What framework would you use to evaluate the deal?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['synergies', 'valuation', 'strategic fit', 'integration risk', 'due diligence'],
    },
    {
      text: 'Halfway through your analysis the interviewer gives you data that contradicts your hypothesis. How would you react?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['revise hypothesis', 'structure', 'data', 'adapt', 'synthesis'],
    },
    {
      text: 'The client’s CEO wants an answer in one sentence at the end of the case. How would you deliver your recommendation?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['recommendation', 'answer first', 'supporting reasons', 'risks', 'next steps'],
    },
    {
      text: 'Tell me about a time you solved a problem by breaking it into smaller pieces.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['structure', 'MECE', 'analysis', 'hypothesis', 'result'],
    },
    {
      text: 'Describe a time you had to convince a team to follow your recommendation using data.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['data', 'storyline', 'stakeholders', 'objections', 'outcome'],
    },
    {
      text: 'Tell me about a time you led a team through an ambiguous problem with a tight deadline.',
      category: 'Leadership',
      kind: 'story',
      terms: ['ambiguity', 'work plan', 'delegation', 'deadline', 'result'],
    },
    {
      text: 'Consulting means long hours, travel and frequent feedback. What about that way of working suits you?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['feedback', 'teamwork', 'client', 'resilience', 'learning'],
    },
    {
      text: 'Why consulting, and why now? Where do you see yourself after a few years at the firm?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['problem solving', 'exposure', 'industries', 'growth', 'impact'],
    },
    {
      text: 'A retail bank is losing young customers to mobile-only banks. How would you diagnose the problem and what might you recommend?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['customer segment', 'churn', 'digital experience', 'competitors', 'recommendation'],
    },
  ],
} satisfies QuestionBankInput
