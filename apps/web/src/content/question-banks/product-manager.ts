import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'product-manager',
  slug: 'product-manager',
  label: 'Product manager',
  description:
    'Practise a free product manager interview: five questions on prioritisation, metrics, product sense and stakeholders, with a report that stays in your browser.',
  questions: [
    {
      text: 'How would you improve a product you use every day? Walk me through who it is for and what you would change.',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['user segment', 'pain points', 'solutions', 'priorities', 'success metric'],
    },
    {
      text: 'Design an alarm clock app for people who are deaf or hard of hearing.',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['user needs', 'vibration', 'accessibility', 'MVP', 'trade-offs'],
    },
    {
      text: 'You have ten feature requests and capacity for three this quarter. How do you decide?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['RICE', 'impact', 'effort', 'strategy', 'roadmap'],
    },
    {
      text: 'Which metrics would you use to measure the success of a new onboarding flow?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['activation', 'retention', 'funnel', 'north star metric', 'guardrail'],
    },
    {
      text: 'Daily sign-ups dropped 20% last week. How would you find the cause?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['funnel', 'segment', 'release', 'tracking', 'external factors'],
    },
    {
      text: 'Tell me about a product you launched. How did you decide what to build, and what was the result?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['discovery', 'user research', 'launch', 'metrics', 'outcome'],
    },
    {
      text: 'Describe a time you had to say no to an important stakeholder.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['stakeholder', 'strategy', 'data', 'alternatives', 'relationship'],
    },
    {
      text: 'Tell me about a product decision that turned out to be wrong. How did you notice and what did you do?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['hypothesis', 'data', 'pivot', 'lesson', 'iteration'],
    },
    {
      text: 'Engineering says the feature sales promised a customer will take three months, and sales says it must ship in one. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['scope', 'trade-offs', 'customer', 'alignment', 'MVP'],
    },
    {
      text: 'A competitor launches a feature that customers keep asking you about. How do you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['competitive analysis', 'customer problem', 'strategy', 'differentiation', 'evidence'],
    },
    {
      text: 'How do you run discovery to decide whether a problem is worth solving before anything is built?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['customer interviews', 'jobs to be done', 'prototype', 'validation', 'assumptions'],
    },
    {
      text: 'How do you lead an engineering and design team when none of them report to you?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['influence', 'context', 'vision', 'trust', 'empowered team'],
    },
    {
      text: 'How do you work with engineers day to day, and how technical do you think a product manager needs to be?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['collaboration', 'trade-offs', 'technical debt', 'curiosity', 'respect'],
    },
    {
      text: 'What is your favourite product, and what would you change about its business model?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['business model', 'revenue', 'users', 'value', 'competition'],
    },
    {
      text: 'What kind of product manager do you want to become, and what are you working on to get there?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['strategy', 'data skills', 'mentor', 'ownership', 'goal'],
    },
  ],
} satisfies QuestionBankInput
