import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'devops-engineer',
  slug: 'devops-engineer',
  label: 'DevOps engineer',
  description:
    'Practise a free DevOps engineer interview: five questions on CI/CD, Kubernetes, monitoring and on-call incidents, with a report that stays in your browser.',
  questions: [
    {
      text: 'Walk me through a CI/CD pipeline you have built, from a commit to running in production.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['build', 'automated tests', 'artifact', 'staging', 'deployment'],
    },
    {
      text: 'Compare blue-green deployments, canary releases and rolling updates. When would you use each?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['blue-green', 'canary', 'rolling update', 'rollback', 'traffic'],
    },
    {
      text: 'A pod in Kubernetes is stuck in CrashLoopBackOff. How do you find out why?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['kubectl logs', 'describe', 'liveness probe', 'resource limits', 'config'],
    },
    {
      text: 'How do you manage secrets such as database passwords across environments and pipelines?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['secrets manager', 'Vault', 'rotation', 'environment variables', 'least privilege'],
    },
    {
      text: 'What would you monitor for a web service, and how do you decide what should page someone at night?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['SLO', 'error rate', 'latency', 'alert fatigue', 'runbook'],
    },
    {
      text: 'Explain the difference between logs, metrics and traces, and how you would use them together during an outage.',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['logs', 'metrics', 'distributed tracing', 'Prometheus', 'correlation'],
    },
    {
      text: 'Tell me about the worst outage you were on call for. How did you handle it and what changed after?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['incident', 'communication', 'mitigation', 'blameless postmortem', 'action items'],
    },
    {
      text: 'Describe a time you automated a manual process. How much time or risk did it save?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['automation', 'script', 'toil', 'time saved', 'reliability'],
    },
    {
      text: 'Developers complain that the build takes 40 minutes. How would you speed it up?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['caching', 'parallel', 'profiling', 'test split', 'incremental build'],
    },
    {
      text: 'Disk usage on a production server climbs to 95% at three in the morning. What do you do?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['du', 'log rotation', 'cleanup', 'alert', 'root cause'],
    },
    {
      text: 'A team wants to deploy straight to production on a Friday afternoon, skipping the pipeline. How do you respond?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['risk', 'change process', 'rollback', 'compromise', 'communication'],
    },
    {
      text: 'You join a company where servers were set up by hand and nobody knows how they are configured. What is your plan?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['inventory', 'infrastructure as code', 'Ansible', 'documentation', 'incremental'],
    },
    {
      text: 'How have you helped development teams take more ownership of running their own services?',
      category: 'Leadership',
      kind: 'story',
      terms: ['you build it you run it', 'self-service', 'templates', 'on-call', 'training'],
    },
    {
      text: 'What does a blameless culture mean to you, and how do you keep it going after a painful incident?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['blameless', 'psychological safety', 'learning', 'systems thinking', 'trust'],
    },
    {
      text: 'Where do you want to take your career next: SRE, platform engineering, security, or something else?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['SRE', 'platform engineering', 'DevSecOps', 'certification', 'goal'],
    },
  ],
} satisfies QuestionBankInput
