import { collections } from '~/content/collections'
import type { Audience, Cta, SectionInput, SharedSectionId } from '~/content/landing/schema'
import { fillLabel } from '~/lib/fill-label'

/**
 * The sections written once in shared.yaml and placed on many landing pages by id
 * (`{ kind: shared, id: star }`), each made here with the page's audience: its words filled in,
 * its follow-up, feedback line and STAR story beside them. The Record type makes a missing id a
 * type error; the schema's enum makes an unknown one a build error.
 */
const testimonials = collections.testimonials.read().items
const copy = collections.shared.read()
const { roleplay, star } = copy
const feedback = copy['instant-feedback']

/** The closing call to action of every landing page; a page may replace its fields. */
export const sharedCta: Cta = copy.cta

/** The How it works steps, which the home page shows too. */
export const howItWorks = { kind: 'steps', id: 'how-it-works', ...copy['how-it-works'] } satisfies SectionInput

export const sharedSections: Record<SharedSectionId, (audience: Audience) => Exclude<SectionInput, { kind: 'shared' }>> = {
  roleplay: ({ people, interviewers, followUp }) => ({
    kind: 'highlight',
    id: 'ai-roleplay',
    icon: 'bot',
    eyebrow: roleplay.eyebrow,
    heading: roleplay.heading,
    body: fillLabel(roleplay.body, { people, interviewers }),
    bullets: roleplay.bullets,
    demo: [
      { role: 'interviewer', speaker: roleplay.interviewer, text: followUp.question },
      { role: 'candidate', speaker: roleplay.candidate, text: followUp.answer },
    ],
  }),
  'instant-feedback': ({ focus, feedback: line }) => ({
    kind: 'highlight',
    id: 'instant-feedback',
    icon: 'gauge',
    eyebrow: feedback.eyebrow,
    heading: feedback.heading,
    body: fillLabel(feedback.body, { focus }),
    bullets: feedback.bullets,
    demo: [{ role: 'feedback', speaker: feedback.feedback, text: line }],
  }),
  star: ({ people, story }) => ({
    kind: 'star',
    id: 'star-method',
    eyebrow: star.eyebrow,
    heading: star.heading,
    exampleLabel: star.exampleLabel,
    intro: fillLabel(star.intro, { people }),
    letters: star.letters.map((letter, i) => ({ ...letter, example: [story.situation, story.task, story.action, story.result][i] })),
  }),
  'how-it-works': () => howItWorks,
  testimonials: ({ testimonials: names }) => ({
    kind: 'testimonials',
    id: 'testimonials',
    ...copy.testimonials,
    items: names ? testimonials.filter((entry) => names.includes(entry.name)) : [...testimonials],
  }),
}
