/** The sell area's quotes: the estimate, the locked price (a quote), and the seller's quotes with their trade-ins. */
import { priceColumns } from '@server/lib/country'
import type { EstimateBody, Quote } from '@core/sell/contract'
import { countryCurrency, oldestBoughtReleaseYear, quote as quoteRules, type Country } from '@core/domain/constants'
import { computeOffer, tiers, type Tier } from '@core/domain/estimate'
import { questionKeys, unansweredKeys, type SellAnswers } from '@core/domain/questions'
import type { Db } from '@server/db'
import type { UsersTable } from '@server/account/schema'
import type { QuotesTable } from './schema'
import { newId } from '@server/lib/crypto'
import { badRequest, forbidden, notFound } from '@server/lib/errors'
import { pageOf, paged, type PageQueryValues } from '@server/lib/paging'
import type { Language } from '@core/domain/constants'
import { tradeInsOf } from './service'
import { imageUrl } from '@server/catalogue/service'
import { doneText } from '@server/messages'

const answersOf = (body: EstimateBody): SellAnswers =>
  Object.fromEntries(questionKeys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]))

/** The server's estimate: the variant's maximum price in the country's currency, the shared rules. */
async function estimateFor(db: Db, body: EstimateBody, country: Country, origin: string) {
  const row = await db.selectFrom('sell_variants').innerJoin('device_models', 'device_models.id', 'sell_variants.model_id')
    .select(['sell_variants.id as variant_id', 'sell_variants.ram', 'sell_variants.storage', `sell_variants.${priceColumns[country].max} as max`,
      'device_models.id as model_id', 'device_models.name', 'device_models.tier', 'device_models.release_year'])
    .where('sell_variants.id', '=', body.variantID).executeTakeFirst()
  if (!row || row.model_id !== body.modelID) throw notFound('model_variant_not_found')
  if (row.release_year < oldestBoughtReleaseYear) throw badRequest('phone_too_old', { year: oldestBoughtReleaseYear })
  const tier: Tier = tiers.includes(row.tier as Tier) ? (row.tier as Tier) : 'mid'
  const answers = answersOf(body)
  const offer = computeOffer({ maxPrice: Number(row.max), currency: countryCurrency[country], tier, answers })
  return {
    answers,
    estimate: {
      ...offer,
      model: { _id: row.model_id, modelName: row.name, image: imageUrl(origin, row.model_id) },
      variant: { _id: row.variant_id, ram: row.ram, storage: row.storage },
    },
  }
}

export function toQuote(q: QuotesTable & { name: string; ram: number; storage: number }, origin: string): Quote {
  const expired = q.status === 'quoted' && q.expires_at <= Date.now()
  return {
    _id: q.id,
    status: expired ? 'expired' : (q.status as Quote['status']),
    country: q.country as Country,
    currency: q.currency as Quote['currency'],
    maxPrice: q.max_price,
    offer: q.offer,
    floor: q.floor,
    floorApplied: q.floor_applied === 1,
    deductions: JSON.parse(q.deductions),
    answers: JSON.parse(q.answers),
    model: { _id: q.model_id, modelName: q.name, image: imageUrl(origin, q.model_id) },
    variant: { _id: q.variant_id, ram: q.ram, storage: q.storage },
    createdAt: new Date(q.created_at).toISOString(),
    expiresAt: new Date(q.expires_at).toISOString(),
  }
}

const quoteRows = (db: Db) => db.selectFrom('quotes')
  .innerJoin('device_models', 'device_models.id', 'quotes.model_id')
  .innerJoin('sell_variants', 'sell_variants.id', 'quotes.variant_id')
  .selectAll('quotes').select(['device_models.name', 'sell_variants.ram', 'sell_variants.storage'])

export async function estimate(db: Db, body: EstimateBody, country: Country, origin: string) {
  const { estimate } = await estimateFor(db, body, country, origin)
  return { success: true as const, estimate }
}

/** calculate: the estimate with every answer, locked for the price-lock days as the seller's quote. */
export async function lockQuote(db: Db, body: EstimateBody & { user_id?: string | undefined }, o: { user: UsersTable; country: Country; language: Language; origin: string; partnerId: string }) {
  const { user, country, origin } = o
  if (body.user_id && body.user_id !== user.id) throw forbidden('estimate_not_yours')
  const { estimate, answers } = await estimateFor(db, body, country, origin)
  // A locked price counts every answer: one left out would be a guess, so it is asked for instead.
  if (unansweredKeys(answers).length > 0) throw badRequest('questions_unanswered')
  const now = Date.now()
  const row: QuotesTable = {
    id: newId(), user_id: user.id, partner_id: o.partnerId, model_id: estimate.model._id, variant_id: estimate.variant._id,
    country, currency: estimate.currency, max_price: estimate.maxPrice, offer: estimate.offer, floor: estimate.floor,
    floor_applied: estimate.floorApplied ? 1 : 0, deductions: JSON.stringify(estimate.deductions), answers: JSON.stringify(answers),
    status: 'quoted', created_at: now, expires_at: now + quoteRules.priceLockDays * 86_400_000,
  }
  await db.insertInto('quotes').values(row).execute()
  return {
    success: true as const, msg: doneText('offer_locked', o.language),
    quote: toQuote({ ...row, name: estimate.model.modelName, ram: estimate.variant.ram, storage: estimate.variant.storage }, origin),
  }
}

/** A page of the seller's quotes with their trade-ins, newest first (docs/api.md "Paging"). */
export async function quotesOf(db: Db, user: UsersTable, origin: string, query: PageQueryValues | undefined) {
  const request = pageOf('quotes', query)
  const [rows, count] = await Promise.all([
    quoteRows(db).where('quotes.user_id', '=', user.id).orderBy('quotes.created_at', 'desc').orderBy('quotes.id')
      .limit(request.limit).offset(request.offset).execute(),
    db.selectFrom('quotes').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow(),
  ])
  const tradeIns = await tradeInsOf(db, rows, user)
  return { success: true as const, quotes: rows.map((r) => ({ ...toQuote(r, origin), tradeIn: tradeIns.get(r.id)! })), ...paged(request, Number(count.n)) }
}

/** One of the seller's quotes with its trade-in; another user's reads as missing, so ids cannot be probed. */
export async function quoteOf(db: Db, user: UsersTable, id: string, origin: string) {
  const row = await quoteRows(db).where('quotes.id', '=', id).executeTakeFirst()
  if (!row || row.user_id !== user.id) throw notFound('quote_not_found')
  const tradeIns = await tradeInsOf(db, [row], user)
  return { success: true as const, quote: { ...toQuote(row, origin), tradeIn: tradeIns.get(row.id)! } }
}

/** The quote as GET quotes/:id answers it, after a seller's action changed it. */
export async function trackedQuote(db: Db, user: UsersTable, id: string, origin: string) {
  const row = await quoteRows(db).where('quotes.id', '=', id).executeTakeFirstOrThrow()
  const tradeIn = (await tradeInsOf(db, [row], user)).get(id)!
  return { success: true as const, quote: { ...toQuote(row, origin), tradeIn } }
}
