// Made by scripts/content-types.ts from the schema of pricing.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'pricing'>
declare const copy: Copy
export default copy
export declare const heading: Copy['heading']
export declare const intro: Copy['intro']
export declare const loading: Copy['loading']
export declare const popularBadge: Copy['popularBadge']
export declare const opensInNewTab: Copy['opensInNewTab']
export declare const unavailablePrefix: Copy['unavailablePrefix']
export declare const notes: Copy['notes']
export declare const cta: Copy['cta']
export declare const period: Copy['period']
export declare const feature: Copy['feature']
export declare const noPlans: Copy['noPlans']
