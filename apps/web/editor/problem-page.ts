/**
 * The editor's preview while a saved file has a problem the build would refuse: instead of the dev
 * server's error page (a stack trace, a developer's overlay), the page says what is wrong in the
 * words of "Check my changes" (check-changes.ts), and where to fix it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { CheckReport } from './check-changes'

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The page that stands in for a page of the site while the content has problems. */
function problemPage(report: CheckReport, editorPath: string): string {
  const body =
    'error' in report
      ? `<p>The content did not read, and the check could not say why: ${escape(report.error)}</p>`
      : report.problems
          .map(
            ({ entry, file, problems }) =>
              `<h2>${escape(entry)} <small>(${escape(file)})</small></h2><ul>${problems
                .map(({ field, rule }) => `<li>${escape(field)}: ${escape(rule)}</li>`)
                .join('')}</ul>`,
          )
          .join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>This page cannot be shown until the content is fixed</title>
    <style>
      body { max-width: 44rem; margin: 3rem auto; padding: 0 1rem; font: 1rem/1.6 system-ui, sans-serif; color: #111827; }
      h1 { font-size: 1.5rem; } h2 { font-size: 1.0625rem; margin-top: 1.5rem; } small { color: #4b5563; font-weight: 400; }
    </style>
  </head>
  <body>
    <h1>This page cannot be shown until the content is fixed</h1>
    <p>A saved change breaks a rule of the site. Fix it in the <a href="${editorPath}">editor</a>, save, then reload this page.</p>
    ${body}
  </body>
</html>
`
}

/**
 * A middleware for the dev server, first in line: a page request that the dev server answers with
 * its error page for bad content (a ContentError, content/collection.ts) gets `problemPage` instead.
 * Every other answer passes through untouched.
 */
export function explainContentErrors(check: () => Promise<CheckReport>, editorPath: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html') || request.url?.startsWith(editorPath)) return next()
    const original = { writeHead: response.writeHead, write: response.write, end: response.end }
    // The dev server writes its error page as writeHead(500, …), write(html), end(): held back here.
    let held: { headers?: OutgoingHttpHeaders; chunks: Buffer[] } | undefined
    const restore = () => Object.assign(response, original)
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status !== 500) {
        restore()
        return original.writeHead.call(this, status, ...(rest as [OutgoingHttpHeaders]))
      }
      held = { headers: rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object'), chunks: [] }
      return this
    } as ServerResponse['writeHead']
    response.write = function (chunk: unknown) {
      if (!held) return (original.write as (chunk: unknown) => boolean).call(response, chunk)
      held.chunks.push(Buffer.from(chunk as string))
      return true
    } as ServerResponse['write']
    response.end = function (chunk?: unknown) {
      if (!held) {
        restore()
        return (original.end as (chunk?: unknown) => ServerResponse).call(response, chunk)
      }
      if (chunk && typeof chunk !== 'function') held.chunks.push(Buffer.from(chunk as string))
      const { headers, chunks } = held
      restore()
      const page = Buffer.concat(chunks)
      if (!page.includes('<title>ContentError</title>')) {
        response.writeHead(500, headers)
        return response.end(page)
      }
      void check().then((report) => {
        const html = problemPage(report, editorPath)
        response.writeHead(500, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': Buffer.byteLength(html),
          'Cache-Control': 'no-store',
        })
        response.end(html)
      })
      return response
    } as ServerResponse['end']
    next()
  }
}
