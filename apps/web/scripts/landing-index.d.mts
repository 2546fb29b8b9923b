/** The generated module's text for the given page file names. */
export function landingIndexSource(fileNames: readonly string[]): string
/** Writes content/landing/pages.generated.ts (or the given folder's) when it changed; returns its path. */
export function writeLandingIndex(dir?: string): string
