import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'Recorded Interview Practice',
  title: 'Recorded Video Interview Practice Online',
  description:
    'Record your answers on video, review them with AI feedback on delivery and body language, and improve with every take. Practice anytime.',
} satisfies LandingMeta

export const content = {
  slug: 'recorded-interview-practice-online',
  hero: {
    eyebrow: 'Recorded interview practice',
    heading: 'See yourself the way the interviewer will',
    lead: 'Record your answers on camera, watch them back with AI notes on your delivery, and try again. Video interviews and one-way screening rounds reward people who have rehearsed on camera — most candidates never have.',
    cta: { label: 'Record My First Answer' },
    secondary: { to: '/features/recorded-interview-practice-online#record-review-improve', label: 'How It Works' },
    highlights: ['Practice for video and one-way interviews', 'Notes on eye contact, pace and posture', 'Unlimited takes'],
  },
  audience: {
    people: 'applicants for remote roles',
    interviewers: 'a one-way video screen with a countdown, a recruiter on a video call, or a remote panel spread across three time zones',
    focus: 'where your eyes left the lens, how your pace changed under the timer, and whether each result landed before time ran out',
    story: {
      situation: 'When our support team went fully remote, customer satisfaction scores dropped within the first month.',
      task: 'As the senior agent on the team, I was asked to find out why and suggest a fix within two weeks.',
      action:
        'I listened to thirty recorded calls, saw that handovers between agents were getting lost in chat, and set up a shared handover note for every open ticket.',
      result: 'Satisfaction was back at 92% within six weeks, and the handover note became standard across all four remote teams.',
    },
    followUp: {
      question: 'Working remotely, how did you get the other agents to fill in your handover note every single time?',
      answer: 'I made it part of the ticket template, so closing a shift without completing it was simply not possible.',
    },
    feedback: 'Strong result, but on camera you rushed it. Slow down for the 92% and look into the lens as you say it.',
  },
  sections: [
    {
      kind: 'video-demo',
      id: 'preview',
      eyebrow: 'Recording preview',
      heading: 'A camera, a question and a timer',
      intro:
        'The practice room works like a one-way video interview: the question appears, you get a moment to think, and the recording starts. You can retake as often as you like before you submit.',
      recordingLabel: 'REC',
      timer: '01:24',
      question: 'Tell us about a time you had to learn something new very quickly.',
      caption: 'Preview of a recording session. The REC indicator shows while your answer is being recorded.',
    },
    {
      kind: 'steps',
      id: 'record-review-improve',
      heading: 'Record, Review, Improve',
      intro: 'Three steps per answer. Repeat the loop until the take you submit is the one you would send to an employer.',
      items: [
        {
          title: 'Record',
          body: 'Answer the question on camera within the time limit, just as you would in a one-way screening round. Nothing is shared with anyone.',
        },
        {
          title: 'Review',
          body: 'Watch the take with AI notes pinned to the moments that matter: where you looked away, sped up, repeated a filler word or lost your thread.',
        },
        {
          title: 'Improve',
          body: 'Apply one note and record again. Compare the takes side by side to see the difference a single change makes.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'first-takes',
      eyebrow: 'First takes',
      heading: 'Questions to record your first take on',
      intro: 'Short, common questions work best for a first recording: you can watch the whole take and still have time to try again.',
      groups: [
        {
          questions: [
            'In one minute, tell me who you are and what you do best.',
            'Tell me about a time you stayed calm under pressure. What did you do, and how did it end?',
            'Describe a mistake you made at work or on a project and how you put it right.',
            'Why do you want to work for us rather than for one of our competitors?',
          ],
        },
      ],
    },
    {
      kind: 'chat',
      id: 'sample-exchange',
      heading: 'A sample answer and the AI feedback on it',
      intro: 'Feedback on a recorded answer covers what you said and how it looked and sounded on camera.',
      messages: [
        {
          role: 'interviewer',
          speaker: 'Question',
          text: 'Tell us about a time you had to learn something new very quickly.',
        },
        {
          role: 'candidate',
          speaker: 'Candidate answer',
          text: 'When our analyst left mid-project I had two weeks to learn our reporting tool. I rebuilt one dashboard a day, asked the vendor for a one-hour session, and delivered the quarterly report on time.',
        },
        {
          role: 'feedback',
          speaker: 'AI feedback',
          text: 'Good story with a clear result. On camera you looked down at your notes for about eight seconds at the start — open with the situation from memory. Your pace rose to 190 words a minute near the end; pause before the result so it lands.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'delivery',
      heading: 'What the review picks up on camera',
      columns: 3,
      items: [
        {
          icon: 'search',
          title: 'Eye contact',
          body: 'How often you look into the lens rather than at the screen, your notes or the ceiling.',
        },
        {
          icon: 'clock',
          title: 'Pace and pauses',
          body: 'Words per minute across the answer, and whether you pause before the points that matter.',
        },
        {
          icon: 'mic',
          title: 'Filler words',
          body: 'Every "um", "like" and "so basically", counted and marked on the timeline.',
        },
        {
          icon: 'user',
          title: 'Posture and movement',
          body: 'Slouching, swaying and hand movements that pull attention away from what you are saying.',
        },
        {
          icon: 'video',
          title: 'Framing and light',
          body: 'Whether your face is well lit and centred, with nothing distracting in the background.',
        },
        {
          icon: 'gauge',
          title: 'Time management',
          body: 'Whether you finished within the limit, or ran out of time before the result.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'setup',
      heading: 'Set up for a good recording',
      intro: 'Small changes to your setup make a large difference to how you come across on video.',
      items: [
        'Put the camera at eye level, on a stack of books if needed',
        'Face a window or a lamp so the light is in front of you',
        'Keep notes out of sight so your eyes stay on the lens',
        'Use headphones with a microphone in a noisy room',
        'Close other tabs and silence notifications',
        'Record a 20-second test take before you start',
      ],
    },
    { kind: 'shared', id: 'star' },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Press record before the real one does',
    body: 'Record a practice answer in the next five minutes and see what the interviewer will see — free, private and as many takes as you need.',
  },
  practice: {
    role: 'any-role',
    keywords: ['customer', 'deadline', 'team', 'feedback', 'priority', 'stakeholder', 'mistake', 'goal'],
  },
} satisfies LandingContentInput
