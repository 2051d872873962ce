/** Sample data for the checkout's stories and story tests (shapes from the API contract). */
import { type OrderDetails, createCheckout, emptyLipaLater, type CheckoutState, type DealerItem } from '@core/checkout'
import type { Store } from '@core/catalogue/contract'
import type { CartLine } from '@core/domain/cart'
import type { LipaLaterEligibility } from '@core/domain/checkout'

export const cartLines: CartLine[] = [
  {
    modelName: 'iPhone 13', modelId: 'iphone-13', modelImage: '/images/phones/iphone-13.svg',
    variant: { _id: 'iphone-13-4-128-blue', quantity: 1, price: 52_000, color: { id: 'blue', value: '#1f4e8c', label: 'Blue' }, ram: 4, storage: 128 },
  },
  {
    modelName: 'Galaxy A14', modelId: 'samsung-galaxy-a14', modelImage: '',
    variant: { _id: 'samsung-galaxy-a14-4-64-black', quantity: 2, price: 14_500, color: { id: 'black', value: '#111111', label: 'Black' }, ram: 4, storage: 64 },
  },
]
/** 52,000 + 2 x 14,500 */
export const itemsTotal = 81_000

export const dealers: DealerItem[] = [
  { _id: 'dealer-westlands', name: 'Westlands Phones', region: [{ name: 'Nairobi' }, { name: 'Kiambu' }] },
  { _id: 'dealer-nyali', name: 'Nyali Mobile', region: [{ name: 'Mombasa' }] },
]
const store = (id: string, name: string, location: string): Store => ({
  _id: id, name, store_name: name, store_location: location, region: 'Nairobi', contact: '+254709919000', lat: -1.28, lng: 36.82, openingHours: 'Mon-Sat 9:00-18:00',
})
export const stores: Store[] = [store('simu-cbd', 'Simu CBD, Moi Avenue', 'Moi Avenue'), store('simu-westlands', 'Simu Westlands, Sarit Centre', 'Sarit Centre')]

const ready = { status: 'ready' as const, data: { dealers, stores } }
const filled: Partial<CheckoutState> = {
  places: ready,
  deliveryMethod: 'dropoff',
  address: 'Kilimani, Argwings Kodhek Road, Nairobi',
  name: 'Wanjiku Kamau',
  phone: '0712345678',
  email: 'wanjiku@example.com',
  alerts: true,
}

export const eligibility = {
  noData: null,
  notAuthorised: { first_name: 'Amina', credit_limit_status: 'pending', credit_limit: 500_000, available_limit: 500_000 },
  authorised: {
    first_name: 'Amina', credit_limit_status: 'approved', credit_limit: 500_000, available_limit: 500_000,
    payment_terms: { principal_amount: 81_000, upfront_fees: 8100, first_installment: 24_300, minimum_payment: 12_150 },
  },
  limitTooLow: {
    first_name: 'Amina', credit_limit_status: 'approved', credit_limit: 50_000, available_limit: 5000,
    payment_terms: { principal_amount: 81_000, upfront_fees: 8100, first_installment: 24_300, minimum_payment: 12_150 },
  },
  zero: {
    first_name: 'Amina', credit_limit_status: 'approved', credit_limit: 0, available_limit: 0,
    payment_terms: { principal_amount: 81_000, upfront_fees: 8100, first_installment: 24_300, minimum_payment: 12_150 },
  },
} satisfies Record<string, LipaLaterEligibility | null>

const lipa = (p: Partial<CheckoutState['lipa']>): Partial<CheckoutState> => ({
  ...filled, payment: 'lipalater', lipa: { ...emptyLipaLater(), idNumber: '45678901', phone: '0712345678', ...p },
})
const verified = (data: LipaLaterEligibility | null, message: string) => lipa({ step: 'verified', otp: '123456', data, message })

export const order = (payment: Partial<OrderDetails['payment']>, extra: Partial<OrderDetails> = {}): OrderDetails => ({
  _id: 'order-1042',
  orderNumber: 1042,
  status: 'pending_payment',
  country: 'ke',
  currency: 'KES',
  itemsTotal,
  discount: 0,
  total: itemsTotal,
  paymentMethod: 'mpesa',
  items: [
    { modelId: 'iphone-13', modelName: 'iPhone 13', variantId: 'iphone-13-4-128-blue', label: '4GB/ 128GB, Blue', quantity: 1, price: 52_000 },
    { modelId: 'samsung-galaxy-a14', modelName: 'Galaxy A14', variantId: 'samsung-galaxy-a14-4-64-black', label: '4GB/ 64GB, Black', quantity: 2, price: 14_500 },
  ],
  createdAt: '2026-11-22T09:30:00.000Z',
  payment: {
    state: 'pending', paybill: { businessNumber: '4123456', accountNumber: '1042' }, reservedUntil: '2026-11-22T10:00:00.000Z', pushes: 1, ...payment,
  },
  delivery: { method: 'dropoff', address: 'Kilimani, Argwings Kodhek Road, Nairobi' },
  customer: { name: 'Wanjiku Kamau', phone: '+254712345678', email: 'wanjiku@example.com' },
  deliveryFee: 0,
  ...extra,
})

const staged = (o: OrderDetails, p: Partial<NonNullable<CheckoutState['stage']>> = {}): Partial<CheckoutState> => ({
  ...filled, attempts: 1, stage: { order: o, repayPhone: '0712345678', repaying: false, paybill: false, stale: false, ...p },
})

