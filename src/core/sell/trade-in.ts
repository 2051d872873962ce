/**
 * Trade-in tracking (issue 3 item 4): the signed-in seller's trade-ins, one trade-in with the
 * seller's actions, the invoices and the latest payout. Every store answers 'signedOut' without a user
 * and loads again when one signs in. The hand-over form is in handover.ts, the payout form in payout-form.ts.
 */
import { atom, computed, map, onMount } from 'nanostores'
import { api, type ApiFailure, type ApiResult } from '@core/platform/api/client'
import { everyPage } from '@core/platform/api/every-page'
import type { InvoiceSummary, PayoutResult, PurchaseInvoice, TrackedQuote } from './contract'
import type { OrderDetails } from '@core/checkout/contract'
import {
  isSellOrder, type PayoutMethod, type PickupSlot, type UserAction,
} from '@core/domain/trade-in'
import { $auth, signOut } from '@core/account'
import { createSignedInLoadable, type SignedInLoadable } from '@core/account'
import { failed } from '@core/platform/loadable'

// ---------------------------------------------------------------- loading with a signed-in user

/** A value read with the seller's token: the account area's signed-in loadable (issue 13 merged createRemote into it). */
export type Remote<T> = SignedInLoadable<T>
export { failed }

/** A refused token means the sign-in is over: sign out here too, so the page asks to sign in again. */
function whenRefused(r: ApiFailure): void {
  if (r.kind === 'server' && r.status === 401) void signOut()
}

/** Now, moving every 30 s while a countdown shows: the price lock counts down without a reload. */
export const $now = atom(Date.now())
onMount($now, () => {
  $now.set(Date.now())
  const timer = setInterval(() => $now.set(Date.now()), 30_000)
  return () => clearInterval(timer)
})

// ---------------------------------------------------------------- lists

/** The seller's quotes with their trade-ins, newest first (device-details and orders). */
export function createTradeInList(initial?: Remote<TrackedQuote[]>) {
  // Every page of the list (docs/api.md "Paging"): the orders page shows them all.
  const remote = createSignedInLoadable((token) => everyPage('quotes', (d) => d.quotes, { token }), initial)
  /** Sell orders: trade-ins past their quote. */
  const $orders = computed(remote.$state, (s): Remote<TrackedQuote[]> => (s.status === 'ready' ? { status: 'ready', data: s.data.filter((q) => isSellOrder(q.tradeIn.state)) } : s))
  return { ...remote, $orders }
}

/** The trade-in device-details opens without an id: the newest one still going, else the newest. */
export function featuredTradeIn(quotes: readonly TrackedQuote[]): TrackedQuote | undefined {
  return quotes.find((q) => !['paid', 'cancelled', 'returned', 'expired'].includes(q.tradeIn.state)) ?? quotes[0]
}

/**
 * The invoices page's one value: the trade-in invoices and the shop orders, read together so that the
 * page is empty only when both are, fails when either fails, and reloads both after a sign-in.
 */
export function createAllInvoices(initial?: Remote<{ tradeIns: InvoiceSummary[]; shopOrders: OrderDetails[] }>) {
  return createSignedInLoadable(async (token) => {
    const [tradeIns, shop] = await Promise.all([everyPage('invoices', (d) => d.invoices, { token }), everyPage('shopOrders', (d) => d.orders, { token })])
    if (!tradeIns.ok) return tradeIns
    if (!shop.ok) return shop
    return { ok: true as const, data: { tradeIns: tradeIns.data, shopOrders: shop.data } }
  }, initial)
}

export function createInvoice(id: string, initial?: Remote<PurchaseInvoice>) {
  return createSignedInLoadable(async (token) => {
    const r = await api('invoice', { params: { id }, token })
    return r.ok ? { ok: true as const, data: r.data.invoice } : r
  }, initial)
}

/** The seller's latest payment by Simu; ready with null when there is none. */
export function createLatestPayout(initial?: Remote<PayoutResult | null>) {
  return createSignedInLoadable(async (token) => {
    const r = await api('latestPayout', { token })
    return r.ok ? { ok: true as const, data: r.data.payout } : r
  }, initial)
}

// ---------------------------------------------------------------- one trade-in and its actions

export interface ActionFailure {
  action: UserAction
  /** 'conflict': the trade-in moved on (reloaded); 'expired': the lock ran out; else the server's words. */
  kind: 'conflict' | 'expired' | 'invalid' | 'network'
  message: string
}

export interface TradeInState {
  quote: Remote<TrackedQuote>
  busy: UserAction | null
  failure: ActionFailure | null
  /** The action that just succeeded (the page confirms it). */
  done: UserAction | null
}

export function createTradeIn(id: string, initial?: Partial<TradeInState>) {
  const remote = createSignedInLoadable(async (token) => {
    const r = await api('quote', { params: { id }, token })
    return r.ok ? { ok: true as const, data: r.data.quote } : r
  }, initial?.quote)
  const $actions = map<Omit<TradeInState, 'quote'>>({ busy: initial?.busy ?? null, failure: initial?.failure ?? null, done: initial?.done ?? null })
  const $state = computed([remote.$state, $actions], (quote, a): TradeInState => ({ quote, ...a }))

  async function act(action: UserAction, send: (token: string) => Promise<ApiResult<{ quote: TrackedQuote }>>): Promise<boolean> {
    const auth = $auth.get()
    if (!auth || $actions.get().busy) return false
    $actions.set({ busy: action, failure: null, done: null })
    const r = await send(auth.token)
    if (r.ok) {
      remote.set(r.data.quote)
      $actions.set({ busy: null, failure: null, done: action })
      return true
    }
    whenRefused(r)
    const expired = r.kind === 'server' && r.status === 409 && /expired/i.test(r.message)
    const kind: ActionFailure['kind'] = r.kind === 'network' ? 'network' : expired ? 'expired' : r.kind === 'server' && r.status === 409 ? 'conflict' : 'invalid'
    $actions.set({ busy: null, done: null, failure: { action, kind, message: r.message } })
    // Someone (staff, another tab) moved the trade-in on: show it as it is now.
    if (kind === 'conflict' || kind === 'expired') await remote.load()
    return false
  }

  return {
    $state,
    load: remote.load,
    schedulePickup: (body: { address: string; town?: string; date: string; slot: PickupSlot }) => act('schedule_pickup', (token) => api('schedulePickup', { params: { id }, body, token })),
    chooseStore: (storeId: string) => act('choose_store', (token) => api('chooseStore', { params: { id }, body: { storeId }, token })),
    cancel: () => act('cancel', (token) => api('cancelTradeIn', { params: { id }, token })),
    acceptRevision: () => act('accept_revision', (token) => api('acceptRevision', { params: { id }, token })),
    declineRevision: () => act('decline_revision', (token) => api('declineRevision', { params: { id }, token })),
    updatePayout: (body: { number: string; name: string; method: PayoutMethod }) => act('update_payout', (token) => api('updatePayout', { params: { id }, body, token })),
    dismiss: () => $actions.set({ ...$actions.get(), failure: null, done: null }),
  }
}
export type TradeInStore = ReturnType<typeof createTradeIn>
