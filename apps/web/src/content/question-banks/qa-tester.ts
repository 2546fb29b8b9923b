import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'qa-tester',
  slug: 'qa-tester',
  label: 'QA tester',
  description:
    'Practise a free QA tester interview: five questions on test plans, regression, bug reports, flaky tests and automation, with a report kept in your browser.',
  questions: [
    {
      text: 'How would you write a test plan for a new checkout feature? What goes into it?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['scope', 'test cases', 'risks', 'entry and exit criteria', 'environments'],
    },
    {
      text: 'How would you test a login form? List the cases you would cover.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['positive', 'negative', 'boundary values', 'security', 'lockout'],
    },
    {
      text: 'What makes a good bug report? Walk me through one you have written.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['steps to reproduce', 'expected result', 'actual result', 'severity', 'screenshots'],
    },
    {
      text: 'Explain the difference between regression, smoke and sanity testing, and when each is run.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['regression', 'smoke test', 'sanity test', 'release', 'build'],
    },
    {
      text: 'How do you decide which tests to automate and which to keep manual?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['automation', 'repetitive', 'stable', 'exploratory', 'ROI'],
    },
    {
      text: 'An automated UI test passes locally but fails one run in five in CI. How do you deal with the flaky test?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['flaky', 'explicit waits', 'test data', 'isolation', 'quarantine'],
    },
    {
      text: 'A customer reports a bug you cannot reproduce. What do you do next?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['environment', 'logs', 'browser version', 'test data', 'steps'],
    },
    {
      text: 'Tell me about the most important bug you have found. How did you find it and what happened?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['exploratory testing', 'impact', 'severity', 'developers', 'fix'],
    },
    {
      text: 'Describe a time a developer disagreed that something you reported was a bug.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['requirements', 'evidence', 'user impact', 'product owner', 'agreement'],
    },
    {
      text: 'The release is tomorrow and you still have half the regression suite to run. What would you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['risk-based testing', 'priorities', 'stakeholders', 'known risks', 'sign-off'],
    },
    {
      text: 'A critical bug is found in production that your tests missed. How do you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['root cause', 'test gap', 'regression test', 'blameless', 'prevent'],
    },
    {
      text: 'How does testing fit into an agile team, and what does “shift left” mean to you in practice?',
      category: 'Industry-Specific',
      kind: 'view',
      terms: ['shift left', 'acceptance criteria', 'sprint', 'definition of done', 'three amigos'],
    },
    {
      text: 'How would you test a REST API, and which tools would you use?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['Postman', 'status codes', 'schema validation', 'authentication', 'negative tests'],
    },
    {
      text: 'How would you help a development team take more ownership of quality?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['quality culture', 'unit tests', 'pairing', 'test reviews', 'metrics'],
    },
    {
      text: 'Testers are sometimes seen as the people who slow releases down. How do you build good relationships with developers?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['collaboration', 'early feedback', 'respect', 'shared goal', 'communication'],
    },
    {
      text: 'Do you want to move towards test automation, performance testing or QA leadership? What is your plan?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['Selenium', 'Playwright', 'performance testing', 'ISTQB', 'goal'],
    },
  ],
} satisfies QuestionBankInput
