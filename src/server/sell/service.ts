/**
 * The sell area's trade-in service: every change of a trade-in's state runs here, in one transaction,
 * checked by the state machine of src/core/domain/trade-in.ts and appended to trade_in_events. The
 * seller's actions come from the API (sell/routes.ts); Simu's staff run theirs from the command line
 * (ops.ts), which is never reachable over HTTP. Reason keys of a revision: the sell question keys
 * (brokenScreen, charger, ...) or batteryWorn, partsReplaced, modelMismatch, storageMismatch (these need
 * an amount).
 */
import type { Kysely } from 'kysely'
import type { TradeIn, TradeInEvent, PurchaseInvoice, InvoiceSummary, PayoutResult } from '@core/sell/contract'
import type { Store } from '@core/catalogue/contract'
import type { Country, Currency } from '@core/domain/constants'
import { tiers, type Deduction, type Tier } from '@core/domain/estimate'
import { isValidImei, normaliseImei } from '@core/domain/imei'
import { findTown, joinTown } from '@core/domain/towns'
import { normalisePhone } from '@core/domain/phone'
import type { SellAnswers } from '@core/domain/questions'
import {
  actionEvent, agreedOffer, countryPayoutMethods, effectiveState, invoiceLines, invoiceNumber, isOfferedSlot, isTradeInState,
  nextUserActions, payoutReferencePattern, reviseOffer as revisedOffer, transition,
  type PayoutMethod, type PickupSlot, type RevisionReason, type TradeInAction, type TradeInState,
} from '@core/domain/trade-in'
import type { UsersTable } from '@server/account/schema'
import type { Database } from '@server/db/schema'
import type { QuotesTable } from './schema'
import { phoneExample } from '@server/lib/country'
import { newId } from '@server/lib/crypto'
import { badRequest, HttpError, notFound } from '@server/lib/errors'
import { pageOf, paged, type PageQueryValues } from '@server/lib/paging'
import type { MessageParams } from '@server/messages'
import { toStore } from '@server/catalogue/service'

type Q = Kysely<Database>
type Owner = Pick<UsersTable, 'id' | 'phone' | 'fname' | 'lname'>
export type Actor = { kind: 'seller'; userId: string } | { kind: 'staff'; name: string }

/** 409: the trade-in is not in a state where this can happen. */
export const conflict = (code: string, params?: MessageParams) => new HttpError(409, code, undefined, params)

type EventData = TradeInEvent['data']

/**
 * Runs one action: reads the quote, checks the transition, lets `apply` write its details, moves the
 * status (only if nobody moved it meanwhile) and records the event, all in one transaction.
 */
async function run(db: Q, quoteId: string, action: TradeInAction, actor: Actor, apply: (tx: Q, ctx: { quote: QuotesTable; now: number }) => Promise<EventData>): Promise<TradeInState> {
  return db.transaction().execute(async (tx) => {
    const quote = await tx.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst()
    // Another seller's trade-in reads as missing, so ids cannot be probed.
    if (!quote || (actor.kind === 'seller' && quote.user_id !== actor.userId)) throw notFound('quote_not_found')
    const now = Date.now()
    const stored = isTradeInState(quote.status) ? quote.status : 'quoted'
    const step = transition(stored, action, { expiresAt: Number(quote.expires_at), now })
    if (!step.ok) throw conflict(step.reason === 'expired' ? 'estimate_expired' : 'trade_in_not_possible', { $state: `errors.tradeInState.${effectiveState(stored, Number(quote.expires_at), now)}` })
    const data = await apply(tx, { quote, now })
    const moved = await tx.updateTable('quotes').set({ status: step.next }).where('id', '=', quoteId).where('status', '=', quote.status).executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) throw conflict('trade_in_changed')
    // Events of one trade-in keep their order even when two land in the same millisecond.
    const last = await tx.selectFrom('trade_in_events').select((eb) => eb.fn.max('at').as('at')).where('quote_id', '=', quoteId).executeTakeFirst()
    const at = Math.max(now, Number(last?.at ?? 0) + 1)
    await tx.insertInto('trade_in_events').values({
      id: newId(), quote_id: quoteId, type: actionEvent[action], at, data: JSON.stringify(data),
      actor: actor.kind === 'seller' ? 'seller' : `staff:${actor.name}`,
    }).execute()
    return step.next
  })
}

