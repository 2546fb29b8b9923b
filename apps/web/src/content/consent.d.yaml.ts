// Made by scripts/content-types.ts from the schema of consent.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'consent'>
declare const copy: Copy
export default copy
export declare const popup: Copy['popup']
export declare const footerLink: Copy['footerLink']
