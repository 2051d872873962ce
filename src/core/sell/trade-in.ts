/**
 * Trade-in tracking (issue 3 item 4): the signed-in seller's trade-ins, one trade-in with the
 * seller's actions, the pickup / store hand-over form, the payout form, the invoices and the latest
 * payout. Every store answers 'signedOut' without a user and loads again when one signs in.
 */
import { atom, computed, map, onMount, type MapStore, type ReadableAtom } from 'nanostores'
import { api, type ApiFailure, type ApiResult } from '@core/platform/api/client'
import type { InvoiceSummary, PayoutResult, PurchaseInvoice, TrackedQuote } from './contract'
import type { OrderDetails } from '@core/checkout/contract'
import type { Store } from '@core/catalogue/contract'
import type { Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import {
  countryPayoutMethods, isSellOrder, payoutNameMax, pickupProblems, type PayoutMethod, type PickupDay, type PickupSlot, type UserAction,
} from '@core/domain/trade-in'
import { findTown } from '@core/domain/towns'
import { $auth, signOut } from '@core/account/auth'

// ---------------------------------------------------------------- loading with a signed-in user

export type Remote<T> =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `status` is the HTTP status (0 when there was no reply). */
  | { status: 'error'; message: string; network: boolean; code: number }

export const failed = (r: ApiFailure): Remote<never> => ({ status: 'error', message: r.message, network: r.kind === 'network', code: r.kind === 'server' ? r.status : 0 })

/** A refused token means the sign-in is over: sign out here too, so the page asks to sign in again. */
function whenRefused(r: ApiFailure): void {
  if (r.kind === 'server' && r.status === 401) void signOut()
}

/**
 * A value read with the seller's token: 'signedOut' without one, loaded when first watched and again
 * whenever the signed-in user changes (the sign-in drawer closes, another tab signs out).
 */
export function createRemote<T>(fetch: (token: string) => Promise<ApiResult<T>>, initial?: Remote<T>) {
  const $state = atom<Remote<T>>(initial ?? { status: 'loading' })
  let request = 0
  async function load(): Promise<void> {
    const auth = $auth.get()
    const mine = ++request
    if (!auth) return $state.set({ status: 'signedOut' })
    if ($state.get().status !== 'ready') $state.set({ status: 'loading' })
    const r = await fetch(auth.token)
    if (mine !== request) return
    $state.set(r.ok ? { status: 'ready', data: r.data } : failed(r))
    // After the failure is shown: signing out reloads this store, which then reads 'signedOut'.
    if (!r.ok) whenRefused(r)
  }
  onMount($state, () => {
    // A story or test may hand in a settled state: it is shown as it is.
    if (initial === undefined) void load()
    let user = $auth.get()?.user._id
    return $auth.listen((a) => {
      if (a?.user._id === user) return
      user = a?.user._id
      void load()
    })
  })
  return { $state: $state as ReadableAtom<Remote<T>>, load, set: (data: T) => $state.set({ status: 'ready', data }) }
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
  const remote = createRemote(async (token) => {
    const r = await api('quotes', { token })
    return r.ok ? { ok: true as const, data: r.data.quotes } : r
  }, initial)
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
  return createRemote(async (token) => {
    const [tradeIns, shop] = await Promise.all([api('invoices', { token }), api('shopOrders', { token })])
    if (!tradeIns.ok) return tradeIns
    if (!shop.ok) return shop
    return { ok: true as const, data: { tradeIns: tradeIns.data.invoices, shopOrders: shop.data.orders } }
  }, initial)
}

export function createInvoice(id: string, initial?: Remote<PurchaseInvoice>) {
  return createRemote(async (token) => {
    const r = await api('invoice', { params: { id }, token })
    return r.ok ? { ok: true as const, data: r.data.invoice } : r
  }, initial)
}

/** The seller's latest payment by Simu; ready with null when there is none. */
export function createLatestPayout(initial?: Remote<PayoutResult | null>) {
  return createRemote(async (token) => {
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
  const remote = createRemote(async (token) => {
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

// ---------------------------------------------------------------- handing the phone over

export type HandoverMode = 'pickup' | 'store'
export type FieldProblem = 'required' | 'tooLong' | 'unavailable' | 'unknownTown'

export interface HandoverForm {
  mode: HandoverMode
  address: string
  /** The pickup town, one of the country's towns (src/core/domain/towns.ts). */
  town: string
  date: string
  slot: PickupSlot | ''
  problems: Partial<Record<'address' | 'town' | 'date' | 'slot' | 'store', FieldProblem>>
  region: string
  storeId: string
  days: Remote<PickupDay[]>
  stores: Remote<Store[]>
}

/** The pickup form (address, day, slot) and the store chooser (region filter, store). */
export function createHandover(country: Country, initial?: Partial<HandoverForm>) {
  const $form: MapStore<HandoverForm> = map<HandoverForm>({
    mode: 'pickup', address: '', town: '', date: '', slot: '', problems: {}, region: '', storeId: '',
    days: { status: 'loading' }, stores: { status: 'loading' }, ...initial,
  })
  const patch = (p: Partial<HandoverForm>) => $form.set({ ...$form.get(), ...p })
  const $regions = computed($form, (f) => (f.stores.status === 'ready' ? [...new Set(f.stores.data.map((s) => s.region))] : []))
  const $visibleStores = computed($form, (f) => (f.stores.status === 'ready' ? f.stores.data.filter((s) => !f.region || s.region === f.region) : []))

  async function loadDays() {
    patch({ days: { status: 'loading' } })
    const r = await api('pickupDays')
    patch({ days: r.ok ? { status: 'ready', data: r.data.days } : failed(r) })
  }
  async function loadStores() {
    patch({ stores: { status: 'loading' } })
    // The trade-in's country decides the stores, whatever country the page shows.
    const r = await api('dropOffStores', { query: { country } })
    patch({ stores: r.ok ? { status: 'ready', data: r.data.stores } : failed(r) })
  }
  onMount($form, () => {
    if (initial?.days === undefined) void loadDays()
    if (initial?.stores === undefined) void loadStores()
  })

  return {
    $form,
    $regions,
    $visibleStores,
    loadDays,
    loadStores,
    setMode: (mode: HandoverMode) => patch({ mode, problems: {} }),
    setField(field: 'address' | 'town' | 'date' | 'slot', value: string) {
      patch({ [field]: value, problems: { ...$form.get().problems, [field]: undefined } })
    },
    setRegion(region: string) {
      const f = $form.get()
      // A chosen store outside the new region is no longer in view: drop it.
      const keep = f.stores.status === 'ready' && f.stores.data.some((s) => s._id === f.storeId && (!region || s.region === region))
      patch({ region, storeId: keep ? f.storeId : '' })
    },
    setStore: (storeId: string) => patch({ storeId, problems: { ...$form.get().problems, store: undefined } }),
    /** The pickup to send, or null with the problems shown. */
    pickup(): { address: string; town: string; date: string; slot: PickupSlot } | null {
      const f = $form.get()
      const town = findTown(country, f.town)
      const problems: HandoverForm['problems'] = {
        ...pickupProblems(f, f.days.status === 'ready' ? f.days.data : []),
        ...(f.town.trim() === '' ? { town: 'required' as const } : town === undefined ? { town: 'unknownTown' as const } : {}),
      }
      patch({ problems })
      if (Object.keys(problems).length) return null
      return { address: f.address.trim(), town: town!, date: f.date, slot: f.slot as PickupSlot }
    },
    /** The store to send, or null with the problem shown. */
    store(): string | null {
      const f = $form.get()
      if (!f.storeId) {
        patch({ problems: { store: 'required' } })
        return null
      }
      return f.storeId
    },
  }
}
export type Handover = ReturnType<typeof createHandover>

// ---------------------------------------------------------------- payout details

export interface PayoutFormState {
  method: PayoutMethod
  number: string
  name: string
  problems: Partial<Record<'number' | 'name', 'required' | 'invalidNumber' | 'tooLong'>>
}

/** The payout form: service, mobile-money number (checked for the trade-in's country) and name. */
export function createPayoutForm(country: Country, current: { method: PayoutMethod; number: string; name: string }) {
  const methods = countryPayoutMethods[country]
  const $form = map<PayoutFormState>({ method: methods.includes(current.method) ? current.method : methods[0]!, number: current.number, name: current.name, problems: {} })
  return {
    $form,
    methods,
    set(field: 'method' | 'number' | 'name', value: string) {
      $form.set({ ...$form.get(), [field]: value, problems: { ...$form.get().problems, [field]: undefined } })
    },
    /** The payout to send (number in international form), or null with the problems shown. */
    valid(): { method: PayoutMethod; number: string; name: string } | null {
      const f = $form.get()
      const problems: PayoutFormState['problems'] = {}
      const number = f.number.trim() ? normalisePhone(f.number, country) : null
      if (!f.number.trim()) problems.number = 'required'
      else if (!number) problems.number = 'invalidNumber'
      const name = f.name.trim()
      if (!name) problems.name = 'required'
      else if (name.length > payoutNameMax) problems.name = 'tooLong'
      $form.set({ ...f, problems })
      return number && !problems.name ? { method: f.method, number, name } : null
    },
  }
}
export type PayoutForm = ReturnType<typeof createPayoutForm>