// ---------------------------------------------------------------- stores a phone can be dropped at

/** The country's stores that take trade-ins: Simu's own, and in Kenya the Samsung stores (each place once). */
export async function dropOffStores(db: Q, country: Country): Promise<Store[]> {
  const rows = await db.selectFrom('stores').selectAll().where('country', '=', country).execute()
  // Simu's own first, then the longer Samsung list; a place in both Samsung lists is listed once.
  const rank = (list: string) => (list === 'simu' ? 0 : list === 'samsung-20' ? 1 : 2)
  rows.sort((a, b) => rank(a.list) - rank(b.list) || a.region.localeCompare(b.region) || a.name.localeCompare(b.name))
  const seen = new Set<string>()
  const unique = rows.filter((r) => {
    const place = `${r.name}|${r.location}`
    if (seen.has(place)) return false
    seen.add(place)
    return true
  })
  return unique.map(toStore)
}

// ---------------------------------------------------------------- the seller's actions

export async function schedulePickup(db: Q, actor: Actor, quoteId: string, pickup: { address: string; town?: string | undefined; date: string; slot: PickupSlot }): Promise<TradeInState> {
  return run(db, quoteId, 'schedule_pickup', actor, async (tx, { now, quote }) => {
    if (!isOfferedSlot(pickup.date, pickup.slot, now)) throw badRequest('pickup_slot_unavailable')
    // The rider needs a town Simu serves in the trade-in's country (issue 10, point 17).
    const town = pickup.town === undefined ? undefined : findTown(quote.country as Country, pickup.town)
    if (pickup.town !== undefined && town === undefined) throw badRequest('pickup_town_unknown')
    const address = town === undefined ? pickup.address.trim() : joinTown(pickup.address, town)
    await tx.insertInto('trade_in_pickups').values({ quote_id: quoteId, address, date: pickup.date, slot: pickup.slot, updated_at: now })
      .onConflict((oc) => oc.column('quote_id').doUpdateSet({ address, date: pickup.date, slot: pickup.slot, updated_at: now })).execute()
    // One way to hand the phone over: a pickup replaces a store choice.
    await tx.deleteFrom('trade_in_dropoffs').where('quote_id', '=', quoteId).execute()
    return { address, date: pickup.date, slot: pickup.slot }
  })
}

export async function chooseStore(db: Q, actor: Actor, quoteId: string, storeId: string): Promise<TradeInState> {
  return run(db, quoteId, 'choose_store', actor, async (tx, { quote, now }) => {
    const store = (await dropOffStores(tx, quote.country as Country)).find((s) => s._id === storeId)
    if (!store) throw badRequest('trade_in_store_invalid')
    await tx.insertInto('trade_in_dropoffs').values({ quote_id: quoteId, store_id: storeId, updated_at: now })
      .onConflict((oc) => oc.column('quote_id').doUpdateSet({ store_id: storeId, updated_at: now })).execute()
    await tx.deleteFrom('trade_in_pickups').where('quote_id', '=', quoteId).execute()
    return { storeId, storeName: store.store_name }
  })
}

export const cancelTradeIn = (db: Q, actor: Actor, quoteId: string) => run(db, quoteId, 'cancel', actor, async () => ({}))

async function decide(db: Q, actor: Actor, quoteId: string, decision: 'accepted' | 'declined') {
  return run(db, quoteId, decision === 'accepted' ? 'accept_revision' : 'decline_revision', actor, async (tx, { now }) => {
    const revision = await tx.selectFrom('trade_in_revisions').selectAll().where('quote_id', '=', quoteId).executeTakeFirst()
    if (!revision) throw conflict('no_revision')
    await tx.updateTable('trade_in_revisions').set({ decision, decided_at: now }).where('quote_id', '=', quoteId).execute()
    return decision === 'accepted' ? { newOffer: revision.new_offer } : {}
  })
}
export const acceptRevision = (db: Q, actor: Actor, quoteId: string) => decide(db, actor, quoteId, 'accepted')
export const declineRevision = (db: Q, actor: Actor, quoteId: string) => decide(db, actor, quoteId, 'declined')

