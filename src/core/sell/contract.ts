/**
 * The API contract of selling a phone: estimate, quote and the trade-in that follows: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import { answers, questionKeys, type QuestionKey } from '@core/domain/questions'
import { storeLists } from '@core/domain/constants'
import { payoutMethods, pickupAddressMax, pickupSlots, payoutNameMax, tradeInEventTypes, tradeInStates, userActions } from '@core/domain/trade-in'
import { Brand, DeviceModel, SellVariant, Store } from '@core/catalogue/contract'
import { Answer, Country, Currency, Email, Flag, Id, Money, Ok, PageQuery, Phone, call, day, msg, pageReply, text } from '@core/platform/api/define'

// ---------------------------------------------------------------- sell side: estimate and quotes

const answerShape = Object.fromEntries(questionKeys.map((k) => [k, z.optional(Answer)])) as {
  [K in QuestionKey]: z.ZodMiniOptional<typeof Answer>
}
export const SellAnswers = z.object(answerShape)

/** Simu: POST estimate: an anonymous itemised preview (nothing stored, no price lock). */
export const EstimateBody = z.object({ modelID: Id, variantID: Id, ...answerShape })
export type EstimateBody = z.infer<typeof EstimateBody>
/** POST calculate: the signed-in seller's estimate, stored as a quote with a price lock. */
export const CalculateBody = z.object({ modelID: Id, variantID: Id, user_id: z.optional(Id), ...answerShape })
export type CalculateBody = z.infer<typeof CalculateBody>

export const Deduction = z.object({ key: z.enum(questionKeys), amount: Money })
export const Offer = z.object({
  currency: Currency,
  maxPrice: Money,
  deductions: z.array(Deduction),
  floor: Money,
  floorApplied: Flag,
  offer: Money,
})
export type Offer = z.infer<typeof Offer>
export const Estimate = z.object({
  ...Offer.shape,
  model: z.object({ _id: Id, modelName: z.string(), image: z.string() }),
  variant: z.object({ _id: Id, ram: z.number(), storage: z.number() }),
})
export type Estimate = z.infer<typeof Estimate>
export const EstimateReply = z.object({ ...Ok, estimate: Estimate })

