import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'finance',
  slug: 'finance',
  label: 'Finance',
  description:
    'Practise a free finance interview: five questions on the three statements, valuation, forecasting and month-end close, with a report that stays in your browser.',
  questions: [
    {
      text: 'Walk me through the three financial statements and how they link together.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['income statement', 'balance sheet', 'cash flow statement', 'net income', 'retained earnings'],
    },
    {
      text: 'If depreciation goes up by 10, how does that flow through the three statements?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['depreciation', 'tax', 'net income', 'cash', 'fixed assets'],
    },
    {
      text: 'How would you value a company? Walk me through a discounted cash flow analysis.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['DCF', 'free cash flow', 'WACC', 'terminal value', 'comparables'],
    },
    {
      text: 'What is working capital, and why might a growing, profitable company still run out of cash?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['working capital', 'receivables', 'inventory', 'payables', 'cash conversion'],
    },
    {
      text: 'Revenue came in 8% under budget this quarter. How would you do the variance analysis and explain it to management?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['variance analysis', 'volume', 'price', 'mix', 'commentary'],
    },
    {
      text: 'During month-end close, the bank reconciliation is out by a small amount you cannot find. What do you do?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['reconciliation', 'timing differences', 'journal entry', 'materiality', 'escalate'],
    },
    {
      text: 'Tell me about a time you found an error in a financial model or report. How did you handle it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['accuracy', 'checks', 'correction', 'stakeholders', 'controls'],
    },
    {
      text: 'Describe a time you had to explain a financial result to people without a finance background.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['plain language', 'drivers', 'visual', 'implications', 'decision'],
    },
    {
      text: 'A senior manager asks you to book an accrual you believe is not supported. How would you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['accrual', 'evidence', 'accounting standards', 'integrity', 'escalate'],
    },
    {
      text: 'Two deadlines collide: the board pack and the audit requests are both due tomorrow. How do you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['priorities', 'manager', 'auditors', 'communicate', 'deadline'],
    },
    {
      text: 'How would you build a rolling 12-month forecast, and which assumptions matter most?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['forecast', 'drivers', 'assumptions', 'scenarios', 'sensitivity'],
    },
    {
      text: 'Which economic or market news from the last few months would you expect to affect our business, and how?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['interest rates', 'inflation', 'margins', 'demand', 'cost of capital'],
    },
    {
      text: 'How have you helped improve a finance process, such as speeding up the close or automating a report?',
      category: 'Leadership',
      kind: 'story',
      terms: ['automation', 'Excel', 'close timetable', 'controls', 'time saved'],
    },
    {
      text: 'Finance teams often have to say no to budget requests. How do you keep good relationships while doing that?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['business partner', 'trade-offs', 'transparent', 'alternatives', 'trust'],
    },
    {
      text: 'Are you working towards a qualification such as CFA, ACCA or CPA? How does it fit your career plans?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['CFA', 'ACCA', 'CPA', 'financial planning', 'goal'],
    },
  ],
} satisfies QuestionBankInput
