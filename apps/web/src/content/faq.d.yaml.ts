// Made by scripts/content-types.ts from the schema of faq.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'faq'>
declare const copy: Copy
export default copy
export declare const items: Copy['items']
