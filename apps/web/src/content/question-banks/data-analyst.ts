import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'data-analyst',
  slug: 'data-analyst',
  label: 'Data analyst',
  description:
    'Practise a free data analyst interview: five questions on SQL, cleaning, dashboards and stakeholders, typed or spoken, with a report that stays in your browser.',
  questions: [
    {
      text: 'Walk me through how you would find customers who placed an order last year but none this year, in SQL.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['LEFT JOIN', 'NULL', 'date filter', 'distinct', 'NOT EXISTS'],
    },
    {
      text: 'What is the difference between WHERE and HAVING, and when would you reach for a window function instead of GROUP BY?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['aggregate', 'GROUP BY', 'window function', 'PARTITION BY', 'row level'],
    },
    {
      text: 'You receive a sales extract with duplicate rows, missing dates and three spellings of the same region. How do you clean it before analysis?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['duplicates', 'missing values', 'consistent format', 'validation', 'document'],
    },
    {
      text: 'Tell me about a time your analysis changed a decision. What was the question, what did you find, and what happened next?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['stakeholder', 'insight', 'recommendation', 'decision', 'result'],
    },
    {
      text: 'Describe a situation where you found an error in a report that had already been shared. How did you handle it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['root cause', 'correction', 'transparent', 'stakeholder', 'prevent'],
    },
    {
      text: 'Tell me about a time you had to explain a technical finding to someone with no background in data.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['plain language', 'visual', 'audience', 'so what', 'action'],
    },
    {
      text: 'A manager asks for a dashboard “with everything on it” by Friday. How would you respond and scope the work?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['requirements', 'key metrics', 'audience', 'priority', 'iteration'],
    },
    {
      text: 'Weekly active users dropped 15% overnight. How would you investigate what happened?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['data pipeline', 'segment', 'tracking', 'seasonality', 'hypothesis'],
    },
    {
      text: 'An A/B test shows the new checkout lifted conversion by 2% with a p-value of 0.04. Would you recommend shipping it? What would you check first?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['sample size', 'statistical significance', 'sample ratio', 'guardrail metric', 'novelty effect'],
    },
    {
      text: 'Which metrics would you put on a dashboard for a subscription business, and how would you define churn?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['churn', 'retention', 'MRR', 'cohort', 'definition'],
    },
    {
      text: 'How do you decide between a bar chart, a line chart and a table when presenting results?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['comparison', 'trend over time', 'precision', 'audience', 'clutter'],
    },
    {
      text: 'Two teams report different revenue numbers for the same month. How would you lead the effort to agree on one figure?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['single source of truth', 'definition', 'reconcile', 'stakeholders', 'documentation'],
    },
    {
      text: 'How do you work with stakeholders who ask for data to support a conclusion they have already reached?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['objectivity', 'question', 'evidence', 'trust', 'transparent'],
    },
    {
      text: 'Two urgent data requests from different managers land on the same morning. How would you decide which to do first?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['impact', 'deadline', 'communicate', 'expectations', 'trade-off'],
    },
    {
      text: 'Where do you want your analytics skills to be in two years, and what are you learning now to get there?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['Python', 'statistics', 'machine learning', 'course', 'goal'],
    },
  ],
} satisfies QuestionBankInput
