/**
 * Checkout rules (shop-and-repair.md §4 'Checkout payment methods', 'Lipa later', 'Cash', 'Place Order',
 * 'Order', 'Coupon', §5, §9): pure functions the checkout store and its tests use. The server decides
 * prices, stock and the total; these rules only decide what the form lets the shopper do.
 */
import { checkout, type Country } from './constants'

export const paymentMethodNames = ['mpesa', 'lipalater', 'cash'] as const
export type PaymentMethodName = (typeof paymentMethodNames)[number]
export const deliveryMethodNames = ['dropoff', 'pickup', 'store'] as const
export type DeliveryMethodName = (typeof deliveryMethodNames)[number]

/** Simu: how the pending screen follows an M-Pesa payment, and where Lipa Later signs people up. */
export const checkoutTiming = {
  /** The pending screen asks for the order's payment state this often. */
  pollMs: 2_000,
} as const
export const lipaLaterSignupUrl = 'https://lipalater.com/'
/** Simu: the one-line note on delivery time is a promise for Nairobi only (shop-and-repair.md §9). */
export const sameDayDeliveryCountries: readonly Country[] = ['ke']

/** What Lipa Later answered after the OTP: the three outcomes of shop-and-repair.md §4. */
export interface LipaLaterEligibility {
  first_name: string
  credit_limit_status: string
  credit_limit: number
  available_limit: number
  payment_terms?: { principal_amount: number; upfront_fees: number; first_installment: number; minimum_payment: number }
}

export type LipaLaterOutcome =
  /** No data: the shopper must sign up with Lipa Later first; the order is blocked. */
  | 'noData'
  /** Data without payment terms: verified, but the limit is not authorised. */
  | 'notAuthorised'
  /** Payment terms: the limit is authorised. */
  | 'authorised'

export function lipaLaterOutcome(data: LipaLaterEligibility | null): LipaLaterOutcome {
  if (!data) return 'noData'
  return data.payment_terms ? 'authorised' : 'notAuthorised'
}

/** A limit of 0 is shown in red. */
export const isZeroLimit = (amount: number) => amount === 0

export interface PlaceOrderInput {
  payment: PaymentMethodName
  submitting: boolean
  /** Items total minus the discount: what the shopper pays. */
  total: number
  itemCount: number
  /** Lipa Later's answer, once verified (undefined before). */
  lipaLater?: LipaLaterEligibility | null
  cashActive: boolean
}

export type PlaceOrderBlock = 'submitting' | 'emptyCart' | 'lipaLaterNotVerified' | 'lipaLaterNotAuthorised' | 'lipaLaterLimitTooLow' | 'cashNotActive'

/**
 * Why Place Order is disabled, or null when it is enabled: while submitting, when Lipa Later is not
 * authorised or its available limit is below the total, or when the cash code is not active.
 */
export function placeOrderBlockedReason(input: PlaceOrderInput): PlaceOrderBlock | null {
  if (input.submitting) return 'submitting'
  if (input.itemCount === 0) return 'emptyCart'
  if (input.payment === 'lipalater') {
    if (input.lipaLater === undefined) return 'lipaLaterNotVerified'
    if (lipaLaterOutcome(input.lipaLater) !== 'authorised') return 'lipaLaterNotAuthorised'
    if (input.lipaLater!.available_limit < input.total) return 'lipaLaterLimitTooLow'
  }
  if (input.payment === 'cash' && !input.cashActive) return 'cashNotActive'
  return null
}

/** The spec counts attempts and caps them once the counter exceeds 3 (shop-and-repair.md §4, §9). */
export const attemptsExceeded = (attempts: number, max: number) => attempts > max

export interface CouponInput {
  code: string
  applying: boolean
  attempts: number
  /** The code applied successfully and not edited since. */
  appliedUnchanged: boolean
}

/** 'Apply Code' is disabled while applying, after success until the code is edited, after more than 3 attempts, or with no code. */
export function canApplyCoupon(input: CouponInput): boolean {
  return !input.applying && !input.appliedUnchanged && !attemptsExceeded(input.attempts, checkout.maxCouponAttempts) && input.code.trim().length > 0
}

/** 'Retry Order' is disabled once the attempt counter exceeds 3. */
export const canRetryOrder = (attempts: number) => !attemptsExceeded(attempts, checkout.maxAttempts)

/** What a delivery method's address is: a typed address (home/office), or the id of a dealer or a store. */
export const addressKind = (method: DeliveryMethodName): 'text' | 'dealer' | 'store' =>
  method === 'dropoff' ? 'text' : method === 'pickup' ? 'dealer' : 'store'

/** The address is required for every method (a typed address, or a chosen pickup point or store). */
export const addressMissing = (address: string) => address.trim().length === 0

/** The shipping part of confirm_order: the typed address as `name`, a chosen point as `_id`. */
export function shippingOf(method: DeliveryMethodName, address: string): { method: DeliveryMethodName; name?: string; _id?: string } {
  return addressKind(method) === 'text' ? { method, name: address.trim() } : { method, _id: address }
}

/** A dealer as the pickup dropdown shows it: name plus its first region's name. */
export function dealerLabel(dealer: { name: string; region: readonly { name: string }[] }): string {
  const region = dealer.region[0]?.name
  return region ? `${dealer.name} - ${region}` : dealer.name
}

/** The total the shopper pays: items minus the discount, never below zero (delivery is free). */
export const orderTotal = (itemsTotal: number, discount: number) => Math.max(0, itemsTotal - discount)

/** Daraja ResultCodes with a reason the shopper can act on (shop-and-repair.md; Daraja's STK callback). */
export const mpesaFailureReasons = { 1: 'insufficientFunds', 1032: 'cancelled', 1037: 'unreachable', 2001: 'wrongPin' } as const
export type MpesaFailureReason = (typeof mpesaFailureReasons)[keyof typeof mpesaFailureReasons] | 'other'

export function mpesaFailureReason(resultCode: number | undefined): MpesaFailureReason {
  return (resultCode !== undefined && (mpesaFailureReasons as Record<number, MpesaFailureReason>)[resultCode]) || 'other'
}

/** A new idempotency key for one checkout attempt: the same order body keeps its key, so a double click or a retry after a lost reply places the order once. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto
  if (c && 'randomUUID' in c) return c.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/** The customer care number shown with a failed order: Simu's WhatsApp line of the country, written +254 709 919 000. */
export function customerCareNumber(international: string): string {
  const d = international.replace(/\D/g, '')
  return `+${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`.trim()
}
