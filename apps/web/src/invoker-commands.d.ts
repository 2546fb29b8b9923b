/**
 * Invoker Commands (`commandfor`, `command`) as plain lowercase attributes: React 19 passes them
 * through to the DOM but @types/react does not know them yet (`closedby` it knows).
 */
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | undefined
  }
}
