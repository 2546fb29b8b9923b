import type { PublicEnv } from './public-env'

declare const __PUBLIC_ENV__: PublicEnv

/** The public configuration, inlined at build time (see vite.config.ts). */
export const env: PublicEnv = __PUBLIC_ENV__
