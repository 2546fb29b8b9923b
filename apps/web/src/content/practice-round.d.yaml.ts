// Made by scripts/content-types.ts from the schema of practice-round.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'practiceRound'>
declare const copy: Copy
export default copy
export declare const picker: Copy['picker']
export declare const page: Copy['page']
export declare const round: Copy['round']
export declare const recording: Copy['recording']
export declare const report: Copy['report']
