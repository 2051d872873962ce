import type { FastifyInstance } from 'fastify'
import type { SellVariant } from '@core/catalogue/contract'
import { countryCurrency, oldestBoughtReleaseYear, storeLists, type StoreListName } from '@core/domain/constants'
import { notFound } from '@server/lib/errors'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import { imageUrl, priceColumn, toStore } from '@server/catalogue/routes'
// tracking
import type { UsersTable } from '@server/db/schema'
import { pickupDays } from '@core/domain/trade-in'
import {
  acceptRevision, cancelTradeIn, chooseStore, declineRevision, dropOffStores, invoiceOf, invoicesOf, latestPayoutOf, schedulePickup,
  tradeInsOf, updatePayout,
} from '@server/ops'
import { toQuote } from './routes'
import { notifyChange, requireSiteSession } from '@server/account/auth-routes'

/** The sell-flow area's routes (registered in app.ts). */
export default function sellFlowRoutes(app: FastifyInstance, s: Services): void {
  wizardRoutes(app, s)
  trackingRoutes(app, s)
}

// wizard ---------------------------------------------------------------------------------------

/** Catalogue reads, the same for everyone: served from memory for 10 s, as the catalogue's own. */
const wizardCache = { cacheMs: 10_000 }

/** The sell wizard's reads: one store list, one model with its variants, a brand's fixed trade-in prices. */
function wizardRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s

  route(app, s, 'tradeInStoreList', async ({ params, country }) => {
    const list = params.list as StoreListName
    if (!storeLists.includes(list)) throw notFound('store_list_not_found')
    let q = db.selectFrom('stores').selectAll().where('list', '=', list)
    // Every list is per country: a Tanzanian visitor is never offered a Kenyan store (issue 10, point 15).
    q = q.where('country', '=', country)
    const rows = await q.orderBy('region').orderBy('name').execute()
    return { success: true as const, list, stores: rows.map(toStore) }
  }, wizardCache)

  /** The model's variants with their maximum buy-back price in the country's currency. */
  const variantsOf = async (modelIds: string[], country: keyof typeof priceColumn) => {
    if (modelIds.length === 0) return new Map<string, SellVariant[]>()
    const rows = await db.selectFrom('sell_variants').select(['id', 'model_id', 'ram', 'storage', `${priceColumn[country]} as price`])
      .where('model_id', 'in', modelIds).orderBy('storage').orderBy('ram').execute()
    const byModel = new Map<string, SellVariant[]>()
    for (const r of rows) {
      const list = byModel.get(r.model_id) ?? []
      list.push({ variant: { _id: r.id, ram: r.ram, storage: r.storage }, prices: { currency: countryCurrency[country], price: Number(r.price) } })
      byModel.set(r.model_id, list)
    }
    return byModel
  }

  route(app, s, 'sellModel', async ({ params, country, origin }) => {
    const row = await db.selectFrom('device_models').innerJoin('brands', 'brands.id', 'device_models.brand_id')
      .select(['device_models.id', 'device_models.name', 'device_models.release_year', 'brands.id as brand_id', 'brands.name as brand_name'])
      .where('device_models.id', '=', params.modelId).where('brands.sells', '=', 1).executeTakeFirst()
    if (!row) throw notFound('model_not_found')
    // Only phones released in 2018 or later are bought (sell-side.md §1): an older one is found, with its
    // year and no prices, so the page can say why instead of 'not found'.
    const bought = row.release_year >= oldestBoughtReleaseYear
    const variants = bought ? (await variantsOf([row.id], country)).get(row.id) ?? [] : []
    return {
      success: true as const,
      brand: { _id: row.brand_id, brand: row.brand_name },
      model: { details: { _id: row.id, modelName: row.name }, image: imageUrl(origin, row.id), releaseYear: row.release_year },
      variants,
    }
  }, wizardCache)

  route(app, s, 'tradeInPrices', async ({ params, country, origin }) => {
    const brand = await db.selectFrom('brands').select(['id', 'name']).where('id', '=', params.brandId).where('sells', '=', 1).executeTakeFirst()
    if (!brand) throw notFound('brand_not_found')
    const models = await db.selectFrom('device_models').select(['id', 'name', 'release_year'])
      .where('brand_id', '=', brand.id).where('release_year', '>=', oldestBoughtReleaseYear)
      .orderBy('release_year', 'desc').orderBy('name').execute()
    const variants = await variantsOf(models.map((m) => m.id), country)
    return {
      success: true as const,
      brand: { _id: brand.id, brand: brand.name },
      models: models.map((m) => ({
        details: { _id: m.id, modelName: m.name }, image: imageUrl(origin, m.id), releaseYear: m.release_year,
        variants: variants.get(m.id) ?? [],
      })),
    }
  }, wizardCache)
}

