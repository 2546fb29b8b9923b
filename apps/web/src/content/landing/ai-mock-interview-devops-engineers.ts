import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'DevOps Engineers',
  title: 'AI Mock Interviews for DevOps Engineers',
  description:
    'Prepare for DevOps interviews on CI/CD, cloud infrastructure, automation and scripting, monitoring and troubleshooting with an AI interviewer.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-devops-engineers',
  hero: {
    eyebrow: 'For DevOps engineers',
    heading: 'DevOps interview practice, from pipeline design to the 3 a.m. page',
    lead: 'Explain how code gets from a merge to production, debug an outage you have never seen, and justify the tooling you would choose. The AI interviewer asks the follow-ups a platform lead asks and scores how clearly you reason under pressure.',
    cta: { label: 'Start My DevOps Mock' },
    secondary: { to: '/features/ai-mock-interview-devops-engineers#devops-prompts', label: 'See DevOps Prompts' },
    highlights: ['CI/CD and release strategy', 'Incident and troubleshooting drills', 'Cloud, containers and scripting'],
    preview: {
      label: 'DevOps round · Troubleshooting',
      question:
        'After a deploy, p99 latency tripled but CPU and memory look normal. Where do you look first, and what would make you roll back?',
      hint: 'Say what you check, in order, and when you stop investigating and restore service.',
    },
  },
  audience: {
    people: 'platform and DevOps engineers',
    interviewers: 'a platform lead, an SRE who keeps feeding you new symptoms, or a hiring manager who asks how you cut on-call toil',
    focus:
      'the order you work an incident in, whether you state blast radius and rollback early, and why the tools you name fit the problem',
    story: {
      situation: 'At 2 a.m. our checkout API began returning 502 errors because a certificate on an internal load balancer had expired.',
      task: 'I was on call, so restoring service and running the postmortem were both mine.',
      action:
        'I confirmed the impact on the dashboard, replaced the certificate by hand, then moved all 60 internal certificates to automatic renewal with cert-manager.',
      result: 'Checkout was back in 18 minutes, and in the year since we have had no certificate outages and no manual renewals.',
    },
    followUp: {
      question: 'Why did no alert fire before that certificate expired?',
      answer:
        'We only monitored public certificates. I added an expiry metric for every internal one, with a warning at 21 days and a page at 7.',
    },
    feedback: 'A calm order of operations. State the blast radius up front: how many orders failed during those 18 minutes?',
  },
  sections: [
    {
      kind: 'cards',
      id: 'devops-areas',
      eyebrow: 'Interview areas',
      heading: 'The four areas a DevOps interview digs into',
      intro:
        'Whether the title says DevOps, SRE or platform engineer, these are the topics the panel returns to. Your sessions mix them according to the job description.',
      columns: 4,
      items: [
        {
          icon: 'repeat',
          title: 'CI/CD',
          body: 'Design a pipeline that is fast, safe and boring, and explain how a bad change is caught or reverted.',
          bullets: ['Build, test and deploy stages', 'Blue-green and canary releases', 'Secrets and artifact handling'],
        },
        {
          icon: 'layers',
          title: 'Cloud Infrastructure',
          body: 'Talk through networks, compute and containers the way you would draw them for a new teammate.',
          bullets: ['Kubernetes workloads and scaling', 'VPCs, load balancers and DNS', 'High availability across zones'],
        },
        {
          icon: 'code',
          title: 'Automation and Scripting',
          body: 'Show that you automate the second time you do something, and that your scripts are safe to run twice.',
          bullets: ['Bash and Python for daily toil', 'Terraform and Ansible basics', 'Idempotent, reviewed changes'],
        },
        {
          icon: 'gauge',
          title: 'Monitoring and Troubleshooting',
          body: 'Work an incident from alert to postmortem, and explain which signals you would watch to see the next one early.',
          bullets: ['Metrics, logs and traces', 'SLOs and error budgets', 'Blameless postmortems'],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'questions',
      id: 'devops-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Prompts from real DevOps and SRE interviews',
      intro: 'Expect a follow-up on every answer: “what if that region is down?”, “how would you know?”, “who gets paged?”.',
      groups: [
        {
          questions: [
            'A deploy pipeline takes 45 minutes and developers have started skipping tests. How would you get it under ten?',
            'Walk me through what happens, step by step, when I type our domain into a browser and press enter.',
            'A pod restarts every few minutes with exit code 137. What is going on and how do you confirm it?',
            'How would you roll out a database schema change to a service that cannot have downtime?',
            'Tell me about an incident you were part of. What did the postmortem change?',
            'Someone committed a cloud access key to a public repository an hour ago. What do you do, in order?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'devops-skills',
      eyebrow: 'Skills you practise',
      heading: 'What sharper DevOps answers sound like',
      items: [
        'Drawing a system in words so the listener can follow it',
        'Stating the blast radius before proposing a fix',
        'Choosing rollback over debugging when users are hurting',
        'Explaining why a tool fits, not only naming it',
        'Defining an SLO and what happens when it is missed',
        'Talking about on-call and toil with honest numbers',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'text',
      id: 'devops-why',
      heading: 'Troubleshooting questions reward a method, not a lucky guess',
      paragraphs: [
        'Interviewers know you cannot diagnose an imaginary outage with certainty. They want to hear a calm order of operations: confirm the impact, check what changed, narrow it down with data, and restore service before hunting for the root cause.',
        'Practising that order out loud is what makes it automatic. The AI interviewer feeds you symptoms one at a time, reacts to each check you describe, and the report shows where you guessed instead of gathered evidence.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Rehearse the on-call questions before the panel asks them',
    body: 'Upload your resume and the posting, pick a pipeline or incident scenario, and get scored feedback in minutes. The first mock is on us.',
  },
  practice: {
    role: 'devops-engineer',
    keywords: ['CI/CD', 'pipeline', 'deploy', 'rollback', 'Kubernetes', 'Terraform', 'monitoring', 'SLO', 'incident', 'postmortem'],
  },
} satisfies LandingContentInput
