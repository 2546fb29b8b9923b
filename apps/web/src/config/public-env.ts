import { z } from 'zod'

/**
 * Public build-time configuration. It is parsed once when Vite starts (so a bad
 * value fails the build) and inlined into the bundle, so only values that are
 * safe to publish belong here.
 */
const url = z.url().transform((v) => v.replace(/\/+$/, ''))

const PublicEnvSchema = z.object({
  SITE_URL: url.default('http://localhost:3000').describe('Public origin of the site, used for canonical URLs and the sitemap'),
  APP_URL: url.default('https://app.example.com').describe('Origin of the product app that hosts /auth/login and /auth/registration'),
  API_BASE_URL: z
    .union([z.literal(''), url])
    .default('')
    .describe('Origin of the API service; empty means the same origin as the site'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SECURITY_CONTACT: z
    .union([z.literal(''), z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'SECURITY_CONTACT must be a mailto: or https: URI')])
    .default('')
    .describe('Contact of /.well-known/security.txt (RFC 9116); empty means mailto:SUPPORT_EMAIL'),
  DEMO_VIDEO_URL: z.string().default('').describe('Replaces the bundled demo video when set'),
  ANALYTICS_GA_ID: z
    .string()
    .regex(/^(G-[A-Z0-9]+)?$/, 'ANALYTICS_GA_ID must look like G-XXXXXXX')
    .default(''),
  ANALYTICS_SCRIPT_URL: z.string().default('').describe('Overrides the analytics loader URL (tests point it at a local server)'),
  CONSENT_REVISION: z.string().min(1).default('2026-11-01'),
  LEGAL_GOVERNING_LAW: z.string().default(''),
})

export type PublicEnv = z.infer<typeof PublicEnvSchema>

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i

/**
 * What a production build must not fall back on: SITE_URL goes into every canonical link,
 * og:url and the sitemap, so the developer default (or any local origin) would publish a site
 * that points search engines and shared links at the visitor's own machine.
 */
function productionProblems(picked: Record<string, string | undefined>, env: PublicEnv): string[] {
  const example = 'e.g. SITE_URL=https://www.example.com'
  if (picked.SITE_URL === undefined) {
    return [`SITE_URL: required when NODE_ENV=production: the public origin of the site, ${example}`]
  }
  if (LOCAL_HOSTS.test(new URL(env.SITE_URL).hostname)) {
    return [`SITE_URL: ${env.SITE_URL} is this machine, not a public origin (NODE_ENV=production); ${example}`]
  }
  return []
}

/**
 * Parses the build's public configuration. `production` (the build step passes
 * NODE_ENV === 'production', as the operator set it) refuses developer defaults.
 */
export function parsePublicEnv(source: Record<string, string | undefined>, options: { production?: boolean } = {}): PublicEnv {
  const picked = Object.fromEntries(
    Object.keys(PublicEnvSchema.shape)
      .map((key) => [key, source[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = PublicEnvSchema.safeParse(picked)
  if (!result.success) {
    throw new Error(`Invalid public configuration:\n${z.prettifyError(result.error)}`)
  }
  const problems = options.production ? productionProblems(picked, result.data) : []
  if (problems.length > 0) {
    throw new Error(`Invalid public configuration for a production build:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  }
  return result.data
}