const countryName: Record<Country, string> = { ke: 'Kenyan', tz: 'Tanzanian', ug: 'Ugandan' }

export async function updatePayout(db: Q, actor: Actor, quoteId: string, payout: { number: string; name: string; method?: PayoutMethod }): Promise<TradeInState> {
  return run(db, quoteId, 'update_payout', actor, async (tx, { quote, now }) => {
    const country = quote.country as Country
    const number = normalisePhone(payout.number, country)
    if (!number) throw badRequest('payout_number_invalid', { country: countryName[country], example: phoneExample[country] })
    const methods = countryPayoutMethods[country]
    // Without a service in the request, the one chosen before stays.
    const before = await tx.selectFrom('trade_in_payouts').select('method').where('quote_id', '=', quoteId).executeTakeFirst()
    const method = payout.method ?? (before?.method as PayoutMethod | undefined) ?? methods[0]!
    if (!methods.includes(method)) throw badRequest('payout_method_unavailable', { method, methods: methods.join(', ') })
    const name = payout.name.trim()
    await tx.insertInto('trade_in_payouts').values({ quote_id: quoteId, method, number, name, reference: null, amount: null, paid_at: null, updated_at: now })
      .onConflict((oc) => oc.column('quote_id').doUpdateSet({ method, number, name, updated_at: now })).execute()
    return { method, number }
  })
}

// ---------------------------------------------------------------- staff actions (CLI only)

export async function inspect(db: Q, staff: string, quoteId: string, options: { imei?: string } = {}): Promise<TradeInState> {
  const imei = options.imei === undefined ? null : normaliseImei(options.imei)
  if (imei !== null && !isValidImei(imei)) throw badRequest('imei_check_digit')
  return run(db, quoteId, 'inspect', { kind: 'staff', name: staff }, async (tx, { now }) => {
    await tx.insertInto('trade_in_inspections').values({ quote_id: quoteId, imei, inspected_at: now })
      .onConflict((oc) => oc.column('quote_id').doUpdateSet({ imei, inspected_at: now })).execute()
    return {}
  })
}

export const confirmOffer = (db: Q, staff: string, quoteId: string) =>
  run(db, quoteId, 'confirm_offer', { kind: 'staff', name: staff }, async (_tx, { quote }) => ({ amount: quote.offer }))

export async function reviseOffer(db: Q, staff: string, quoteId: string, revision: { reasons: string[]; amount?: number; note?: string }): Promise<TradeInState> {
  return run(db, quoteId, 'revise_offer', { kind: 'staff', name: staff }, async (tx, { quote, now }) => {
    const model = await tx.selectFrom('device_models').select('tier').where('id', '=', quote.model_id).executeTakeFirst()
    const tier: Tier = tiers.includes(model?.tier as Tier) ? (model!.tier as Tier) : 'mid'
    const result = revisedOffer({
      maxPrice: quote.max_price, currency: quote.currency as Currency, tier, answers: JSON.parse(quote.answers) as SellAnswers,
      currentOffer: quote.offer, reasons: revision.reasons, amount: revision.amount,
    })
    if (!result.ok) throw badRequest('revision_invalid', { detail: result.error })
    const note = revision.note?.trim() ? revision.note.trim().slice(0, 500) : null
    await tx.insertInto('trade_in_revisions').values({
      quote_id: quoteId, previous_offer: quote.offer, new_offer: result.offer, reasons: JSON.stringify(result.reasons), note,
      created_at: now, decision: null, decided_at: null,
    }).execute()
    return { previousOffer: quote.offer, newOffer: result.offer, reasons: result.reasons }
  })
}

