// Vitest global setup: the landing pages' index is generated from the page files, as the build does.
import { writeLandingIndex } from '../scripts/landing-index.mjs'

export default function setup(): void {
  writeLandingIndex()
}
