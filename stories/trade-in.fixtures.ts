/** Sample trade-ins for the trade-in stories and story tests (shapes from the API contract; nothing is fetched). */
import type { InvoiceSummary, PayoutResult, PurchaseInvoice, TradeIn, TrackedQuote } from '@core/sell'
import type { Store } from '@core/catalogue/contract'
import { pickupDays } from '@core/domain/trade-in'
import { createHandover, createTradeIn, type HandoverForm, type Remote, type TradeInState } from '@core/sell'

const now = Date.now()
const day = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const at = (minutesAgo: number) => iso(now - minutesAgo * 60_000)
export const ready = <T,>(data: T) => ({ status: 'ready' as const, data })

export const stores: Store[] = [
  { _id: 'simu-nairobi-cbd', name: 'Simu Nairobi CBD', store_name: 'Simu Nairobi CBD', store_location: 'Kenyatta Ave, next to GPO, Nairobi CBD', region: 'Nairobi', contact: '+254 709 919 000', lat: -1.2846, lng: 36.8232, openingHours: 'Mon-Sat 8:30-18:30, Sun closed' },
  { _id: 'simu-westlands', name: 'Simu Westlands', store_name: 'Simu Westlands', store_location: 'Woodvale Grove, Westlands, Nairobi', region: 'Nairobi', contact: '+254 709 919 001', lat: -1.2651, lng: 36.8041, openingHours: 'Mon-Sat 9:00-20:00, Sun 10:00-18:00' },
  { _id: 'simu-mombasa', name: 'Simu Mombasa', store_name: 'Simu Mombasa', store_location: 'Moi Avenue, Mombasa', region: 'Mombasa', contact: '+254 709 919 002', lat: -4.0611, lng: 39.6701, openingHours: 'Mon-Sat 9:00-19:00, Sun 10:00-17:00' },
  { _id: 'samsung-20-galleria', name: 'Samsung Experience Store - Galleria Mall', store_name: 'Samsung Experience Store - Galleria Mall', store_location: 'Galleria Mall, Langata Rd, Bomas', region: 'Nairobi', contact: '', lat: -1.3393, lng: 36.7701, openingHours: 'Mon-Sat 9:00-20:00, Sun 10:00-18:00' },
]
export const days = pickupDays(now)
const firstDay = days[0]!.date

const payout = { method: 'mpesa' as const, methods: ['mpesa' as const, 'airtel_money' as const], number: '+254712345678', name: 'Wanjiku Kamau', reference: null, amount: null, paidAt: null }
const quotedTradeIn: TradeIn = {
  state: 'quoted', lockExpired: false, agreedOffer: 29_100, nextActions: ['schedule_pickup', 'choose_store', 'cancel', 'update_payout'],
  events: [{ type: 'quoted', at: at(90), data: { amount: 29_100 } }],
  pickup: null, store: null, inspection: null, revision: null, payout, invoice: null,
}
const base: TrackedQuote = {
  _id: 'story-quote', status: 'quoted', country: 'ke', currency: 'KES', maxPrice: 30_000, offer: 29_100, floor: 1500, floorApplied: false,
  deductions: [{ key: 'charger', amount: 900 }],
  answers: { deviceOn: 'yes', workingPhone: 'yes', brokenScreen: 'no', charger: 'no', box: 'yes' },
  model: { _id: 'iphone-12-pro', modelName: 'iPhone 12 Pro', image: '' },
  variant: { _id: 'iphone-12-pro-6-128', ram: 6, storage: 128 },
  createdAt: at(90), expiresAt: iso(now + 7 * day - 90 * 60_000),
  tradeIn: quotedTradeIn,
}
const withTradeIn = (status: TrackedQuote['status'], t: Partial<TradeIn>, q: Partial<TrackedQuote> = {}): TrackedQuote => ({ ...base, ...q, status, tradeIn: { ...quotedTradeIn, ...t } })

