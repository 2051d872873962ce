/**
 * The checkout's running part: the customer's orders as the API shows them, and the M-Pesa pushes that
 * pay them (sent, timed out, swept). A `Checkout` holds what lives between requests: the push timers, the
 * pushes being sent (a callback waits for them) and the orders whose push is being sent right now.
 */
import type { OrderDetails, PaymentState } from '@core/checkout/contract'
import type { Country } from '@core/domain/constants'
import type { Log } from '@server/logging'
import { newId } from '@server/lib/crypto'
import { notFound } from '@server/lib/errors'
import { expirePush } from '@server/providers/mpesa/callback'
import type { Services } from '@server/services'
import type { ShopOrdersTable, StkPushesTable } from './schema'
import { sweepExpired } from './settle'

export interface Checkout {
  s: Services
  log: Log
  timers: Set<NodeJS.Timeout>
  /** STK pushes being sent: a callback waits for them, so a fast callback never misses its push row. */
  inflight: Set<Promise<unknown>>
  /** Orders whose push is being sent right now: a second retry waits its turn. */
  pushing: Set<string>
  closed: boolean
}

export const newCheckout = (s: Services, log: Log): Checkout => ({ s, log, timers: new Set(), inflight: new Set(), pushing: new Set(), closed: false })

/** Server messages (spec §8 where it names them). */
export const messages = {
  lipaLaterOtpFailed: 'An error for lipa later  occurred. Try again later',
  lipaLaterAuthFailed: 'An authorization error occurred. Try again later',
  lipaLaterWrongCode: 'The Lipa Later code is not correct',
  lipaLaterNoCode: 'Request a Lipa Later code first',
  lipaLaterTooManyTries: 'Too many wrong codes. Please request a new code',
  lipaLaterNotVerified: 'Verify your Lipa Later account before placing the order',
  lipaLaterNoAccount: 'You need a Lipa Later account: sign up for Lipa Later first',
  lipaLaterNotAuthorised: 'Your Lipa Later limit is not authorised. Please use another payment option',
  lipaLaterLimitTooLow: 'Your Lipa Later available limit is below the order total. Please use another payment option',
  couponUnknown: 'This discount code does not exist',
  couponExpired: 'This discount code has expired',
  couponUsedUp: 'This discount code has been used up',
  couponNotForModels: 'This discount code is not valid for the phones in your cart',
  couponTooMany: 'Too many discount code attempts. Please try again later',
  cashUnknown: 'This authorization code is not valid',
  cashUsed: 'This authorization code has already been used',
  cashTooMany: 'Too many authorization code attempts. Please try again later',
  keyMismatch: 'This order was already placed with a different cart',
  pushFailedToSend: 'The payment request could not be sent. Please try again',
  mpesaKenyaOnly: 'M-Pesa payment by STK push is available in Kenya only. Please choose another payment option',
} as const

// ------------------------------------------------------------ reading orders

export async function expireDuePushes(c: Checkout, orderIds?: string[]): Promise<void> {
  const { db, mpesa, config } = c.s
  // result_code 0 on a pending push: stkpushquery already said paid, the order is held for its callback.
  let q = db.selectFrom('stk_pushes').select(['id', 'order_id', 'checkout_request_id', 'phone']).where('state', '=', 'pending')
    .where('callback_at', 'is', null).where('result_code', 'is', null).where('created_at', '<=', Date.now() - config.mpesa.stkTimeoutMs)
  if (orderIds) {
    if (orderIds.length === 0) return
    q = q.where('order_id', 'in', orderIds)
  }
  for (const push of await q.limit(200).execute()) await expirePush(db, mpesa, push, c.log, config.mpesa.reservationMs)
}

/** Lapsed reservations and silent pushes are settled before anyone reads an order (besides the timer). */
export async function settleDue(c: Checkout, orderIds?: string[]): Promise<void> {
  await sweepExpired(c.s.db)
  await expireDuePushes(c, orderIds)
}

export async function orderDetails(c: Checkout, ids: string[]): Promise<OrderDetails[]> {
  if (ids.length === 0) return []
  const { db } = c.s
  const [orders, items, pushes] = await Promise.all([
    db.selectFrom('shop_orders').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('shop_order_items').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
    db.selectFrom('stk_pushes').selectAll().where('order_id', 'in', ids).orderBy('created_at').execute(),
  ])
  const byId = new Map(orders.map((o) => [o.id, o]))
  return ids.flatMap((id) => {
    const o = byId.get(id)
    if (!o) return []
    return [toDetails(o, items.filter((i) => i.order_id === id), pushes.filter((p) => p.order_id === id), c.s.config.mpesa.paybill)]
  })
}

type ItemRow = { model_id: string; model_name: string; variant_id: string; label: string; quantity: number; price: number }

