/**
 * Field types the content schemas share: a text of bounded length, and a text with `{name}`
 * placeholders the code fills (lib/fill-label.ts), which may use only the names it is given.
 */
import { z } from 'zod'
import { site } from '~/content/site'
import { documentTitle } from '~/lib/seo'

/** A text of `min` to `max` characters; `help` is shown under its field in the editor. */
export const text = (min: number, max: number, help?: string) => {
  const field = z.string().trim().min(min).max(max)
  return help ? field.describe(help) : field
}

const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ')

/** A text whose `{name}`s the code fills; another name is refused with the ones it may use. */
export const template = (min: number, max: number, names: readonly string[], help?: string) =>
  text(min, max, help ? `${help} (filled in: ${list(names)})` : `Filled in: ${list(names)}`).superRefine((value, ctx) => {
    for (const [match, name] of value.matchAll(/\{(\w+)\}/g)) {
      if (!names.includes(name!))
        ctx.addIssue({ code: 'custom', message: `unknown placeholder ${match}; this text may use ${list(names)}` })
    }
  })

/** For a list's superRefine: its items' `key` differ; a repeat is refused at its field. */
export const uniqueBy =
  <K extends string>(key: K, item: string) =>
  (items: readonly Record<K, string>[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    for (const [i, entry] of items.entries()) {
      if (seen.has(entry[key]))
        ctx.addIssue({ code: 'custom', message: `"${entry[key]}" is the ${key} of an earlier ${item} too`, path: [i, key] })
      seen.add(entry[key])
    }
  }

/**
 * A link inside the site, a page and optionally a section of it (`/#pricing`): the build checks
 * that both exist; the editor offers them as a list (`siteLink`).
 */
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'a path of this site, e.g. /privacy-policy')
  .meta({ title: 'Links to', siteLink: true })
  .describe('A page of this site, or a section of one')

/** The practice role of a question bank (its `role`): the build checks that a bank has it; the editor lists them. */
export const bankRole = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .max(40)
  .meta({ title: 'Practice questions', questionBank: true })

/** A page's title and description as search engines show them (pages.test.ts checks every page's). */
const TITLE_MAX = 60 - documentTitle('', site.name).length
export const searchTitle = text(
  10,
  TITLE_MAX,
  `The page's title in search results and the browser tab, without the brand (it is added); at most ${TITLE_MAX} characters`,
)
export const searchDescription = text(70, 160, 'The page’s description in search results, 70 to 160 characters')
