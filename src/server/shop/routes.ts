/**
 * The shop's API (shop-and-repair.md §7). HTTP only: the reads are in service.ts. Catalogue lists are
 * cached briefly (the same for everyone); reads that carry a quantity the buyer acts on are always live.
 */
import type { FastifyInstance } from 'fastify'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import {
  availableModels, dealers, imageByModel, inventoryByBrand, newShop, picked, quantityByVariant, simuStores, singleProduct, variantByColor, variantModel,
} from './service'
import { shopListReplyMs } from './summary'

/** Stores and dealers are the same for everyone: served from memory for 10 s, as the sell catalogue is. */
const catalogueCache = { cacheMs: 10_000 }
/**
 * Shop catalogue lists: replies served from memory for 5 s, built from a summary up to 5 s old, so a
 * stock badge lags at most 10 s, as before (summary.ts).
 */
const shopListCache = { cacheMs: shopListReplyMs }

export default function shopRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  const shop = newShop(db)
  route(app, s, 'availableModels', ({ query, country, origin }) => availableModels(shop, query, country, origin), shopListCache)
  route(app, s, 'singleProduct', ({ params, country, origin }) => singleProduct(shop, params.id, country, origin))
  route(app, s, 'variantModel', ({ params, country }) => variantModel(db, params.modelId, country))
  route(app, s, 'inventoryByBrand', ({ params, country, origin }) => inventoryByBrand(shop, params.brandId, country, origin), shopListCache)
  route(app, s, 'imageByModel', ({ body, origin }) => imageByModel(db, body.modelId, body.key, origin))
  route(app, s, 'featuredModels', ({ country, origin }) => picked(shop, 'featured', country, origin), shopListCache)
  route(app, s, 'deals', ({ country, origin }) => picked(shop, 'deal', country, origin), shopListCache)
  route(app, s, 'variantByColor', ({ params, country }) => variantByColor(db, params.modelId, params.color, country))
  route(app, s, 'quantityByVariant', ({ params }) => quantityByVariant(shop, params.variantId))
  route(app, s, 'stores', ({ country }) => simuStores(db, country), catalogueCache)
  route(app, s, 'dealers', ({ country }) => dealers(db, country), catalogueCache)
}
