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
import * as z from 'zod/mini'
import { OrderDetails, Ok, Phone, call, msg, paymentMethods } from '../contract'

export { paymentStates, OrderPayment, OrderDetails, type PaymentState } from '../contract'

export const OrderReply = z.object({ ...Ok, order: OrderDetails, msg })
export const OrdersReply = z.object({ ...Ok, orders: z.array(OrderDetails) })
export const PayOrderBody = z.object({ phone: Phone })
/** The payment methods this server takes (Lipa Later is absent when the operator switched it off). */
export const CheckoutOptionsReply = z.object({ ...Ok, methods: z.array(z.enum(paymentMethods)) })

export const checkoutCalls = {
  /** GET the order and its payment state (the pending screen polls this). */
  shopOrder: call({ method: 'GET', path: '/shop_orders/:id', reply: OrderReply, auth: 'user' }),
  /** The signed-in user's shop orders, newest first. */
  shopOrders: call({ method: 'GET', path: '/shop_orders', reply: OrdersReply, auth: 'user' }),
  /** Send the STK push again (after a cancel, a timeout or a wrong PIN), to the same or another phone. */
  /** Which payment methods the checkout offers. */
  checkoutOptions: call({ method: 'GET', path: '/checkout_options', reply: CheckoutOptionsReply }),
  payOrder: call({ method: 'POST', path: '/shop_orders/:id/stk_push', body: PayOrderBody, reply: OrderReply, auth: 'user' }),
} as const
