// The module Vite makes of support.yaml (scripts/content-modules.ts): its fields, as the schema checked them.
import type { z } from 'zod'
import type { SupportSchema } from './support/schema'

type Copy = z.output<typeof SupportSchema>
export declare const triggers: Copy['triggers']
export declare const forms: Copy['forms']
export declare const fields: Copy['fields']
export declare const fieldErrors: Copy['fieldErrors']
export declare const sending: Copy['sending']
export declare const sendFailure: Copy['sendFailure']
export declare const thankYou: Copy['thankYou']
export declare const faqDialog: Copy['faqDialog']
