/**
 * The content collections: each a folder of src/content/ whose YAML files are its entries (the
 * file name is the id), or one YAML file (`singleton`), and the zod schema every file is checked
 * against. `readCollection`
 * (content/collection.ts) is the one reader: the modules that own a collection call it, in the
 * build and the Node tools alike; Astro's content layer lists the same entries here.
 */
import type { z } from 'zod'
import { readCollection, readSingleton, type Entry } from './content/collection'
import { FaqSchema } from './content/faq/schema'
import { LandingContentSchema } from './content/landing/schema'
import { QuestionBankSchema } from './content/question-banks/schema'

interface Collection<S extends z.ZodType> {
  /** Under src/content/. */
  folder: string
  schema: S
  /** Every entry, by file name; a ContentError names each bad file, field and rule. */
  read: () => Entry<z.output<S>>[]
  /** For Astro's content layer: the same entries. */
  loader: () => Array<{ id: string } & z.output<S>>
}

function collection<S extends z.ZodType>(folder: string, schema: S): Collection<S> {
  const read = () => readCollection(folder, schema)
  return { folder, schema, read, loader: () => read().map(({ id, data }) => Object.assign({ id }, data)) }
}

/** A collection of one file, `src/content/<name>.yaml`. */
function singleton<S extends z.ZodType>(name: string, schema: S) {
  const read = () => readSingleton(name, schema)
  return { file: `${name}.yaml`, schema, read, loader: () => [Object.assign({ id: name }, read())] }
}

export const collections = {
  faq: singleton('faq', FaqSchema),
  landing: collection('landing', LandingContentSchema),
  questionBanks: collection('question-banks', QuestionBankSchema),
}
