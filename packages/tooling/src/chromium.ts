import { existsSync } from 'node:fs'

/** The first of `candidates` that exists; else an error that says how to install `apt` or set `variable`. */
function binary(candidates: (string | undefined)[], what: string, apt: string, variable: string): string {
  const paths = candidates.filter((p): p is string => !!p)
  const found = paths.find((p) => existsSync(p))
  if (!found) {
    throw new Error(
      `${what} not found (looked at ${paths.join(', ')}). Install it with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${apt}\n` +
        `or point ${variable} at it.`,
    )
  }
  return found
}

/**
 * The Chromium binary for Lighthouse, the audits and the specs that need the whole browser:
 * CHROME_PATH, else Debian's /usr/bin/chromium. Never downloads a browser; fails with the install command.
 */
export function chromiumPath(): string {
  return binary([process.env.CHROME_PATH, '/usr/bin/chromium'], 'Chromium', 'chromium', 'CHROME_PATH (a Chromium/Chrome binary)')
}

/**
 * The same Chromium's "old headless shell" (Debian's package chromium-headless-shell): the same
 * Blink and V8, without the browser around them; what Playwright runs headless tests in by
 * default. The e2e suite runs in it at about half the CPU of the whole browser headless
 * (docs/decisions/021). It has no speech service (SpeechRecognition.available() crashes its page),
 * so the practice round's spec runs in chromiumPath()'s browser. CHROME_HEADLESS_SHELL_PATH, else
 * /usr/bin/chromium-headless-shell.
 */
export function headlessShellPath(): string {
  return binary(
    [process.env.CHROME_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'],
    'Chromium’s headless shell',
    'chromium-headless-shell',
    'CHROME_HEADLESS_SHELL_PATH',
  )
}

/** Flags for headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
