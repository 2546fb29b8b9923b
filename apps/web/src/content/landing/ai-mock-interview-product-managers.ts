import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Product Managers',
  title: 'AI Mock Interviews for Product Managers',
  description:
    'Rehearse product sense, prioritization, strategy and metrics, and leadership questions for PM interviews, with AI roleplay and STAR feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-product-managers',
  hero: {
    eyebrow: 'For product managers',
    heading: 'Product manager mock interviews with an interviewer who pushes back',
    lead: 'Design a product for a user you have never met, cut a roadmap in half, pick the metric that matters and explain a decision your engineers disagreed with. Practise every PM round against an AI interviewer that asks “why?” until your reasoning holds.',
    cta: { label: 'Start My PM Mock' },
    secondary: { to: '/features/ai-mock-interview-product-managers#pm-prompts', label: 'See PM Prompts' },
    highlights: ['Product sense and design rounds', 'Prioritization under real constraints', 'Metrics, strategy and leadership'],
    preview: {
      label: 'PM round · Product sense',
      question:
        'Design a grocery app for people who shop for an elderly parent in another city. Who is the user, and what do you build first?',
      hint: 'Interviewers listen for a segment choice and a reason, before any feature list.',
    },
  },
  audience: {
    people: 'product managers',
    interviewers:
      'a group PM running the product sense round, an engineering lead who questions your trade-offs, or a director who wants a metric and a decision',
    focus: 'whether you chose a user before listing features, the trade-offs you named and the metric you kept defending under follow-up',
    story: {
      situation: 'Our B2B invoicing app had an integration promised by sales, a growing bug backlog and one team for the quarter.',
      task: 'As the PM, I had to choose what we built and keep both the sales director and the support lead on side.',
      action:
        'I sized each option by revenue at risk and support hours, showed both leads the numbers and proposed fixing the top five bugs first.',
      result: 'Support tickets fell 35% in six weeks, and we shipped the integration a month later with the sales deal still intact.',
    },
    followUp: {
      question: 'The sales director still wanted the integration first. What if he had escalated to the CEO?',
      answer: 'I would have joined him in that meeting with the same numbers and asked the CEO to choose which risk we carry.',
    },
    feedback: 'A sharp trade-off, but you jumped to the solution before saying who the user was. Name the segment in your first sentence.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'pm-rounds',
      eyebrow: 'The PM loop',
      heading: 'Practise the four rounds of a product manager loop',
      intro:
        'Companies name them differently, but nearly every PM interview tests these four areas. Pick one to drill or run them back to back.',
      columns: 4,
      items: [
        {
          icon: 'lightbulb',
          title: 'Product Sense',
          body: 'Choose a user, find a painful problem and design a solution you can defend, without jumping straight to features.',
          bullets: ['User segments and their jobs to be done', 'Problem before solution', 'A first version small enough to ship'],
        },
        {
          icon: 'list-checks',
          title: 'Execution and Prioritization',
          body: 'Decide what ships this quarter when engineering capacity, a sales promise and a bug backlog all compete for the same sprint.',
          bullets: ['RICE, cost of delay and plain trade-offs', 'Saying no without losing the room', 'Handling a slipping launch'],
        },
        {
          icon: 'target',
          title: 'Strategy and Metrics',
          body: 'Define success for a feature, diagnose a metric that moved, and explain where the product should be in two years.',
          bullets: ['North star and guardrail metrics', 'Root-causing a sudden drop', 'Competitive moves and market entry'],
        },
        {
          icon: 'users',
          title: 'Leadership and Communication',
          body: 'Tell the stories that show how you align designers, engineers and executives who want different things.',
          bullets: ['Influence without authority', 'Disagreeing with a senior stakeholder', 'Owning a launch that failed'],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'questions',
      id: 'pm-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions product managers are being asked',
      intro:
        'Every prompt comes with follow-ups. Answer one and the interviewer asks what you would cut, how you would measure it, or who would object.',
      groups: [
        {
          questions: [
            'Weekly active users of our messaging feature fell 12% in a week. Walk me through your investigation.',
            'You have one engineering team for a quarter. Here are five requests from sales, support and the CEO. Which two do you take on?',
            'What is the north star metric for a podcast app, and which behaviour could inflate it without creating value?',
            'Improve the experience of renewing a passport online. Start wherever you think matters most.',
            'Tell me about a time you shipped something customers did not use. What did you learn about your discovery process?',
            'Your lead engineer says the deadline is impossible and the VP says it is fixed. What do you do this afternoon?',
            'Should a ride-hailing company launch a subscription? Give me a recommendation and the data you would want first.',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'pm-skills',
      eyebrow: 'Skills you sharpen',
      heading: 'Habits interviewers reward in PM candidates',
      items: [
        'Clarifying the goal and the user before proposing anything',
        'Structuring an open question into three or four clear parts',
        'Naming the trade-off you accept and the one you refuse',
        'Choosing one metric and explaining what could game it',
        'Estimating reach and effort with round, defensible numbers',
        'Telling leadership stories with your own decisions in them',
        'Closing every answer with a recommendation',
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'text',
      id: 'pm-approach',
      heading: 'Frameworks help, until they show',
      paragraphs: [
        'Interviewers have heard CIRCLES and RICE recited hundreds of times. What they remember is a candidate who adapts a structure to the problem, commits to a user, and changes course when a follow-up reveals a new constraint.',
        'The AI interviewer plays that role. It interrupts a long list of features to ask which one you would drop, questions the metric you picked, and asks for the stakeholder who would disagree. The report then shows where your reasoning was sharp and where it drifted into generic advice.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Walk into your PM loop already warmed up',
    body: 'Paste the job description, choose the product sense or execution round, and get feedback on your first answer in minutes. The first mock interview costs nothing.',
  },
  practice: {
    role: 'product-manager',
    keywords: ['user', 'metric', 'north star', 'guardrail', 'prioritize', 'trade-off', 'stakeholder', 'launch', 'roadmap', 'MVP'],
  },
} satisfies LandingContentInput
