// The module Vite makes of pricing.yaml (scripts/content-modules.ts): its fields, as the schema checked them.
import type { z } from 'zod'
import type { PricingSchema } from './pricing/schema'

type Copy = z.output<typeof PricingSchema>
declare const copy: Copy
export default copy
