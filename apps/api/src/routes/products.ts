import { API_PATHS } from '@app/contract'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { ProductsService } from '../products/service.ts'
import type { LimitHook } from '../rate-limits.ts'

interface ProductsRoutesOptions {
  products: ProductsService
  readLimit?: LimitHook | undefined
}

/** GET /stripeapi/get-products. */
export const productsRoutes: FastifyPluginAsync<ProductsRoutesOptions> = async (app, deps) => {
  // Already serialized and validated against the contract when it was cached.
  const send = (reply: FastifyReply, body: Buffer) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body)

  app.get(API_PATHS.products, { onRequest: deps.readLimit ? [deps.readLimit] : [] }, (_request, reply) => {
    // The hot path stays synchronous: no promise per request once the answer is cached.
    const cached = deps.products.peek()
    if (cached !== undefined) return send(reply, cached)
    return deps.products.body().then((body) => send(reply, body))
  })
}
