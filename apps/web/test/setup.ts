import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// A component that logs an error has a bug even when its assertions pass.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  cleanup()
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`)
})
