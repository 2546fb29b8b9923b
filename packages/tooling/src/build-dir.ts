/**
 * The one place that says where the site is built: WEB_BUILD_DIR (tests and parallel builds build
 * elsewhere; relative to the working directory), else apps/web/build. The API reads the same
 * setting at start (apps/api/src/env.ts), with the same default, as a production process that
 * does not install this package.
 */
import { join, resolve } from 'node:path'

/** The repository's root, whatever the caller's working directory. */
export const repoRoot = resolve(import.meta.dirname, '../../..')

export function webBuildDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.WEB_BUILD_DIR || join(repoRoot, 'apps/web/build'))
}

/** The pages and files the site serves: the build's `client/` folder. */
export function webClientDir(env: Record<string, string | undefined> = process.env): string {
  return join(webBuildDir(env), 'client')
}
