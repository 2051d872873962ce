/**
 * The checkout (shop-and-repair.md §2 Checkout, §3 'Checkout form', 'Lipa later state', §4, §5, §8, §9):
 * delivery, payment (M-Pesa, Lipa Later, a cash code), personal details, the coupon, placing the order
 * once per Idempotency-Key, and then following the M-Pesa payment until it is paid, fails or times out.
 *
 * One checkout per page (module-level `$checkout`-like instance from `sharedCheckout()`), so the form
 * survives the sign-in drawer; stories and tests create their own with `createCheckout(state)`.
 */
import { map } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { Dealer, Store } from '@core/catalogue/contract'
import type { OrderDetails } from './contract'
import type { CartLine } from '@core/domain/cart'
import { cartCount, cartTotal, lineCurrency, sameLine } from '@core/domain/cart'
import {
  addressMissing,
  canApplyCoupon,
  canRetryOrder,
  checkoutTiming,
  lipaLaterOutcome,
  newIdempotencyKey,
  orderTotal,
  placeOrderBlockedReason,
  shippingOf,
  type DeliveryMethodName,
  type LipaLaterEligibility,
  type PaymentMethodName,
  type PlaceOrderBlock,
} from '@core/domain/checkout'
import { countryCurrency, type Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { $auth } from '@core/account/auth'
import { $cart, $cartConflict, cart as pageCart, clearCart, siteAddress, siteTarget } from '@core/shop/cart'
import { $country } from '@core/platform/locale'
import type { Loadable } from '@core/platform/loadable'
import { navigate } from '@core/platform/navigation'
import { persistentValue } from '@core/platform/storage'
import { $signInRequest, openSignIn } from '@core/account/sign-in'
import { checkEmail, checkPhone, failureProblem, type Problem } from '@core/account/sign-in-flow'
import '@core/i18n/areas/checkout'

export type { Problem }
export type DealerItem = { _id: string; name: string; region: { name: string }[] }
export type PersonalField = 'address' | 'name' | 'phone' | 'email'

export interface LipaLaterState {
  idNumber: string
  phone: string
  otp: string
  step: 'start' | 'otpSent' | 'verified'
  busy: 'otp' | 'verify' | null
  /** Lipa Later's own message (after the OTP, or with the verification). */
  message?: string
  problem?: Problem
  errors: Partial<Record<'idNumber' | 'phone' | 'otp', Problem>>
  /** The verification's data: null when Lipa Later has none (sign-up needed). Undefined before. */
  data?: LipaLaterEligibility | null
}

export interface CashState {
  code: string
  shown: boolean
  busy: boolean
  active: boolean
  problem?: Problem
}

export interface CouponState {
  code: string
  busy: boolean
  attempts: number
  /** The coupon as applied: its code and the discount the server gave. */
  applied?: { code: string; value: number }
  /** The applied code was not edited since (Apply Code stays disabled). */
  appliedUnchanged: boolean
  problem?: Problem
}

export interface OrderStage {
  order: OrderDetails
  /** Send the push again, to this phone. */
  repayPhone: string
  repaying: boolean
  repayProblem?: Problem
  /** The shopper asked to see the Paybill details. */
  paybill: boolean
  /** A read of the order failed (polling goes on). */
  stale: boolean
}

export interface CheckoutState {
  places: Loadable<{ dealers: DealerItem[]; stores: Store[] }>
  deliveryMethod: DeliveryMethodName
  address: string
  payment: PaymentMethodName
  name: string
  phone: string
  email: string
  alerts: boolean
  errors: Partial<Record<PersonalField, Problem>>
  lipa: LipaLaterState
  cash: CashState
  coupon: CouponState
  submitting: boolean
  /** Orders submitted so far (Retry Order is disabled once it exceeds 3). */
  attempts: number
  /** The last submission failed: the error panel with Retry Order replaces the form. */
  orderFailure?: Problem
  /** The failure was the payment's (Lipa Later refused it), not the order's. */
  paymentFailed?: boolean
  /** Place Order met a phone that ran out (issue 10): the cart was updated, the form stays. */
  stockConflict?: { text: string; removed: string[]; lowered: string[] }
  /** An M-Pesa order placed and being paid: the payment screen replaces the form. */
  stage?: OrderStage
  /** The order is paid or needs no push: on the way to the invoice. */
  done?: { orderId: string; path: string }
}

export const emptyLipaLater = (): LipaLaterState => ({ idNumber: '', phone: '', otp: '', step: 'start', busy: null, errors: {} })
const emptyCash = (): CashState => ({ code: '', shown: false, busy: false, active: false })
const emptyCoupon = (): CouponState => ({ code: '', busy: false, attempts: 0, appliedUnchanged: false })

export const initialCheckout = (): CheckoutState => ({
  places: { status: 'idle' },
  deliveryMethod: 'dropoff',
  address: '',
  payment: 'mpesa',
  name: '',
  phone: '',
  email: '',
  alerts: false,
  errors: {},
  lipa: emptyLipaLater(),
  cash: emptyCash(),
  coupon: emptyCoupon(),
  submitting: false,
  attempts: 0,
})

const required: Problem = { key: 'checkout.errors.required' }
const draftKey = 'simu.checkoutForm'
const draftFields = ['deliveryMethod', 'address', 'payment', 'name', 'phone', 'email', 'alerts'] as const

/** What the summary and Place Order read: totals in the country's currency. */
export function totalsOf(state: CheckoutState, lines: readonly CartLine[]) {
  const itemsTotal = cartTotal(lines)
  const discount = state.coupon.applied?.value ?? 0
  return { itemsTotal, discount, total: orderTotal(itemsTotal, discount), count: cartCount(lines) }
}

export function placeOrderBlock(state: CheckoutState, lines: readonly CartLine[]): PlaceOrderBlock | null {
  const { total, count } = totalsOf(state, lines)
  return placeOrderBlockedReason({
    payment: state.payment,
    submitting: state.submitting,
    total,
    itemCount: count,
    lipaLater: state.lipa.step === 'verified' ? state.lipa.data : undefined,
    cashActive: state.cash.active,
  })
}

/**
 * The order being placed or paid, kept with the cart in localStorage (issue 10), so a reload or a second
 * tab returns to its payment screen and Place Order with the same cart never holds a second phone: the
 * Idempotency-Key survives a reload, and the order id once the server answered. Cleared when it settles.
 */
export interface PendingOrder {
  /** The Idempotency-Key sent with this body. */
  key: string
  /** A digest of the confirm_order body the key was made for (no personal data in localStorage). */
  body: string
  /** The cart the order was placed for (variant, colour, quantity of each line). */
  cart: string
  orderId?: string
}
const isPendingOrder = (v: unknown): v is PendingOrder => {
  const o = v as Partial<PendingOrder> | null
  return !!o && typeof o === 'object' && typeof o.key === 'string' && /^[\w:.-]{1,200}$/.test(o.key) && typeof o.body === 'string' && typeof o.cart === 'string'
    && (o.orderId === undefined || (typeof o.orderId === 'string' && /^[\w-]{1,80}$/.test(o.orderId)))
}
export const $pendingOrder = persistentValue<PendingOrder | null>('simu.pendingOrder', null, (raw) => (raw === null ? null : isPendingOrder(raw) ? raw : undefined))

/** The cart as an order sees it: which variants, colours and quantities (not prices or names). */
export const cartSignature = (lines: readonly CartLine[]) =>
  lines.map((l) => `${l.variant._id}/${l.variant.color.id}/${l.variant.quantity}`).sort().join(',')

/** FNV-1a, twice with different seeds: equality of two bodies, not secrecy. */
function digest(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193) >>> 0
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0
  }
  return `${a.toString(16)}${b.toString(16)}`
}

