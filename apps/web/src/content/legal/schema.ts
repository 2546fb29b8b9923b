/**
 * The shape of a legal document (privacy policy, terms of service): numbered
 * sections of paragraphs, lists and definition lists, with a little inline
 * markup. Each is read from its Markdown file (markdown.ts) and checked at build
 * time, so neither this schema nor the text reaches the JavaScript bundle.
 */
import { z } from 'zod'
import { searchDescription, searchTitle } from '~/content/fields'

const SectionId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'section ids are kebab-case')
  .describe('The anchor of the section (#id); keep it stable, other pages link to it')

// "//host/…" starts like a site path but leaves the site: a link to another site is written in full.
const LinkHref = z
  .string()
  .regex(/^(\/(?!\/)|#|mailto:|https?:\/\/)/, 'links are site paths (one "/" first), #anchors, mailto: or http(s) URLs')

const InlineSchema = z.union([
  z.string().min(1),
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('link'), text: z.string().min(1), href: LinkHref }),
    z.object({ kind: z.literal('strong'), text: z.string().min(1) }),
    z.object({ kind: z.literal('code'), text: z.string().min(1) }),
    z
      .object({ kind: z.literal('placeholder'), text: z.string().min(1) })
      .describe('A value the operator has not configured yet, shown clearly marked'),
  ]),
])

/** A run of text: plain strings and inline spans, rendered one after another. */
const RichTextSchema = z.array(InlineSchema).min(1)

const BlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: RichTextSchema }),
  z.object({ kind: z.literal('subheading'), text: z.string().min(1).max(80) }),
  z.object({ kind: z.literal('list'), items: z.array(RichTextSchema).min(1) }),
  z.object({
    kind: z.literal('definitions'),
    items: z.array(z.object({ term: RichTextSchema, description: RichTextSchema })).min(1),
  }),
])

const LegalSectionSchema = z.object({
  id: SectionId,
  heading: z.string().min(1).max(60),
  blocks: z.array(BlockSchema).min(1),
})

export const LegalDocumentSchema = z.object({
  title: searchTitle.describe('The page’s heading, and its title in search results and the browser tab (the brand is added)'),
  description: searchDescription,
  lastUpdated: z.iso.date().describe('YYYY-MM-DD; change it with every edit of the text'),
  intro: z.array(RichTextSchema).min(1),
  sections: z
    .array(LegalSectionSchema)
    .min(1)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'section ids must be unique'),
})

export type Inline = z.infer<typeof InlineSchema>
export type RichText = z.infer<typeof RichTextSchema>
export type Block = z.infer<typeof BlockSchema>
export type LegalSection = z.infer<typeof LegalSectionSchema>
export type LegalDocument = z.infer<typeof LegalDocumentSchema>

/** What the documents say that depends on the operator's configuration. */
export interface LegalContext {
  siteUrl: string
  appUrl: string
  supportEmail: string
  /** Google Analytics measurement ID; empty when analytics is not configured. */
  analyticsId: string
  /** Empty when the operator has not named it: the terms then show a placeholder. */
  governingLaw: string
  /** Host the demo video is loaded from when it is not this site; undefined otherwise. */
  externalVideoHost: string | undefined
}
