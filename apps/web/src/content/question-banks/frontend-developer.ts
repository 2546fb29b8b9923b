import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'frontend-developer',
  slug: 'frontend-developer',
  label: 'Frontend developer',
  description:
    'Practise a free frontend developer interview: five questions on JavaScript, React, CSS, accessibility and performance, with a report kept in your browser.',
  questions: [
    {
      text: 'Explain the JavaScript event loop. What happens when a promise resolves while a setTimeout callback is waiting?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['call stack', 'microtask', 'macrotask', 'promise', 'event loop'],
    },
    {
      text: 'What causes a React component to re-render, and how would you stop unnecessary re-renders in a large list?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['state', 'props', 'memo', 'useMemo', 'windowing'],
    },
    {
      text: 'How would you build a layout that works from a small phone to a wide desktop screen?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['flexbox', 'grid', 'media queries', 'mobile first', 'relative units'],
    },
    {
      text: 'Where should state live in a frontend app: local state, context, a store or the server cache? How do you decide?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['local state', 'context', 'server state', 'React Query', 'prop drilling'],
    },
    {
      text: 'How do you make a custom dropdown or modal accessible to keyboard and screen reader users?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['ARIA', 'focus management', 'keyboard', 'screen reader', 'semantic HTML'],
    },
    {
      text: 'A landing page has a poor Largest Contentful Paint score. How would you diagnose and improve it?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['Core Web Vitals', 'Lighthouse', 'image size', 'lazy loading', 'bundle size'],
    },
    {
      text: 'A bug only happens in Safari on iPhone and you do not have one at hand. How do you track it down?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['remote debugging', 'BrowserStack', 'reproduce', 'feature detection', 'polyfill'],
    },
    {
      text: 'The page freezes for a second whenever a user types in the search box. What would you look at?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['debounce', 'profiler', 'main thread', 'rendering', 'web worker'],
    },
    {
      text: 'Tell me about a time you pushed back on a design because it would be hard to build or use. What happened?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['designer', 'constraints', 'alternative', 'prototype', 'compromise'],
    },
    {
      text: 'Describe a frontend feature you built that you are proud of. What made it difficult?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['component', 'edge cases', 'testing', 'performance', 'user feedback'],
    },
    {
      text: 'The API your page depends on is not ready, but the frontend is due at the end of the sprint. What would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['mock API', 'contract', 'backend team', 'loading states', 'communicate'],
    },
    {
      text: 'You find a cross-site scripting risk in code that shipped last week. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['XSS', 'user input', 'escaping', 'Content Security Policy', 'hotfix'],
    },
    {
      text: 'How would you introduce a shared component library to teams who each built their own buttons and forms?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['design system', 'Storybook', 'adoption', 'documentation', 'versioning'],
    },
    {
      text: 'How do you work with designers and backend developers day to day?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['collaboration', 'handoff', 'Figma', 'API contract', 'feedback'],
    },
    {
      text: 'Frontend tools change fast. How do you decide what to learn next and what to ignore?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['fundamentals', 'side project', 'TypeScript', 'curiosity', 'hype'],
    },
  ],
} satisfies QuestionBankInput
