import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Sales Professionals',
  title: 'AI Mock Interviews for Sales Professionals',
  description:
    'Roleplay sales interviews: your pitch, objection handling, discovery and closing, plus an elevator pitch under 60 seconds, with AI feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-sales-professionals',
  hero: {
    eyebrow: 'For sales professionals',
    heading: 'Sales interview roleplays against a buyer who does not make it easy',
    lead: 'Sales interviews are auditions. Pitch a product to a distracted buyer, handle “it’s too expensive”, run a discovery call that uncovers real pain and ask for the close. The AI plays prospects, buying committees and hiring managers.',
    cta: { label: 'Start My Sales Roleplay' },
    secondary: { to: '/features/ai-mock-interview-sales-professionals#sales-prompts', label: 'See Sales Prompts' },
    highlights: ['Elevator pitch under 60 seconds', 'Objections from real buyers', 'SDR, AE and account manager roles'],
    preview: {
      label: 'Sales roleplay · Objection handling',
      question: '“We already use a competitor and the contract renews in two months. Why should I even take this call?”',
      hint: 'Acknowledge, ask one question about their current pain, then earn the next meeting.',
    },
  },
  audience: {
    people: 'sales professionals',
    interviewers:
      'a sales director who asks about your quota, a busy prospect in a timed roleplay, or a buying group with a CFO who only cares about payback',
    focus: 'your talk-to-listen ratio, how many discovery questions you asked before pitching and whether you secured a dated next step',
    story: {
      situation: 'In my second year as an account executive, my largest prospect went silent three weeks before the quarter ended.',
      task: 'The deal was 30% of my quota, so I had to find out what had stalled it and whether it could still close.',
      action: 'I called my champion, learned their CFO doubted the payback, and built a one-page ROI case from their own support costs.',
      result: 'The CFO signed on the last day of the quarter, and I finished the year at 112% of quota.',
    },
    followUp: {
      question: 'What if your champion had not picked up? How else would you have reached the CFO?',
      answer: 'I would have asked my own VP to email their CFO a short payback summary and offer a fifteen-minute call.',
    },
    feedback:
      'A confident close, but you pitched features for ninety seconds before asking a single question. Ask about their current process first.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'sales-skills',
      eyebrow: 'What you practise',
      heading: 'The selling skills a sales interview puts on stage',
      intro:
        'Hiring managers want to watch you sell, not hear you describe selling. Each card is a roleplay you can run as often as you like.',
      columns: 4,
      items: [
        {
          icon: 'mic',
          title: 'Your Pitch',
          body: 'Deliver an elevator pitch in under 60 seconds that names a problem, a result and a reason to keep talking.',
          bullets: ['“Sell me this pen” and its cousins', 'Pitching your own career story', 'One minute, no filler words'],
        },
        {
          icon: 'shield',
          title: 'Objection Handling',
          body: 'Respond to price, timing, competitor and “send me an email” objections without arguing or caving.',
          bullets: ['Acknowledge, clarify, respond', 'Price versus value', 'Knowing when to walk away'],
        },
        {
          icon: 'search',
          title: 'Discovery',
          body: 'Ask questions that uncover pain, budget, decision makers and timelines, and listen more than you talk.',
          bullets: ['Open questions that go deeper', 'Quantifying the cost of the problem', 'Mapping the buying committee'],
        },
        {
          icon: 'handshake',
          title: 'Closing',
          body: 'Ask for the commitment clearly, agree on next steps and handle the last-minute hesitation.',
          bullets: ['Trial closes along the way', 'Mutual action plans', 'Confirming dates and owners'],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'questions',
      id: 'sales-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Prompts from real sales interviews',
      groups: [
        {
          title: 'Roleplays',
          icon: 'message',
          questions: [
            'You have 60 seconds: pitch our product to a CFO you met in an elevator.',
            'I am the buyer. “Your price is 30% higher than the other vendor.” Go.',
            'Run the first ten minutes of a discovery call with an operations manager at a logistics company.',
            'We have talked for an hour and I like the product. Close me.',
          ],
        },
        {
          title: 'Hiring manager questions',
          icon: 'briefcase',
          questions: [
            'Walk me through your pipeline last quarter: how many calls, meetings, proposals and closed deals?',
            'Tell me about a deal you lost late in the cycle. What would you do differently?',
            'How do you plan your week when you are 40% behind quota with a month left?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'sales-checklist',
      eyebrow: 'Skills you build',
      heading: 'What top sales candidates do in the room',
      items: [
        'Keeping the elevator pitch under 60 seconds, every time',
        'Asking two discovery questions before pitching anything',
        'Repeating the buyer’s words back to confirm the pain',
        'Turning an objection into a question',
        'Quoting your own numbers: quota, attainment, deal size',
        'Asking for a specific next step before the call ends',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'text',
      id: 'sales-feedback',
      heading: 'Feedback on talk time, questions asked and the close',
      paragraphs: [
        'After each roleplay the feedback looks at whether your pitch stayed under a minute, whether you asked open questions, whether you addressed the objection or talked past it, and whether you asked for a next step. Those are the same signals a sales manager scores when you interview.',
        'Because the buyer adapts to you, no two roleplays are identical. Practise the pitch until it lands in under a minute, then raise the difficulty and face a committee where finance, IT and the end user each push back in turn.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Rehearse the pitch until it closes',
    body: 'Name the product and buyer you sell to, run a timed roleplay and see where you lost the room. The first roleplay session is free.',
  },
  practice: {
    role: 'sales',
    keywords: ['objection', 'discovery', 'pipeline', 'quota', 'close', 'value', 'decision maker', 'next step', 'renewal', 'ROI'],
  },
} satisfies LandingContentInput
