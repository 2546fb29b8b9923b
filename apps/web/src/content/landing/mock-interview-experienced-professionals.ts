import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'Experienced Professionals',
  title: 'Mock Interviews for Experienced Professionals',
  description:
    'Rehearse senior-level, system design and leadership interviews and get feedback on clarity, depth and executive presence before the real panel.',
} satisfies LandingMeta

export const content = {
  slug: 'mock-interview-experienced-professionals',
  hero: {
    eyebrow: 'For experienced professionals',
    heading: 'Senior interviews test judgement. Rehearse yours.',
    lead: 'At senior level nobody asks what a for-loop is. They ask how you would design the system, why you made the call you made, and how you led people through it. Practise senior-level, system design and leadership questions, and get feedback on clarity, depth and executive presence.',
    cta: { label: 'Start a Senior Mock' },
    secondary: { to: '/features/system-design-interview-practice', label: 'System Design Practice' },
    highlights: ['Senior, staff and leadership roles', 'Panel and stakeholder roleplays', 'Feedback on executive presence'],
    preview: {
      label: 'Leadership · Director of Engineering',
      question: 'Tell me about a time you cancelled a project your team believed in. How did you make the call, and how did you tell them?',
      hint: 'The panel will ask what you would do differently and how the team reacted a month later.',
    },
  },
  audience: {
    people: 'experienced professionals',
    interviewers:
      'a chief technology officer, a finance partner who checks your numbers, or a leadership panel that pushes back on every trade-off',
    focus:
      'whether you led with the decision, which trade-offs you named, and where hedging or long context weakened an otherwise senior answer',
    story: {
      situation: 'When I took over a 40-person operations group, two of its five teams were missing their service targets every month.',
      task: 'The chief operating officer gave me one quarter to fix it without adding headcount.',
      action:
        'I merged the two weakest teams under the manager with the best record, moved on-call to a shared rota and held one weekly review of three metrics.',
      result: 'All five teams met their targets by the end of the quarter, and the merged team cut its backlog from 600 tickets to 90.',
    },
    followUp: {
      question: 'Merging teams means someone lost a management role. How did you handle that conversation?',
      answer:
        'I told him first and in private, explained the reasoning, and offered him the lead on our automation project, which he took.',
    },
    feedback: 'Senior-level substance. Your first thirty seconds describe the org chart; open with the deadline and the result instead.',
  },
  sections: [
    {
      kind: 'questions',
      id: 'senior-questions',
      eyebrow: 'Practice questions',
      heading: 'Questions that separate senior candidates',
      intro:
        'The interviewer adapts these to your field and level. These examples come from senior engineering, product and operations interviews.',
      groups: [
        {
          title: 'Senior-level',
          icon: 'briefcase',
          questions: [
            'What is the most expensive mistake you have made at work, and what changed because of it?',
            'You inherit a team that missed its last three deadlines. What do you do in the first 30 days?',
            'Describe a decision you made with incomplete data. How did you limit the downside?',
          ],
        },
        {
          title: 'System design',
          icon: 'layers',
          questions: [
            'Design a notification service that sends 50 million messages a day across e-mail, SMS and push.',
            'Our monolith deploys once a week and every release is risky. How would you split it, and what would you leave alone?',
            'How would you design the data model for multi-tenant billing with usage-based pricing?',
          ],
        },
        {
          title: 'Leadership',
          icon: 'users',
          questions: [
            'Tell me about someone you managed who was underperforming. What happened?',
            'Two of your senior people disagree on the architecture and the team is split. How do you resolve it?',
            'How do you explain a six-month delay to the executive team?',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'senior-feedback',
      heading: 'Feedback on what senior interviewers really score',
      intro: 'Beyond whether your answer was right, the report looks at the three qualities panels weigh most heavily at senior level.',
      columns: 3,
      items: [
        {
          icon: 'message',
          title: 'Clarity',
          body: 'Could a busy executive follow you? Senior answers often drown in context.',
          bullets: ['Lead with the decision, then the reasoning', 'Cut background to two sentences', 'One idea per answer'],
        },
        {
          icon: 'layers',
          title: 'Depth',
          body: 'Did you show the trade-offs, or only the outcome? Panels probe until they find the edge of your knowledge.',
          bullets: ['Alternatives you rejected and why', 'Risks and how you contained them', 'Numbers behind the claims'],
        },
        {
          icon: 'target',
          title: 'Executive presence',
          body: 'Did you sound like someone who owns outcomes? Hedging and over-apologising undermine strong experience.',
          bullets: ['Calm, measured pace under challenge', 'Ownership of mistakes without excuses', 'Clear positions when pushed'],
        },
      ],
    },
    {
      kind: 'chat',
      id: 'panel-exchange',
      heading: 'A follow-up you will hear in a senior panel',
      intro: 'The interviewer pushes on the part of the answer a real panel would doubt, and the feedback shows how the reply landed.',
      messages: [
        {
          role: 'interviewer',
          speaker: 'AI panel · CFO persona',
          text: 'You say the migration saved money. How much, over what period, and who checked the numbers?',
        },
        {
          role: 'candidate',
          speaker: 'You',
          text: 'Infrastructure cost fell from 84,000 to 51,000 a month within two quarters. Finance validated it in the quarterly review, and we reinvested part of it in on-call tooling.',
        },
        {
          role: 'feedback',
          speaker: 'Feedback',
          text: 'Strong: specific figures, a time frame and an independent check. You could add one sentence on what you would monitor to make sure the saving holds.',
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'career-moves',
      heading: 'Built for the moves experienced people make',
      paragraphs: [
        'Going for a promotion, changing industry, moving from individual contributor to manager, or returning after a career break: each raises its own questions. Tell the interviewer your situation and it will ask about it directly — the way a real panel would — so you can practise an answer that addresses the concern instead of avoiding it.',
      ],
      bullets: [
        'Internal promotion and leadership panels',
        'Career changes into a new industry or function',
        'First management role after years as a specialist',
        'Returning to work after a break',
      ],
    },
    { kind: 'shared', id: 'star' },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'Walk into the panel already warmed up',
    body: 'Run a senior mock interview with system design and leadership questions tonight, and get notes on clarity, depth and presence.',
  },
  practice: {
    role: 'experienced-professional',
    keywords: ['decision', 'trade-off', 'risk', 'strategy', 'stakeholder', 'budget', 'team', 'alternative', 'executive'],
  },
} satisfies LandingContentInput
