/** Astro's content layer lists the collections of src/content/collections.ts, the one registry. */
export { collections } from './content/collections'
