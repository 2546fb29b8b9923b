import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Data Analysts',
  title: 'AI Mock Interviews for Data Analysts',
  description:
    'Practice SQL and joins, data cleaning, visualization and business case questions for data analyst roles and get scored on clarity and impact.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-data-analysts',
  hero: {
    eyebrow: 'For data analysts',
    heading: 'Data analyst mock interviews that test how you think with data',
    lead: 'Write the query out loud, defend how you cleaned the table, and explain a chart to a manager who has never opened a notebook. The AI interviewer runs the SQL, case and storytelling rounds analyst teams actually use.',
    cta: { label: 'Start My Analyst Mock' },
    secondary: { to: '/features/ai-mock-interview-data-analysts#analyst-prompts', label: 'See Sample Prompts' },
    highlights: [
      'SQL, cleaning, dashboards and cases',
      'Scored on efficiency, clarity and impact',
      'Follow-ups on every query you describe',
    ],
    preview: {
      label: 'Analyst round · SQL and joins',
      question:
        'Orders has 1.2 million rows, customers has 80,000. After your LEFT JOIN the result has 1.3 million rows. What happened, and how do you check?',
      hint: 'Strong answers name the duplicate keys, then show the GROUP BY that proves it.',
    },
  },
  audience: {
    people: 'data analysts',
    interviewers: 'an analytics manager, a senior analyst who reads every line of your SQL, or a panel with a product manager',
    focus: 'how you narrate a query, the assumptions you state about messy data and the business impact you tie your answer to',
    story: {
      situation: 'Our weekly revenue dashboard and the finance report disagreed by four percent, and the board meeting was on Friday.',
      task: 'I owned the dashboard, so finding the gap and explaining it to the finance lead was my job.',
      action:
        'I traced both numbers back to the orders table and found refunds counted on different dates, then wrote one shared definition.',
      result: 'The two reports matched within a day, and the finance team now uses my refund rule in their close.',
    },
    followUp: {
      question: 'You said the join fanned out. How would you prove that to someone who cannot read SQL?',
      answer: 'I would show row counts before and after the join, then the three customers with the most duplicate rows.',
    },
    feedback: 'The query logic was right, but you named the metric only at the end. Open with the business question, then the join.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'analyst-skills',
      eyebrow: 'What the interview covers',
      heading: 'Four rounds every data analyst interview comes back to',
      intro:
        'Each card is a round you can practise on its own or combine into a full loop. The scores below come from one sample session, so you can see what the report measures.',
      columns: 4,
      items: [
        {
          icon: 'database',
          title: 'SQL and Joins',
          body: 'Talk through joins, window functions and aggregations while the interviewer changes the question under you.',
          bullets: ['INNER vs LEFT joins and fan-out', 'ROW_NUMBER, LAG and running totals', 'Reading a slow query plan'],
          score: { value: 88, label: 'efficiency' },
        },
        {
          icon: 'wrench',
          title: 'Data Cleaning and Analysis',
          body: 'Explain what you do with nulls, duplicates, time zones and outliers before a single number reaches a slide.',
          bullets: ['Missing values: drop, impute or flag', 'Deduplicating on the right key', 'Sanity checks against a source of truth'],
        },
        {
          icon: 'chart',
          title: 'Visualization and Storytelling',
          body: 'Pick the right chart, say what it shows in one sentence, and handle the stakeholder who reads it the wrong way.',
          bullets: ['Choosing bar, line or cohort views', 'Leading with the insight, not the method', 'Dashboards people actually open'],
          score: { value: 92, label: 'clarity' },
        },
        {
          icon: 'briefcase',
          title: 'Business Case Studies',
          body: 'Turn a vague business question into metrics, a plan of analysis and a recommendation someone can act on.',
          bullets: ['Framing the question before the query', 'Choosing a metric and its guardrail', 'Sizing the impact in money or users'],
          score: { value: 85, label: 'impact' },
        },
      ],
    },
    {
      kind: 'questions',
      id: 'analyst-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Prompts from a typical analyst loop',
      intro: 'The interviewer builds its questions from your resume and the job ad, so expect the tools and metrics named in the posting.',
      groups: [
        {
          title: 'Technical round',
          icon: 'database',
          questions: [
            'Write a query that returns each customer’s second purchase date. How does your answer change if two purchases share a timestamp?',
            'Revenue in the dashboard is 4% higher than in finance’s report. Walk me through how you would reconcile the two.',
            'A survey column has 30% missing values. When would you drop those rows, and when would that bias the result?',
            'Explain the difference between WHERE and HAVING to a new analyst, using an example from your last job.',
          ],
        },
        {
          title: 'Business round',
          icon: 'trending-up',
          questions: [
            'Checkout conversion dropped two points after a pricing page redesign. Which three cuts of the data do you look at first?',
            'Your manager wants one chart for the board that explains why churn rose. Which chart do you choose, and what is its title?',
            'Tell me about an analysis that changed a decision. What did the stakeholder do differently because of it?',
            'How would you measure whether a new loyalty programme pays for itself in its first six months?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'analyst-checklist',
      eyebrow: 'Skills you build',
      heading: 'What you get better at after a few sessions',
      items: [
        'Narrating a query clause by clause without losing the thread',
        'Spotting join fan-out and double counting before the interviewer does',
        'Stating assumptions about messy data out loud',
        'Explaining a p-value or a confidence interval in plain words',
        'Turning a finding into a one-line recommendation',
        'Answering “so what?” with a number, not an adjective',
        'Keeping a take-home presentation under ten minutes',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'analyst-why',
      heading: 'Analysts are hired for judgement, not syntax',
      paragraphs: [
        'Most analyst candidates can write a GROUP BY. What separates the offer from the rejection is whether you ask what the number will be used for, notice that the data cannot answer the question as asked, and explain your result so a busy manager trusts it.',
        'That is why the feedback scores three things: efficiency in how you reach an answer, clarity in how you explain it, and the business impact you tie it to. Practise until all three hold up under a follow-up question.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Rehearse your analyst interview before it counts',
    body: 'Add the job posting, pick the SQL or case round, and answer your first question in a couple of minutes. Your first mock interview is free.',
  },
  practice: {
    role: 'data-analyst',
    keywords: [
      'SQL',
      'join',
      'query',
      'dashboard',
      'data cleaning',
      'metric',
      'stakeholder',
      'duplicate',
      'visualization',
      'recommendation',
    ],
  },
} satisfies LandingContentInput
