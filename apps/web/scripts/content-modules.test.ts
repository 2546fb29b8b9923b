// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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

  it('refuses a field whose name cannot be an export’s', () => {
    const fake = { bad: { file: 'bad.yaml', read: () => ({ default: 'x' }) } } as unknown as Parameters<typeof singletonModule>[0]
    expect(() => singletonModule(fake, 'bad')).toThrow('src/content/bad.yaml: "default" cannot be an export\'s name')
  })

  it('is typed by a declaration that names every field of the schema, or the whole file', () => {
    const content = join(import.meta.dirname, '../src/content')
    const declarations = readdirSync(content).filter((name) => name.endsWith('.d.yaml.ts'))
    expect(declarations.length).toBeGreaterThan(0)
    for (const declaration of declarations) {
      const file = declaration.replace('.d.yaml.ts', '.yaml')
      const collection = Object.values(collections).find((c) => 'file' in c && c.file === file)
      expect(collection, `${file} is a one-file collection`).toBeDefined()
      const text = readFileSync(join(content, declaration), 'utf8')
      const named = [...text.matchAll(/^export declare const (\w+)/gm)].map((match) => match[1])
      const shape = (collection!.schema as unknown as { shape: Record<string, unknown> }).shape
      if (named.length) expect(named.sort(), declaration).toEqual(Object.keys(shape).sort())
      else expect(text, declaration).toMatch(/^export default /m)
    }
  })
})