/** Every state the checkout can be in, by name. */
export const states = {
  loadingDealers: { places: { status: 'loading' } },
  dealersFailed: { places: { status: 'error', message: 'Something went wrong!', network: false } },
  emptyCart: { places: ready },
  emptyForm: { places: ready },
  formErrors: {
    places: ready, name: '', phone: '07123', email: 'wanjiku@', address: '',
    errors: { address: { key: 'checkout.errors.required' }, name: { key: 'checkout.errors.required' }, email: { key: 'checkout.errors.emailInvalid' }, phone: { key: 'checkout.errors.required' } },
  },
  filled,
  pickupPoint: { ...filled, deliveryMethod: 'pickup', address: 'dealer-nyali' },
  simuStore: { ...filled, deliveryMethod: 'store', address: 'simu-cbd' },
  lipaLaterStart: lipa({}),
  lipaLaterOtpSent: lipa({ step: 'otpSent', message: 'A Lipa Later code was sent to +254712345678' }),
  lipaLaterOtpFailed: lipa({ problem: { key: 'checkout.lipaLater.otpError' } }),
  lipaLaterNoData: verified(eligibility.noData, 'No Lipa Later account was found for this ID number'),
  lipaLaterNotAuthorised: verified(eligibility.notAuthorised, 'Your Lipa Later limit is not authorised yet'),
  lipaLaterAuthorised: verified(eligibility.authorised, 'Your Lipa Later limit is authorised'),
  lipaLaterLimitTooLow: verified(eligibility.limitTooLow, 'Your Lipa Later limit is authorised'),
  lipaLaterZeroLimits: verified(eligibility.zero, 'Your Lipa Later limit is authorised'),
  cashEmpty: { ...filled, payment: 'cash' },
  cashEntered: { ...filled, payment: 'cash', cash: { code: 'CASH-7H3K-92QX', shown: false, busy: false, active: false } },
  cashShown: { ...filled, payment: 'cash', cash: { code: 'CASH-7H3K-92QX', shown: true, busy: false, active: false } },
  cashFailed: { ...filled, payment: 'cash', cash: { code: 'CASH-0000-0000', shown: true, busy: false, active: false, problem: { text: 'This authorization code is not valid' } } },
  cashVerified: { ...filled, payment: 'cash', cash: { code: 'CASH-7H3K-92QX', shown: false, busy: false, active: true } },
  couponApplied: { ...filled, coupon: { code: 'SIMU500', busy: false, attempts: 1, applied: { code: 'SIMU500', value: 500 }, appliedUnchanged: true } },
  couponFailed: { ...filled, coupon: { code: 'USEDUP', busy: false, attempts: 1, appliedUnchanged: false, problem: { text: 'This coupon has been used up' } } },
  couponCapped: { ...filled, coupon: { code: 'WRONG4', busy: false, attempts: 4, appliedUnchanged: false, problem: { text: 'This coupon does not exist' } } },
  submitting: { ...filled, submitting: true, attempts: 1 },
  stkPending: staged(order({ state: 'pending' })),
  insufficientFunds: staged(order({ state: 'failed', resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.' })),
  cancelled: staged(order({ state: 'failed', resultCode: 1032, resultDesc: 'Request cancelled by user' })),
  unreachable: staged(order({ state: 'failed', resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' })),
  wrongPin: staged(order({ state: 'failed', resultCode: 2001, resultDesc: 'The initiator information is invalid.' })),
  timeoutPaybill: staged(order({ state: 'timeout' }), { paybill: true }),
  repaying: staged(order({ state: 'failed', resultCode: 1032 }), { repaying: true, repayPhone: '0722000111' }),
  expired: staged(order({ state: 'timeout' }, { status: 'expired' })),
  orderFailed: { ...filled, payment: 'lipalater', attempts: 1, paymentFailed: true, orderFailure: { text: 'Lipa Later declined this order' } },
  orderRefused: { ...filled, attempts: 1, orderFailure: { text: 'An order can hold at most 3 phones. Please remove some from your cart.' } },
  stockConflict: { ...filled, attempts: 1, stockConflict: { text: 'Galaxy A14 (4GB | 64GB, Black) ran out of stock.', removed: ['Galaxy A14'], lowered: [] } },
  orderFailedCapped: { ...filled, attempts: 4, orderFailure: { text: 'Order failed, please try again later' } },
} satisfies Record<string, Partial<CheckoutState>>

export type CheckoutStateName = keyof typeof states

export const checkoutIn = (name: CheckoutStateName) => createCheckout(states[name] as Partial<CheckoutState>)

export const invoices = {
  paid: order({ state: 'paid', resultCode: 0, receipt: 'SKL8H2M4QX' }, { status: 'paid' }),
  withCoupon: order({ state: 'paid', receipt: 'SKL8H2M4QZ' }, { status: 'paid', discount: 500, total: itemsTotal - 500, coupon: { code: 'SIMU500', value: 500 } }),
  pending: order({ state: 'pending' }),
  cash: order({ state: 'paid', receipt: 'CASH-7H3K-92QX' }, { status: 'paid', paymentMethod: 'cash', delivery: { method: 'store', address: 'Simu CBD, Moi Avenue' } }),
}