export async function markPaid(db: Q, staff: string, quoteId: string, options: { reference: string }): Promise<TradeInState> {
  const reference = options.reference.trim().toUpperCase()
  if (!payoutReferencePattern.test(reference)) throw badRequest('payout_reference_invalid')
  return run(db, quoteId, 'mark_paid', { kind: 'staff', name: staff }, async (tx, { quote, now }) => {
    const used = await tx.selectFrom('trade_in_payouts').select('quote_id').where('reference', '=', reference).executeTakeFirst()
    if (used) throw conflict('payout_reference_used', { reference })
    const owner = await tx.selectFrom('users').select(['id', 'phone', 'fname', 'lname']).where('id', '=', quote.user_id).executeTakeFirstOrThrow()
    const country = quote.country as Country
    const payout = (await tx.selectFrom('trade_in_payouts').selectAll().where('quote_id', '=', quoteId).executeTakeFirst()) ?? defaultPayout(quoteId, owner, country, now)
    if (!normalisePhone(payout.number, country)) throw conflict('payout_number_foreign', { number: payout.number, country: countryName[country] })
    const revision = await tx.selectFrom('trade_in_revisions').selectAll().where('quote_id', '=', quoteId).executeTakeFirst()
    const amount = agreedOffer(quote.offer, revision ? { newOffer: revision.new_offer, decision: revision.decision as 'accepted' | null } : null)
    await tx.insertInto('trade_in_payouts').values({ ...payout, reference, amount, paid_at: now, updated_at: now })
      .onConflict((oc) => oc.column('quote_id').doUpdateSet({ reference, amount, paid_at: now, updated_at: now })).execute()
    const last = await tx.selectFrom('trade_in_invoices').select((eb) => eb.fn.max('sequence').as('max')).where('country', '=', country).executeTakeFirst()
    const sequence = Number(last?.max ?? 0) + 1
    await tx.insertInto('trade_in_invoices').values({ quote_id: quoteId, country, sequence, number: invoiceNumber(country, sequence), issued_at: now }).execute()
    return { amount, method: payout.method as PayoutMethod, number: payout.number, reference }
  })
}

function defaultPayout(quoteId: string, owner: Owner, country: Country, now: number) {
  // The seller's own phone, in their name, with the country's main service, until they change it.
  return {
    quote_id: quoteId, method: countryPayoutMethods[country][0]!, number: owner.phone, name: `${owner.fname} ${owner.lname}`.trim(),
    reference: null as string | null, amount: null as number | null, paid_at: null as number | null, updated_at: now,
  }
}

// ---------------------------------------------------------------- reading trade-ins

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString())

/** Each quote's trade-in: state, timeline, next actions, booking, inspection, revision, payout, invoice. */
export async function tradeInsOf(db: Q, quotes: readonly QuotesTable[], owner: Owner, now = Date.now()): Promise<Map<string, TradeIn>> {
  const result = new Map<string, TradeIn>()
  if (quotes.length === 0) return result
  const ids = quotes.map((q) => q.id)
  const [events, pickups, dropoffs, inspections, revisions, payouts, invoices] = await Promise.all([
    db.selectFrom('trade_in_events').selectAll().where('quote_id', 'in', ids).orderBy('at').orderBy('id').execute(),
    db.selectFrom('trade_in_pickups').selectAll().where('quote_id', 'in', ids).execute(),
    db.selectFrom('trade_in_dropoffs').innerJoin('stores', 'stores.id', 'trade_in_dropoffs.store_id').selectAll('stores')
      .select('trade_in_dropoffs.quote_id').where('trade_in_dropoffs.quote_id', 'in', ids).execute(),
    db.selectFrom('trade_in_inspections').selectAll().where('quote_id', 'in', ids).execute(),
    db.selectFrom('trade_in_revisions').selectAll().where('quote_id', 'in', ids).execute(),
    db.selectFrom('trade_in_payouts').selectAll().where('quote_id', 'in', ids).execute(),
    db.selectFrom('trade_in_invoices').selectAll().where('quote_id', 'in', ids).execute(),
  ])
  const by = <T extends { quote_id: string }>(rows: T[]) => new Map(rows.map((r) => [r.quote_id, r]))
  const pickupOf = by(pickups), dropoffOf = by(dropoffs), inspectionOf = by(inspections), revisionOf = by(revisions), payoutOf = by(payouts), invoiceOf = by(invoices)
  for (const q of quotes) {
    const stored = isTradeInState(q.status) ? q.status : 'quoted'
    const expiresAt = Number(q.expires_at)
    const state = effectiveState(stored, expiresAt, now)
    const country = q.country as Country
    const r = revisionOf.get(q.id)
    const revision = r ? {
      previousOffer: r.previous_offer, newOffer: r.new_offer, reasons: JSON.parse(r.reasons) as string[], note: r.note,
      decision: (r.decision === 'accepted' || r.decision === 'declined' ? r.decision : null) as 'accepted' | 'declined' | null, createdAt: iso(r.created_at)!,
    } : null
    const p = payoutOf.get(q.id) ?? defaultPayout(q.id, owner, country, now)
    const pickup = pickupOf.get(q.id)
    const dropoff = dropoffOf.get(q.id)
    const inspection = inspectionOf.get(q.id)
    const invoice = invoiceOf.get(q.id)
    const timeline: TradeInEvent[] = [
      // The quote itself is the first step: it lives in quotes, not in trade_in_events.
      { type: 'quoted', at: iso(q.created_at)!, data: { amount: q.offer } },
      ...events.filter((e) => e.quote_id === q.id).map((e) => ({ type: e.type as TradeInEvent['type'], at: iso(e.at)!, data: JSON.parse(e.data) as EventData })),
    ]
    result.set(q.id, {
      state,
      lockExpired: now >= expiresAt,
      agreedOffer: agreedOffer(q.offer, revision),
      nextActions: nextUserActions(stored, { expiresAt, now }),
      events: timeline,
      pickup: pickup ? { address: pickup.address, date: pickup.date, slot: pickup.slot as PickupSlot } : null,
      store: dropoff ? toStore(dropoff) : null,
      inspection: inspection ? { at: iso(inspection.inspected_at)!, imei: inspection.imei } : null,
      revision,
      payout: {
        method: p.method as PayoutMethod, methods: [...countryPayoutMethods[country]], number: p.number, name: p.name,
        reference: p.reference, amount: p.amount, paidAt: iso(p.paid_at),
      },
      invoice: invoice ? { number: invoice.number, issuedAt: iso(invoice.issued_at)! } : null,
    })
  }
  return result
}

