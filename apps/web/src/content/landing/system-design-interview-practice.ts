import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'topic',
  label: 'System Design',
  title: 'System Design Interview Practice',
  description:
    'Pick a scenario, design and iterate with an AI interviewer that asks follow-ups, and get feedback on trade-offs, scale and clarity.',
} satisfies LandingMeta

export const content = {
  slug: 'system-design-interview-practice',
  hero: {
    eyebrow: 'System design interviews',
    heading: 'System design practice with an interviewer who scales the problem',
    lead: 'Design a URL shortener, a chat service or a news feed in 45 minutes while an AI interviewer asks about traffic, failures and trade-offs. Learn to drive the conversation the way senior candidates do, from requirements to a design you can defend.',
    cta: { label: 'Start a Design Session' },
    secondary: { to: '/features/system-design-interview-practice#design-steps', label: 'How a Session Works' },
    highlights: ['Classic and company-style scenarios', 'Follow-ups on scale and failure', 'Feedback on trade-offs and clarity'],
    preview: {
      label: 'System design · Scenario',
      question: 'Design a notification service that sends push, email and SMS messages to 50 million users, some of them in real time.',
      hint: 'Agree on requirements and numbers before you name a single database.',
    },
  },
  audience: {
    people: 'mid-level and senior engineers',
    interviewers:
      'a staff engineer running the design round, a principal who keeps raising the traffic, or a hiring manager checking how you lead an open problem',
    focus: 'how you split the clock, which trade-offs you justified with numbers, and where a changed requirement left your design stuck',
    story: {
      situation: 'Our ticketing site crashed whenever a big concert went on sale, with 200,000 fans arriving in the first minute.',
      task: 'I led the redesign of the purchase flow, with eight weeks until the next major on-sale.',
      action:
        'I proposed a waiting room in front of checkout, seat holds in Redis with a ten-minute expiry, and a queue for payment confirmations.',
      result: 'The next on-sale served 310,000 visitors without an outage, and checkout errors fell from 12% to under 1%.',
    },
    followUp: {
      question: 'Your Redis hold counter is now a single point of failure. What happens if that node dies mid-sale?',
      answer:
        'Every hold is also written to the database, so a replica takes over and I rebuild the counter from unexpired holds in seconds.',
    },
    feedback:
      'You picked Cassandra for the feed but never said why. One sentence on write volume and read pattern would have earned the point.',
  },
  sections: [
    {
      kind: 'steps',
      id: 'design-steps',
      eyebrow: 'How a session works',
      heading: 'Three steps from blank page to confident design',
      items: [
        {
          title: 'Pick a Scenario',
          body: 'Choose a classic problem such as a rate limiter or a ride-sharing backend, or let the interviewer pick one that fits the level and company in your job description.',
        },
        {
          title: 'Design and Iterate',
          body: 'Talk through requirements, estimates, APIs, data model and components. The interviewer adds load, breaks a region or changes a requirement, and you adapt the design as you would in the room.',
        },
        {
          title: 'Ace the Interview',
          body: 'Read feedback on how you structured the session, which trade-offs you justified and which you skipped, then repeat the scenario or move to a harder one until the format feels natural.',
        },
      ],
    },
    {
      kind: 'questions',
      id: 'scenario-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Scenarios you can practise',
      intro: 'Each scenario arrives with numbers to estimate and a twist halfway through.',
      groups: [
        {
          title: 'Classic scenarios',
          icon: 'layers',
          questions: [
            'Design a URL shortener that handles 100 million new links a month. How do you generate the short codes?',
            'Design the backend of a chat app with group conversations and read receipts.',
            'Design a news feed. Do you build it at write time or at read time, and for whom?',
          ],
        },
        {
          title: 'Follow-ups you will hear',
          icon: 'repeat',
          questions: [
            'Traffic just grew tenfold overnight. Which component fails first?',
            'A whole data centre goes offline. What do users see, and what data could be lost?',
            'How would you change the design if writes had to be strongly consistent?',
            'Where would you add a cache, and how do you keep it from serving stale data?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'checklist',
      id: 'system-design-skills',
      eyebrow: 'Skills you practise',
      heading: 'Signals system design interviewers score',
      items: [
        'Clarifying functional and non-functional requirements',
        'Back-of-the-envelope estimates for traffic and storage',
        'Clean API and data model before the boxes and arrows',
        'Choosing SQL or NoSQL, queues and caches for stated reasons',
        'Identifying bottlenecks and single points of failure',
        'Managing the clock so you reach the deep dive',
      ],
    },
    {
      kind: 'text',
      id: 'system-design-why',
      heading: 'There is no right design, only defended ones',
      paragraphs: [
        'System design rounds are open-ended on purpose. Interviewers want to see how you handle ambiguity: whether you ask about scale, pick a reasonable starting point, and explain what you would give up for latency, availability or cost.',
        'Candidates often fail by drawing a familiar diagram from memory and then freezing when the interviewer changes one requirement. Practising with an interviewer that changes requirements on purpose trains the part that matters: thinking out loud while the design evolves.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Design your next system out loud, then do it for real',
    body: 'Pick a scenario, talk it through in a timed session, and see which trade-offs you defended well. The first session costs nothing.',
  },
  practice: {
    role: 'system-design',
    keywords: ['requirement', 'queue', 'cache', 'database', 'shard', 'rate limit', 'throughput', 'latency', 'retry', 'bottleneck'],
  },
} satisfies LandingContentInput
