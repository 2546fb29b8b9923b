/** The entry of the inline script the build puts in every page's head (scripts/early-script.ts). */
import { installConsent } from './consent'
import { installControls } from './controls'
import { installFadeIn } from './fade-in'

installControls(document)
installConsent(document)
installFadeIn(document)
