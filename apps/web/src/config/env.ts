import type { PublicEnv } from './public-env'

declare const __PUBLIC_ENV__: PublicEnv

/** The public configuration, inlined at build time (`define` in astro.config.mjs, vitest.config.ts and scripts/inline-script.ts). */
export const env: PublicEnv = __PUBLIC_ENV__