/** A seller's trade-ins with what the invoice pages need (their own only). */
const tradeInRows = (db: Q, userId: string) => db.selectFrom('quotes')
  .innerJoin('device_models', 'device_models.id', 'quotes.model_id')
  .innerJoin('sell_variants', 'sell_variants.id', 'quotes.variant_id')
  .selectAll('quotes').select(['device_models.name', 'sell_variants.ram', 'sell_variants.storage'])
  .where('quotes.user_id', '=', userId)

/**
 * A purchase invoice exists once the price is agreed: a draft until Simu pays, then numbered. These are
 * stored states (effectiveState only turns a lapsed 'quoted' into 'expired'), so the database can filter them.
 */
const invoicedStates = ['offer_confirmed', 'paid'] as const satisfies readonly TradeInState[]
const invoiced = (state: TradeInState) => (invoicedStates as readonly TradeInState[]).includes(state)

/** A page of the seller's purchase invoices, newest trade-in first (docs/api.md "Paging"). */
export async function invoicesOf(db: Q, owner: Owner, query: PageQueryValues | undefined) {
  const request = pageOf('invoices', query)
  const [rows, count] = await Promise.all([
    tradeInRows(db, owner.id).where('quotes.status', 'in', invoicedStates).orderBy('quotes.created_at', 'desc').orderBy('quotes.id')
      .limit(request.limit).offset(request.offset).execute(),
    db.selectFrom('quotes').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', owner.id).where('status', 'in', invoicedStates).executeTakeFirstOrThrow(),
  ])
  return { success: true as const, invoices: await invoiceSummaries(db, owner, rows), ...paged(request, Number(count.n)) }
}

type TradeInRow = Awaited<ReturnType<ReturnType<typeof tradeInRows>['execute']>>[number]

async function invoiceSummaries(db: Q, owner: Owner, rows: TradeInRow[]): Promise<InvoiceSummary[]> {
  const tradeIns = await tradeInsOf(db, rows, owner)
  return rows.flatMap((q) => {
    const t = tradeIns.get(q.id)!
    if (!invoiced(t.state)) return []
    const agreedAt = [...t.events].reverse().find((e) => e.type === 'offer_confirmed' || e.type === 'revision_accepted')?.at ?? iso(q.created_at)!
    return [{
      kind: 'purchase' as const, _id: q.id, number: t.invoice?.number ?? null, status: t.state === 'paid' ? 'paid' as const : 'draft' as const,
      date: t.invoice?.issuedAt ?? agreedAt, title: q.name, currency: q.currency as Currency, total: t.agreedOffer,
    }]
  })
}

