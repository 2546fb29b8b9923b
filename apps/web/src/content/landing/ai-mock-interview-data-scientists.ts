import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Data Scientists',
  title: 'AI Mock Interviews for Data Scientists',
  description:
    'Practice statistics, machine learning, experiment design and model communication questions for data science roles, with instant AI feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-data-scientists',
  hero: {
    eyebrow: 'For data scientists',
    heading: 'Data science mock interviews on statistics, models and experiments',
    lead: 'Explain a p-value to a product manager, choose between two models that both look good, design an A/B test that will not fool you, and defend a feature that leaks the label. The AI interviewer probes your reasoning the way a senior data scientist would.',
    cta: { label: 'Start My Data Science Mock' },
    secondary: { to: '/features/ai-mock-interview-data-scientists#ds-prompts', label: 'See Data Science Prompts' },
    highlights: ['Statistics and probability', 'Machine learning and evaluation', 'Experiment design and communication'],
    preview: {
      label: 'Data science round · Modeling',
      question: 'Your fraud model has 99% accuracy on the test set, and the business says it is useless. What is going on?',
      hint: 'Talk about class imbalance, precision and recall, and the cost of each kind of error.',
    },
  },
  audience: {
    people: 'data scientists',
    interviewers:
      'a data science manager, a senior scientist who asks you to derive a result on the spot, or a product manager who wants the model without jargon',
    focus:
      'whether you question the data before the model, choose metrics that match real costs, and give every result with its uncertainty',
    story: {
      situation: 'A churn model I inherited scored 0.94 AUC offline, yet the customers it flagged churned no more often than average.',
      task: 'Marketing was about to spend its retention budget on that list, and I was asked to find out why first.',
      action:
        'I rebuilt the training set with features frozen at the prediction date and found a “days since last login” field filled in after cancellation.',
      result:
        'The honest model scored 0.78 AUC, but its top decile churned at three times the base rate, and the campaign kept about 1,200 subscribers.',
    },
    followUp: {
      question: 'How would you explain to the marketing director that a lower AUC is the better model?',
      answer: 'The old score was graded with the answers in view; the new one is graded fairly, and it finds three times as many leavers.',
    },
    feedback: 'Sound diagnosis. Give a range for the 1,200 subscribers kept, and say how you measured it against a holdout group.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'ds-areas',
      eyebrow: 'Interview areas',
      heading: 'Four areas every data science interview tests',
      intro:
        'Product analytics, machine learning and research roles weight them differently. Your sessions follow the balance in the job description.',
      columns: 4,
      items: [
        {
          icon: 'chart',
          title: 'Statistics and Probability',
          body: 'Show intuition for distributions, uncertainty and inference, and explain them without hiding behind formulas.',
          bullets: ['Hypothesis tests and p-values', 'Confidence intervals and power', 'Bayes’ rule with real numbers'],
        },
        {
          icon: 'brain',
          title: 'Machine Learning',
          body: 'Pick a model for a problem, train it honestly and explain why it works, or why it will not in production.',
          bullets: ['Bias, variance and regularisation', 'Feature engineering and leakage', 'Metrics that match the business'],
        },
        {
          icon: 'target',
          title: 'Experiment Design',
          body: 'Design tests that answer the real question, and spot the ways experiments mislead when nobody is watching.',
          bullets: ['Sample size and duration', 'Novelty effects and peeking', 'When an A/B test is not possible'],
        },
        {
          icon: 'message',
          title: 'Model Communication',
          body: 'Explain your results to people who will act on them, including the uncertainty and the cases your model gets wrong.',
          bullets: ['Plain-language explanations', 'Trade-offs for stakeholders', 'Monitoring after launch'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'ds-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions data scientists face in interviews',
      groups: [
        {
          title: 'Statistics and experiments',
          icon: 'chart',
          questions: [
            'An A/B test shows a 2% lift with p = 0.04 after three days. The PM wants to ship. What do you say?',
            'How many users do we need in each group to detect a one-point change in a 10% conversion rate?',
            'A test for a rare disease is 95% accurate and 1 in 1,000 people have it. Someone tests positive. How worried should they be?',
          ],
        },
        {
          title: 'Machine learning',
          icon: 'brain',
          questions: [
            'Your model performs brilliantly offline and poorly after launch. List the likely causes in order.',
            'When would you choose gradient-boosted trees over a neural network for tabular data?',
            'Explain to a marketing director why the churn model flags some loyal customers as high risk.',
            'Tell me about a model you built that did not make it to production. Why not?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'ds-skills',
      eyebrow: 'Skills you practise',
      heading: 'What makes a data science answer land',
      items: [
        'Clarifying the business decision before the method',
        'Choosing an evaluation metric that reflects real costs',
        'Checking for leakage and bias out loud',
        'Quantifying uncertainty instead of quoting one number',
        'Explaining a model to a non-technical audience',
        'Describing how you would monitor a model after launch',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'ds-why',
      heading: 'Interviewers care less about the model than about your judgement',
      paragraphs: [
        'Most data science candidates know the algorithms. Interviews are decided by whether you question the data, pick a metric the business cares about, and admit what a model cannot tell you. Those habits show up only when someone keeps asking “why?”.',
        'The AI interviewer does exactly that, then scores your answers for technical soundness, clarity and business sense. The report quotes the moment you stated a result without its uncertainty, or chose a method before understanding the question.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Test your reasoning before the panel does',
    body: 'Upload your resume and the role, choose statistics, modeling or experiments, and get feedback in minutes. The first mock interview is free.',
  },
  practice: {
    role: 'data-scientist',
    keywords: ['precision', 'recall', 'class imbalance', 'feature', 'leakage', 'A/B test', 'p-value', 'baseline', 'model', 'metric'],
  },
} satisfies LandingContentInput
