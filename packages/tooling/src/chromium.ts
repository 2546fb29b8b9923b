import { existsSync } from 'node:fs'

/**
 * The Chromium binary for Playwright and Lighthouse: CHROME_PATH, else Debian's
 * /usr/bin/chromium. Never downloads a browser; fails with the install command.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => !!p)
  const found = candidates.find((p) => existsSync(p))
  if (!found) {
    throw new Error(
      `Chromium not found (looked at ${candidates.join(', ')}). Install it with:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or point CHROME_PATH at a Chromium/Chrome binary.`,
    )
  }
  return found
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
