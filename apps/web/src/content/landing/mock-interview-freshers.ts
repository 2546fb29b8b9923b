import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'feature',
  label: 'Freshers',
  title: 'Mock Interviews for Freshers and Graduates',
  description:
    'Practice the HR and technical questions freshers are asked in campus and entry-level interviews, with feedback that builds confidence fast.',
} satisfies LandingMeta

export const content = {
  slug: 'mock-interview-freshers',
  hero: {
    eyebrow: 'For freshers and graduates',
    heading: 'Mock interviews for freshers, from campus placements to your first offer',
    lead: 'Your first interviews ask you to prove yourself without years of experience to point to. Practise the HR and technical questions freshers actually get, turn your projects and internships into convincing answers, and walk in having already done it a dozen times.',
    cta: { label: 'Start My First Mock' },
    secondary: { to: '/features/mock-interview-freshers#fresher-questions', label: 'See Fresher Questions' },
    highlights: ['HR and technical rounds', 'Answers built from projects and internships', 'Feedback that explains the why'],
    preview: {
      label: 'HR round · Graduate trainee',
      question: 'You have no full-time experience yet. Why should we pick you over someone who has?',
      hint: 'Point to one project where you delivered something real, and what you learned doing it.',
    },
  },
  audience: {
    people: 'freshers and recent graduates',
    interviewers:
      'a campus recruiter, an HR manager screening for attitude, or a technical lead who asks you to explain your final-year project',
    focus:
      'whether your project answers show what you personally built, how you handled a question you could not fully answer, and how steady you sounded',
    story: {
      situation:
        'In my final year, our four-person team had a week left before the demo of our attendance app, and the login kept failing.',
      task: 'I had written the backend, so tracking down the login bug was my responsibility.',
      action:
        'I added logging to every step of the sign-in flow, found tokens expiring after one minute instead of sixty, and wrote a test so it could not return.',
      result: 'The demo ran without a single failed login, and our project scored 87 out of 100, the second highest in our batch.',
    },
    followUp: {
      question: 'You found the bug with logging. What would you do differently if the same thing happened in production?',
      answer: 'I would check the monitoring first, roll back if users were locked out, and only then debug on a copy of the system.',
    },
    feedback: 'Good use of “I” throughout. Explain what a token is in half a sentence so a non-technical HR interviewer can follow.',
    testimonials: ['Sofia Martins'],
  },
  sections: [
    {
      kind: 'questions',
      id: 'fresher-questions',
      eyebrow: 'Practice questions',
      heading: 'The HR and technical questions freshers are asked',
      intro:
        'Campus and entry-level interviews usually combine an HR round about you and a technical round about the fundamentals of your degree. Practise both.',
      groups: [
        {
          title: 'HR round',
          icon: 'user',
          questions: [
            'Tell me about yourself in under two minutes.',
            'Why do you want to work for us rather than a bigger company?',
            'What is your biggest weakness, and what are you doing about it?',
            'Describe a disagreement in a college project team. How was it resolved?',
            'Where do you see yourself three years from now?',
            'Are you willing to relocate or work in shifts?',
          ],
        },
        {
          title: 'Technical round',
          icon: 'code',
          questions: [
            'Explain the four principles of object-oriented programming with an example from your own code.',
            'What is the difference between a process and a thread?',
            'Write a query that returns the second-highest salary in an employees table.',
            'Walk me through your final-year project: what did you build, and what would you change?',
            'How does a hash map handle two keys with the same hash?',
            'What happens when you type a URL into a browser and press Enter?',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'no-experience',
      heading: 'No work experience? You have more to talk about than you think',
      paragraphs: [
        'Interviewers hiring freshers are not looking for a track record. They are looking for evidence that you learn quickly, work well with others and finish what you start. A final-year project, an internship, a hackathon, a part-time job or running a college society can all provide that evidence — if you tell the story well.',
        'The mock interviewer asks about the projects on your resume and the feedback shows you how to turn "we made an app" into a clear account of what you did, the problem you solved and what you learned.',
      ],
    },
    {
      kind: 'cards',
      id: 'fresher-mistakes',
      heading: 'Fix the mistakes that cost freshers offers',
      columns: 3,
      items: [
        {
          icon: 'message',
          title: 'Reciting the resume',
          body: '"Tell me about yourself" is not a list of your marks. Practise a short story: what you studied, what you built, why this job.',
        },
        {
          icon: 'users',
          title: 'Saying "we" for everything',
          body: 'Group projects hide your contribution. The feedback flags answers where the interviewer cannot tell what you personally did.',
        },
        {
          icon: 'lightbulb',
          title: 'Freezing on a technical question',
          body: 'Thinking out loud earns credit even when you do not know the answer. Practise saying how you would work it out.',
        },
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'checklist',
      id: 'skills',
      heading: 'Skills you build before your first interview',
      items: [
        'A confident two-minute introduction',
        'Project stories with a clear role and result',
        'Computer science and domain fundamentals, explained simply',
        'Honest answers about gaps and weaknesses',
        'Calm thinking out loud under pressure',
        'Sensible questions to ask the interviewer',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    { kind: 'shared', id: 'testimonials' },
    { kind: 'shared', id: 'how-it-works' },
  ],
  cta: {
    heading: 'Practise your first interview before it happens',
    body: 'Choose the role you are applying for, add your resume and run a free mock HR or technical round. It takes 15 minutes.',
  },
  practice: {
    role: 'fresher',
    keywords: ['project', 'internship', 'team', 'deadline', 'learn', 'fundamentals', 'feedback', 'goal'],
  },
} satisfies LandingContentInput
