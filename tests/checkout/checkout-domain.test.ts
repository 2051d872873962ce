/**
 * Checkout rules (shop-and-repair.md §4 'Place Order', 'Coupon', 'Order', 'Lipa later', §5, §9):
 * what the form lets a shopper do, decided by pure functions.
 */
import { describe, expect, it } from 'vitest'
import {
  addressKind,
  addressMissing,
  attemptsExceeded,
  canApplyCoupon,
  canRetryOrder,
  customerCareNumber,
  dealerLabel,
  lipaLaterOutcome,
  mpesaFailureReason,
  newIdempotencyKey,
  orderTotal,
  placeOrderBlockedReason,
  shippingOf,
  type PlaceOrderInput,
} from '@core/domain/checkout'

const terms = { principal_amount: 50_000, upfront_fees: 5000, first_installment: 15_000, minimum_payment: 7500 }
const authorised = { first_name: 'Amina', credit_limit_status: 'approved', credit_limit: 500_000, available_limit: 500_000, payment_terms: terms }
const base: PlaceOrderInput = { payment: 'mpesa', submitting: false, total: 50_000, itemCount: 1, cashActive: false }

describe('Place Order', () => {
  it('is enabled for M-Pesa with items in the cart', () => {
    expect(placeOrderBlockedReason(base)).toBeNull()
  })
  it('is disabled while the order is being submitted', () => {
    expect(placeOrderBlockedReason({ ...base, submitting: true })).toBe('submitting')
  })
  it('is disabled with an empty cart', () => {
    expect(placeOrderBlockedReason({ ...base, itemCount: 0 })).toBe('emptyCart')
  })

  describe('with Lipa Later', () => {
    const lipa = { ...base, payment: 'lipalater' as const }
    it('is disabled until the limit is verified', () => {
      expect(placeOrderBlockedReason(lipa)).toBe('lipaLaterNotVerified')
    })
    it('is disabled when Lipa Later has no data (sign-up needed)', () => {
      expect(placeOrderBlockedReason({ ...lipa, lipaLater: null })).toBe('lipaLaterNotAuthorised')
    })
    it('is disabled when the limit is not authorised (no payment terms)', () => {
      const { payment_terms: _, ...noTerms } = authorised
      expect(placeOrderBlockedReason({ ...lipa, lipaLater: noTerms })).toBe('lipaLaterNotAuthorised')
    })
    it('is disabled when the available limit is below the total', () => {
      expect(placeOrderBlockedReason({ ...lipa, lipaLater: { ...authorised, available_limit: 49_999 } })).toBe('lipaLaterLimitTooLow')
    })
    it('is enabled when the available limit covers the total exactly', () => {
      expect(placeOrderBlockedReason({ ...lipa, lipaLater: { ...authorised, available_limit: 50_000 } })).toBeNull()
    })
  })

  describe('with a cash code', () => {
    it('is disabled until the code is active', () => {
      expect(placeOrderBlockedReason({ ...base, payment: 'cash' })).toBe('cashNotActive')
      expect(placeOrderBlockedReason({ ...base, payment: 'cash', cashActive: true })).toBeNull()
    })
    it('ignores an active cash code once another method is chosen', () => {
      expect(placeOrderBlockedReason({ ...base, payment: 'mpesa', cashActive: false })).toBeNull()
    })
  })
})

describe('the three Lipa Later outcomes', () => {
  it('no data, data without terms, and terms', () => {
    expect(lipaLaterOutcome(null)).toBe('noData')
    expect(lipaLaterOutcome({ ...authorised, payment_terms: undefined })).toBe('notAuthorised')
    expect(lipaLaterOutcome(authorised)).toBe('authorised')
  })
})

describe('the coupon', () => {
  const c = { code: 'SIMU500', applying: false, attempts: 0, appliedUnchanged: false }
  it('can be applied with a code', () => expect(canApplyCoupon(c)).toBe(true))
  it('cannot be applied without a code', () => expect(canApplyCoupon({ ...c, code: '  ' })).toBe(false))
  it('cannot be applied while applying', () => expect(canApplyCoupon({ ...c, applying: true })).toBe(false))
  it('cannot be applied again after success until the code is edited', () => expect(canApplyCoupon({ ...c, appliedUnchanged: true })).toBe(false))
  it('allows a 4th attempt after 3 and stops once the counter exceeds 3', () => {
    expect(canApplyCoupon({ ...c, attempts: 3 })).toBe(true)
    expect(canApplyCoupon({ ...c, attempts: 4 })).toBe(false)
  })
})

describe('Retry Order', () => {
  it('is enabled up to 3 attempts and disabled once the counter exceeds 3', () => {
    expect(canRetryOrder(1)).toBe(true)
    expect(canRetryOrder(3)).toBe(true)
    expect(canRetryOrder(4)).toBe(false)
    expect(attemptsExceeded(4, 3)).toBe(true)
  })
})

describe('the delivery address', () => {
  it('is typed for home/office and chosen for a pickup point or a store', () => {
    expect(addressKind('dropoff')).toBe('text')
    expect(addressKind('pickup')).toBe('dealer')
    expect(addressKind('store')).toBe('store')
  })
  it('is required', () => {
    expect(addressMissing('   ')).toBe(true)
    expect(addressMissing('Kilimani')).toBe(false)
  })
  it('goes to confirm_order as name for a typed address and as _id for a chosen place', () => {
    expect(shippingOf('dropoff', ' Kilimani, Nairobi ')).toEqual({ method: 'dropoff', name: 'Kilimani, Nairobi' })
    expect(shippingOf('pickup', 'dealer-1')).toEqual({ method: 'pickup', _id: 'dealer-1' })
    expect(shippingOf('store', 'store-1')).toEqual({ method: 'store', _id: 'store-1' })
  })
  it('shows a dealer as its name and first region', () => {
    expect(dealerLabel({ name: 'Westlands Phones', region: [{ name: 'Nairobi' }, { name: 'Kiambu' }] })).toBe('Westlands Phones - Nairobi')
    expect(dealerLabel({ name: 'Lonely Dealer', region: [] })).toBe('Lonely Dealer')
  })
})

describe('totals, M-Pesa reasons and keys', () => {
  it('takes the discount off the items and never goes below zero', () => {
    expect(orderTotal(81_000, 500)).toBe(80_500)
    expect(orderTotal(300, 500)).toBe(0)
  })
  it('names the reason of each Daraja result code', () => {
    expect(mpesaFailureReason(1)).toBe('insufficientFunds')
    expect(mpesaFailureReason(1032)).toBe('cancelled')
    expect(mpesaFailureReason(1037)).toBe('unreachable')
    expect(mpesaFailureReason(2001)).toBe('wrongPin')
    expect(mpesaFailureReason(17)).toBe('other')
    expect(mpesaFailureReason(undefined)).toBe('other')
  })
  it('makes a new idempotency key each time', () => {
    const a = newIdempotencyKey()
    expect(a.length).toBeGreaterThan(15)
    expect(newIdempotencyKey()).not.toBe(a)
  })
  it('writes the customer care number in groups', () => {
    expect(customerCareNumber('254709919000')).toBe('+254 709 919 000')
  })
})
