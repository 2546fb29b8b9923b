import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Cloud Engineers',
  title: 'AI Mock Interviews for Cloud Engineers',
  description:
    'Practice cloud architecture, networking and security, cost optimization and infrastructure-as-code questions with instant AI feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-cloud-engineers',
  hero: {
    eyebrow: 'For cloud engineers',
    heading: 'Cloud engineer mock interviews for architects who think in trade-offs',
    lead: 'Sketch a multi-region architecture in words, lock down a network you did not build, cut a cloud bill by a third and defend your Terraform layout. The AI interviewer asks what fails, what it costs and who can reach it.',
    cta: { label: 'Start My Cloud Mock' },
    secondary: { to: '/features/ai-mock-interview-cloud-engineers#cloud-prompts', label: 'See Cloud Prompts' },
    highlights: ['AWS, Azure and Google Cloud scenarios', 'Security and cost follow-ups', 'Infrastructure-as-code reviews'],
    preview: {
      label: 'Cloud round · Architecture design',
      question:
        'A retailer’s site runs on one VM in one region and fell over on Black Friday. Redesign it for next year on a sensible budget.',
      hint: 'Name the failure points first, then scale, then the monthly cost of what you propose.',
    },
  },
  audience: {
    people: 'cloud engineers',
    interviewers:
      'a cloud architect, a security engineer who questions every open port, or an engineering manager who watches the monthly bill',
    focus:
      'whether each design names its failure points, its monthly cost and who can reach what, and why you picked one service over another',
    story: {
      situation:
        'An external audit found 11 storage accounts and two databases in our Azure subscription reachable from the public internet.',
      task: 'I was given a month to close every finding without breaking the applications that relied on them.',
      action:
        'I put the databases behind private endpoints, replaced shared keys with managed identities, and added a policy that fails Terraform plans with public storage.',
      result: 'All 13 findings were closed in 24 days with no downtime, and the policy has rejected nine risky changes since.',
    },
    followUp: {
      question: 'How did you know which applications depended on those public endpoints before you closed them?',
      answer: 'I read 30 days of access logs per resource, listed every caller, and moved them over one at a time with each app’s owner.',
    },
    feedback:
      'Convincing security work. Put a price on it too: private endpoints and extra logging cost money, so give the monthly figure.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'cloud-areas',
      eyebrow: 'Interview areas',
      heading: 'Four skills a cloud engineering panel checks',
      intro: 'The questions use the provider named in your job description, but the judgement they test is the same on every platform.',
      columns: 4,
      items: [
        {
          icon: 'layers',
          title: 'Architecture Design',
          body: 'Design for availability, scale and recovery, and say out loud which guarantee you are trading for which saving.',
          bullets: ['Regions, zones and failover', 'Managed services versus self-hosted', 'RTO and RPO targets'],
        },
        {
          icon: 'shield',
          title: 'Networking and Security',
          body: 'Explain who can talk to what, how traffic enters and leaves, and how you would prove it to an auditor.',
          bullets: ['Subnets, routing and private endpoints', 'IAM roles and least privilege', 'Encryption and key management'],
        },
        {
          icon: 'trending-up',
          title: 'Cost Optimization',
          body: 'Read a bill like an engineer: find the waste, size resources to real load and commit only where usage is steady.',
          bullets: ['Rightsizing and autoscaling', 'Reserved capacity and spot instances', 'Storage tiers and data egress'],
        },
        {
          icon: 'code',
          title: 'Infrastructure as Code',
          body: 'Show how you structure modules, manage state and review changes so nobody clicks around in the console.',
          bullets: ['Terraform modules and remote state', 'Drift detection and plans in CI', 'Environments without copy-paste'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'cloud-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Prompts cloud candidates are asked in technical rounds',
      groups: [
        {
          questions: [
            'Our monthly cloud bill doubled in three months while traffic grew 20%. How do you find out where the money went?',
            'Design network access for an app whose database must never be reachable from the internet. Where does each component live?',
            'Two teams share one Terraform state file and keep blocking each other. How would you restructure it?',
            'What happens to your architecture if an entire availability zone goes dark for four hours?',
            'A developer needs read access to one storage bucket in production. Write the policy you would grant, in words.',
            'When would you choose serverless functions over containers, and when would that choice come back to hurt you?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'checklist',
      id: 'cloud-skills',
      eyebrow: 'Skills you practise',
      heading: 'Habits that make cloud answers convincing',
      items: [
        'Starting from requirements: users, data, uptime and budget',
        'Naming the single points of failure before adding services',
        'Putting a rough monthly cost on every design',
        'Explaining least privilege with a concrete policy',
        'Describing a safe change process for shared infrastructure',
        'Comparing two providers’ services without brand loyalty',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'cloud-why',
      heading: 'Certifications get you the interview; reasoning gets you the job',
      paragraphs: [
        'A certificate proves you know what each service does. The interview checks whether you can combine them for a business with a budget, a compliance officer and an on-call rota. Reciting service names without trade-offs is the most common reason strong candidates stall.',
        'Each session pushes on the weak spots: the follow-up asks what your design costs, what happens when a region fails, and how an attacker would move once inside. Your report marks the answers where you named services without saying why.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Design out loud before you design for the panel',
    body: 'Tell us the provider and role you are targeting, pick an architecture or cost scenario, and get feedback within minutes. Try the first mock for free.',
  },
  practice: {
    role: 'cloud-engineer',
    keywords: [
      'region',
      'availability zone',
      'failover',
      'autoscaling',
      'load balancer',
      'IAM',
      'least privilege',
      'Terraform',
      'cost',
      'encryption',
    ],
  },
} satisfies LandingContentInput
