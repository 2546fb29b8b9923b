// Made by scripts/content-types.ts from the schema of shared.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'shared'>
declare const copy: Copy
export default copy
export declare const cta: Copy['cta']
export declare const roleplay: Copy['roleplay']
export declare const star: Copy['star']
export declare const testimonials: Copy['testimonials']
