/**
 * The first step of `npm run build` (prebuild): stops a build with a bad public configuration
 * before anything is built. NODE_ENV is read here, as the operator set it: inside the build
 * Vite has already set it to `production` for every build.
 */
import { parsePublicEnv } from '../src/config/public-env'

try {
  parsePublicEnv(process.env, { production: process.env.NODE_ENV === 'production' })
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