/** Place Order asked for a sign-in: once signed in, the order goes on (issue 10), for this long at most. */
const continueKey = 'simu.placeAfterSignIn'
const continueMs = 15 * 60_000
// A drawer closed without signing in drops the request: a later sign-in elsewhere places nothing.
$signInRequest.listen((request) => {
  if (request === null && !$auth.get()) forget(continueKey)
})

export const couponApplicable = (c: CouponState) => canApplyCoupon({ code: c.code, applying: c.busy, attempts: c.attempts, appliedUnchanged: c.appliedUnchanged })
export const orderRetryable = (s: CheckoutState) => canRetryOrder(s.attempts)

export interface CheckoutOptions {
  /** Where the site lives, for a partner page (invoice and sign-in return paths); '' on the site itself. */
  siteUrl?: string
  /** Keep the form in sessionStorage (the page's checkout; off for stories and tests). */
  persist?: boolean
}

export function createCheckout(state: Partial<CheckoutState> = {}, options: CheckoutOptions = {}) {
  const $state = map<CheckoutState>({ ...initialCheckout(), ...restoreDraft(options.persist), ...state })
  const get = () => $state.get()
  const patch = (p: Partial<CheckoutState>) => $state.set({ ...get(), ...p })
  const patchLipa = (p: Partial<LipaLaterState>) => patch({ lipa: { ...get().lipa, ...p } })
  const patchCash = (p: Partial<CashState>) => patch({ cash: { ...get().cash, ...p } })
  const patchCoupon = (p: Partial<CouponState>) => patch({ coupon: { ...get().coupon, ...p } })
  const patchStage = (p: Partial<OrderStage>) => {
    const stage = get().stage
    if (stage) patch({ stage: { ...stage, ...p } })
  }
  const country = (): Country => $country.get()
  let siteUrl = options.siteUrl ?? ''
  // Cart hand-off: site-url means what it means on every widget (stores/cart.ts siteAddress: origin plus
  // optional base path); without one the checkout is on the site itself and a path is enough.
  const site = (path: string) => (siteUrl ? siteTarget(siteAddress(path, siteUrl)) : path)
  const token = () => $auth.get()?.token ?? null

  if (options.persist) {
    $state.listen((s) => {
      // A finished order's form is not kept for the next one.
      if (s.done) return
      try {
        // The order being paid is kept with the cart ($pendingOrder), not here: a second tab sees it too.
        const draft = Object.fromEntries(draftFields.map((f) => [f, s[f]]))
        globalThis.sessionStorage?.setItem(draftKey, JSON.stringify(draft))
      } catch {
        // Private mode: the form still lives for this page.
      }
    })
  }

  let places = 0

  async function loadPlaces() {
    const mine = ++places
    patch({ places: { status: 'loading' } })
    const [dealers, stores] = await Promise.all([api('dealers'), api('stores')])
    if (mine !== places) return
    if (!dealers.ok) return patch({ places: { status: 'error', message: dealers.message, network: dealers.kind === 'network' } })
    if (!stores.ok) return patch({ places: { status: 'error', message: stores.message, network: stores.kind === 'network' } })
    patch({ places: { status: 'ready', data: { dealers: dealers.data.dealers as Dealer[], stores: stores.data.stores } } })
  }

  /** Fills empty personal details from the signed-in user (never overwrites what was typed). */
  function prefill() {
    const user = $auth.get()?.user
    if (!user) return
    const s = get()
    const name = [user.fname, user.lname].filter(Boolean).join(' ')
    patch({
      name: s.name || name,
      phone: s.phone || user.phone,
      email: s.email || user.email.toLowerCase(),
    })
  }

  function setDelivery(method: DeliveryMethodName) {
    // Changing the method clears the address (shop-and-repair.md §2).
    if (method === get().deliveryMethod) return
    patch({ deliveryMethod: method, address: '', errors: { ...get().errors, address: undefined } })
  }

  function setField(field: PersonalField, value: string) {
    patch({ [field]: field === 'email' ? value.toLowerCase() : value, errors: { ...get().errors, [field]: undefined } } as Partial<CheckoutState>)
  }

  function setAlerts(alerts: boolean) {
    patch({ alerts })
  }

  /** mpesa resets Lipa Later and deactivates the cash code; lipalater deactivates the cash code; cash keeps its state (§4). */
  function setPayment(method: PaymentMethodName) {
    const s = get()
    if (method === 'mpesa') patch({ payment: method, lipa: emptyLipaLater(), cash: { ...s.cash, active: false } })
    else if (method === 'lipalater') patch({ payment: method, cash: { ...s.cash, active: false }, lipa: s.lipa.phone ? s.lipa : { ...s.lipa, phone: s.phone } })
    else patch({ payment: method })
  }

  // ---------------------------------------------------------------- Lipa Later

  function setLipa(field: 'idNumber' | 'phone' | 'otp', value: string) {
    const l = get().lipa
    // A changed ID or phone starts over: the OTP and the answer belonged to the old ones.
    const restart = field !== 'otp' && l.step !== 'start'
    patchLipa({
      [field]: value,
      errors: { ...l.errors, [field]: undefined },
      problem: undefined,
      ...(restart ? { step: 'start' as const, otp: '', data: undefined, message: undefined } : {}),
    })
  }

  async function requestLipaLaterOtp() {
    const l = get().lipa
    if (l.busy) return
    const errors: LipaLaterState['errors'] = {}
    if (!l.idNumber.trim()) errors.idNumber = required
    const phone = checkPhone(l.phone, country())
    if ('problem' in phone) errors.phone = phone.problem
    if (Object.keys(errors).length || !('phone' in phone)) return patchLipa({ errors })
    patchLipa({ busy: 'otp', errors: {}, problem: undefined, message: undefined })
    const r = await api('sendLipaLaterOtp', { body: { id_number: l.idNumber.trim(), phone_number: phone.phone } })
    if (r.ok && r.data.status === 200) patchLipa({ busy: null, step: 'otpSent', message: r.data.data.message, otp: '' })
    else if (r.ok) patchLipa({ busy: null, problem: r.data.data.message ? { text: r.data.data.message } : { key: 'checkout.lipaLater.otpError' } })
    else patchLipa({ busy: null, problem: r.kind === 'network' ? { key: 'common.networkError' } : serverOr(r.message, 'checkout.lipaLater.otpError') })
  }

  async function verifyLipaLater() {
    const l = get().lipa
    if (l.busy) return
    const phone = checkPhone(l.phone, country())
    const errors: LipaLaterState['errors'] = {}
    if (!l.idNumber.trim()) errors.idNumber = required
    if ('problem' in phone) errors.phone = phone.problem
    if (!l.otp.trim()) errors.otp = required
    if (Object.keys(errors).length || !('phone' in phone)) return patchLipa({ errors })
    patchLipa({ busy: 'verify', errors: {}, problem: undefined })
    const { total } = totalsOf(get(), $cart.get())
    const r = await api('verifyLipaLater', { body: { id_number: l.idNumber.trim(), item_value: total, otp: l.otp.trim(), phone_number: phone.phone } })
    if (r.ok && r.data.status === 200) patchLipa({ busy: null, step: 'verified', data: r.data.data, message: r.data.message })
    else if (r.ok) patchLipa({ busy: null, problem: r.data.message ? { text: r.data.message } : { key: 'checkout.lipaLater.verifyError' } })
    else patchLipa({ busy: null, problem: r.kind === 'network' ? { key: 'common.networkError' } : serverOr(r.message, 'checkout.lipaLater.verifyError') })
  }

  // ---------------------------------------------------------------- cash code

  function setCashCode(code: string) {
    // A new code needs its own verification.
    patchCash({ code, active: false, problem: undefined })
  }
  const toggleCashShown = () => patchCash({ shown: !get().cash.shown })

  async function verifyCash() {
    const c = get().cash
    if (c.busy) return
    if (!c.code.trim()) return patchCash({ problem: required })
    patchCash({ busy: true, problem: undefined, active: false })
    const r = await api('authCode', { body: { code: c.code.trim() } })
    if (r.ok) patchCash({ busy: false, active: true })
    else patchCash({ busy: false, problem: r.kind === 'network' ? { key: 'common.networkError' } : serverOr(r.message, 'checkout.cash.error') })
  }

  // ---------------------------------------------------------------- coupon

  function setCouponCode(code: string) {
    // Editing the code enables Apply Code again; the discount stays until another code applies.
    patchCoupon({ code, appliedUnchanged: false, problem: undefined })
  }

  async function applyCoupon() {
    const c = get().coupon
    if (!couponApplicable(c)) return
    const lines = $cart.get()
    if (lines.length === 0) return
    patchCoupon({ busy: true, attempts: c.attempts + 1, problem: undefined })
    const r = await api('couponPrice', {
      body: { code: c.code.trim(), assignedModels: [...new Set(lines.map((l) => l.modelId))], coupon_quantity: cartCount(lines) },
    })
    if (r.ok) patchCoupon({ busy: false, applied: { code: c.code.trim().toUpperCase(), value: r.data.coupon.value }, appliedUnchanged: true })
    else patchCoupon({ busy: false, problem: r.kind === 'network' ? { key: 'common.networkError' } : serverOr(r.message, 'checkout.coupon.error') })
  }

  /**
   * A coupon may be for some models only (IPHONE2000): when the cart's models change, the applied code
   * is checked again (not counted as an attempt), so the total never shows a discount the order loses.
   */
  let cartModels = modelSet($cart.get())
  $cart.listen((lines) => {
    const models = modelSet(lines)
    if (models === cartModels) return
    cartModels = models
    const applied = get().coupon.applied
    if (applied && lines.length > 0) void recheckCoupon(applied.code)
  })
  async function recheckCoupon(code: string) {
    const lines = $cart.get()
    const r = await api('couponPrice', { body: { code, assignedModels: [...new Set(lines.map((l) => l.modelId))], coupon_quantity: cartCount(lines) } })
    if (get().coupon.applied?.code !== code) return
    if (r.ok) patchCoupon({ applied: { code, value: r.data.coupon.value } })
    else if (r.kind === 'server') patchCoupon({ applied: undefined, appliedUnchanged: false, problem: serverOr(r.message, 'checkout.coupon.error') })
  }

  // ---------------------------------------------------------------- placing the order

  function validate(): boolean {
    const s = get()
    const errors: CheckoutState['errors'] = {}
    if (addressMissing(s.address)) errors.address = required
    if (!s.name.trim()) errors.name = required
    const phone = checkPhone(s.phone, country())
    if ('problem' in phone) errors.phone = phone.problem
    const email = checkEmail(s.email)
    if ('problem' in email) errors.email = s.email.trim() ? { key: 'checkout.errors.emailInvalid' } : required
    patch({ errors })
    return Object.keys(errors).length === 0
  }

  /**
   * Place Order: checks the form, sends a signed-out shopper through the sign-in drawer (the order goes on
   * once signed in), then confirm_order with an Idempotency-Key. The same cart with a pending order goes
   * back to that order's payment screen instead of holding a second phone. Answers the placed order.
   */
  async function placeOrder(): Promise<OrderDetails | null> {
    const s = get()
    const lines = $cart.get()
    if (placeOrderBlock(s, lines) || $cartConflict.get()) return null
    if (!validate()) return null
    const auth = $auth.get()
    if (!auth) {
      remember(continueKey, String(Date.now()))
      openSignIn({ kind: 'shop', next: checkoutPath() })
      return null
    }
    if (await resume()) return get().stage?.order ?? null
    const body = orderBody(s, lines, auth.user._id)
    if (!body) return null
    const hash = digest(JSON.stringify(body))
    const held = $pendingOrder.get()
    // The same body keeps its key across reloads and tabs: the server answers the order it already placed.
    const key = held && held.body === hash ? held.key : newIdempotencyKey()
    $pendingOrder.set({ key, body: hash, cart: cartSignature(lines), ...(held?.key === key && held.orderId ? { orderId: held.orderId } : {}) })
    patch({ submitting: true, attempts: s.attempts + 1, orderFailure: undefined, paymentFailed: undefined, stockConflict: undefined })
    const r = await api('confirmOrder', { body, token: auth.token, headers: { 'Idempotency-Key': key } })
    if (!r.ok) return refused(r, s)
    const placed = r.data.order
    patch({ submitting: false })
    if (placed.status === 'paid' || placed.payment.state === 'paid' || placed.paymentMethod !== 'mpesa') {
      finish(placed._id)
      return placed
    }
    $pendingOrder.set({ key, body: hash, cart: cartSignature(lines), orderId: placed._id })
    patch({ stage: { order: placed, repayPhone: s.phone, repaying: false, paybill: false, stale: false } })
    return placed
  }

  /** The confirm_order body: prices are the server's, but the currency and total are the ones on screen. */
  function orderBody(s: CheckoutState, lines: readonly CartLine[], userId: string) {
    const { count, total } = totalsOf(s, lines)
    // Lipa Later pays from the phone it verified; M-Pesa and cash orders name the shopper's phone.
    const phone = checkPhone(s.payment === 'lipalater' ? s.lipa.phone : s.phone, country())
    const email = checkEmail(s.email)
    if (!('phone' in phone) || !('email' in email)) return null
    const fallback = countryCurrency[country()]
    return {
      shipping: shippingOf(s.deliveryMethod, s.address),
      paymentMethod: {
        method: s.payment,
        phone: phone.phone,
        email: email.email,
        clientName: s.name.trim(),
        ...(s.payment === 'lipalater' ? { id_number: s.lipa.idNumber.trim() } : {}),
        ...(s.payment === 'cash' ? { code: s.cash.code.trim() } : {}),
      },
      cart: lines.map((l) => ({ modelId: l.modelId, variant: { _id: l.variant._id, quantity: l.variant.quantity, color: l.variant.color.id, currency: lineCurrency(l, fallback) } })),
      alerts: s.alerts,
      userId,
      total,
      ...(s.coupon.applied ? { code: s.coupon.applied.code, hasCoupon: true, coupon_quantity: count } : { hasCoupon: false }),
    }
  }

  /** A refused order: a phone that ran out updates the cart and says so; anything else is the failure panel. */
  async function refused(r: { kind: 'network' | 'server'; message: string; status?: number }, s: CheckoutState): Promise<null> {
    if (r.kind === 'server' && r.status === 401) $auth.set(null)
    if (r.kind === 'server' && r.status === 409) {
      const conflict = await updateCartStock(r.message)
      if (conflict) {
        patch({ submitting: false, stockConflict: conflict })
        return null
      }
    }
    // A Lipa Later order the server refused without words is an authorization failure (§8).
    const fallback = s.payment === 'lipalater' ? serverOr(r.message, 'checkout.lipaLater.authError') : { text: r.message }
    patch({ submitting: false, paymentFailed: r.kind === 'server' && r.status === 402, orderFailure: r.kind === 'network' ? { key: 'common.networkError' } : fallback })
    return null
  }

  /** After a 409: reads the live stock of every line, removes the sold-out ones and lowers the rest. Null when nothing ran out. */
  async function updateCartStock(text: string): Promise<CheckoutState['stockConflict'] | null> {
    const before = $cart.get()
    await pageCart.refreshStock()
    const stock = pageCart.$stock.get()
    const wanted = (variantId: string) => before.filter((l) => l.variant._id === variantId).reduce((n, l) => n + l.variant.quantity, 0)
    // Only the stock counts here: a line the checkout limits lowered is the limit's refusal, told as such.
    const short = before.filter((l) => stock[l.variant._id] !== undefined && stock[l.variant._id]! < wanted(l.variant._id))
    const removed = short.filter((l) => stock[l.variant._id] === 0)
    for (const l of removed) pageCart.remove(l)
    const lowered = short.filter((l) => stock[l.variant._id]! > 0 && $cart.get().some((a) => sameLine(a, l)))
    pageCart.dismissNotice()
    if (removed.length === 0 && lowered.length === 0) return null
    return { text, removed: removed.map((l) => l.modelName), lowered: lowered.map((l) => l.modelName) }
  }

  /** After a sign-in that Place Order asked for: the order goes on, with the form as it was. */
  async function continueAfterSignIn(): Promise<OrderDetails | null> {
    const asked = Number(recall(continueKey))
    // Signed in is not done: the drawer may still ask for the sign-up details, and then goes to its next page.
    if (!asked || !$auth.get() || $signInRequest.get() !== null) return null
    forget(continueKey)
    if (Date.now() - asked > continueMs || get().stage || get().done) return null
    return placeOrder()
  }

  /** Where the sign-in drawer returns: the site's checkout, or the partner's own page that embeds the widget. */
  function checkoutPath() {
    const onPartnerPage = globalThis.__simuConfig !== undefined && typeof document !== 'undefined' && !document.querySelector('[data-simu-site]')
    if (onPartnerPage && globalThis.location) return `${globalThis.location.pathname}${globalThis.location.search}`
    return pathTo('checkout', { country: country() })
  }

  /** Paid (or a cash / Lipa Later order): clear the cart and the form, open the invoice. */
  function finish(orderId: string) {
    const path = site(pathTo('invoice', { country: country(), id: orderId }))
    clearCart()
    $pendingOrder.set(null)
    try {
      globalThis.sessionStorage?.removeItem(draftKey)
    } catch {
      // nothing kept
    }
    patch({ done: { orderId, path } })
    navigate(path)
  }

  // ---------------------------------------------------------------- following the M-Pesa payment

  /** Reads the order's payment once; a paid order finishes. */
  async function refresh() {
    const stage = get().stage
    if (!stage || get().done) return
    const r = await api('shopOrder', { params: { id: stage.order._id }, token: token() })
    if (!get().stage || get().stage!.order._id !== stage.order._id) return
    if (!r.ok) return patchStage({ stale: true })
    patchStage({ order: r.data.order, stale: false })
    if (r.data.order.payment.state === 'paid') finish(r.data.order._id)
  }

  /**
   * Polls the order every 2 s while the payment screen shows; the server reconciles late callbacks and
   * Paybill payments, so polling goes on after a failure or a timeout. Answers the stopper.
   */
  function follow(): () => void {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      if (stopped) return
      await refresh()
      const s = get()
      const status = s.stage?.order.status
      if (stopped || s.done || !s.stage || status === 'expired' || status === 'cancelled') return
      timer = setTimeout(() => void tick(), checkoutTiming.pollMs)
    }
    timer = setTimeout(() => void tick(), checkoutTiming.pollMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }

  const setRepayPhone = (phone: string) => patchStage({ repayPhone: phone, repayProblem: undefined })
  const showPaybill = () => patchStage({ paybill: true })

  /** 'Send the request again': a new STK push, to the same or another phone. */
  async function repay() {
    const stage = get().stage
    if (!stage || stage.repaying) return
    const phone = checkPhone(stage.repayPhone, country())
    if ('problem' in phone) return patchStage({ repayProblem: phone.problem })
    patchStage({ repaying: true, repayProblem: undefined })
    const r = await api('payOrder', { params: { id: stage.order._id }, body: { phone: phone.phone }, token: token() })
    if (r.ok) patchStage({ repaying: false, order: r.data.order })
    else patchStage({ repaying: false, repayProblem: failureProblem(r) })
  }

  /** A fresh checkout after a finished order (the loaded pickup points and stores stay). */
  const reset = () => $state.set({ ...initialCheckout(), places: get().places })

  /**
   * After a reload, in a second tab, or at Place Order: back to the payment screen of the order pending
   * with this cart. A paid order opens its invoice; a lapsed one is forgotten. Answers whether it resumed.
   */
  async function resume(): Promise<boolean> {
    const pending = $pendingOrder.get()
    const auth = $auth.get()
    if (!pending?.orderId || !auth || get().done) return false
    if (get().stage?.order._id === pending.orderId) return true
    if (pending.cart !== cartSignature($cart.get())) return false
    const r = await api('shopOrder', { params: { id: pending.orderId }, token: auth.token })
    if (get().done) return false
    if (get().stage?.order._id === pending.orderId) return true
    if (!r.ok) {
      if (r.kind === 'server' && (r.status === 404 || r.status === 403)) $pendingOrder.set(null)
      return false
    }
    const order = r.data.order
    if (order.status === 'paid' || order.payment.state === 'paid') {
      finish(order._id)
      return true
    }
    if (order.status !== 'pending_payment') {
      $pendingOrder.set(null)
      return false
    }
    patch({ stage: { order, repayPhone: get().phone || order.customer.phone, repaying: false, paybill: false, stale: false }, orderFailure: undefined })
    return true
  }

  /** Back to the form from the order failure panel (the attempt counter stays). */
  const dismissFailure = () => patch({ orderFailure: undefined, paymentFailed: undefined })
  const dismissStockConflict = () => patch({ stockConflict: undefined })

  /** Back to the form after an order lapsed unpaid (its units went back on sale). */
  function startOver() {
    $pendingOrder.set(null)
    patch({ stage: undefined, orderFailure: undefined, attempts: 0 })
  }

  return {
    $state,
    loadPlaces,
    prefill,
    setDelivery,
    setField,
    setAlerts,
    setPayment,
    setLipa,
    requestLipaLaterOtp,
    verifyLipaLater,
    setCashCode,
    toggleCashShown,
    verifyCash,
    setCouponCode,
    applyCoupon,
    placeOrder,
    continueAfterSignIn,
    resume,
    follow,
    refresh,
    setRepayPhone,
    showPaybill,
    repay,
    startOver,
    dismissFailure,
    dismissStockConflict,
    reset,
    /** A partner page's element names the site after the page's checkout was created. */
    setSiteUrl: (url: string) => void (siteUrl = url),
  }
}

