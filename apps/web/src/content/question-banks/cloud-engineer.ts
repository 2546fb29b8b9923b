import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'cloud-engineer',
  slug: 'cloud-engineer',
  label: 'Cloud engineer',
  description:
    'Practise a free cloud engineer interview: five questions on AWS or Azure, networking, IAM, cost and resilience, with a report that is kept only in your browser.',
  questions: [
    {
      text: 'Design a VPC for a three-tier web application. Which subnets, routes and security controls would you set up?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['public subnet', 'private subnet', 'NAT gateway', 'security group', 'load balancer'],
    },
    {
      text: 'How do you apply least privilege in IAM for a team of developers and a set of automated pipelines?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['least privilege', 'IAM role', 'policy', 'temporary credentials', 'MFA'],
    },
    {
      text: 'How would you make a web application survive the loss of a whole availability zone? What about a region?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['multi-AZ', 'auto scaling', 'failover', 'RTO', 'RPO'],
    },
    {
      text: 'Why manage infrastructure as code, and how do you handle state and drift with Terraform?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['Terraform', 'state file', 'remote backend', 'drift', 'plan'],
    },
    {
      text: 'Tell me about a cloud migration you worked on. What went well and what would you do differently?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['lift and shift', 'refactor', 'cutover', 'downtime', 'lesson'],
    },
    {
      text: 'Describe a time you cut cloud costs significantly. How did you find the savings?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['rightsizing', 'reserved instances', 'tagging', 'idle resources', 'savings'],
    },
    {
      text: 'An S3 bucket with customer files turns out to have been public for a week. What do you do first, and what next?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['block public access', 'access logs', 'incident', 'notify', 'prevent'],
    },
    {
      text: 'The finance team asks why this month’s cloud bill is 40% higher than last month’s. How do you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['Cost Explorer', 'tags', 'anomaly', 'budget alert', 'explain'],
    },
    {
      text: 'Instances behind a load balancer keep failing health checks after a deployment. How do you troubleshoot it?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['health check', 'security group', 'logs', 'port', 'rollback'],
    },
    {
      text: 'Users in one office cannot reach an internal service in the cloud, but everyone else can. Where do you start?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['DNS', 'VPN', 'routing', 'firewall', 'traceroute'],
    },
    {
      text: 'When would you choose serverless functions over containers or virtual machines?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['Lambda', 'cold start', 'containers', 'cost model', 'workload'],
    },
    {
      text: 'Explain the shared responsibility model. Which parts of security stay with us?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['shared responsibility', 'encryption', 'patching', 'identity', 'compliance'],
    },
    {
      text: 'How would you get several product teams to adopt a common landing zone and tagging standard?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['landing zone', 'guardrails', 'templates', 'buy-in', 'documentation'],
    },
    {
      text: 'How do you share what you know about the platform so you are not the only person who can fix it?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['runbook', 'documentation', 'pairing', 'on-call', 'knowledge sharing'],
    },
    {
      text: 'Which cloud certifications or skills are you working towards, and how do they fit your plans?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['certification', 'Solutions Architect', 'Kubernetes', 'security', 'goal'],
    },
  ],
} satisfies QuestionBankInput
