import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Business Analysts',
  title: 'AI Mock Interviews for Business Analysts',
  description:
    'Rehearse requirements gathering, data analysis, process modeling and stakeholder questions for business analyst roles with AI roleplay.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-business-analysts',
  hero: {
    eyebrow: 'For business analysts',
    heading: 'Business analyst interview practice with stakeholders who disagree',
    lead: 'Elicit requirements from a manager who only knows what she does not want, map a broken approval process, read the numbers behind a request and keep three departments aligned. The AI interviewer plays every stakeholder in the room.',
    cta: { label: 'Start My BA Mock' },
    secondary: { to: '/features/ai-mock-interview-business-analysts#ba-prompts', label: 'See BA Prompts' },
    highlights: ['Requirements elicitation roleplays', 'Process and data questions', 'Stakeholder conflict scenarios'],
    preview: {
      label: 'BA round · Requirements gathering',
      question: 'The head of sales says “we need a better CRM report”. You have thirty minutes with her. What do you ask?',
      hint: 'Look for the decision the report must support, who reads it and how often.',
    },
  },
  audience: {
    people: 'business analysts',
    interviewers: 'a BA lead, a product owner with a vague request, or a panel with an IT manager and an operations director',
    focus:
      'how you separate a stated need from the real one, how you settle conflicting requests and whether your requirements could be tested',
    story: {
      situation: 'At a logistics firm, invoice approvals took eleven days on average and suppliers had started charging late fees.',
      task: 'I was the analyst asked to find out why and propose a new process before the next budget review.',
      action: 'I shadowed three approvers, mapped the as-is flow in swimlanes and found every invoice waited twice for the same sign-off.',
      result: 'We removed the duplicate step, approvals fell to four days, and late fees dropped by 70% the following quarter.',
    },
    followUp: {
      question: 'You removed a sign-off. How did you convince the manager whose approval disappeared?',
      answer: 'I showed him the twelve invoices he had approved twice that month and agreed a monthly report so he kept oversight.',
    },
    feedback: 'Good process story. Give the baseline earlier: “eleven days” in your first sentence makes the four-day result land harder.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'ba-areas',
      eyebrow: 'Interview areas',
      heading: 'The four strengths a business analyst must show',
      intro:
        'Whether the role sits in IT, operations or a product team, these are the areas hiring managers probe. Practise each until you can answer with an example from your own work.',
      columns: 4,
      items: [
        {
          icon: 'clipboard',
          title: 'Requirements Gathering',
          body: 'Turn vague requests into clear, testable requirements, and catch the ones nobody thought to mention.',
          bullets: ['Interviews, workshops and shadowing', 'User stories and acceptance criteria', 'Separating needs from solutions'],
        },
        {
          icon: 'chart',
          title: 'Data Analysis',
          body: 'Use numbers to size a problem and back a recommendation, even when the data is partial or owned by someone else.',
          bullets: ['Excel, SQL and BI tools', 'Baselines before and after a change', 'Root cause, not symptoms'],
        },
        {
          icon: 'layers',
          title: 'Process Modeling',
          body: 'Draw the current process, find where it breaks and describe the future state so people can follow it.',
          bullets: ['BPMN and swimlane diagrams', 'As-is versus to-be analysis', 'Handoffs, delays and rework'],
        },
        {
          icon: 'handshake',
          title: 'Stakeholder Communication',
          body: 'Keep sponsors, users and developers aligned, and handle the moment two of them want opposite things.',
          bullets: ['RACI and stakeholder mapping', 'Managing scope creep', 'Presenting to executives'],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'questions',
      id: 'ba-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Questions business analysts answer in interviews',
      intro: 'The interviewer adapts to the industry in your job description, from banking to logistics to public sector.',
      groups: [
        {
          questions: [
            'Walk me through how you would document the invoice approval process at a company where it lives in people’s heads.',
            'A stakeholder adds new requirements two weeks before go-live. How do you handle it, and who decides?',
            'Write an acceptance criterion for “users can reset their password” that a tester could check without asking you.',
            'Customer complaints rose 30% after a system migration. How would you find out which change caused it?',
            'Tell me about a time a developer built exactly what you wrote and it was still wrong. What changed in your approach?',
            'Finance and operations each want the new dashboard to show a different definition of “on time”. What do you do?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'ba-skills',
      eyebrow: 'Skills you practise',
      heading: 'What you will say more clearly after practising',
      items: [
        'Asking open questions, then narrowing to specifics',
        'Restating a requirement to confirm you understood it',
        'Explaining a process diagram without showing it',
        'Backing a proposal with a baseline and a target',
        'Saying no to scope while keeping the relationship',
        'Summarising a meeting into decisions and owners',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'star' },
    {
      kind: 'text',
      id: 'ba-why',
      heading: 'The best BA answers sound like a good workshop',
      paragraphs: [
        'Hiring managers picture you in front of their stakeholders. They want someone who listens before writing, checks assumptions, and turns a messy conversation into something a developer can build and a tester can verify.',
        'In the roleplay you interview an AI stakeholder who is vague, busy or defensive, just like real ones. The report shows which questions uncovered useful detail, which ones led the witness, and whether your summary captured the decisions that were made.',
      ],
    },
  ],
  cta: {
    heading: 'Practise the stakeholder conversation before the real one',
    body: 'Pick your industry, paste the role description and run a requirements or process round in minutes. The first mock interview is free.',
  },
  practice: {
    role: 'business-analyst',
    keywords: [
      'requirement',
      'stakeholder',
      'user story',
      'acceptance criteria',
      'process',
      'workshop',
      'baseline',
      'scope',
      'SQL',
      'root cause',
    ],
  },
} satisfies LandingContentInput
