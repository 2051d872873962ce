/**
 * The sell area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 */
import * as z from 'zod/mini'
import { storeLists } from '@core/domain/constants'
import { Brand, call, DeviceModel, Ok, SellVariant, Store } from '../contract'
// tracking
import { baseCalls, Country, Currency, Flag, Id, Money, msg, Phone, Quote, required, text } from '../contract'
import { payoutMethods, pickupAddressMax, pickupSlots, payoutNameMax, tradeInEventTypes, tradeInStates, userActions } from '@core/domain/trade-in'

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

const day = z.string({ error: required }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day written YYYY-MM-DD'))
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
export const TrackedQuotesReply = z.object({ ...Ok, quotes: z.array(TrackedQuote) })
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
export const InvoicesReply = z.object({ ...Ok, invoices: z.array(InvoiceSummary) })
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
  quotes: call({ ...baseCalls.quotes, reply: TrackedQuotesReply }),
  quote: call({ ...baseCalls.quote, reply: TrackedQuoteReply }),
  schedulePickup: call({ method: 'POST', path: '/schedule_pickup/:id', body: SchedulePickupBody, reply: TrackedQuoteReply, auth: 'user' }),
  chooseStore: call({ method: 'POST', path: '/choose_store/:id', body: ChooseStoreBody, reply: TrackedQuoteReply, auth: 'user' }),
  cancelTradeIn: tradeInCall('/cancel_trade_in/:id'),
  acceptRevision: tradeInCall('/accept_revision/:id'),
  declineRevision: tradeInCall('/decline_revision/:id'),
  updatePayout: call({ method: 'PUT', path: '/update_payout/:id', body: UpdatePayoutBody, reply: TrackedQuoteReply, auth: 'user' }),
  pickupDays: call({ method: 'GET', path: '/pickup_slots', reply: PickupDaysReply }),
  /** The stores of ?country= (default: the country header) that take trade-ins. */
  dropOffStores: call({ method: 'GET', path: '/drop_off_stores', query: z.object({ country: z.optional(Country) }), reply: z.object({ ...Ok, stores: z.array(Store) }) }),
  invoices: call({ method: 'GET', path: '/invoices', reply: InvoicesReply, auth: 'user' }),
  invoice: call({ method: 'GET', path: '/invoices/:id', reply: InvoiceReply, auth: 'user' }),
  latestPayout: call({ method: 'GET', path: '/latest_payout', reply: LatestPayoutReply, auth: 'user' }),
} as const

// end tracking ---------------------------------------------------------------------------------

export const sellCalls = { ...wizardCalls, ...trackingCalls } as const
