import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'business-analyst',
  slug: 'business-analyst',
  label: 'Business analyst',
  description:
    'Practise a free business analyst interview: five questions on requirements, process mapping, stakeholders and user stories, with a report kept in your browser.',
  questions: [
    {
      text: 'Walk me through how you gather requirements for a new system when the stakeholders cannot agree on what they want.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['workshops', 'interviews', 'requirements', 'priorities', 'sign-off'],
    },
    {
      text: 'How do you write a good user story, and what makes acceptance criteria testable?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['user story', 'acceptance criteria', 'scenarios', 'INVEST', 'testable'],
    },
    {
      text: 'Explain how you would map an as-is process and a to-be process. Which notation or tools do you use?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['process map', 'BPMN', 'swimlane', 'as-is', 'to-be'],
    },
    {
      text: 'How do you tell functional requirements from non-functional ones? Give an example of each from a project.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['functional', 'non-functional', 'performance', 'security', 'example'],
    },
    {
      text: 'Tell me about a time you uncovered a requirement late in a project. What did you do about it?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['impact analysis', 'change request', 'scope', 'stakeholders', 'lesson'],
    },
    {
      text: 'Describe a situation where a senior stakeholder pushed back on your recommendation. How did you respond?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['evidence', 'business case', 'listened', 'compromise', 'decision'],
    },
    {
      text: 'Tell me about a time you improved a business process. How did you measure the improvement?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['bottleneck', 'baseline', 'KPI', 'cycle time', 'result'],
    },
    {
      text: 'Halfway through development, the sponsor asks for a major new feature with no change to the deadline. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['scope creep', 'change control', 'trade-off', 'MoSCoW', 'sponsor'],
    },
    {
      text: 'The developers say your requirements are ambiguous and the business says they are obvious. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['clarify', 'examples', 'walkthrough', 'shared understanding', 'acceptance criteria'],
    },
    {
      text: 'Customer complaints about late deliveries have doubled this quarter. How would you find the root cause?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['root cause', 'five whys', 'fishbone', 'data', 'process'],
    },
    {
      text: 'How would you build a business case for replacing a spreadsheet-based process with a new system?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['cost benefit', 'ROI', 'risks', 'options', 'payback period'],
    },
    {
      text: 'What is the role of a business analyst in an agile team compared with a waterfall project?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['backlog', 'product owner', 'refinement', 'sprint', 'documentation'],
    },
    {
      text: 'How have you led a workshop with people from several departments who each wanted a different outcome?',
      category: 'Leadership',
      kind: 'story',
      terms: ['facilitation', 'agenda', 'parking lot', 'consensus', 'actions'],
    },
    {
      text: 'How do you build trust with both technical and business teams when you sit between them?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['translator', 'credibility', 'transparency', 'relationships', 'listening'],
    },
    {
      text: 'Where do you see your business analysis career going: product, data, consulting or something else?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['CBAP', 'product management', 'domain knowledge', 'certification', 'goal'],
    },
  ],
} satisfies QuestionBankInput