export type Checkout = ReturnType<typeof createCheckout>

function serverOr(message: string, key: 'checkout.lipaLater.otpError' | 'checkout.lipaLater.verifyError' | 'checkout.lipaLater.authError' | 'checkout.cash.error' | 'checkout.coupon.error'): Problem {
  // A validation message names its field ("id_number: …"): people read the words after it (issue 10).
  const words = message.replace(/^[A-Za-z_][\w.]{0,60}: /, '')
  return words && words !== 'Something went wrong!' ? { text: words } : { key }
}

const modelSet = (lines: readonly CartLine[]) => [...new Set(lines.map((l) => l.modelId))].sort().join(',')

function remember(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value)
  } catch {
    // Private mode: the page's own state still carries on.
  }
}
function recall(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}
function forget(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key)
  } catch {
    // nothing kept
  }
}

function restoreDraft(persist?: boolean): Partial<CheckoutState> {
  if (!persist) return {}
  try {
    const raw = JSON.parse(globalThis.sessionStorage?.getItem(draftKey) ?? 'null') as Partial<CheckoutState> | null
    if (!raw || typeof raw !== 'object') return {}
    const draft: Partial<CheckoutState> = {}
    if (raw.deliveryMethod === 'dropoff' || raw.deliveryMethod === 'pickup' || raw.deliveryMethod === 'store') draft.deliveryMethod = raw.deliveryMethod
    if (raw.payment === 'mpesa' || raw.payment === 'lipalater' || raw.payment === 'cash') draft.payment = raw.payment
    for (const f of ['address', 'name', 'phone', 'email'] as const) if (typeof raw[f] === 'string') draft[f] = raw[f].slice(0, 300)
    if (typeof raw.alerts === 'boolean') draft.alerts = raw.alerts
    return draft
  } catch {
    return {}
  }
}

