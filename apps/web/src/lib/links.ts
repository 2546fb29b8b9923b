import { env } from '~/config/env'

/** The product app's login page (opens in a new tab). */
export const loginUrl = (): string => `${env.APP_URL}/auth/login`

/** The product app's sign-up page, optionally for a plan (default plan: Free tier). */
export function signupUrl(planName?: string): string {
  const base = `${env.APP_URL}/auth/registration`
  return planName ? `${base}?plan=${encodeURIComponent(planName)}` : base
}

/** Sign-up for a visitor who tried a question on a page: the app can start with that page's role. */
export const signupUrlForRole = (role: string): string => `${signupUrl()}?role=${encodeURIComponent(role)}`

/** Attributes for a link that opens another site in a new tab. */
export const newTabProps = { target: '_blank', rel: 'noopener' } as const