// end wizard -----------------------------------------------------------------------------------

// tracking -------------------------------------------------------------------------------------

/**
 * The seller's trade-in actions, each checked by the state machine in one transaction (src/server/ops.ts)
 * and answering with the trade-in as it now is; the pickup slots, drop-off stores and the invoices.
 */
function trackingRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  const seller = (user: UsersTable) => ({ kind: 'seller' as const, userId: user.id })

  /** The quote as GET quotes/:id answers it, after an action changed it. */
  const tracked = async (id: string, user: UsersTable, origin: string) => {
    const row = await db.selectFrom('quotes')
      .innerJoin('device_models', 'device_models.id', 'quotes.model_id')
      .innerJoin('sell_variants', 'sell_variants.id', 'quotes.variant_id')
      .selectAll('quotes').select(['device_models.name', 'sell_variants.ram', 'sell_variants.storage'])
      .where('quotes.id', '=', id).executeTakeFirstOrThrow()
    const tradeIn = (await tradeInsOf(db, [row], user)).get(id)!
    return { success: true as const, quote: { ...toQuote(row, origin), tradeIn } }
  }

  route(app, s, 'schedulePickup', async ({ params, body, user, origin }) => {
    await schedulePickup(db, seller(user), params.id, body)
    return tracked(params.id, user, origin)
  })
  route(app, s, 'chooseStore', async ({ params, body, user, origin }) => {
    await chooseStore(db, seller(user), params.id, body.storeId)
    return tracked(params.id, user, origin)
  })
  route(app, s, 'cancelTradeIn', async ({ params, user, origin }) => {
    await cancelTradeIn(db, seller(user), params.id)
    return tracked(params.id, user, origin)
  })
  route(app, s, 'acceptRevision', async ({ params, user, origin }) => {
    await acceptRevision(db, seller(user), params.id)
    return tracked(params.id, user, origin)
  })
  route(app, s, 'declineRevision', async ({ params, user, origin }) => {
    await declineRevision(db, seller(user), params.id)
    return tracked(params.id, user, origin)
  })
  route(app, s, 'updatePayout', async ({ params, body, user, origin, sessionKind }) => {
    requireSiteSession(sessionKind)
    await updatePayout(db, seller(user), params.id, body)
    const reply = await tracked(params.id, user, origin)
    notifyChange(s, app.log, user, 'payout', { phone: reply.quote.tradeIn?.payout?.number ?? body.number })
    return reply
  })

  route(app, s, 'pickupDays', async () => ({ success: true as const, days: pickupDays(Date.now()) }))
  route(app, s, 'dropOffStores', async ({ query, country }) => ({ success: true as const, stores: await dropOffStores(db, query.country ?? country) }))

  route(app, s, 'invoices', async ({ user }) => ({ success: true as const, invoices: await invoicesOf(db, user) }))
  route(app, s, 'invoice', async ({ user, params }) => ({ success: true as const, invoice: await invoiceOf(db, user, params.id) }))
  route(app, s, 'latestPayout', async ({ user }) => ({ success: true as const, payout: await latestPayoutOf(db, user) }))
}

// end tracking ---------------------------------------------------------------------------------