let shared: Checkout | undefined
/** The page's one checkout: it outlives the widget, so the form survives the sign-in drawer. */
export function sharedCheckout(options: CheckoutOptions = {}): Checkout {
  shared ??= createCheckout({}, { persist: true, ...options })
  if (options.siteUrl !== undefined) shared.setSiteUrl(options.siteUrl)
  return shared
}

// ---------------------------------------------------------------- the invoice page

export type ShopInvoiceState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDetails }
  /** Not a shop order (404), or the shopper is not signed in: the page shows the trade-in invoice instead. */
  | { status: 'notShop' }
  | { status: 'error'; problem: Problem }

/** Paying an unpaid M-Pesa order from its invoice (issue 10): a new push to this phone. */
export interface InvoicePay {
  phone: string
  busy: boolean
  problem?: Problem
}

/** /{country}/invoice/{id}: a shop order's invoice, or a hand-over to the trade-in invoice. */
export function createShopInvoice(id: string, initial?: ShopInvoiceState) {
  const $invoice = map<{ state: ShopInvoiceState; pay: InvoicePay }>({ state: initial ?? { status: 'loading' }, pay: { phone: '', busy: false } })
  const patchPay = (p: Partial<InvoicePay>) => $invoice.setKey('pay', { ...$invoice.get().pay, ...p })
  const setOrder = (order: OrderDetails) => {
    $invoice.setKey('state', { status: 'ready', order })
    // The push goes to the order's phone unless the shopper typed another.
    if (!$invoice.get().pay.phone) patchPay({ phone: order.customer.phone })
  }
  async function load() {
    const auth = $auth.get()
    if (!auth) return $invoice.setKey('state', { status: 'notShop' })
    $invoice.setKey('state', { status: 'loading' })
    const r = await api('shopOrder', { params: { id }, token: auth.token })
    if (r.ok) setOrder(r.data.order)
    else if (r.kind === 'server' && (r.status === 404 || r.status === 400 || r.status === 403)) $invoice.setKey('state', { status: 'notShop' })
    else $invoice.setKey('state', { status: 'error', problem: failureProblem(r) })
  }
  /** Reads the order again without the loading state (while its payment is followed). */
  async function refresh() {
    const auth = $auth.get()
    if (!auth) return
    const r = await api('shopOrder', { params: { id }, token: auth.token })
    if (r.ok) setOrder(r.data.order)
  }
  const setPayPhone = (phone: string) => patchPay({ phone, problem: undefined })
  /** Pay now: a new STK push for the unpaid order, to the phone in the field. */
  async function payNow() {
    const { state, pay } = $invoice.get()
    if (state.status !== 'ready' || pay.busy) return
    const phone = checkPhone(pay.phone, state.order.country)
    if ('problem' in phone) return patchPay({ problem: phone.problem })
    patchPay({ busy: true, problem: undefined })
    const r = await api('payOrder', { params: { id }, body: { phone: phone.phone }, token: $auth.get()?.token ?? null })
    if (r.ok) {
      patchPay({ busy: false })
      setOrder(r.data.order)
    } else patchPay({ busy: false, problem: failureProblem(r) })
  }
  return { $invoice, load, refresh, setPayPhone, payNow }
}
export type ShopInvoiceStore = ReturnType<typeof createShopInvoice>

/** 'My shop orders': the signed-in shopper's orders, newest first (empty when signed out or on failure). */
export function createShopOrders() {
  const $orders = map<{ orders: OrderDetails[] | null }>({ orders: null })
  async function load() {
    const auth = $auth.get()
    // On Simu's own site the token is '' (the HttpOnly cookie carries the session): signed in is `auth`, not a token.
    if (!auth) return $orders.set({ orders: null })
    const r = await api('shopOrders', { token: auth.token })
    $orders.set({ orders: r.ok ? r.data.orders : null })
  }
  return { $orders, load }
}
