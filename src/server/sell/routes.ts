/**
 * The sell area's API: the estimate and the locked quote, the wizard's reads (store lists, a model's
 * variants, a brand's trade-in prices), and the seller's trade-in actions, each answering with the
 * trade-in as it now is; the pickup days, drop-off stores and the invoices. HTTP only: the rules are in
 * quotes.ts, wizard.ts and service.ts (the trade-in state machine, shared with the staff CLI).
 */
import type { FastifyInstance } from 'fastify'
import { pickupDays } from '@core/domain/trade-in'
import type { UsersTable } from '@server/account/schema'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import { notifyChange, requireSiteSession } from '@server/account/service'
import { estimate, lockQuote, quoteOf, quotesOf, trackedQuote } from './quotes'
import {
  acceptRevision, cancelTradeIn, chooseStore, declineRevision, dropOffStores, invoiceOf, invoicesOf, latestPayoutOf, schedulePickup, updatePayout,
} from './service'
import { sellModel, tradeInPrices, tradeInStoreList } from './wizard'

/** Catalogue reads, the same for everyone: served from memory for 10 s, as the catalogue's own. */
const wizardCache = { cacheMs: 10_000 }

export default function sellRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  route(app, s, 'estimate', ({ body, country, origin }) => estimate(db, body, country, origin))
  route(app, s, 'calculate', ({ body, country, language, origin, user, partnerId }) => lockQuote(db, body, { user, country, language, origin, partnerId }))
  route(app, s, 'quotes', ({ user, origin, query }) => quotesOf(db, user, origin, query))
  route(app, s, 'quote', ({ user, params, origin }) => quoteOf(db, user, params.id, origin))
  route(app, s, 'tradeInStoreList', ({ params, country }) => tradeInStoreList(db, params.list, country), wizardCache)
  route(app, s, 'sellModel', ({ params, country, origin }) => sellModel(db, params.modelId, country, origin), wizardCache)
  route(app, s, 'tradeInPrices', ({ params, country, origin }) => tradeInPrices(db, params.brandId, country, origin), wizardCache)
  trackingRoutes(app, s)
}

/** The seller's trade-in actions (sell/service.ts runs each in one transaction), then the trade-in as it now is. */
function trackingRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  const seller = (user: UsersTable) => ({ kind: 'seller' as const, userId: user.id })
  route(app, s, 'schedulePickup', async ({ params, body, user, origin }) => {
    await schedulePickup(db, seller(user), params.id, body)
    return trackedQuote(db, user, params.id, origin)
  })
  route(app, s, 'chooseStore', async ({ params, body, user, origin }) => {
    await chooseStore(db, seller(user), params.id, body.storeId)
    return trackedQuote(db, user, params.id, origin)
  })
  route(app, s, 'cancelTradeIn', async ({ params, user, origin }) => {
    await cancelTradeIn(db, seller(user), params.id)
    return trackedQuote(db, user, params.id, origin)
  })
  route(app, s, 'acceptRevision', async ({ params, user, origin }) => {
    await acceptRevision(db, seller(user), params.id)
    return trackedQuote(db, user, params.id, origin)
  })
  route(app, s, 'declineRevision', async ({ params, user, origin }) => {
    await declineRevision(db, seller(user), params.id)
    return trackedQuote(db, user, params.id, origin)
  })
  route(app, s, 'updatePayout', async ({ params, body, user, origin, sessionKind }) => {
    requireSiteSession(sessionKind)
    await updatePayout(db, seller(user), params.id, body)
    const reply = await trackedQuote(db, user, params.id, origin)
    notifyChange(s, app.log, user, 'payout', { phone: reply.quote.tradeIn?.payout?.number ?? body.number })
    return reply
  })
  route(app, s, 'pickupDays', async () => ({ success: true as const, days: pickupDays(Date.now()) }))
  route(app, s, 'dropOffStores', async ({ query, country }) => ({ success: true as const, stores: await dropOffStores(db, query.country ?? country) }))
  route(app, s, 'invoices', ({ user, query }) => invoicesOf(db, user, query))
  route(app, s, 'invoice', async ({ user, params }) => ({ success: true as const, invoice: await invoiceOf(db, user, params.id) }))
  route(app, s, 'latestPayout', async ({ user }) => ({ success: true as const, payout: await latestPayoutOf(db, user) }))
}
