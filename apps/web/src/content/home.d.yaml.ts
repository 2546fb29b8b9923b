// Made by scripts/content-types.ts from the schema of home.yaml (npm run content:types); do not edit.
import type { CopyOf } from './collections'

type Copy = CopyOf<'home'>
declare const copy: Copy
export default copy
export declare const hero: Copy['hero']
export declare const title: Copy['title']
export declare const description: Copy['description']
export declare const sampleInterview: Copy['sampleInterview']
export declare const features: Copy['features']
export declare const whyChoose: Copy['whyChoose']
export declare const howItWorks: Copy['howItWorks']
export declare const demoVideo: Copy['demoVideo']
export declare const practice: Copy['practice']
export declare const testimonials: Copy['testimonials']
