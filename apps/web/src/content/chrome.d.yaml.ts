// Made by scripts/content-types.ts from the schema of chrome.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'chrome'>
declare const copy: Copy
export default copy
export declare const skipLink: Copy['skipLink']
export declare const header: Copy['header']
export declare const theme: Copy['theme']
export declare const legalTocHeading: Copy['legalTocHeading']
export declare const footer: Copy['footer']
export declare const notFound: Copy['notFound']
