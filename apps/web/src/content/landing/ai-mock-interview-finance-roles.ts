import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Finance Roles',
  title: 'AI Mock Interviews for Finance Roles',
  description:
    'Prepare for finance interviews: financial modeling, market and business cases, behavioral questions and presentations, with AI feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-finance-roles',
  hero: {
    eyebrow: 'For finance roles',
    heading: 'Finance interview practice for analysts, associates and FP&A',
    lead: 'Walk a DCF from revenue to equity value, size a market in your head, tell a story about a deadline that almost broke and present a recommendation to a skeptical partner. The AI interviewer runs the technical and fit rounds of banking, corporate finance and FP&A interviews.',
    cta: { label: 'Start My Finance Mock' },
    secondary: { to: '/features/ai-mock-interview-finance-roles#finance-prompts', label: 'See Finance Prompts' },
    highlights: ['Modeling and valuation technicals', 'Market and business cases', 'Fit stories and presentations'],
    preview: {
      label: 'Finance round · Financial modeling',
      question: 'Depreciation goes up by $10. Walk me through the effect on the three financial statements, assuming a 25% tax rate.',
      hint: 'Go statement by statement and say where the cash ends up before you give the final number.',
    },
  },
  audience: {
    people: 'finance analysts and associates',
    interviewers:
      'a banking VP firing technicals, an FP&A manager who asks about variances, or a superday panel with a partner who challenges your numbers',
    focus:
      'the order of your accounting steps, any arithmetic you got wrong and whether your recommendation came before the supporting numbers',
    story: {
      situation: 'Two days before quarter close in my FP&A internship, the forecast showed marketing spend 12% over budget.',
      task: 'My manager asked me to find the cause and brief the CFO at eight the next morning.',
      action:
        'I split the variance into timing and real overspend, traced most of it to an agency invoice booked a month early, and rebuilt the bridge.',
      result: 'The true overspend was 3%, the CFO kept the campaign running, and my variance bridge became the monthly template.',
    },
    followUp: {
      question: 'You called part of it a timing difference. What would you check before telling the CFO that?',
      answer: 'I would match the invoice date to the service period and confirm with accounts payable that nothing was booked twice.',
    },
    feedback:
      'Your accounting steps were right, but you gave the final cash number last. Open with it, then walk through the three statements.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'finance-areas',
      eyebrow: 'Interview areas',
      heading: 'Four parts of every finance interview',
      intro:
        'Investment banking, equity research, corporate finance and FP&A roles all mix these parts. The weighting follows the job description you upload.',
      columns: 4,
      items: [
        {
          icon: 'chart',
          title: 'Financial Modeling',
          body: 'Explain how the three statements link, how a model is built and where valuation assumptions can mislead.',
          bullets: ['Three-statement links', 'DCF, WACC and terminal value', 'Comparables and precedent deals'],
        },
        {
          icon: 'briefcase',
          title: 'Market and Business Case',
          body: 'Size a market, judge whether a company should enter it, and stress-test the numbers behind an investment idea.',
          bullets: ['Top-down and bottom-up sizing', 'Unit economics and payback', 'Pitching a stock or a deal'],
        },
        {
          icon: 'users',
          title: 'Behavioral',
          body: 'Answer “why finance?”, “why this firm?” and the teamwork questions that decide who survives a superday.',
          bullets: ['A credible story for your career path', 'Long hours and competing deadlines', 'Mistakes in a model you caught'],
        },
        {
          icon: 'mic',
          title: 'Presentation',
          body: 'Summarise an analysis for a partner or CFO in two minutes, then handle the questions that test your numbers.',
          bullets: ['Answer first, then the support', 'Sensitivities and downside cases', 'Staying composed under challenge'],
        },
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'questions',
      id: 'finance-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions from banking, corporate finance and FP&A interviews',
      groups: [
        {
          questions: [
            'Walk me through a DCF. Which assumption would you challenge first in a model someone else built?',
            'Company A trades at 12x earnings and buys Company B at 18x, paying all in stock. Is the deal accretive or dilutive?',
            'How many coffee shops could a city of two million people support? Talk me through your estimate.',
            'Pitch me a stock you would buy today, and tell me what would make you sell it.',
            'Actual spending is 15% over budget at mid-year. How do you explain the variance to the CFO?',
            'Tell me about a time you found an error in your own analysis close to a deadline. What did you do?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'finance-skills',
      eyebrow: 'Skills you practise',
      heading: 'Answers that sound like you already work on the desk',
      items: [
        'Doing mental math out loud without losing accuracy',
        'Linking statement changes step by step',
        'Stating assumptions before estimating anything',
        'Opening with the recommendation, then the evidence',
        'Explaining a valuation range rather than one number',
        'Telling a concise, believable “why finance” story',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'finance-why',
      heading: 'Technicals are memorised; composure under follow-up is not',
      paragraphs: [
        'Most candidates have read the same interview guides, so the textbook answer to “walk me through a DCF” no longer stands out. The differentiator is what happens next: when the interviewer changes an assumption, asks why you chose that discount rate, or questions a number in your market sizing.',
        'Practise with an interviewer that does exactly that. Your report flags numerical slips, answers that buried the conclusion, and stories that never said what you personally did, with a suggested rewrite for each.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Run your superday rehearsal tonight',
    body: 'Upload your CV and the role, choose technicals or a case, and get scored feedback in minutes. Your first practice interview is free.',
  },
  practice: {
    role: 'finance',
    keywords: [
      'cash flow',
      'balance sheet',
      'income statement',
      'depreciation',
      'DCF',
      'WACC',
      'valuation',
      'assumption',
      'margin',
      'model',
    ],
  },
} satisfies LandingContentInput
