import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'UI/UX Designers',
  title: 'AI Mock Interviews for UI/UX Designers',
  description:
    'Practice portfolio walkthroughs, design challenges, user research and product thinking questions for design roles, with instant feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-ui-ux-designers',
  hero: {
    eyebrow: 'For UI/UX designers',
    heading: 'Design interview practice for your portfolio story and the whiteboard',
    lead: 'Present a case study in fifteen minutes, solve a design challenge out loud, explain how research changed your mind and connect your work to business goals. The AI interviewer reacts like a design lead who has seen a thousand portfolios.',
    cta: { label: 'Start My Design Mock' },
    secondary: { to: '/features/ai-mock-interview-ui-ux-designers#design-prompts', label: 'See Design Prompts' },
    highlights: ['Portfolio walkthrough rehearsal', 'Timed design challenges', 'Research and product thinking rounds'],
    preview: {
      label: 'Design round · Design challenge',
      question: 'Design the check-in experience for a gym that lets members bring a guest once a month. Where do you start?',
      hint: 'Ask who the users are and what goes wrong today before you describe a single screen.',
    },
  },
  audience: {
    people: 'product and UX designers',
    interviewers:
      'a design lead reviewing your portfolio, a product manager who asks about metrics, or an engineer who wants to know what your design costs to build',
    focus: 'how clearly you framed the problem, which decisions were yours, what the research showed and how you measured the result',
    story: {
      situation: 'On a food delivery app I worked on, 40% of new users dropped out on the address screen during sign-up.',
      task: 'I was the only designer on the squad, so the research and the redesign were both mine.',
      action:
        'I ran five usability tests, saw people stuck on a mandatory postcode lookup, and prototyped a map pin with the postcode optional.',
      result: 'Sign-up completion rose from 60% to 78% in the A/B test, and the map pin shipped to every market.',
    },
    followUp: {
      question: 'Five tests is a small sample. How did you know the postcode field was the real problem?',
      answer: 'Four of the five participants stalled at that field, and our funnel data showed the biggest drop exactly there.',
    },
    feedback: 'A clear story, but the first three minutes were context. Show the problem and your role on one slide, then the decisions.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'design-rounds',
      eyebrow: 'Interview rounds',
      heading: 'Four rounds that decide a design offer',
      intro:
        'Product design, UX and UI roles weigh them differently. Tell us the role and the sessions lean toward the rounds that matter most for it.',
      columns: 4,
      items: [
        {
          icon: 'briefcase',
          title: 'Portfolio Walkthrough',
          body: 'Tell the story of a project: the problem, your role, the decisions you made and what changed because of them.',
          bullets: ['A clear problem statement up front', 'Your part versus the team’s', 'Outcomes, not only screens'],
        },
        {
          icon: 'lightbulb',
          title: 'Design Challenge',
          body: 'Work through a brief under time pressure, narrating your choices so the interviewer can follow your process.',
          bullets: ['Clarifying users and constraints', 'Flows before pixels', 'Trade-offs you would test later'],
        },
        {
          icon: 'search',
          title: 'User Research',
          body: 'Explain how you pick a method, recruit participants, avoid leading questions and turn notes into decisions.',
          bullets: ['Interviews, usability tests and surveys', 'Synthesis and affinity mapping', 'Research on a tiny budget'],
        },
        {
          icon: 'target',
          title: 'Product Thinking',
          body: 'Connect design decisions to metrics, engineering cost and the business model, the way product partners expect.',
          bullets: ['Defining success for a feature', 'Scoping an MVP with engineers', 'Arguing for accessibility'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'design-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Prompts from real design interviews',
      groups: [
        {
          title: 'Portfolio and research',
          icon: 'briefcase',
          questions: [
            'Walk me through the project in your portfolio you are proudest of. What would you change now?',
            'Tell me about research findings that contradicted what your stakeholders believed. How did you present them?',
            'You have one week and no budget for research. How do you learn what users need?',
          ],
        },
        {
          title: 'Challenge and product',
          icon: 'lightbulb',
          questions: [
            'Redesign the experience of splitting a restaurant bill among friends. Take me through your first twenty minutes.',
            'An engineer says your animation will take three sprints. How do you decide whether to keep it?',
            'Sign-ups grew after your redesign, but support tickets doubled. What do you investigate?',
            'How would you make a data-heavy dashboard usable for someone who relies on a screen reader?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'design-skills',
      eyebrow: 'Skills you practise',
      heading: 'What design leads want to hear from you',
      items: [
        'Framing the problem before showing the solution',
        'Explaining why you rejected the other options',
        'Crediting collaborators while owning your decisions',
        'Describing a usability test and what it changed',
        'Linking your design to a measurable outcome',
        'Keeping a case study presentation under time',
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'text',
      id: 'design-why',
      heading: 'Your portfolio opens the door, your narration closes the deal',
      paragraphs: [
        'Many designers lose offers with strong work because the walkthrough rambles: ten minutes of context, no clear decision points, and an ending that is a final mockup instead of a result. Interviewers want to hear how you think, and they can only hear it if you say it.',
        'Rehearse your walkthrough with the AI interviewer and it interrupts where a real design lead would: “why this layout?”, “what did the research actually say?”, “how did you know it worked?”. The feedback shows where your story lost its thread.',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
  ],
  cta: {
    heading: 'Present your best project before the panel sees it',
    body: 'Describe the role, pick a portfolio or challenge round, and get notes on your story and structure in minutes. Your first mock interview is free.',
  },
  practice: {
    role: 'ui-ux-designer',
    keywords: ['user', 'research', 'usability test', 'persona', 'flow', 'prototype', 'accessibility', 'constraint', 'iteration', 'MVP'],
  },
} satisfies LandingContentInput
