/**
 * A stand-in for Google's gtag.js on a local port, for the build whose ANALYTICS_SCRIPT_URL
 * points here. The script it serves sets a `_ga` cookie as the real one would, so a test can
 * see that withdrawing consent removes it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const STUB_SCRIPT = `window.__gtagStubRuns = (window.__gtagStubRuns || 0) + 1;
document.cookie = '_ga=GA1.1.1234567890.1234567890; path=/; max-age=3600';`

export interface AnalyticsStub {
  /** The script URL to build with. */
  scriptUrl: string
  /** Every path requested so far, in order. */
  requests: string[]
  stop(): Promise<void>
}

export async function startAnalyticsStub(): Promise<AnalyticsStub> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.method === 'GET' && req.url?.startsWith('/gtag.js')) {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'cross-origin-resource-policy': 'cross-origin',
      })
      res.end(STUB_SCRIPT)
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    scriptUrl: `http://127.0.0.1:${port}/gtag.js`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
