// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { collections } from '../src/content.config'
import { singletonModule } from './content-modules'

/** The module's exports, as the browser gets them. */
const load = async (name: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(singletonModule(collections, name))}`)) as Record<string, unknown>

describe('a one-file collection as an ES module', () => {
  it('exports each top-level field of the checked file, and the whole as the default', async () => {
    const copy = collections.consent.read()
    const module = await load('consent')
    expect(Object.keys(module).sort()).toEqual(['default', 'footerLink', 'popup'])
    expect(module.popup).toEqual(copy.popup)
    expect(module.footerLink).toBe('Cookie settings')
    expect(module.default).toEqual(copy)
  })

  it('keeps the placeholders the code fills', async () => {
    const module = await load('pricing')
    expect(module.feature).toMatchObject({ history: '{product} History', resumes: '{count} Resume' })
  })

  it('refuses a file that is no one-file collection', () => {
    expect(() => singletonModule(collections, 'landing')).toThrow(
      'src/content/landing.yaml is not a one-file collection of src/content.config.ts',
    )
  })
})
