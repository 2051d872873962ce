/**
 * The API contract of checkout: Lipa Later, cash codes, coupons, orders, payment, invoices: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import { Country, Currency, Email, Flag, Id, Money, Ok, PageQuery, Phone, call, msg, pageReply, text } from '@core/platform/api/define'

// ---------------------------------------------------------------- checkout

export const paymentMethods = ['mpesa', 'lipalater', 'cash'] as const
export const deliveryMethods = ['dropoff', 'pickup', 'store'] as const

export const LipaLaterOtpBody = z.object({ id_number: text(20), phone_number: Phone })
export const LipaLaterOtpReply = z.object({ status: z.number(), data: z.object({ message: z.string() }) })
export const LipaLaterVerifyBody = z.object({ id_number: text(20), item_value: Money, otp: text(10), phone_number: Phone })
export const LipaLaterEligibility = z.object({
  first_name: z.string(),
  credit_limit_status: z.string(),
  credit_limit: Money,
  available_limit: Money,
  payment_terms: z.optional(
    z.object({ principal_amount: Money, upfront_fees: Money, first_installment: Money, minimum_payment: Money }),
  ),
})
export const LipaLaterVerifyReply = z.object({ status: z.number(), message: z.string(), data: z.nullable(LipaLaterEligibility) })

export const AuthCodeBody = z.object({ code: text(40) })
export const AuthCodeReply = z.object({ ...Ok, code: z.string(), msg })

export const CouponBody = z.object({
  code: text(40),
  assignedModels: z.array(Id).check(z.maxLength(100)),
  coupon_quantity: z.int().check(z.positive()),
})
export const CouponReply = z.object({ ...Ok, coupon: z.object({ value: Money, assignedModels: z.array(Id) }), msg })

export const CartItem = z.object({
  modelId: Id,
  variant: z.object({
    _id: Id,
    quantity: z.int().check(z.positive('quantity must be at least 1'), z.lte(50, 'at most 50 of one phone')),
    color: z.optional(z.string()),
    /** The currency the cart showed this line in (issue 10): a line of another country's cart is refused. */
    currency: z.optional(Currency),
  }),
})
export const ConfirmOrderBody = z.object({
  shipping: z.object({ method: z.enum(deliveryMethods), name: z.optional(z.string().check(z.maxLength(300))), _id: z.optional(Id) }),
  paymentMethod: z.object({
    method: z.enum(paymentMethods),
    phone: Phone,
    email: Email,
    clientName: text(120),
    id_number: z.optional(z.string().check(z.maxLength(20))),
    code: z.optional(z.string().check(z.maxLength(40))),
  }),
  cart: z.array(CartItem).check(z.minLength(1, 'No items in cart'), z.maxLength(50)),
  alerts: z.optional(Flag),
  userId: z.optional(Id),
  code: z.optional(z.string().check(z.maxLength(40))),
  hasCoupon: z.optional(Flag),
  coupon_quantity: z.optional(z.number()),
  /** The total the shopper saw (issue 10): the server refuses to charge any other amount. */
  total: z.optional(Money),
})
export const orderStatuses = ['pending_payment', 'paid', 'failed', 'cancelled', 'expired'] as const
export const Order = z.object({
  _id: Id,
  orderNumber: z.number(),
  status: z.enum(orderStatuses),
  country: Country,
  currency: Currency,
  itemsTotal: Money,
  discount: Money,
  total: Money,
  paymentMethod: z.enum(paymentMethods),
  items: z.array(z.object({ modelId: Id, modelName: z.string(), variantId: Id, label: z.string(), quantity: z.number(), price: Money })),
  createdAt: z.string(),
})
export const paymentStates = ['pending', 'paid', 'failed', 'timeout'] as const
export type PaymentState = (typeof paymentStates)[number]

