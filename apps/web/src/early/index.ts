/** The entry of the inline script the build puts in every page's head (scripts/early-script.ts). */
import type { PublicEnv } from '~/config/public-env'
import { analyticsTags, installConsent } from '~/features/consent/early'
import { installFadeIn } from '~/features/fade-in/early'
import { installTheme } from '~/features/theme/early'
import { installLayout } from '~/layouts/early'
import { installControls } from './controls'

// First: the visitor's colour scheme, before anything is painted.
installTheme(document)
installLayout(document)
installControls(document)
// The build's settings, each a constant here (scripts/early-script.ts): without an analytics id
// the tag code is left out of the script.
declare const __PUBLIC_ENV__: PublicEnv
installConsent(
  document,
  __PUBLIC_ENV__.ANALYTICS_GA_ID ? analyticsTags(document, __PUBLIC_ENV__.ANALYTICS_GA_ID, __PUBLIC_ENV__.ANALYTICS_SCRIPT_URL) : null,
)
installFadeIn(document)
