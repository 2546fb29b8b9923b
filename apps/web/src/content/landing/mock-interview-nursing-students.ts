import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Nursing Students',
  title: 'Mock Interviews for Nursing Students',
  description:
    'Practice nursing interview questions on patient care, teamwork, ethics and empathy, and clinical knowledge, with supportive AI feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'mock-interview-nursing-students',
  hero: {
    eyebrow: 'For nursing students and new graduates',
    heading: 'Nursing interview practice for placements, residencies and first jobs',
    lead: 'Answer the questions nurse managers really ask: how you care for a frightened patient, work with a team on a short-staffed shift, handle an ethical dilemma and recognise a patient who is getting worse. Practise calmly, as often as you need, before the panel.',
    cta: { label: 'Start My Nursing Mock' },
    secondary: { to: '/features/mock-interview-nursing-students#nursing-prompts', label: 'See Nursing Prompts' },
    highlights: ['Scenario questions from real wards', 'Supportive, specific feedback', 'Built for students and new grads'],
    preview: {
      label: 'Nursing panel · Patient care',
      question: 'Your patient is anxious about surgery tomorrow and keeps pressing the call bell. How do you respond on a busy shift?',
      hint: 'Show how you reassure, what you assess, and who you would involve.',
    },
  },
  audience: {
    people: 'nursing students',
    interviewers: 'a nurse manager, a charge nurse from the ward you applied to, or a panel with a practice educator',
    focus: 'how you keep the patient at the centre, when you escalate, and whether your example shows safe, kind practice',
    story: {
      situation: 'On my surgical placement an elderly patient became confused at night and kept trying to climb out of bed.',
      task: 'As the student on the bay, I had to keep him safe while my mentor covered two other patients.',
      action: 'I stayed with him, checked his observations, noticed a new fever and reported it to the nurse in charge using SBAR.',
      result: 'He was treated for an infection that night, and my mentor used my handover as an example for the next students.',
    },
    followUp: {
      question: 'You escalated the fever. What would you have done if the nurse in charge had been busy with another emergency?',
      answer: 'I would call the outreach team myself, keep repeating his observations, and document every step and time.',
    },
    feedback: 'A caring, safe answer. Say the observations you took out loud, with numbers, so the panel hears your clinical reasoning.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'nursing-areas',
      eyebrow: 'What panels ask about',
      heading: 'Four themes of every nursing interview',
      intro:
        'Whether it is a clinical placement, a graduate programme or your first staff nurse post, interview panels return to these themes. Practise each with examples from your placements.',
      columns: 4,
      items: [
        {
          icon: 'heart',
          title: 'Patient Care',
          body: 'Describe how you keep patients safe, comfortable and informed, and how you put their preferences at the centre.',
          bullets: ['Person-centred care', 'Dignity during personal care', 'Explaining care in plain words'],
        },
        {
          icon: 'users',
          title: 'Teamwork',
          body: 'Show how you work with nurses, doctors, healthcare assistants and therapists, especially when the ward is stretched.',
          bullets: ['Clear handovers, for example SBAR', 'Asking for help early', 'Supporting a struggling colleague'],
        },
        {
          icon: 'scale',
          title: 'Ethics and Empathy',
          body: 'Talk through consent, confidentiality and difficult conversations with honesty, compassion and respect.',
          bullets: ['Consent and capacity', 'Confidentiality with families', 'Raising concerns about unsafe care'],
        },
        {
          icon: 'graduation-cap',
          title: 'Clinical Knowledge',
          body: 'Explain the basics you rely on every shift, at the level a newly qualified nurse is expected to know.',
          bullets: ['Recognising a deteriorating patient', 'Safe medication administration', 'Infection prevention and control'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'nursing-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions nursing panels ask students and new graduates',
      intro: 'The interviewer follows up the way a ward manager would, asking what you would document, who you would escalate to and why.',
      groups: [
        {
          questions: [
            'Why did you choose nursing, and why do you want to work on this ward in particular?',
            'During a routine check, a patient’s breathing rate has risen and they seem confused. What do you do?',
            'A family member asks you for their father’s test results over the phone. How do you respond?',
            'Tell me about a time on placement when you had to speak up about something that did not look right.',
            'You are asked to give a medication you are unfamiliar with. What steps do you take before giving it?',
            'Describe a patient who taught you something about compassion. What did you do differently afterwards?',
            'How do you look after your own wellbeing after a difficult shift?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'star' },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'nursing-skills',
      eyebrow: 'Skills you practise',
      heading: 'What you will feel more confident saying',
      items: [
        'Using placement experiences as evidence',
        'Explaining when and how you would escalate',
        'Talking about mistakes honestly and safely',
        'Showing empathy without losing professional boundaries',
        'Describing your values with real examples',
        'Asking the panel thoughtful questions at the end',
      ],
    },
    {
      kind: 'text',
      id: 'nursing-why',
      heading: 'Panels are looking for safe, kind and teachable nurses',
      paragraphs: [
        'Nobody expects a student or new graduate to know everything. Interview panels want to see that you keep patients safe, know the limits of your knowledge, ask for help at the right moment and treat people with warmth. Scenario questions are how they check.',
        'Practising out loud helps you answer those scenarios in a calm, logical order: assess, act, escalate, document. The feedback points out where you skipped a safety step or forgot the patient’s perspective, without judging you for it. It is a practice tool and never a substitute for clinical training or your trust’s policies.',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
  ],
  cta: {
    heading: 'Walk into your nursing interview feeling prepared',
    body: 'Add the job advert or programme, answer a few scenario questions and read gentle, specific feedback in minutes. Your first mock interview is free.',
  },
  practice: {
    role: 'nursing-student',
    keywords: ['patient', 'care', 'escalate', 'handover', 'SBAR', 'consent', 'dignity', 'medication', 'safety', 'empathy'],
  },
} satisfies LandingContentInput
