import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'AI Coach vs Human Coach',
  title: 'AI Interview Coach vs Human Coach',
  description:
    'What an AI interview coach does best, where a human coach still wins, and how to combine both to prepare faster and spend less.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-interview-coach-vs-human-coach',
  hero: {
    eyebrow: 'AI coach vs human coach',
    heading: 'AI interview coach or human coach? Use each for what it does best',
    lead: 'An AI coach and a human coach are good at different things. One gives you unlimited repetitions and instant, consistent feedback; the other brings judgement, industry insight and accountability. Here is an honest comparison, and a way to combine the two.',
    cta: { label: 'Try the AI Coach Free' },
    secondary: { to: '/features/ai-interview-coach-vs-human-coach#comparison', label: 'Read the Comparison' },
    highlights: ['An honest comparison', 'When each one is worth it', 'A plan that combines both'],
  },
  audience: {
    people: 'team leads aiming for their next role',
    interviewers:
      'a head of department weighing your judgement, an HR partner testing your motivation, or a panel with the peer you would replace',
    focus: 'which answers are ready for a human coach to polish and which still need more repetitions on your own',
    story: {
      situation:
        'Two engineers on my team wanted to rewrite our billing module in different ways, and the release date was three weeks away.',
      task: 'As team lead, I had to pick one plan and keep both of them committed to the release.',
      action:
        'I asked each of them for a one-page proposal, reviewed both with our architect, and gave the runner-up ownership of testing.',
      result: 'We shipped two days early with zero billing incidents in the first month, and both engineers stayed on the team.',
    },
    followUp: {
      question: 'You gave the other engineer testing instead. How did you know that would not feel like a consolation prize?',
      answer: 'I asked him first what he wanted to own, and testing the new module was his choice, with a seat in every design review.',
    },
    feedback: 'Clear ownership and a real result. Cut the background on the billing module to one sentence so your decision comes sooner.',
  },
  sections: [
    {
      kind: 'comparison',
      id: 'comparison',
      eyebrow: 'Side by side',
      heading: 'What each kind of coach does best',
      columns: [
        {
          title: 'An AI interview coach',
          icon: 'bot',
          items: [
            'Available 24/7, including the night before the interview',
            'Unlimited repetitions of the same question',
            'Feedback seconds after every answer',
            'Consistent scoring, so progress is measurable',
            'Questions generated from your exact job description',
            'No embarrassment when an answer goes badly',
            'A fraction of the cost of an hourly coach',
          ],
        },
        {
          title: 'A human interview coach',
          icon: 'user',
          items: [
            'Insider knowledge of a specific company or industry',
            'Judgement on career strategy and positioning',
            'Help with salary negotiation and offer decisions',
            'Reading subtle signals in the room',
            'Accountability from a person who expects progress',
            'Encouragement when confidence is low',
          ],
        },
      ],
      advice: {
        title: 'Our advice: combine both',
        body: 'Do the repetitions with the AI coach, and spend your human coach’s hours on what only a person can give you: strategy, insider knowledge and a final check. You will arrive at each human session with polished answers, so the time goes on the hard questions instead of the basics.',
      },
    },
    {
      kind: 'steps',
      id: 'combine',
      heading: 'A preparation plan that uses both',
      intro: 'For an interview three to four weeks away, this split gets the most out of a small number of paid coaching hours.',
      items: [
        {
          title: 'Weeks 1–2: build the base with AI',
          body: 'Daily mock interviews on the role’s core questions. Use the reports to fix structure, filler words and weak stories.',
        },
        {
          title: 'One session with a human coach',
          body: 'Bring your three best and three worst answers from the reports. Ask about positioning, company culture and what this employer values.',
        },
        {
          title: 'Week 3: drill the feedback with AI',
          body: 'Practise the coach’s suggestions until they feel natural, with the AI interviewer playing the tough follow-ups.',
        },
        {
          title: 'Final check with the human coach',
          body: 'A full run-through a few days before, plus salary and negotiation preparation if an offer is close.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'situations',
      heading: 'Which one when',
      columns: 3,
      items: [
        {
          icon: 'clock',
          title: 'Interview in two days',
          body: 'AI coach. You need as many realistic repetitions as possible, tonight and tomorrow morning.',
        },
        {
          icon: 'scale',
          title: 'Weighing two offers',
          body: 'Human coach. Deciding between roles and negotiating terms calls for judgement about your career, not answer practice.',
        },
        {
          icon: 'repeat',
          title: 'Nervous and out of practice',
          body: 'Start with the AI coach to rebuild fluency in private, then test yourself with a person once the basics feel easy.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'rehearse',
      eyebrow: 'Worth rehearsing',
      heading: 'Questions to rehearse with either coach',
      intro: 'Practise these with the AI until the answers feel natural, then bring the hardest one to a human coach for a second opinion.',
      groups: [
        {
          questions: [
            'Why are you leaving your current job, and what are you looking for next?',
            'Tell me about the hardest feedback a manager has given you. What changed afterwards?',
            'Describe a time you had to learn something new quickly to keep a commitment.',
            'What is one weakness you are working on, and how do you know it is improving?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'honest-limits',
      heading: 'What an AI coach will not do',
      paragraphs: [
        'It will not tell you which company culture suits you, introduce you to a hiring manager, or know the unwritten rules of one particular firm. It cannot replace a mentor who has followed your career for years. What it does is make sure that when you sit in front of those people — coach or interviewer — you have already practised the answer out loud, many times, and know where it is weak.',
      ],
    },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'Put in the repetitions before you pay for the hours',
    body: 'Start with a free AI mock interview, take the report to your coach, and make every paid session count.',
  },
  practice: {
    role: 'any-role',
    keywords: ['feedback', 'practice', 'coach', 'confidence', 'deadline', 'story', 'result', 'team'],
  },
} satisfies LandingContentInput