function toDetails(o: ShopOrdersTable, items: ItemRow[], pushes: StkPushesTable[], paybill: string): OrderDetails {
  const latest = pushes.at(-1)
  const paidPush = pushes.find((p) => p.state === 'paid')
  // Cash and Lipa Later have no push: their order's status is their payment's.
  const state: PaymentState = o.status === 'paid' ? 'paid' : ((latest?.state as PaymentState | undefined) ?? (o.status === 'failed' ? 'failed' : 'pending'))
  const receipt = paidPush?.receipt ?? (o.status === 'paid' ? o.payment_ref : null)
  return {
    _id: o.id,
    orderNumber: o.order_number,
    status: o.status as OrderDetails['status'],
    country: o.country as Country,
    currency: o.currency as OrderDetails['currency'],
    itemsTotal: o.items_total,
    discount: o.discount,
    total: o.total,
    paymentMethod: o.payment_method as OrderDetails['paymentMethod'],
    items: items.map((i) => ({ modelId: i.model_id, modelName: i.model_name, variantId: i.variant_id, label: i.label, quantity: i.quantity, price: i.price })),
    createdAt: new Date(o.created_at).toISOString(),
    payment: {
      state,
      ...(latest?.result_code != null ? { resultCode: latest.result_code } : {}),
      ...(latest?.result_desc ? { resultDesc: latest.result_desc } : {}),
      ...(receipt ? { receipt } : {}),
      paybill: { businessNumber: paybill, accountNumber: String(o.order_number) },
      reservedUntil: new Date(o.reserved_until).toISOString(),
      pushes: pushes.length,
    },
    delivery: { method: o.delivery_method, address: o.delivery_address },
    customer: { name: o.customer_name, phone: o.customer_phone, email: o.customer_email },
    deliveryFee: o.delivery_fee,
    ...(o.coupon_code ? { coupon: { code: o.coupon_code, value: o.discount } } : {}),
  }
}

export async function orderReply(c: Checkout, id: string, msg: string) {
  const [order] = await orderDetails(c, [id])
  if (!order) throw notFound('order_not_found')
  return { success: true as const, order, msg }
}

export async function ownOrder(c: Checkout, id: string, userId: string): Promise<ShopOrdersTable> {
  const order = await c.s.db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst()
  // Another customer's order reads as missing, so ids cannot be probed.
  if (!order || order.user_id !== userId) throw notFound('order_not_found')
  return order
}

// ------------------------------------------------------------ M-Pesa pushes

/** Sends one STK push for the order and records it (pending, or failed when it could not be sent). */
export async function startPush(c: Checkout, order: Pick<ShopOrdersTable, 'id' | 'total' | 'order_number'>, phone: string): Promise<void> {
  const run = sendPush(c, order, phone)
  c.inflight.add(run)
  try {
    await run
  } finally {
    c.inflight.delete(run)
  }
}

async function sendPush(c: Checkout, order: Pick<ShopOrdersTable, 'id' | 'total' | 'order_number'>, phone: string): Promise<void> {
  const { db, mpesa, config } = c.s
  const base = { id: newId(), order_id: order.id, phone, amount: order.total, created_at: Date.now(), result_code: null, receipt: null, callback_at: null }
  try {
    const r = await mpesa.stkPush({ phone, amount: order.total, accountReference: String(order.order_number), description: `Simu ${order.order_number}` })
    await db.insertInto('stk_pushes').values({
      ...base, checkout_request_id: r.CheckoutRequestID, merchant_request_id: r.MerchantRequestID, state: 'pending', result_desc: null,
    }).execute()
    const timer = setTimeout(() => {
      c.timers.delete(timer)
      if (!c.closed) void expireDuePushes(c, [order.id]).catch((error: unknown) => c.log.error({ err: error }, 'STK timeout check failed'))
    }, config.mpesa.stkTimeoutMs + 50)
    timer.unref()
    c.timers.add(timer)
  } catch (error) {
    c.log.error({ err: error, orderId: order.id }, 'STK push not sent')
    await db.insertInto('stk_pushes').values({
      ...base, checkout_request_id: null, merchant_request_id: null, state: 'failed', result_desc: messages.pushFailedToSend,
    }).execute()
  }
}

/** The sweep of lapsed reservations and silent pushes, every CHECKOUT_SWEEP_MS until `stopCheckout`. */
export function startSweeper(c: Checkout): NodeJS.Timeout {
  const sweeper = setInterval(() => {
    if (!c.closed) void settleDue(c).catch((error: unknown) => c.log.error({ err: error }, 'checkout sweep failed'))
  }, Math.max(c.s.config.mpesa.sweepMs, 50))
  sweeper.unref()
  return sweeper
}

/** Stops the timers and waits for pushes being sent (the server is closing). */
export async function stopCheckout(c: Checkout, sweeper: NodeJS.Timeout): Promise<void> {
  c.closed = true
  clearInterval(sweeper)
  for (const t of c.timers) clearTimeout(t)
  c.s.mpesa.close?.()
  await Promise.allSettled([...c.inflight])
}
