import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'ui-ux-designer',
  slug: 'ui-ux-designer',
  label: 'UI/UX designer',
  description:
    'Practise a free UI/UX designer interview: five questions on your portfolio, user research, usability testing and handoff, with a report kept in your browser.',
  questions: [
    {
      text: 'Walk me through a project in your portfolio, from the problem to the final design and its result.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['problem', 'research', 'iterations', 'design decisions', 'outcome'],
    },
    {
      text: 'Tell me about a time user research changed your design direction.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['user interviews', 'insight', 'assumption', 'pivot', 'evidence'],
    },
    {
      text: 'Describe a time you received harsh feedback on a design. How did you respond?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['critique', 'listened', 'rationale', 'iterated', 'improved'],
    },
    {
      text: 'How would you plan and run a usability test for a new sign-up flow?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['tasks', 'participants', 'think aloud', 'success rate', 'findings'],
    },
    {
      text: 'How do you make sure your designs are accessible? Which standards and checks do you use?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['WCAG', 'contrast ratio', 'keyboard', 'screen reader', 'touch targets'],
    },
    {
      text: 'How do you build and maintain a design system so that it stays consistent as the product grows?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['components', 'design tokens', 'Figma', 'documentation', 'governance'],
    },
    {
      text: 'Redesign the checkout of a food delivery app to reduce abandoned orders. Where do you start?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['funnel data', 'friction', 'user journey', 'hypothesis', 'split test'],
    },
    {
      text: 'Analytics show users rarely find a key feature. How would you investigate and what might you try?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['discoverability', 'information architecture', 'navigation', 'usability test', 'onboarding'],
    },
    {
      text: 'A stakeholder insists on a design change you believe will hurt users. How do you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['user research', 'evidence', 'test', 'business goals', 'compromise'],
    },
    {
      text: 'You have one week to design a feature that normally needs a month of research. What would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['lean research', 'assumptions', 'prototype', 'guerrilla testing', 'iterate'],
    },
    {
      text: 'What is the difference between UX and UI, and where do you see your own strengths?',
      category: 'Industry-Specific',
      kind: 'view',
      terms: ['user experience', 'interface', 'interaction design', 'visual design', 'strengths'],
    },
    {
      text: 'How do you measure whether a design was successful after launch?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['metrics', 'task success', 'conversion', 'satisfaction', 'qualitative feedback'],
    },
    {
      text: 'How do you advocate for users in a team that is driven mainly by deadlines and revenue?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['advocacy', 'research sharing', 'business value', 'workshops', 'influence'],
    },
    {
      text: 'How do you work with developers so that what ships matches the design?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['handoff', 'specs', 'edge cases', 'design review', 'collaboration'],
    },
    {
      text: 'Which design skills are you working on next, such as research, motion or prototyping, and why?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['research', 'prototyping', 'motion', 'mentor', 'goal'],
    },
  ],
} satisfies QuestionBankInput
