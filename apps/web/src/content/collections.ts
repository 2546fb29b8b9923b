/**
 * The content collections: each a folder of src/content/ whose YAML files are its entries (the
 * file name is the id), or one YAML file (`singleton`), with the zod schema every file is checked
 * against. content/collection.ts is the one reader: the modules that own a collection call its
 * `read`, in the build and the Node tools alike; Astro's content layer lists the same entries
 * through `loader`; the editor's forms are made from `schema` (editor/cms-config.ts).
 */
import type { z } from 'zod'
import { readCollection, readSingleton, type Entry } from './collection'
import { ChromeSchema } from './chrome/schema'
import { ConsentSchema } from './consent/schema'
import { FaqSchema } from './faq/schema'
import { HomeSchema } from './home/schema'
import { LandingContentSchema } from './landing/schema'
import { PracticeRoundSchema } from './practice-round/schema'
import { PracticeSchema } from './practice/schema'
import { PricingSchema } from './pricing/schema'
import { QuestionBankSchema } from './question-banks/schema'
import { SharedSchema } from './shared/schema'
import { SupportSchema } from './support/schema'
import { TestimonialsSchema } from './testimonials/schema'

interface Collection<S extends z.ZodType> {
  /** As the editor names it. */
  label: string
  /** Under src/content/. */
  folder: string
  schema: S
  /** Every entry, by file name; a ContentError names each bad file, field and rule. */
  read: () => Entry<z.output<S>>[]
  /** For Astro's content layer: the same entries. */
  loader: () => Array<{ id: string } & z.output<S>>
}

function collection<S extends z.ZodType>(label: string, folder: string, schema: S): Collection<S> {
  const read = () => readCollection(folder, schema)
  return { label, folder, schema, read, loader: () => read().map(({ id, data }) => Object.assign({ id }, data)) }
}

/** A collection of one file, `src/content/<name>.yaml`. */
function singleton<S extends z.ZodType>(label: string, name: string, schema: S) {
  const read = () => readSingleton(name, schema)
  return { label, file: `${name}.yaml`, schema, read, loader: () => [Object.assign({ id: name }, read())] }
}

export const collections = {
  home: singleton('Home page', 'home', HomeSchema),
  faq: singleton('FAQ', 'faq', FaqSchema),
  pricing: singleton('Pricing', 'pricing', PricingSchema),
  support: singleton('Support dialogs', 'support', SupportSchema),
  consent: singleton('Cookie choices', 'consent', ConsentSchema),
  testimonials: singleton('Testimonials', 'testimonials', TestimonialsSchema),
  shared: singleton('Shared landing sections', 'shared', SharedSchema),
  chrome: singleton('Header, footer and not-found page', 'chrome', ChromeSchema),
  practice: singleton('Try one question', 'practice', PracticeSchema),
  practiceRound: singleton('Practice round', 'practice-round', PracticeRoundSchema),
  landing: collection('Landing pages', 'landing', LandingContentSchema),
  questionBanks: collection('Question banks', 'question-banks', QuestionBankSchema),
}

/** What a one-file collection's file holds, as its schema checked it: the type of its YAML module. */
export type CopyOf<K extends keyof typeof collections> = (typeof collections)[K] extends { file: string; read: () => infer T } ? T : never
