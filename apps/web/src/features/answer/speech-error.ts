import { messages } from '~/content/practice.yaml'

type SpeechErrorCode = keyof typeof messages.speechErrors

/**
 * What to tell the visitor for a speech recognition error code: the code's own message where the
 * copy has one, else "other". The code comes from the browser (or a page's shim), so it is looked
 * up among the copy's own keys only: "__proto__" or "constructor" is "other" too.
 */
export const speechErrorText = (code: string): string =>
  Object.hasOwn(messages.speechErrors, code) ? messages.speechErrors[code as SpeechErrorCode] : messages.speechErrors.other
