import type { HeadDescriptor } from './seo'

/** The head tags of a page (lib/seo.ts) as plain elements for the layout: title, meta, link and JSON-LD. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attributes: Record<string, string> }
  | { kind: 'link'; attributes: Record<string, string> }
  | { kind: 'json-ld'; json: string }

/** JSON inside a script element: `<` escaped, so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

export function headTags(descriptors: readonly HeadDescriptor[]): HeadTag[] {
  return descriptors.map((descriptor): HeadTag => {
    if (typeof descriptor.title === 'string') return { kind: 'title', text: descriptor.title }
    if ('script:ld+json' in descriptor) return { kind: 'json-ld', json: scriptSafeJson(descriptor['script:ld+json']) }
    const { tagName, ...rest } = descriptor
    const attributes = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]))
    return tagName === 'link' ? { kind: 'link', attributes } : { kind: 'meta', attributes }
  })
}
