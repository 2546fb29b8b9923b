/** The entry of the inline script the build puts in every page's head (scripts/early-script.ts). */
import { installConsent } from '../features/consent/early'
import { installFadeIn } from '../features/fade-in/early'
import { installTheme } from '../features/theme/early'
import { installControls } from './controls'

// First: the visitor's colour scheme, before anything is painted.
installTheme(document)
installControls(document)
installConsent(document)
installFadeIn(document)
