/**
 * The page's controls before (and after) React, as each feature's part of the inline script adds
 * them (docs/decisions/011-controls-from-the-html.md). The HTML does the work where the browser
 * can: `popover`/`popovertarget` for the menu, `<dialog>` with Invoker Commands for every modal,
 * `<details name>` for the FAQ; the parts cover the rest, by event delegation on the document.
 * Also what the unit tests install on jsdom's document (test/setup.ts).
 */
import { installDialogs } from '~/components/ui/inline-script'
import { installContactQueue } from '~/features/contact/inline-script'
import { installDemoVideo } from '~/features/demo-video/inline-script'
import { installFaq } from '~/features/faq/inline-script'
import { installNavigation } from '~/features/navigation/inline-script'

export function installControls(doc: Document): void {
  installDialogs(doc)
  installNavigation(doc)
  installDemoVideo(doc)
  installFaq(doc)
  installContactQueue(doc)
}
