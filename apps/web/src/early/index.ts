/** The entry of the inline script the build puts in every page's head (scripts/early-script.ts). */
import { installConsent } from '../features/consent/early'
import { installFadeIn } from '../features/fade-in/early'
import { installControls } from './controls'

installControls(document)
installConsent(document)
installFadeIn(document)
