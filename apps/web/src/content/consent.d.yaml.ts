// The module Vite makes of consent.yaml (scripts/content-modules.ts): its fields, as the schema checked them.
import type { z } from 'zod'
import type { ConsentSchema } from './consent/schema'

type Copy = z.output<typeof ConsentSchema>
export declare const popup: Copy['popup']
export declare const footerLink: Copy['footerLink']
