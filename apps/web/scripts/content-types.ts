/**
 * `npm run content:types`, and a step of `npm run build` (prebuild): writes the types of each
 * one-file collection's module, `src/content/<name>.d.yaml.ts`, from its schema (content-modules.ts),
 * and removes those of a collection that is gone. A test fails while a written one is out of date.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { collections } from '../src/content/collections'
import { singletonDeclaration } from './content-modules'

const CONTENT = join(import.meta.dirname, '../src/content')

const wanted = new Map<string, string>(
  Object.values(collections).flatMap((collection) => {
    if (!('file' in collection)) return []
    const name = collection.file.replace(/\.yaml$/, '')
    return [[`${name}.d.yaml.ts`, singletonDeclaration(collections, name)]]
  }),
)
for (const file of readdirSync(CONTENT).filter((name) => name.endsWith('.d.yaml.ts'))) {
  if (!wanted.has(file)) {
    rmSync(join(CONTENT, file))
    console.log(`removed src/content/${file}: no one-file collection reads ${file.replace('.d.yaml.ts', '.yaml')}`)
  }
}
for (const [file, text] of wanted) {
  const path = join(CONTENT, file)
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
  writeFileSync(path, text)
  console.log(`wrote src/content/${file}`)
}
