import { API_PATHS } from '@app/contract'
import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import type { ProductsService } from '../products/service.ts'

export function productsRoutes(app: FastifyInstance, deps: { products: ProductsService; readLimit?: onRequestHookHandler | undefined }) {
  app.get(API_PATHS.products, { onRequest: deps.readLimit ? [deps.readLimit] : [] }, async (_request, reply) => {
    // Already serialized and validated against the contract when it was cached.
    const body = await deps.products.body()
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body)
  })
}
