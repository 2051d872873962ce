/**
 * The checkout's one state (shop-and-repair.md §2 Checkout, §3 'Checkout form', 'Lipa later state'): the
 * form, Lipa Later, the cash code, the coupon, the order being placed and its payment. Each part has its
 * own store file (form.ts, lipa-later.ts, cash-code.ts, coupon.ts, place-order.ts, payment.ts) acting on
 * its key of this map; checkout.ts composes them into the widget's one object.
 */
import type { MapStore } from 'nanostores'
import type { Store } from '@core/catalogue/contract'
import type { OrderDetails } from './contract'
import type { CartLine } from '@core/domain/cart'
import { cartCount, cartTotal } from '@core/domain/cart'
import {
  canApplyCoupon,
  canRetryOrder,
  orderTotal,
  placeOrderBlockedReason,
  type DeliveryMethodName,
  type LipaLaterEligibility,
  type PaymentMethodName,
  type PlaceOrderBlock,
} from '@core/domain/checkout'
import type { Country } from '@core/domain/constants'
import type { Loadable } from '@core/platform/loadable'
import { message, serverText, type Message } from '@core/platform/message'

/** What the checkout tells the shopper (core/platform/message.ts). */
export type { Message }
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
  problem?: Message
  errors: Partial<Record<'idNumber' | 'phone' | 'otp', Message>>
  /** The verification's data: null when Lipa Later has none (sign-up needed). Undefined before. */
  data?: LipaLaterEligibility | null
}

export interface CashState {
  code: string
  shown: boolean
  busy: boolean
  active: boolean
  problem?: Message
}

export interface CouponState {
  code: string
  busy: boolean
  attempts: number
  /** The coupon as applied: its code and the discount the server gave. */
  applied?: { code: string; value: number }
  /** The applied code was not edited since (Apply Code stays disabled). */
  appliedUnchanged: boolean
  problem?: Message
}

export interface OrderStage {
  order: OrderDetails
  /** Send the push again, to this phone. */
  repayPhone: string
  repaying: boolean
  repayProblem?: Message
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
  errors: Partial<Record<PersonalField, Message>>
  lipa: LipaLaterState
  cash: CashState
  coupon: CouponState
  submitting: boolean
  /** Orders submitted so far (Retry Order is disabled once it exceeds 3). */
  attempts: number
  /** The last submission failed: the error panel with Retry Order replaces the form. */
  orderFailure?: Message
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
export const emptyCash = (): CashState => ({ code: '', shown: false, busy: false, active: false })
export const emptyCoupon = (): CouponState => ({ code: '', busy: false, attempts: 0, appliedUnchanged: false })

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

/** What every part of the checkout shares: the state, the page's country, the session token, the site's address. */
export interface CheckoutContext {
  $state: MapStore<CheckoutState>
  country: () => Country
  token: () => string | null
  /** A site path as this page links to it (the site's own, or the full site from a partner's page). */
  site: (path: string) => string
}

/** Several keys in one change (setKey tells listeners once per key; these change together). */
export const assign = ($state: MapStore<CheckoutState>, p: Partial<CheckoutState>) => $state.set({ ...$state.get(), ...p })

export const required: Message = message('checkout.errors.required')

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

export const couponApplicable = (c: CouponState) => canApplyCoupon({ code: c.code, applying: c.busy, attempts: c.attempts, appliedUnchanged: c.appliedUnchanged })
export const orderRetryable = (s: CheckoutState) => canRetryOrder(s.attempts)

type ServerOrKey = 'checkout.lipaLater.otpError' | 'checkout.lipaLater.verifyError' | 'checkout.lipaLater.authError' | 'checkout.cash.error' | 'checkout.coupon.error'

/** The server's words when it has some, else this part's own message. */
export function serverOr(said: string, key: ServerOrKey): Message {
  // A validation message names its field ("id_number: …"): people read the words after it (issue 10).
  const words = said.replace(/^[A-Za-z_][\w.]{0,60}: /, '')
  return words && words !== 'Something went wrong!' ? serverText(words) : message(key)
}

/** A failed call as this part tells it: the network, or the server's words. */
export const callProblem = (r: { kind: 'network' | 'server'; message: string }, key: ServerOrKey): Message =>
  r.kind === 'network' ? { code: 'network', key: 'common.networkError' } : serverOr(r.message, key)