const pickupEvent = { type: 'pickup_scheduled' as const, at: at(80), data: { address: 'Kimathi House, 3rd floor, Nairobi', date: firstDay, slot: 'morning' as const } }
const pickup = { address: 'Kimathi House, 3rd floor, Nairobi', date: firstDay, slot: 'morning' as const }
const inspectedEvent = { type: 'inspected' as const, at: at(30), data: {} }
const revision = { previousOffer: 29_100, newOffer: 18_600, reasons: ['brokenScreen', 'batteryWorn'], note: 'Hairline crack under the screen protector', decision: null, createdAt: at(20) }
const revisedEvent = { type: 'offer_revised' as const, at: at(20), data: { previousOffer: 29_100, newOffer: 18_600, reasons: ['brokenScreen', 'batteryWorn'] } }
const acceptedEvent = { type: 'revision_accepted' as const, at: at(10), data: { newOffer: 18_600 } }
const paidEvent = { type: 'paid' as const, at: at(2), data: { amount: 18_600, method: 'mpesa' as const, number: '+254712345678', reference: 'QK7ABC1234' } }
const fullPayout = { ...payout, reference: 'QK7ABC1234', amount: 18_600, paidAt: at(2) }

/** A trade-in in every state the seller can see. */
export const quotes = {
  quoted: base,
  floor: withTradeIn('quoted', { agreedOffer: 1500 }, {
    maxPrice: 30_000, offer: 1500, floorApplied: true,
    deductions: [{ key: 'brokenScreen', amount: 10_500 }, { key: 'workingPhone', amount: 9000 }, { key: 'liquidDamage', amount: 7500 }, { key: 'scratchedBody', amount: 1200 }, { key: 'spotsOnScreen', amount: 800 }],
  }),
  pickupBooked: withTradeIn('pickup_scheduled', { state: 'pickup_scheduled', pickup, events: [quotedTradeIn.events[0]!, pickupEvent] }),
  storeChosen: withTradeIn('dropoff_chosen', {
    state: 'dropoff_chosen', store: stores[1]!,
    events: [quotedTradeIn.events[0]!, { type: 'dropoff_chosen', at: at(80), data: { storeId: 'simu-westlands', storeName: 'Simu Westlands' } }],
  }),
  expired: withTradeIn('expired', { state: 'expired', lockExpired: true, nextActions: [] }, { createdAt: iso(now - 8 * day), expiresAt: iso(now - day) }),
  bookedAfterLock: withTradeIn('pickup_scheduled', { state: 'pickup_scheduled', lockExpired: true, pickup, nextActions: ['cancel', 'update_payout'], events: [quotedTradeIn.events[0]!, pickupEvent] }, { createdAt: iso(now - 8 * day), expiresAt: iso(now - day) }),
  inspected: withTradeIn('inspected', { state: 'inspected', pickup, nextActions: ['update_payout'], inspection: { at: at(30), imei: '490154203237518' }, events: [quotedTradeIn.events[0]!, pickupEvent, inspectedEvent] }),
  revised: withTradeIn('offer_revised', {
    state: 'offer_revised', pickup, nextActions: ['accept_revision', 'decline_revision', 'update_payout'], inspection: { at: at(30), imei: '490154203237518' },
    revision, events: [quotedTradeIn.events[0]!, pickupEvent, inspectedEvent, revisedEvent],
  }),
  confirmed: withTradeIn('offer_confirmed', {
    state: 'offer_confirmed', pickup, nextActions: ['update_payout'], agreedOffer: 18_600, inspection: { at: at(30), imei: '490154203237518' },
    revision: { ...revision, decision: 'accepted' }, events: [quotedTradeIn.events[0]!, pickupEvent, inspectedEvent, revisedEvent, acceptedEvent],
  }),
  paid: withTradeIn('paid', {
    state: 'paid', pickup, nextActions: [], agreedOffer: 18_600, inspection: { at: at(30), imei: '490154203237518' }, payout: fullPayout,
    revision: { ...revision, decision: 'accepted' }, invoice: { number: 'SB-KE-000042', issuedAt: at(2) },
    events: [quotedTradeIn.events[0]!, pickupEvent, inspectedEvent, revisedEvent, acceptedEvent, paidEvent],
  }),
  cancelled: withTradeIn('cancelled', { state: 'cancelled', nextActions: [], events: [quotedTradeIn.events[0]!, pickupEvent, { type: 'cancelled', at: at(5), data: {} }] }),
  returned: withTradeIn('cancelled', {
    state: 'returned', pickup, nextActions: [], revision: { ...revision, decision: 'declined' }, inspection: { at: at(30), imei: null },
    events: [quotedTradeIn.events[0]!, pickupEvent, inspectedEvent, revisedEvent, { type: 'revision_declined', at: at(5), data: {} }],
  }),
  tanzania: withTradeIn('quoted', {
    agreedOffer: 540_000, payout: { ...payout, number: '+255754123456', methods: ['mpesa', 'tigo_pesa', 'airtel_money'] },
    events: [{ type: 'quoted', at: at(90), data: { amount: 540_000 } }],
  }, { country: 'tz', currency: 'TZS', maxPrice: 560_000, offer: 540_000, floor: 28_000, deductions: [{ key: 'charger', amount: 20_000 }] }),
} satisfies Record<string, TrackedQuote>
export type QuoteName = keyof typeof quotes

