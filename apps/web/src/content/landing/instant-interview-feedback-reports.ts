import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'Instant Feedback Reports',
  title: 'Instant Interview Feedback Reports',
  description:
    'See a sample AI interview report: overall score, confidence and readiness, a skills breakdown, question insights and personal recommendations.',
} satisfies LandingMeta

export const content = {
  slug: 'instant-interview-feedback-reports',
  hero: {
    eyebrow: 'Instant feedback reports',
    heading: 'Know how your interview went the minute it ends',
    lead: 'Every mock interview produces a report while you are still at your desk: an overall score, how confident and ready you came across, a score for each skill, notes on every answer and the three things to fix before the real thing.',
    cta: { label: 'Get My Free Report' },
    secondary: { to: '/features/instant-interview-feedback-reports#sample-report', label: 'View the Sample Report' },
    highlights: ['Ready in under a minute', 'Scores per skill, not one vague grade', 'Every answer annotated', 'A short, ordered fix list'],
    preview: {
      label: 'Report ready · Product Analyst mock',
      question: 'Overall score 82. Strongest skill: answer structure. Work on next: technical depth in metrics questions.',
      hint: 'Open the report to see the notes on each of your seven answers.',
    },
  },
  audience: {
    people: 'product analysts',
    interviewers:
      'a product lead who wants a recommendation, an analytics manager testing your feel for metrics, or a panel with an engineer from the squad',
    focus:
      'whether each metric you chose had a guardrail, how quickly you segmented the data, and whether a team could act on your recommendation',
    story: {
      situation: 'A week after we launched a new search bar, the app team reported that searches were up but orders had not moved.',
      task: 'I was the analyst on the squad, so working out whether the feature helped anyone buy was mine to answer.',
      action:
        'I split sessions into those that searched and those that browsed, then compared add-to-basket rates for each cohort over fourteen days.',
      result: 'Searchers converted 11% better, but only on mobile, so the team rebuilt the desktop search before the holiday sale.',
    },
    followUp: {
      question: 'Searches went up, but could that be people failing to find things? How would you check?',
      answer: 'I would look at repeat searches within one session and the share of searches that end without a single click.',
    },
    feedback: 'Good cohort split. Give the size of each cohort before the percentage, so the interviewer knows the 11% is not noise.',
  },
  sections: [
    {
      kind: 'sample-report',
      id: 'sample-report',
      eyebrow: 'Sample report',
      heading: 'A sample report from a 30-minute product analyst interview',
      intro:
        'This is the report a candidate received after a mock interview for a product analyst role. Yours follows the same layout, with your own answers.',
      summary: [
        {
          label: 'Overall score',
          value: '82/100',
          score: 82,
          caption: 'Solid across the board, held back by two answers that stayed at the surface.',
        },
        {
          label: 'Confidence',
          value: 'High',
          caption: 'Even pace, few filler words, and conclusions stated without hedging.',
        },
        {
          label: 'Readiness',
          value: 'Nearly ready',
          caption: 'One more session on metrics questions before the final round.',
        },
      ],
      skillsTitle: 'Skills breakdown',
      skills: [
        { name: 'Communication', score: 85 },
        { name: 'Problem-solving', score: 78 },
        { name: 'Technical depth', score: 72 },
        { name: 'Answer structure', score: 88 },
      ],
      insightsTitle: 'Question insights',
      insightLabels: { went: 'What worked', improve: 'What to change' },
      insights: [
        {
          question: 'Tell me about a time your analysis changed a product decision.',
          score: 90,
          went: 'A clear STAR story with a measurable result: the change lifted checkout conversion by 4%.',
          improve: 'Name the stakeholder you convinced; it shows influence, not only analysis.',
        },
        {
          question: 'Daily orders dropped 15% yesterday. How do you investigate?',
          score: 74,
          went: 'Started by checking data quality before hunting for causes, which interviewers look for.',
          improve: 'Segment earlier — by platform, region and new versus returning — instead of listing hypotheses.',
        },
        {
          question: 'How would you measure the success of a new saved-items feature?',
          score: 68,
          went: 'Picked a sensible primary metric in saved-item to purchase conversion.',
          improve: 'Add a guardrail metric and say how long you would run the test before deciding.',
        },
      ],
      recommendationsTitle: 'Recommendations',
      recommendations: [
        'Practise three metrics questions this week, each with one primary and one guardrail metric.',
        'In investigation questions, segment the data within your first two sentences.',
        'Keep your STAR structure exactly as it is; it is your strongest habit.',
        'Retake this interview in five days and compare technical depth scores.',
      ],
    },
    {
      kind: 'cards',
      id: 'what-is-measured',
      heading: 'What the report measures',
      intro: 'Each answer is scored on what you said and on how you said it, because interviewers judge both.',
      columns: 3,
      items: [
        {
          icon: 'file-text',
          title: 'Content',
          body: 'Whether the answer addressed the question, used concrete examples and showed the knowledge the role requires.',
        },
        {
          icon: 'list-checks',
          title: 'Structure',
          body: 'Whether a listener could follow it: a clear opening, a logical order and an ending, with STAR checks for behavioural answers.',
        },
        {
          icon: 'message',
          title: 'Clarity',
          body: 'Sentence length, jargon, and whether your main point arrives early or gets buried under context.',
        },
        {
          icon: 'mic',
          title: 'Tone and pace',
          body: 'Words per minute, pauses, filler words such as "basically" and "you know", and how your energy holds up over the session.',
        },
        {
          icon: 'gauge',
          title: 'Confidence',
          body: 'Hedging phrases, apologies and unfinished conclusions that make a strong answer sound unsure.',
        },
        {
          icon: 'video',
          title: 'Body language',
          body: 'In video sessions: eye contact with the camera, posture and distracting movement, noted at the moment they happen.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'try-questions',
      eyebrow: 'Try it yourself',
      heading: 'Questions to test the feedback on',
      intro: 'Answer one of these in a mock interview and compare your report with the sample above.',
      groups: [
        {
          questions: [
            'Tell me about a time you used data to change a decision. What was the result?',
            'Describe a time you received critical feedback. What did you do with it?',
            'Tell me about a goal you missed. What would you do differently now?',
            'Give an example of explaining something complex to someone outside your field.',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'score-bands',
      heading: 'How to read the scores',
      paragraphs: [
        'Every skill is scored out of 100 and given a label, so you can see at a glance where to spend your preparation time. Strong means 80 and above: keep doing what you do. Good covers 70 to 79: competent, with a specific gap the notes point to. Developing is anything below 70: the area to practise first.',
        'Scores compare your answer with what interviewers for that role and level expect, not with other candidates. A 75 in technical depth means something different for a graduate than for a senior engineer, and the report is calibrated to the level you chose.',
      ],
    },
    { kind: 'shared', id: 'star' },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'links',
      id: 'related',
      heading: 'Go further with your results',
      items: [
        {
          to: '/features/interview-report',
          label: 'Interview reports',
          body: 'Track how your scores move from one session to the next.',
        },
        {
          to: '/features/ai-question-generation',
          label: 'AI question generation',
          body: 'Turn a weak skill into a targeted set of practice questions.',
        },
        {
          to: '/features/recorded-interview-practice-online',
          label: 'Recorded practice',
          body: 'Add video to get notes on eye contact and body language.',
        },
      ],
    },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'See your own report in the next 30 minutes',
    body: 'Run one mock interview for the role you are applying to and get the full report — scores, answer notes and recommendations — free.',
  },
  practice: {
    role: 'any-role',
    keywords: ['data', 'decision', 'feedback', 'goal', 'stakeholder', 'metric', 'customer', 'team'],
    usePreview: false,
  },
} satisfies LandingContentInput
