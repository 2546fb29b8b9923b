// Made by scripts/content-types.ts from the schema of support.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'support'>
declare const copy: Copy
export default copy
export declare const triggers: Copy['triggers']
export declare const forms: Copy['forms']
export declare const fields: Copy['fields']
export declare const fieldErrors: Copy['fieldErrors']
export declare const sending: Copy['sending']
export declare const sendFailure: Copy['sendFailure']
export declare const thankYou: Copy['thankYou']
export declare const faqDialog: Copy['faqDialog']
