import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'topic',
  label: 'Case Study Interviews',
  title: 'Case Study Mock Interview Practice',
  description:
    'Practice consulting and business case interviews: structure the problem, size the market, and present a recommendation with AI feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'case-study-mock-interview',
  hero: {
    eyebrow: 'Case study interviews',
    heading: 'Case interview practice for consulting, strategy and business roles',
    lead: 'A client’s profits are falling and you have thirty minutes. Structure the problem, ask for the right data, do the math out loud and land a recommendation. The AI interviewer runs the case like a consultant, handing you data when you ask the right question and following up when you skip a step.',
    cta: { label: 'Start a Practice Case' },
    secondary: { to: '/features/case-study-mock-interview#case-benefits', label: 'Why Practise Here' },
    highlights: ['Interviewer-led and candidate-led cases', 'Market sizing and profitability', 'Feedback on structure and synthesis'],
    preview: {
      label: 'Case interview · Profitability',
      question:
        'A regional airline’s revenue is up 10% but its profit has fallen by a third. The CEO wants to know why. How would you approach this?',
      hint: 'Lay out a structure that splits revenue and costs before asking for data.',
    },
  },
  audience: {
    people: 'aspiring consultants',
    interviewers:
      'a case interviewer from a consulting firm, a manager who hands over exhibits only when asked, or a partner who wants the answer in one minute',
    focus:
      'how well your structure fitted this case, whether your math held up and how quickly you reached a recommendation with its risks',
    story: {
      situation: 'In my final year, our student consulting club took on a local bakery chain whose newest branch was losing money.',
      task: 'I led a team of four and had six weeks to tell the owner whether to close the branch.',
      action:
        'I split the problem into footfall, basket size and rent, ran two Saturday customer counts and built a break-even model from the owner’s figures.',
      result: 'We showed the branch could break even with shorter hours, and within four months its monthly loss had fallen by 60%.',
    },
    followUp: {
      question: 'Your break-even relied on the owner’s figures. How did you test whether they were reliable?',
      answer: 'I checked his till data against our own customer counts; they matched within 5%, so I trusted the revenue side.',
    },
    feedback:
      'A good framework, but you asked for all the data at once. State a hypothesis first, then request the one exhibit that tests it.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'case-benefits',
      eyebrow: 'Why practise here',
      heading: 'Four reasons case practice with AI works',
      intro:
        'Case interviews reward repetition, and a study partner is not always available at 11 pm. These are the benefits candidates mention most.',
      columns: 2,
      items: [
        {
          icon: 'layers',
          title: 'Structure Under Pressure',
          body: 'Practise building a clear, MECE framework for each new problem instead of forcing the same memorised tree onto every case.',
        },
        {
          icon: 'chart',
          title: 'Math You Can Say Out Loud',
          body: 'Work through market sizing, break-even and percentage changes verbally, with the interviewer checking every step for slips.',
        },
        {
          icon: 'clock',
          title: 'A Fresh Case, Any Hour',
          body: 'Run a fresh case whenever you have thirty minutes. Industries and case types rotate, so you never rehearse the same answer twice.',
        },
        {
          icon: 'target',
          title: 'Feedback Like a Partner’s',
          body: 'Get scored on structure, analysis, creativity and synthesis, with the moment you lost the thread pointed out clearly.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'case-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Cases you can run today',
      groups: [
        {
          questions: [
            'Estimate the annual market for electric scooter rentals in a European capital.',
            'A supermarket chain is considering launching a private-label range. Should it?',
            'A hospital’s emergency department waiting times have doubled in two years. What is driving it?',
            'A cosmetics brand wants to enter the Indian market. What would you need to know before recommending it?',
            'Our client, a coffee chain, sees flat sales despite opening 40 new stores. Diagnose the problem.',
            'A software company is deciding between raising prices and adding a cheaper plan. What do you recommend?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'case-skills',
      eyebrow: 'Skills you practise',
      heading: 'What case interviewers mark you on',
      items: [
        'Restating the objective before building a framework',
        'Asking for data that tests a hypothesis',
        'Reading the data you are given and picking the key number',
        'Rounding sensibly and checking results for sense',
        'Brainstorming ideas in organised buckets',
        'Synthesising with an answer first, then reasons and risks',
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'text',
      id: 'case-fit',
      heading: 'Cases and fit questions, in the same session',
      paragraphs: [
        'Consulting and strategy interviews rarely stop at the case. Most rounds open with fit questions about leadership, teamwork and impact, and those stories matter as much as your framework. Sessions can combine both, in the order firms use.',
        'After the case, the report replays your structure, shows where your math drifted and suggests a tighter final recommendation. Run the same case type again the next day and watch the structure score climb.',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
  ],
  cta: {
    heading: 'Crack your next case before the real one',
    body: 'Choose a case type and an industry, solve it out loud with the AI interviewer, and read your scores in minutes. The first case is free.',
  },
  practice: {
    role: 'case-study',
    keywords: ['revenue', 'cost', 'profit', 'hypothesis', 'framework', 'market', 'customer', 'recommendation', 'assumption'],
  },
} satisfies LandingContentInput
