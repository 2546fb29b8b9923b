import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Customer Support',
  title: 'AI Mock Interviews for Customer Support Roles',
  description:
    'Practice support interviews with angry-customer roleplays, troubleshooting, empathy, upselling and retention questions, with instant feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-customer-support',
  hero: {
    eyebrow: 'For customer support roles',
    heading: 'Customer support interview practice for the toughest calls',
    lead: 'Support interviews test how you sound when someone is shouting, confused or about to cancel. Calm an angry customer, troubleshoot a problem step by step, show real empathy and save an account, all in roleplays with an AI that stays in character.',
    cta: { label: 'Start My Support Mock' },
    secondary: { to: '/features/ai-mock-interview-customer-support#support-prompts', label: 'See Support Prompts' },
    highlights: ['Angry-customer roleplays', 'Refunds, outages and cancellations', 'Feedback on tone and ownership'],
    preview: {
      label: 'Support roleplay · Angry customer',
      question: '“This is the third time I am contacting you. My order still has not arrived and nobody has called me back.”',
      hint: 'Apologise once, take ownership, and say exactly what you will do and by when.',
    },
  },
  audience: {
    people: 'customer support agents',
    interviewers: 'a support team lead, a quality coach who scores mock calls, or an irate customer who will not let you finish a sentence',
    focus:
      'whether you acknowledged the customer before fixing anything, the ownership in your wording and the next step you promised, with a time',
    story: {
      situation: 'During a payment outage at a subscription app, our chat queue jumped from 40 to 300 waiting customers in an hour.',
      task: 'As the senior agent on shift, I had to keep replies fast and honest while engineering worked on the fix.',
      action:
        'I wrote a short holding message, tagged every affected ticket and updated customers myself each time engineering posted news.',
      result: 'We cleared the queue by evening, CSAT for the day stayed at 88%, and my macro became the team’s outage template.',
    },
    followUp: {
      question: 'A customer in that queue demanded compensation you were not allowed to give. What did you say?',
      answer:
        'I told her honestly that I could not offer credit myself, logged the request for my lead and promised her an answer by noon.',
    },
    feedback: 'Warm and calm. You said “unfortunately” four times, though; swap two of them for what you can do and by when.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'support-scenarios',
      eyebrow: 'Roleplay scenarios',
      heading: 'Four situations every support interview throws at you',
      intro:
        'Entry-level agents, technical support specialists and customer success managers all face these. The AI adjusts the product and the difficulty to your job description.',
      columns: 4,
      items: [
        {
          icon: 'message',
          title: 'Angry Customers',
          body: 'Let the customer be heard, lower the temperature and move to a fix without sounding scripted or defensive.',
          bullets: ['Listening before solving', 'Apologising without blaming others', 'Setting honest expectations'],
        },
        {
          icon: 'wrench',
          title: 'Troubleshooting',
          body: 'Diagnose a problem with a customer who is not technical, one clear question and one clear instruction at a time.',
          bullets: ['Reproducing the issue', 'Plain-language instructions', 'Knowing when to escalate'],
        },
        {
          icon: 'heart',
          title: 'Empathy',
          body: 'Respond to the person as well as the ticket, especially when the news you have to give is not what they hoped.',
          bullets: ['Naming the customer’s feeling', 'Saying no kindly', 'Follow-up that feels personal'],
        },
        {
          icon: 'repeat',
          title: 'Upselling and Retention',
          body: 'Turn a cancellation call into a save, and suggest an upgrade only when it genuinely solves the customer’s problem.',
          bullets: ['Finding the real reason to cancel', 'Offers that fit the need', 'Leaving the door open'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'support-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions and roleplays from support interviews',
      groups: [
        {
          questions: [
            'A customer was charged twice and demands a refund right now, but refunds take five business days. Handle the call.',
            'Walk a customer through fixing a printer that shows “offline”, without seeing their screen.',
            'A long-time customer wants to cancel because a competitor is cheaper. Try to keep them.',
            'Tell me about a time you turned an unhappy customer into a loyal one. What exactly did you say?',
            'You are handling three chats at once and one customer writes in capital letters. How do you prioritise?',
            'How do you respond when a customer is rude to you personally?',
            'A customer asks for a feature the product does not have. What do you tell them, and what do you do afterwards?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'checklist',
      id: 'support-skills',
      eyebrow: 'Skills you practise',
      heading: 'What hiring managers listen for in support candidates',
      items: [
        'A calm, warm tone that stays steady under pressure',
        'Ownership phrases: “I will”, not “they should”',
        'Clear next steps with a time attached',
        'Summarising the issue back to the customer',
        'Knowing your metrics: CSAT, first-contact resolution, handle time',
        'Ending every call with something the customer can check',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'text',
      id: 'support-why',
      heading: 'The roleplay is the interview',
      paragraphs: [
        'Most support hiring processes include at least one mock call or chat, and it weighs more than any answer about your strengths. Interviewers watch whether you interrupt, whether you promise what you cannot deliver, and whether the customer would feel better at the end.',
        'Practise the hardest versions first. The AI customer escalates if you sound scripted and calms down when you acknowledge them properly. Afterwards, the feedback quotes the sentence that turned the conversation, for better or worse, so you know what to keep.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Handle the hardest customer before interview day',
    body: 'Pick a scenario, stay calm through the roleplay and see how your tone landed. Your first practice session is free.',
  },
  practice: {
    role: 'customer-support',
    keywords: ['customer', 'apologize', 'escalate', 'refund', 'follow up', 'CSAT', 'empathy', 'ticket', 'resolution', 'expectation'],
  },
} satisfies LandingContentInput