export const quoteStatuses = ['quoted', 'pickup_scheduled', 'dropoff_chosen', 'inspected', 'offer_confirmed', 'offer_revised', 'paid', 'cancelled', 'returned', 'expired'] as const
export const Quote = z.object({
  ...Estimate.shape,
  _id: Id,
  status: z.enum(quoteStatuses),
  country: Country,
  answers: SellAnswers,
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type Quote = z.infer<typeof Quote>
export const CalculateReply = z.object({ ...Ok, quote: Quote, msg })
/** Simu: GET quotes (the signed-in user's) and GET quotes/{id}. */
export const QuotesReply = z.object({ ...Ok, quotes: z.array(Quote) })
export const QuoteReply = z.object({ ...Ok, quote: Quote })

/**
 * The sell area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 */
// tracking

// wizard ---------------------------------------------------------------------------------------
// The sell wizard's pages (select-brand, select-variant, Samsung, stores) and its Samsung mode.

export const StoreList = z.enum(storeLists, { error: 'store list must be samsung-19, samsung-20 or simu' })
/** Simu: GET trade_in_stores/{list}: one store list; 'simu' holds the country's own stores. */
export const StoreListReply = z.object({ ...Ok, list: StoreList, stores: z.array(Store) })
/** Simu: GET get_sell_model/{modelId}: a model with its brand and buy-back variants (select-variant page). */
export const SellModelReply = z.object({ ...Ok, brand: Brand, model: DeviceModel, variants: z.array(SellVariant) })
export const TradeInPrice = z.object({ ...DeviceModel.shape, variants: z.array(SellVariant) })
export type TradeInPrice = z.infer<typeof TradeInPrice>
/** Simu: GET trade_in_prices/{brandId}: every model of a brand with its fixed store trade-in prices. */
export const TradeInPricesReply = z.object({ ...Ok, brand: Brand, models: z.array(TradeInPrice) })

const wizardCalls = {
  tradeInStoreList: call({ method: 'GET', path: '/trade_in_stores/:list', reply: StoreListReply }),
  sellModel: call({ method: 'GET', path: '/get_sell_model/:modelId', reply: SellModelReply }),
  tradeInPrices: call({ method: 'GET', path: '/trade_in_prices/:brandId', reply: TradeInPricesReply }),
} as const

// end wizard -----------------------------------------------------------------------------------

// tracking -------------------------------------------------------------------------------------
// A trade-in after its quote: pickup or store drop-off, inspection, a revised offer, the payout and
// the self-billing purchase invoice. Staff actions are not API calls (src/server/ops.ts).

export const PickupSlot = z.enum(pickupSlots, { error: "slot must be 'morning' or 'afternoon'" })
export const PayoutMethod = z.enum(payoutMethods, { error: 'method must be mpesa, airtel_money or tigo_pesa' })

/** `town`: one of the country's towns (src/core/domain/towns.ts); the site always sends it, older clients may not. */
export const SchedulePickupBody = z.object({ address: text(pickupAddressMax), town: z.optional(text(60)), date: day, slot: PickupSlot })
export const ChooseStoreBody = z.object({ storeId: Id })
export const UpdatePayoutBody = z.object({ number: Phone, name: text(payoutNameMax), method: z.optional(PayoutMethod) })

export const TradeInEvent = z.object({
  type: z.enum(tradeInEventTypes),
  at: z.string(),
  /** What the step recorded: the slot booked, the store, the offers and reasons, the payout. */
  data: z.object({
    address: z.optional(z.string()),
    date: z.optional(z.string()),
    slot: z.optional(PickupSlot),
    storeId: z.optional(z.string()),
    storeName: z.optional(z.string()),
    previousOffer: z.optional(Money),
    newOffer: z.optional(Money),
    reasons: z.optional(z.array(z.string())),
    amount: z.optional(Money),
    method: z.optional(PayoutMethod),
    number: z.optional(z.string()),
    reference: z.optional(z.string()),
  }),
})
export type TradeInEvent = z.infer<typeof TradeInEvent>
export const Pickup = z.object({ address: z.string(), date: z.string(), slot: PickupSlot })
export const Revision = z.object({
  previousOffer: Money,
  newOffer: Money,
  /** Sell question keys or inspection reasons (domain/trade-in.ts). */
  reasons: z.array(z.string()),
  note: z.nullable(z.string()),
  decision: z.nullable(z.enum(['accepted', 'declined'])),
  createdAt: z.string(),
})
export type Revision = z.infer<typeof Revision>
export const Payout = z.object({
  method: PayoutMethod,
  /** The services the trade-in's country offers. */
  methods: z.array(PayoutMethod),
  number: z.string(),
  name: z.string(),
  reference: z.nullable(z.string()),
  amount: z.nullable(Money),
  paidAt: z.nullable(z.string()),
})
export type Payout = z.infer<typeof Payout>
export const TradeIn = z.object({
  state: z.enum(tradeInStates),
  lockExpired: Flag,
  /** What Simu pays: the offer, or the revised offer once accepted. */
  agreedOffer: Money,
  nextActions: z.array(z.enum(userActions)),
  events: z.array(TradeInEvent),
  pickup: z.nullable(Pickup),
  store: z.nullable(Store),
  inspection: z.nullable(z.object({ at: z.string(), imei: z.nullable(z.string()) })),
  revision: z.nullable(Revision),
  payout: Payout,
  invoice: z.nullable(z.object({ number: z.string(), issuedAt: z.string() })),
})
export type TradeIn = z.infer<typeof TradeIn>
/** A quote as GET quotes answers it now: the foundation's fields, plus its trade-in. */
export const TrackedQuote = z.object({ ...Quote.shape, tradeIn: TradeIn })
export type TrackedQuote = z.infer<typeof TrackedQuote>
/** A page of the seller's trade-ins, newest first (docs/api.md "Paging"). */
export const TrackedQuotesReply = z.object({ ...Ok, quotes: z.array(TrackedQuote), ...pageReply })
export const TrackedQuoteReply = z.object({ ...Ok, quote: TrackedQuote, msg })

export const PickupDay = z.object({ date: z.string(), weekday: z.number(), slots: z.array(PickupSlot) })
export const PickupDaysReply = z.object({ ...Ok, days: z.array(PickupDay) })

export const InvoiceLine = z.object({
  kind: z.enum(['maxPrice', 'deduction', 'floor', 'revision']),
  key: z.optional(z.string()),
  reasons: z.optional(z.array(z.string())),
  /** Negative for deductions. */
  amount: z.int(),
})
/** The self-billing purchase invoice Simu issues when it pays for a phone; `kind` leaves room for shop invoices. */
export const PurchaseInvoice = z.object({
  kind: z.literal('purchase'),
  /** The trade-in's (quote's) id. */
  _id: Id,
  /** Given when Simu pays; null on the draft before. */
  number: z.nullable(z.string()),
  status: z.enum(['draft', 'paid']),
  issuedAt: z.nullable(z.string()),
  country: Country,
  currency: Currency,
  seller: z.object({ name: z.string(), phone: z.string() }),
  device: z.object({ modelName: z.string(), ram: z.number(), storage: z.number(), imei: z.nullable(z.string()) }),
  lines: z.array(InvoiceLine),
  total: Money,
  payout: Payout,
  /** Payout details can still change. */
  editable: Flag,
})
export type PurchaseInvoice = z.infer<typeof PurchaseInvoice>
export const InvoiceSummary = z.object({
  kind: z.literal('purchase'),
  _id: Id,
  number: z.nullable(z.string()),
  status: z.enum(['draft', 'paid']),
  date: z.string(),
  title: z.string(),
  currency: Currency,
  total: Money,
})
export type InvoiceSummary = z.infer<typeof InvoiceSummary>
/** A page of the seller's purchase invoices, newest trade-in first (docs/api.md "Paging"). */
export const InvoicesReply = z.object({ ...Ok, invoices: z.array(InvoiceSummary), ...pageReply })
export const InvoiceReply = z.object({ ...Ok, invoice: PurchaseInvoice })
export const PayoutResult = z.object({
  quoteId: Id,
  modelName: z.string(),
  currency: Currency,
  amount: Money,
  method: PayoutMethod,
  number: z.string(),
  reference: z.string(),
  paidAt: z.string(),
  invoiceNumber: z.string(),
})
export type PayoutResult = z.infer<typeof PayoutResult>
export const LatestPayoutReply = z.object({ ...Ok, payout: z.nullable(PayoutResult) })

const tradeInCall = <P extends string>(path: P) => call({ method: 'POST', path, reply: TrackedQuoteReply, auth: 'user' })

const trackingCalls = {
  // The foundation's quote reads, answering with the trade-in too (a superset of their replies).
  /** Simu: GET quotes (the signed-in user's) and GET quotes/{id}, each with its trade-in. */
  quotes: call({ method: 'GET', path: '/quotes', query: PageQuery, reply: TrackedQuotesReply, auth: 'user' }),
  quote: call({ method: 'GET', path: '/quotes/:id', reply: TrackedQuoteReply, auth: 'user' }),
  schedulePickup: call({ method: 'POST', path: '/schedule_pickup/:id', body: SchedulePickupBody, reply: TrackedQuoteReply, auth: 'user' }),
  chooseStore: call({ method: 'POST', path: '/choose_store/:id', body: ChooseStoreBody, reply: TrackedQuoteReply, auth: 'user' }),
  cancelTradeIn: tradeInCall('/cancel_trade_in/:id'),
  acceptRevision: tradeInCall('/accept_revision/:id'),
  declineRevision: tradeInCall('/decline_revision/:id'),
  updatePayout: call({ method: 'PUT', path: '/update_payout/:id', body: UpdatePayoutBody, reply: TrackedQuoteReply, auth: 'user' }),
  pickupDays: call({ method: 'GET', path: '/pickup_slots', reply: PickupDaysReply }),
  /** The stores of ?country= (default: the country header) that take trade-ins. */
  dropOffStores: call({ method: 'GET', path: '/drop_off_stores', query: z.object({ country: z.optional(Country) }), reply: z.object({ ...Ok, stores: z.array(Store) }) }),
  invoices: call({ method: 'GET', path: '/invoices', query: PageQuery, reply: InvoicesReply, auth: 'user' }),
  invoice: call({ method: 'GET', path: '/invoices/:id', reply: InvoiceReply, auth: 'user' }),
  latestPayout: call({ method: 'GET', path: '/latest_payout', reply: LatestPayoutReply, auth: 'user' }),
} as const

// end tracking ---------------------------------------------------------------------------------

export const sellCalls = {
  calculate: call({ method: 'POST', path: '/calculate', body: CalculateBody, reply: CalculateReply, auth: 'user' }),
  estimate: call({ method: 'POST', path: '/estimate', body: EstimateBody, reply: EstimateReply, auth: 'optional' }),
  ...wizardCalls,
  ...trackingCalls,
} as const

