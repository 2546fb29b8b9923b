/** The entry of the inline script the build puts in every page's head (scripts/inline-script.ts). */
import type { PublicEnv } from '~/config/public-env'
import { analyticsTags, installConsent } from '~/features/consent/inline-script'
import { installFadeIn } from '~/features/fade-in/inline-script'
import { installTheme } from '~/features/theme/inline-script'
import { installLayout } from '~/layouts/inline-script'
import { installControls } from './controls'

// First: the visitor's colour scheme, before anything is painted.
installTheme(document)
installLayout(document)
installControls(document)
// The build's settings, each a constant here (scripts/inline-script.ts): without an analytics id
// the tag code is left out of the script.
declare const __PUBLIC_ENV__: PublicEnv
installConsent(
  document,
  __PUBLIC_ENV__.ANALYTICS_GA_ID ? analyticsTags(document, __PUBLIC_ENV__.ANALYTICS_GA_ID, __PUBLIC_ENV__.ANALYTICS_SCRIPT_URL) : null,
)
installFadeIn(document)
