/**
 * Serves the prerendered website from WEB_BUILD_DIR/client: clean URLs (`/features/x` is
 * `features/x/index.html`; `/features/x/` answers 301 to `/features/x`, so there is no loop),
 * Brotli/gzip siblings sent as they are, a real 404 status with the site's 404 page, immutable
 * caching for hashed `/assets/*` and revalidation for everything else. Redirects and per-page
 * headers (the CSP with the page's script hashes) come from the build's site-manifest.json.
 *
 * The file list is read once at start; after a rebuild, restart the server.
 */
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { sendError } from '../errors.ts'
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

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'

const API_PREFIXES = ['/api/', '/stripeapi/']

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api' || pathname === '/stripeapi'
}

interface SiteFiles {
  /** Relative POSIX paths of every servable file (compressed siblings excluded). */
  files: Set<string>
  /** Files that have a .br or .gz sibling. */
  compressed: Set<string>
}

function listFiles(root: string): SiteFiles {
  const all = new Set<string>()
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const rel = prefix + entry.name
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel + '/')
      else if (entry.isFile()) all.add(rel)
    }
  }
  walk(root, '')
  const files = new Set<string>()
  const compressed = new Set<string>()
  for (const f of all) {
    const base = f.replace(/\.(br|gz)$/, '')
    if (base !== f && all.has(base)) compressed.add(base)
    else files.add(f)
  }
  return { files, compressed }
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

/** `features/x/index.html` → `/features/x`; `404.html` → `/404`. The manifest's header keys. */
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

  const { files, compressed } = listFiles(root)
  const manifest = readManifest(opts.buildDir, app)
  const redirects = new Map(manifest.redirects.map((r) => [r.from.replace(/(.)\/+$/, '$1'), r]))
  const pageHeaders = new Map(Object.entries(manifest.headers))

  // cacheControl off for the whole plugin, not per sendFile() call: when a client accepts an
  // encoding the file has no sibling for, @fastify/static 8 retries without the call's options
  // and would set its own `public, max-age=0` over ours.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false })

  function serve(reply: FastifyReply, rel: string, status = 200): FastifyReply {
    const isHtml = rel.endsWith('.html')
    reply.code(status)
    reply.header('cache-control', rel.startsWith('assets/') ? CACHE_IMMUTABLE : CACHE_REVALIDATE)
    if (compressed.has(rel)) {
      // Keep CORS's `Vary: Origin`: append instead of replacing.
      const vary = reply.getHeader('vary')
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    }
    if (isHtml) {
      const extra = pageHeaders.get(pageKey(rel))
      if (extra) reply.headers(extra)
    }
    return reply.sendFile('/' + rel)
  }

  function notFound(reply: FastifyReply): FastifyReply {
    if (files.has('404.html')) return serve(reply, '404.html', 404)
    return sendError(reply, 404, 'Page not found')
  }

  app.get(
    '/*',
    {
      // React Router's prerendered route data; mime has no entry for `.data`.
      onSend: async (request: FastifyRequest, reply: FastifyReply) => {
        if (reply.statusCode === 200 && splitUrl(request.url)[0].endsWith('.data')) {
          reply.header('content-type', 'text/x-script')
        }
      },
    },
    async (request, reply) => {
      const [rawPath, search] = splitUrl(request.url)
      if (isApiPath(rawPath)) return sendError(reply, 404, 'No such API route')

      let pathname: string
      try {
        pathname = decodeURIComponent(rawPath)
      } catch {
        return notFound(reply)
      }
      if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound(reply)

      if (pathname.length > 1 && pathname.endsWith('/')) {
        const clean = pathname.replace(/\/+$/, '')
        const target = redirects.get(clean)
        if (target) return reply.redirect(target.to + search, target.status)
        return reply.redirect(sameOriginLocation(rawPath.replace(/\/+$/, '')) + search, 301)
      }

      const target = redirects.get(pathname)
      if (target) return reply.redirect(target.to + search, target.status)

      const rel = pathname.slice(1)
      if (rel === '') return files.has('index.html') ? serve(reply, 'index.html') : notFound(reply)
      if (files.has(rel)) return serve(reply, rel)
      if (files.has(`${rel}/index.html`)) return serve(reply, `${rel}/index.html`)
      if (files.has(`${rel}.html`)) return serve(reply, `${rel}.html`)
      return notFound(reply)
    },
  )
}
