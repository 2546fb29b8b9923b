import { z } from 'zod'

/**
 * Public build-time configuration. It is parsed once when Vite starts (so a bad
 * value fails the build) and inlined into the bundle, so only values that are
 * safe to publish belong here.
 */
const url = z.url().transform((v) => v.replace(/\/+$/, ''))

export const PublicEnvSchema = z.object({
  SITE_URL: url.default('http://localhost:3000').describe('Public origin of the site, used for canonical URLs and the sitemap'),
  APP_URL: url.default('https://app.example.com').describe('Origin of the product app that hosts /auth/login and /auth/registration'),
  API_BASE_URL: z
    .union([z.literal(''), url])
    .default('')
    .describe('Origin of the API service; empty means the same origin as the site'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  DEMO_VIDEO_URL: z.string().default('').describe('Replaces the bundled demo video when set'),
  ANALYTICS_GA_ID: z
    .string()
    .regex(/^(G-[A-Z0-9]+)?$/, 'ANALYTICS_GA_ID must look like G-XXXXXXX')
    .default(''),
  ANALYTICS_SCRIPT_URL: z
    .string()
    .default('')
    .describe('Overrides the analytics loader URL (tests point it at a local server)'),
  CONSENT_REVISION: z.string().min(1).default('2026-11-01'),
  LEGAL_GOVERNING_LAW: z.string().default(''),
})

export type PublicEnv = z.infer<typeof PublicEnvSchema>

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const picked = Object.fromEntries(
    Object.keys(PublicEnvSchema.shape)
      .map((key) => [key, source[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = PublicEnvSchema.safeParse(picked)
  if (!result.success) {
    throw new Error(`Invalid public configuration:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}
