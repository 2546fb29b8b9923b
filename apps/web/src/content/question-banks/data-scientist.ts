import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'data-scientist',
  slug: 'data-scientist',
  label: 'Data scientist',
  description:
    'Practise a free data scientist interview: five questions on modelling, statistics, experiments and communicating results, with a report kept in your browser.',
  questions: [
    {
      text: 'Explain the bias–variance trade-off, and how you would tell whether a model is overfitting.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['bias', 'variance', 'overfitting', 'cross-validation', 'learning curve'],
    },
    {
      text: 'You are building a fraud model where only 0.5% of transactions are fraudulent. How do you train and evaluate it?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['class imbalance', 'precision', 'recall', 'PR curve', 'threshold'],
    },
    {
      text: 'How would you design an A/B test for a new recommendation algorithm? How do you choose the sample size?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['hypothesis', 'power', 'minimum detectable effect', 'random assignment', 'primary metric'],
    },
    {
      text: 'When would you use logistic regression instead of a gradient-boosted tree model, and what would you lose?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['interpretability', 'XGBoost', 'nonlinear', 'features', 'baseline'],
    },
    {
      text: 'How do you avoid data leakage when you build features and split your data?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['data leakage', 'train test split', 'time-based split', 'target', 'pipeline'],
    },
    {
      text: 'Tell me about a model you built that went into production. What impact did it have?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['business problem', 'features', 'deployment', 'monitoring', 'impact'],
    },
    {
      text: 'Describe a time a model or analysis you were proud of was not used. What did you learn?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['stakeholders', 'adoption', 'problem framing', 'lesson', 'communication'],
    },
    {
      text: 'A product manager wants a machine learning model, but you think a simple rule would do. How do you handle that conversation?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['baseline', 'heuristic', 'cost', 'maintenance', 'evidence'],
    },
    {
      text: 'A model that performed well for a year suddenly gets worse in production. How would you investigate?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['data drift', 'concept drift', 'monitoring', 'feature distribution', 'retrain'],
    },
    {
      text: 'How would you predict which customers are likely to churn next month, from data to a list the retention team can use?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['label definition', 'features', 'validation', 'calibration', 'action'],
    },
    {
      text: 'How do you check a model for unfair outcomes across groups of users, and what would you do if you found them?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['fairness', 'bias', 'protected attributes', 'error rates', 'mitigation'],
    },
    {
      text: 'Correlation in the data suggests users who use feature X retain better. How would you test whether X causes retention?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['causation', 'confounders', 'experiment', 'propensity score', 'difference in differences'],
    },
    {
      text: 'How have you raised the standard of data science work on a team, such as reviews, reproducibility or shared tooling?',
      category: 'Leadership',
      kind: 'story',
      terms: ['code review', 'reproducibility', 'version control', 'templates', 'mentoring'],
    },
    {
      text: 'How do you explain model uncertainty to a senior leader who wants a single number?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['confidence interval', 'range', 'scenarios', 'plain language', 'decision'],
    },
    {
      text: 'Do you want to grow towards machine learning engineering, research or product-facing analytics? Why?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['MLOps', 'research', 'product', 'deep learning', 'goal'],
    },
  ],
} satisfies QuestionBankInput
