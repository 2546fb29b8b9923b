// The module Vite makes of practice.yaml (scripts/content-modules.ts): its fields, as the schema checked them.
import type { z } from 'zod'
import type { PracticeSchema } from './practice/schema'

type Copy = z.output<typeof PracticeSchema>
export declare const section: Copy['section']
export declare const form: Copy['form']
export declare const messages: Copy['messages']
export declare const report: Copy['report']