export async function invoiceOf(db: Q, owner: Owner, quoteId: string): Promise<PurchaseInvoice> {
  const q = await tradeInRows(db, owner.id).where('quotes.id', '=', quoteId).executeTakeFirst()
  if (!q) throw notFound('invoice_not_found')
  const t = (await tradeInsOf(db, [q], owner)).get(q.id)!
  if (!invoiced(t.state)) throw conflict('no_invoice_yet')
  const { lines, total } = invoiceLines({
    maxPrice: q.max_price, deductions: JSON.parse(q.deductions) as Deduction[], offer: q.offer,
    revision: t.revision ? { ...t.revision, reasons: t.revision.reasons as RevisionReason[] } : null,
  })
  return {
    kind: 'purchase', _id: q.id, number: t.invoice?.number ?? null, status: t.state === 'paid' ? 'paid' : 'draft',
    issuedAt: t.invoice?.issuedAt ?? null, country: q.country as Country, currency: q.currency as Currency,
    seller: { name: t.payout.name || `${owner.fname} ${owner.lname}`.trim(), phone: owner.phone },
    device: { modelName: q.name, ram: q.ram, storage: q.storage, imei: t.inspection?.imei ?? null },
    lines: lines.map((l) => ({ kind: l.kind, amount: l.amount, ...(l.kind === 'deduction' ? { key: l.key } : {}), ...(l.kind === 'revision' ? { reasons: l.reasons } : {}) })),
    total, payout: t.payout, editable: t.nextActions.includes('update_payout'),
  }
}

/** The seller's most recent payment, or null when Simu has paid them nothing yet. */
export async function latestPayoutOf(db: Q, owner: Owner): Promise<PayoutResult | null> {
  const row = await db.selectFrom('trade_in_payouts')
    .innerJoin('quotes', 'quotes.id', 'trade_in_payouts.quote_id')
    .innerJoin('device_models', 'device_models.id', 'quotes.model_id')
    .innerJoin('trade_in_invoices', 'trade_in_invoices.quote_id', 'quotes.id')
    .select(['quotes.id', 'quotes.currency', 'device_models.name', 'trade_in_payouts.method', 'trade_in_payouts.number', 'trade_in_payouts.reference',
      'trade_in_payouts.amount', 'trade_in_payouts.paid_at', 'trade_in_invoices.number as invoice_number'])
    .where('quotes.user_id', '=', owner.id).where('trade_in_payouts.paid_at', 'is not', null)
    .orderBy('trade_in_payouts.paid_at', 'desc').executeTakeFirst()
  if (!row || row.reference === null || row.amount === null || row.paid_at === null) return null
  return {
    quoteId: row.id, modelName: row.name, currency: row.currency as Currency, amount: row.amount, method: row.method as PayoutMethod,
    number: row.number, reference: row.reference, paidAt: iso(row.paid_at)!, invoiceNumber: row.invoice_number,
  }
}

// ---------------------------------------------------------------- staff views

export const isoTime = iso

/** Trade-ins, newest first (at most 500), with their state now; only those in `state` when given. */
export async function listTradeIns(db: Q, state?: TradeInState) {
  const now = Date.now()
  const rows = await db.selectFrom('quotes').innerJoin('device_models', 'device_models.id', 'quotes.model_id')
    .select(['quotes.id', 'quotes.status', 'quotes.expires_at', 'quotes.offer', 'quotes.currency', 'quotes.created_at', 'device_models.name'])
    .orderBy('quotes.created_at', 'desc').limit(500).execute()
  return rows
    .map((r) => ({ ...r, state: effectiveState(isTradeInState(r.status) ? r.status : 'quoted', Number(r.expires_at), now) }))
    .filter((r) => state === undefined || r.state === state)
}

/** One trade-in with its quote and seller, whoever's it is (staff only). */
export async function tradeInForStaff(db: Q, id: string) {
  const quote = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!quote) throw notFound('quote_not_found')
  const owner = await db.selectFrom('users').select(['id', 'phone', 'fname', 'lname']).where('id', '=', quote.user_id).executeTakeFirstOrThrow()
  const tradeIn = (await tradeInsOf(db, [quote], owner)).get(id)!
  return { quote, owner, tradeIn }
}
