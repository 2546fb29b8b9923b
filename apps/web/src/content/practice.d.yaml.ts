// Made by scripts/content-types.ts from the schema of practice.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'practice'>
declare const copy: Copy
export default copy
export declare const section: Copy['section']
export declare const form: Copy['form']
export declare const messages: Copy['messages']
export declare const report: Copy['report']
