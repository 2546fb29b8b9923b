/**
 * React Router's Node entry, with one change: every page is rendered whole before a byte is
 * written (`onAllReady`), for every request, not only for bots, and written in document order. The site is only ever prerendered
 * (react-router.config.ts), so streaming buys nothing, and the parts that load their code lazily
 * in the browser (the support dialogs, the cookie bar: lazy-dialogs.tsx, cookie-consent.tsx) must
 * be in the HTML in place: streamed, React would park them in hidden elements that its inline
 * scripts move into place at the end of the document, and without JavaScript they would stay hidden.
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { renderToPipeableStream } from 'react-dom/server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise((resolve, reject) => {
    let allReady = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never outline a finished boundary to the end of the document either (React does past
      // 12.8 KB of HTML, so that a streamed page paints early).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        allReady = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        responseHeaders.set('Content-Type', 'text/html')
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500
        if (allReady) console.error(error)
      },
    })
  })
}
