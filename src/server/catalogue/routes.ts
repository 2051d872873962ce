/** The catalogue's API and the phone pictures. HTTP only: the reads are in service.ts, the search in search.ts. */
import type { FastifyInstance } from 'fastify'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import { memoryIndex, searchStockMs } from './search-index'
import { brandModels, phonePicture, search, sellingBrands, sellVariants, tradeInStores } from './service'

/** Catalogue replies are the same for everyone: served from memory for 10 s (stock badges lag at most that). */
const catalogueCache = { cacheMs: 10_000 }

export default function catalogueRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  // A listening server loads its copy of the search index at once rather than on the first search
  // (tests that inject requests, and change the catalogue first, keep the load on the first search).
  app.addHook('onListen', async () => {
    memoryIndex(db).catch(() => {})
  })
  route(app, s, 'getDevice', ({ params }) => sellingBrands(db, params.deviceId), catalogueCache)
  route(app, s, 'getDeviceModel', ({ params, origin }) => brandModels(db, params.brandId, origin), catalogueCache)
  route(app, s, 'sellVariants', ({ params, country }) => sellVariants(db, params.modelId, country), catalogueCache)
  // A search's stock badges are up to searchStockMs old already: its replies live that much less, so a badge still lags at most 10 s.
  route(app, s, 'search', ({ query, origin }) => search(db, query?.query ?? '', origin), { cacheMs: catalogueCache.cacheMs - searchStockMs })
  route(app, s, 'tradeInStores', ({ country }) => tradeInStores(db, country))
  app.get<{ Params: { file: string } }>('/images/phones/:file', async (req, reply) => {
    const picture = await phonePicture(db, req.params.file, (req.query ?? {}) as Record<string, string | undefined>)
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400')
    // Served from our own origin with a strict policy: the SVG is an image, never a document with script.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    if (!picture.found) return reply.code(404).send(picture.svg)
    return picture.svg
  })
}