/** A trade-in store holding this trade-in, and what the last action did. */
export function tradeInIn(quote: TrackedQuote, extra: Partial<TradeInState> = {}) {
  return createTradeIn(quote._id, { quote: ready(quote), ...extra })
}

/** A trade-in store that is loading, signed out or failed. */
export function tradeInWhile(remote: Remote<TrackedQuote>) {
  return createTradeIn('story-quote', { quote: remote })
}

/** A hand-over form with the days and stores already there. */
export function handoverIn(form: Partial<HandoverForm> = {}) {
  return createHandover('ke', { days: ready(days), stores: ready(stores), ...form })
}

const lines = [
  { kind: 'maxPrice' as const, amount: 30_000 },
  { kind: 'deduction' as const, key: 'charger', amount: -900 },
  { kind: 'revision' as const, reasons: ['brokenScreen', 'batteryWorn'], amount: -10_500 },
]
export const invoices = {
  paid: {
    kind: 'purchase', _id: 'story-quote', number: 'SB-KE-000042', status: 'paid', issuedAt: at(2), country: 'ke', currency: 'KES',
    seller: { name: 'Wanjiku Kamau', phone: '+254712345678' }, device: { modelName: 'iPhone 12 Pro', ram: 6, storage: 128, imei: '490154203237518' },
    lines, total: 18_600, payout: fullPayout, editable: false,
  },
  draft: {
    kind: 'purchase', _id: 'story-quote', number: null, status: 'draft', issuedAt: null, country: 'ke', currency: 'KES',
    seller: { name: 'Wanjiku Kamau', phone: '+254712345678' }, device: { modelName: 'iPhone 12 Pro', ram: 6, storage: 128, imei: null },
    lines: lines.slice(0, 2), total: 29_100, payout, editable: true,
  },
} satisfies Record<string, PurchaseInvoice>

export const invoiceList: InvoiceSummary[] = [
  { kind: 'purchase', _id: 'story-quote', number: 'SB-KE-000042', status: 'paid', date: at(2), title: 'iPhone 12 Pro', currency: 'KES', total: 18_600 },
  { kind: 'purchase', _id: 'story-quote-2', number: null, status: 'draft', date: at(60), title: 'Galaxy S21', currency: 'KES', total: 24_000 },
]

export const payoutResult: PayoutResult = {
  quoteId: 'story-quote', modelName: 'iPhone 12 Pro', currency: 'KES', amount: 18_600, method: 'mpesa', number: '+254712345678',
  reference: 'QK7ABC1234', paidAt: at(2), invoiceNumber: 'SB-KE-000042',
}
