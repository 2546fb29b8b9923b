/**
 * A second Node.js line from the npm registry, for the steps of `npm test` that also run on
 * the older LTS: `node-<platform>-<arch>@<version>` (the binary the `node` devDependency
 * installs for 24), packed once into node_modules/.cache and reused. Returns its bin directory,
 * to put first on PATH.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The older LTS line the lean install and the API tests also run on. Node 22.12 is the floor. */
export const NODE_22 = '22.23.3'

const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/node-runtimes/', import.meta.url))

export function nodeBinDir(version) {
  const name = `node-${process.platform}-${process.arch}`
  const dir = join(cacheDir, `${name}-${version}`)
  const bin = join(dir, 'package/bin')
  if (existsSync(join(bin, 'node'))) return bin
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const step = (command, args) => {
    const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr}`)
    }
  }
  step('npm', ['pack', '--silent', `${name}@${version}`])
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'))
  if (!tarball) throw new Error(`npm pack ${name}@${version} left no tarball in ${dir}`)
  step('tar', ['-xzf', tarball])
  rmSync(join(dir, tarball))
  return bin
}

/** The environment of a child process that runs `node` (and npm, npx) on `version`. */
export function envWithNode(version, env = process.env) {
  return { ...env, PATH: `${nodeBinDir(version)}:${env.PATH}` }
}
