import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Software Engineers',
  title: 'AI Mock Interviews for Software Engineers',
  description:
    'Practice coding, debugging and design questions with an AI interviewer that probes your reasoning, then get STAR-based feedback on every answer.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-software-engineers',
  hero: {
    eyebrow: 'For software engineers',
    heading: 'Software engineer mock interviews for the whole loop, not just LeetCode',
    lead: 'A software engineering loop has a coding round, a debugging round, a design round and at least one conversation about how you work. Rehearse all of them with an AI interviewer that probes your reasoning, then read feedback on correctness, clarity and your stories.',
    cta: { label: 'Start My Engineering Mock' },
    secondary: { to: '/features/ai-mock-interview-software-engineers#swe-prompts', label: 'See Engineering Prompts' },
    highlights: ['Coding, debugging and design rounds', 'Junior to staff-level questions', 'Behavioral stories scored with STAR'],
    preview: {
      label: 'Engineering loop · Debugging',
      question:
        'Users report that search results sometimes show another customer’s data. It happens a few times a day. How do you investigate?',
      hint: 'Contain the leak first, then look for shared state: caches, threads, connection pools.',
    },
  },
  audience: {
    people: 'software engineers',
    interviewers:
      'an engineering manager, a senior engineer running the coding or debugging round, or a staff engineer who asks why you picked each data structure',
    focus:
      'correctness, complexity and testing in your technical answers, and how plainly your stories show your own part in shipping and fixing code',
    story: {
      situation: 'Once a week, the billing job in our Go service produced totals that were a few cents off for a handful of accounts.',
      task: 'Nobody could reproduce it, so I volunteered to own the bug until it was closed.',
      action:
        'I wrote a test that replayed a week of production inputs, traced the drift to float rounding in currency conversion, and moved amounts to integer cents.',
      result: 'Mismatches went from about 40 a week to zero, and a lint rule I added now blocks floats in money code across 12 services.',
    },
    followUp: {
      question: 'Why did the error show up in the weekly run and never in the nightly one?',
      answer: 'The weekly run converted euro invoices in one large batch, so rounding errors only added up past a cent on that run.',
    },
    feedback: 'Good ownership story, but you said “we” six times in the action. Switch to “I” so the interviewer can score your part.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'swe-rounds',
      eyebrow: 'The loop',
      heading: 'Four rounds of a software engineering interview',
      intro:
        'Start-ups and large tech companies label them differently, but you will meet each of these. The mix follows the seniority in your job description.',
      columns: 4,
      items: [
        {
          icon: 'code',
          title: 'Coding and Algorithms',
          body: 'Solve a problem while explaining your approach, its complexity and the edge cases you would test.',
          bullets: ['Arrays, hash maps, trees and graphs', 'Big-O for time and space', 'Testing with small examples'],
        },
        {
          icon: 'wrench',
          title: 'Debugging and Code Review',
          body: 'Read unfamiliar code, find what is wrong and explain how you would fix it without breaking anything else.',
          bullets: ['Reading stack traces and logs', 'Race conditions and off-by-one bugs', 'Constructive review comments'],
        },
        {
          icon: 'layers',
          title: 'System Design',
          body: 'Design a service at the level expected for your role, from a clean module boundary to a distributed system.',
          bullets: ['APIs and data models', 'Caching, queues and scaling', 'Trade-offs you can defend'],
        },
        {
          icon: 'users',
          title: 'Collaboration and Ownership',
          body: 'Tell stories about shipping, disagreeing, mentoring and owning an outage, with your part made clear.',
          bullets: ['Pushback in code review', 'Estimating and missing deadlines', 'Production incidents you owned'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'swe-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Prompts from software engineering loops',
      intro: 'Questions come from your resume, your language and the job description. Expect a follow-up after every answer.',
      groups: [
        {
          title: 'Technical rounds',
          icon: 'code',
          questions: [
            'Given a list of tasks and their dependencies, return an order in which they can all run, or report a cycle.',
            'This function is correct but takes twelve seconds on large inputs. Find the bottleneck and make it fast.',
            'Design a service that lets users upload a profile photo and see it resized on every device.',
            'How would you add retries to a call to a flaky payment provider without charging anyone twice?',
          ],
        },
        {
          title: 'Working with others',
          icon: 'users',
          questions: [
            'Tell me about the hardest bug you have tracked down. How did you finally find it?',
            'Describe a technical decision you pushed for that turned out to be wrong.',
            'How do you decide when code is good enough to ship?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'checklist',
      id: 'swe-skills',
      eyebrow: 'Skills you practise',
      heading: 'What engineering interviewers want to hear',
      items: [
        'Clarifying the problem and its constraints first',
        'Narrating your approach before and while you code',
        'Naming time and space complexity without being asked',
        'Testing your own solution with edge cases',
        'Explaining trade-offs in design, not just picking tools',
        'Stories about impact, ownership and learning',
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'text',
      id: 'swe-why',
      heading: 'Solving the problem is only half of the score',
      paragraphs: [
        'Engineering interviewers fill in rubrics with several columns: problem solving, coding, verification and communication. A correct answer delivered in silence, or a design with no mention of failure modes, leaves half of those columns empty.',
        'Practise the talking half here. You explain your solution out loud as you would to an interviewer at a whiteboard, the AI asks why you chose that data structure or what happens at ten times the load, and the report scores each column separately so you know what to work on next.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Rehearse your engineering loop from coding to culture',
    body: 'Upload your resume and the job post, pick a round, and get feedback on reasoning and communication within minutes. Your first mock is free.',
  },
  practice: {
    role: 'software-engineer',
    keywords: ['bug', 'log', 'test', 'race condition', 'cache', 'code review', 'complexity', 'incident', 'deploy', 'trade-off'],
  },
} satisfies LandingContentInput
