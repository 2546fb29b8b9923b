// The module Vite makes of practice-round.yaml (scripts/content-modules.ts): its fields, as the schema checked them.
import type { z } from 'zod'
import type { PracticeRoundSchema } from './practice-round/schema'

type Copy = z.output<typeof PracticeRoundSchema>
export declare const picker: Copy['picker']
export declare const page: Copy['page']
export declare const round: Copy['round']
export declare const recording: Copy['recording']
export declare const report: Copy['report']
