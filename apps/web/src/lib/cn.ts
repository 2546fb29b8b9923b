import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge (7 KB gzip on every page): components
 * avoid passing conflicting utilities instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
