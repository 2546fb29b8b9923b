import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'topic',
  label: 'Behavioral Interviews',
  title: 'Behavioral Mock Interview Practice',
  description:
    'Practice behavioral interview questions with an AI interviewer and get STAR-method feedback on situation, task, action and result in seconds.',
} satisfies LandingMeta

export const content = {
  slug: 'behavioral-mock-interview',
  hero: {
    eyebrow: 'Behavioral interviews',
    heading: 'Behavioral mock interviews that turn your experience into clear stories',
    lead: '“Tell me about a time when…” is where good candidates ramble. Practise with an AI interviewer that asks the classic behavioral questions, digs into your answer with follow-ups and shows you which part of your story was missing.',
    cta: { label: 'Practise Behavioral Questions' },
    secondary: { to: '/features/behavioral-mock-interview#behavioral-demo', label: 'See a Sample Exchange' },
    highlights: ['Conflict, failure, leadership, pressure', 'Follow-ups on vague answers', 'Feedback on every STAR step'],
    preview: {
      label: 'Behavioral round · Conflict',
      question: 'Tell me about a time you disagreed with your manager about a decision. What did you do?',
      hint: 'Keep the situation short, make your own action the centre, end with the result.',
    },
  },
  audience: {
    people: 'professionals at every level',
    interviewers:
      'a hiring manager with a competency checklist, a bar raiser who keeps asking “and what did you do?”, or a panel taking turns',
    focus: 'which STAR step each story skipped, how often you said “we” instead of “I”, and whether the result had a number in it',
    story: {
      situation: 'My manager wanted to send our new onboarding emails to every customer at once, two weeks before peak season.',
      task: 'I ran the email programme and thought a full launch risked a spike in unsubscribes we could not undo.',
      action: 'I asked for a meeting, showed him a past launch with a 4% unsubscribe spike, and proposed a test on 10% of customers first.',
      result: 'He agreed, the test caught a broken link in two emails, and the full launch a week later lifted activation by 9%.',
    },
    followUp: {
      question: 'What would you have done if your manager had said no to the test?',
      answer: 'I would have launched as he decided, watched unsubscribes hourly and agreed in advance the number that would make us pause.',
    },
    feedback: 'A strong disagreement story. Your task was implied, not said; add one line on what you owned before the meeting.',
  },
  sections: [
    {
      kind: 'chat',
      id: 'behavioral-demo',
      eyebrow: 'See it in action',
      heading: 'A behavioral question, your answer, and the feedback',
      intro: 'A shortened exchange from a practice session. The feedback bubbles show what the report says after each answer.',
      messages: [
        {
          role: 'interviewer',
          speaker: 'AI interviewer',
          text: 'Tell me about a time you missed a deadline. What happened?',
        },
        {
          role: 'candidate',
          speaker: 'You',
          text: 'We were migrating our billing reports and the vendor’s data arrived a week late. We worked hard and eventually delivered, just a few days after the date.',
        },
        {
          role: 'feedback',
          speaker: 'Feedback',
          text: 'The situation is clear, but “we worked hard” hides your part. Say what you personally did when you saw the risk, and when you told your stakeholders.',
        },
        {
          role: 'interviewer',
          speaker: 'AI interviewer',
          text: 'What did you do once you knew the data would be late?',
        },
        {
          role: 'candidate',
          speaker: 'You',
          text: 'I told the finance lead the same day, split the reports into the five they needed first, and shipped those on time. The rest followed four days later.',
        },
        {
          role: 'feedback',
          speaker: 'Feedback',
          text: 'Much stronger: a clear action, an early warning and a measurable result. Close with what you now do differently with vendor dependencies.',
        },
      ],
      cta: { label: 'Start Practicing Now' },
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'questions',
      id: 'behavioral-prompts',
      eyebrow: 'Sample prompts',
      heading: 'The behavioral questions you are most likely to get',
      intro: 'The interviewer picks from these themes based on the role and seniority, and draws a fresh set each session.',
      groups: [
        {
          title: 'Working with people',
          icon: 'users',
          questions: [
            'Describe a conflict with a colleague and how the two of you resolved it.',
            'Tell me about a time you had to persuade someone who had more authority than you.',
            'Give an example of feedback you received that was hard to hear. What did you change?',
          ],
        },
        {
          title: 'Owning outcomes',
          icon: 'target',
          questions: [
            'Tell me about your biggest professional failure and what you learned from it.',
            'Describe a time you had to make a decision without all the information you wanted.',
            'Give me an example of a goal you set yourself and how you measured progress.',
            'Tell me about a time you juggled several urgent priorities at once.',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'checklist',
      id: 'behavioral-skills',
      eyebrow: 'Skills you practise',
      heading: 'Storytelling habits that interviewers notice',
      items: [
        'Opening with one sentence of context, not five',
        'Using “I” for your actions and “we” for the team',
        'Quantifying the result: time, money, people, quality',
        'Choosing a different story for each competency',
        'Admitting a mistake and showing what changed',
        'Finishing in under two minutes',
      ],
    },
    {
      kind: 'text',
      id: 'behavioral-bank',
      heading: 'Build a story bank once, use it in every interview',
      paragraphs: [
        'Most behavioral questions map to a handful of competencies: teamwork, conflict, leadership, failure, initiative and handling pressure. If you have two polished stories for each, you can adapt them to almost any wording an interviewer chooses.',
        'Each practice session shows which competencies your stories already cover and where you keep reaching for the same example. Over a few sessions you end up with a tested set of stories, each with a crisp result, ready for any panel.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Sharpen your stories before someone else scores them',
    body: 'Answer a handful of behavioral questions out loud and see exactly which part of each story needs work. The first session is free.',
  },
  practice: {
    role: 'behavioral',
    keywords: ['conflict', 'stakeholder', 'deadline', 'feedback', 'mistake', 'decision', 'team', 'result'],
  },
} satisfies LandingContentInput
