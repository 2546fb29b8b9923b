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
      label: 'Report ready · Data analyst round',
      question: 'Your overall score, a score for each skill, notes on every answer and what to work on next.',
      hint: 'Open the report to see what each of your answers did well.',
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
      heading: 'A sample report from a data analyst practice round',
      intro:
        'Four sample answers to questions of the free data analyst round, and what the round’s own check says of them, worked out when this page was built: the same rules your answers meet.',
      role: 'data-analyst',
      answers: [
        {
          question:
            'Tell me about a time your analysis changed a decision. What was the question, what did you find, and what happened next?',
          answer:
            'Last year our product team planned to remove the free trial because trial users seemed to churn quickly. As the team’s analyst, I was asked to check that before the decision. I built cohorts of trial and direct sign-ups over six months and compared their retention and revenue per customer. I found that trial users who connected a data source in week one retained better than direct sign-ups. I presented this insight to the head of product with one chart and a clear recommendation: keep the trial and nudge every trial user to connect a source. As a result the trial stayed, and the onboarding change lifted trial conversion by 9% the next quarter.',
        },
        {
          question: 'Weekly active users dropped 15% overnight. How would you investigate what happened?',
          answer:
            'First I would check whether the drop is real: a broken data pipeline or a tracking change in the latest release can look exactly like lost users, so I would compare the event counts with server logs. If the data holds, I would segment the drop by platform, country, app version and new versus returning users, because a drop confined to one segment usually points to one cause. Then I would rule out seasonality by comparing with the same week last year and list a hypothesis for each remaining segment. For example, if only Android users on the newest version fell, I would look at that release with the engineers.',
        },
        {
          question:
            'An A/B test shows the new checkout lifted conversion by 2% with a p-value of 0.04. Would you recommend shipping it? What would you check first?',
          answer:
            'Not straight away. I would check the sample size and how long the test ran, and whether the split between groups matches what was planned, because a sample ratio mismatch makes the p-value meaningless. I would also look at a guardrail metric such as refunds, since a lift in conversion is not worth much if more orders come back. If it all holds I would recommend shipping, with a small holdout group to watch for a novelty effect.',
        },
        {
          question: 'Where do you want your analytics skills to be in two years, and what are you learning now to get there?',
          answer:
            'I think I want to be, like, much stronger in Python and statistics. Basically I am taking an evening course in Python at the moment, and I guess my goal is to build simple forecasting models myself instead of asking the data science team.',
        },
      ],
      summary: {
        overall: { label: 'Overall score', caption: '{label}: the average of the four skills below, over {answered} answers.' },
        confidence: {
          label: 'Confidence',
          levels: { high: 'High', steady: 'Steady', hesitant: 'Hesitant' },
          caption: '{fillers} filler words and {hedges} hedges in {words} words.',
        },
        readiness: {
          label: 'Readiness',
          levels: { ready: 'Ready', nearly: 'Nearly ready', notYet: 'Not yet' },
          caption: { ready: 'Every answer scored 70 or more.', weakest: 'Question {n} scored {score}: practise it once more.' },
        },
      },
      skillsTitle: 'Skills breakdown',
      insightsTitle: 'Question insights',
      insightLabels: { answer: 'The answer', went: 'What worked', improve: 'What to change', nothing: 'Nothing yet to keep.' },
      recommendationsTitle: 'Recommendations',
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
