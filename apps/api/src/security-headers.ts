/**
 * Security headers, computed once: helmet builds them per request and halves throughput here.
 * HTML pages get their Content-Security-Policy from the site build (per page, it hashes the
 * page's inline scripts); JSON answers get a deny-all policy.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // Pages with the practice widget allow the microphone to themselves (site-manifest.json).
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
})

export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"