/** Simu: an order's payment, as the checkout's pending screen and the invoice page read it. */
export const OrderPayment = z.object({
  state: z.enum(paymentStates),
  /** Daraja's ResultCode of the last push (0 paid, 1 insufficient funds, 1032 cancelled, 1037 unreachable, 2001 wrong PIN). */
  resultCode: z.optional(z.number()),
  resultDesc: z.optional(z.string()),
  /** The M-Pesa receipt (MpesaReceiptNumber), the Paybill TransID or Lipa Later's reference, once paid. */
  receipt: z.optional(z.string()),
  /** Pay by Paybill instead: business number and the account number to enter (the order number). */
  paybill: z.object({ businessNumber: z.string(), accountNumber: z.string() }),
  /** When the reservation of the units lapses if still unpaid (ISO time). */
  reservedUntil: z.string(),
  /** STK pushes sent for this order so far. */
  pushes: z.number(),
})
export type OrderPayment = z.infer<typeof OrderPayment>

/** Simu: the order with its payment, delivery and customer (confirm_order and the shop_orders calls answer it). */
export const OrderDetails = z.object({
  ...Order.shape,
  payment: OrderPayment,
  delivery: z.object({ method: z.string(), address: z.string() }),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** What delivery costs the customer (0: the fee is waived, shown struck through). */
  deliveryFee: Money,
  coupon: z.optional(z.object({ code: z.string(), value: Money })),
  currency: Currency,
})
export type OrderDetails = z.infer<typeof OrderDetails>
export const ConfirmOrderReply = z.object({ ...Ok, order: OrderDetails, msg })

/**
 * The checkout area's calls beyond the spec's table (shop-and-repair.md §7): the state of a placed
 * order and its payment, retrying the STK push, and the signed-in user's orders. The spec's own calls
 * (confirmOrder, couponPrice, authCode, sendLipaLaterOtp, verifyLipaLater, dealers, stores) are in
 * ../contract.ts.
 *
 * confirm_order carries an `Idempotency-Key` header (a random UUID per checkout attempt): the same key
 * places the order once; the same key with a different cart is refused (409).
 *
 * Daraja's callback and the Paybill (C2B) confirmation are called by Safaricom, not by a widget: their
 * bodies are Daraja's own shapes, validated in src/server/routes/checkout.ts, and not listed here.
 */


export const OrderReply = z.object({ ...Ok, order: OrderDetails, msg })
/** A page of the shopper's orders, newest first (docs/api.md "Paging"). */
export const OrdersReply = z.object({ ...Ok, orders: z.array(OrderDetails), ...pageReply })
export const PayOrderBody = z.object({ phone: Phone })
/** The payment methods this server takes (Lipa Later is absent when the operator switched it off). */
export const CheckoutOptionsReply = z.object({ ...Ok, methods: z.array(z.enum(paymentMethods)) })

export const checkoutCalls = {
  sendLipaLaterOtp: call({ method: 'POST', path: '/send_lipalater_otp', body: LipaLaterOtpBody, reply: LipaLaterOtpReply }),
  verifyLipaLater: call({ method: 'POST', path: '/verify_lipalater', body: LipaLaterVerifyBody, reply: LipaLaterVerifyReply }),
  authCode: call({ method: 'POST', path: '/get_auth_code', body: AuthCodeBody, reply: AuthCodeReply }),
  couponPrice: call({ method: 'POST', path: '/get_coupon_price', body: CouponBody, reply: CouponReply }),
  confirmOrder: call({ method: 'POST', path: '/confirm_order', body: ConfirmOrderBody, reply: ConfirmOrderReply, auth: 'user' }),
  /** GET the order and its payment state (the pending screen polls this). */
  shopOrder: call({ method: 'GET', path: '/shop_orders/:id', reply: OrderReply, auth: 'user' }),
  /** The signed-in user's shop orders, newest first. */
  shopOrders: call({ method: 'GET', path: '/shop_orders', query: PageQuery, reply: OrdersReply, auth: 'user' }),
  /** Send the STK push again (after a cancel, a timeout or a wrong PIN), to the same or another phone. */
  /** Which payment methods the checkout offers. */
  checkoutOptions: call({ method: 'GET', path: '/checkout_options', reply: CheckoutOptionsReply }),
  payOrder: call({ method: 'POST', path: '/shop_orders/:id/stk_push', body: PayOrderBody, reply: OrderReply, auth: 'user' }),
} as const

