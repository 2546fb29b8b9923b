/// <reference types="astro/client" />
// A module, so that the declaration below adds to Astro's types instead of replacing them.
export {}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the visitor opens one of the island's dialogs (src/lib/client-dialog.ts). */
    'client:dialog'?: boolean
    /** Hydrates on the first touch, or at once where this localStorage key is set (src/features/practice-round/client-round.ts). */
    'client:round'?: string
  }
}
