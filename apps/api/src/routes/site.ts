/**
 * Serves the prerendered website from WEB_BUILD_DIR/client, held in memory (site-in-memory.ts):
 * clean URLs (`/features/x` is `features/x.html`, or `features/x/index.html`; `/features/x/`
 * answers 301 to `/features/x`, so there is no loop), Brotli/gzip siblings sent as they are (and a
 * page's `.dcz` to a browser holding the pages' dictionary, decision 014), byte ranges (the
 * demo video), a real 404 status with the site's 404 page (for `/404` too), immutable caching for
 * hashed `/assets/*` and revalidation for everything else. Redirects and per-file headers (the
 * CSP with the page's script hashes, the dictionary's Use-As-Dictionary) come from the build's
 * site-manifest.json; the CDN's `_headers` and `_redirects` are not served.
 *
 * The files are read once at start; after a rebuild, restart the server.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '@app/contract/headers'
import { sendError } from '../errors.ts'
import { PATH_LIMIT } from '../http-limits.ts'
import { byteRange, codedEtag, loadSiteFiles, matchesEtag, negotiate, rangeStillValid } from '../site-in-memory.ts'
import { trimTrailing } from '../text.ts'
import { sameOriginLocation } from '../urls.ts'

const ManifestSchema = z.object({
  redirects: z
    .array(
      z.object({
        from: z.string().startsWith('/'),
        to: z.string().min(1),
        status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
      }),
    )
    .default([]),
  headers: z.record(z.string(), z.record(z.string(), z.string())).default({}),
})

type SiteManifest = z.infer<typeof ManifestSchema>

const API_PREFIXES = ['/api/', '/stripeapi/']

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api' || pathname === '/stripeapi'
}

function readManifest(buildDir: string, app: FastifyInstance): SiteManifest {
  const file = path.join(buildDir, 'site-manifest.json')
  if (!fs.existsSync(file)) return { redirects: [], headers: {} }
  const parsed = ManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!parsed.success) {
    app.log.error({ issues: parsed.error.issues.slice(0, 5) }, 'site-manifest.json is invalid; redirects and page headers ignored')
    return { redirects: [], headers: {} }
  }
  return parsed.data
}

/** `features/x.html` or `features/x/index.html` → `/features/x`; `404.html` → `/404`. The manifest's header keys. */
function pageKey(rel: string): string {
  const stem = rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
  return '/' + stem
}

function splitUrl(url: string): [string, string] {
  const q = url.indexOf('?')
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)]
}

export const siteRoutes: FastifyPluginAsync<{ buildDir: string }> = async (app, opts) => {
  const root = path.join(opts.buildDir, 'client')
  if (!fs.existsSync(root)) {
    app.log.warn({ dir: root }, 'Site not built: the API runs, pages answer 503. Run npm run build')
    app.get('/*', async (request, reply) => {
      if (isApiPath(splitUrl(request.url)[0])) return sendError(reply, 404, 'No such API route')
      return sendError(reply, 503, 'Site not built: run npm run build')
    })
    return
  }

  const files = loadSiteFiles(root)
  const manifest = readManifest(opts.buildDir, app)
  const redirects = new Map(manifest.redirects.map((r) => [trimTrailing(r.from, '/') || '/', r]))
  const pageHeaders = new Map(Object.entries(manifest.headers))

  function serve(request: FastifyRequest, reply: FastifyReply, rel: string, status = 200): FastifyReply {
    const file = files.get(rel)!
    reply.code(status)
    reply.header('content-type', file.type)
    reply.header('cache-control', rel.startsWith('assets/') ? CACHE_IMMUTABLE : CACHE_REVALIDATE)
    if (file.br || file.gzip || file.dcz) {
      // Keep CORS's `Vary: Origin`: append instead of replacing.
      const vary = reply.getHeader('vary')
      const ours = file.dcz ? 'Accept-Encoding, Available-Dictionary' : 'Accept-Encoding'
      reply.header('vary', vary ? `${String(vary)}, ${ours}` : ours)
    }
    const extra = pageHeaders.get(rel.endsWith('.html') ? pageKey(rel) : `/${rel}`)
    if (extra) reply.headers(extra)
    const dictionary = request.headers['available-dictionary']
    const { body, encoding } = negotiate(file, request.headers['accept-encoding'], typeof dictionary === 'string' ? dictionary : undefined)
    const etag = codedEtag(file, encoding)
    reply.header('etag', etag)
    if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()

    if (encoding) reply.header('content-encoding', encoding)
    if (status !== 200 || encoding) return reply.send(body)
    reply.header('accept-ranges', 'bytes')
    const range = rangeStillValid(request.headers['if-range'], etag) ? byteRange(request.headers.range, body.length) : undefined
    if (range === undefined) return reply.send(body)
    if (range === 'unsatisfiable') {
      return sendError(reply.header('content-range', `bytes */${body.length}`), 416, `The file has ${body.length} bytes`)
    }
    const [start, end] = range
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${body.length}`)
      .send(body.subarray(start, end + 1))
  }

  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (files.has('404.html')) return serve(request, reply, '404.html', 404)
    return sendError(reply, 404, 'Page not found')
  }

  app.get('/*', async (request, reply) => {
    const [rawPath, search] = splitUrl(request.url)
    if (isApiPath(rawPath)) return sendError(reply, 404, 'No such API route')
    // No page has a path anywhere near this long; nothing below has to read one that is.
    if (rawPath.length > PATH_LIMIT) return sendError(reply, 414, `The path is longer than ${PATH_LIMIT} characters`)

    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      return notFound(request, reply)
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound(request, reply)

    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Only a slash that was sent as one: `/%2f` is not a page, and redirecting it to itself
      // would be a loop.
      if (!rawPath.endsWith('/')) return notFound(request, reply)
      const target = redirects.get(trimTrailing(pathname, '/'))
      if (target) return reply.redirect(target.to + search, target.status)
      return reply.redirect(sameOriginLocation(trimTrailing(rawPath, '/')) + search, 301)
    }

    const target = redirects.get(pathname)
    if (target) return reply.redirect(target.to + search, target.status)

    const rel = pathname.slice(1)
    // The 404 page is the answer to unknown paths, never a page of its own.
    if (rel === '404' || rel === '404.html') return notFound(request, reply)
    if (rel === '') return files.has('index.html') ? serve(request, reply, 'index.html') : notFound(request, reply)
    if (files.has(rel)) return serve(request, reply, rel)
    if (files.has(`${rel}/index.html`)) return serve(request, reply, `${rel}/index.html`)
    if (files.has(`${rel}.html`)) return serve(request, reply, `${rel}.html`)
    return notFound(request, reply)
  })
}
