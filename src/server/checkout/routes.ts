/**
 * The checkout area's API (shop-and-repair.md §3, §4, §7, §8, §9; issue 4): coupons, cash codes,
 * Lipa Later, confirm_order, the customer's orders and their M-Pesa payment, and the URLs Safaricom
 * calls (STK callback, Paybill C2B validation and confirmation).
 *
 * Money and stock are decided here: prices come from shop_variants in the request country's currency,
 * the coupon is recomputed, and stock is taken by a conditional UPDATE inside the order's transaction
 * (shop_variants.quantity is what is available; an unpaid order gives its units back when its
 * reservation lapses).
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ConfirmOrderBody, OrderDetails, PaymentState } from '@core/checkout/contract'
import { firstIssue } from '@core/platform/api/define'
import { checkoutLimits, countryCurrency, currencyLabel, type Country, type Language } from '@core/domain/constants'
import '@core/i18n/areas/cart'
import { formatMoney, variantLabel } from '@core/domain/money'
import type { Db } from '@server/db'
import type { ShopOrdersTable, StkPushesTable } from './schema'
import { newId, sha256 } from '@server/lib/crypto'
import { badRequest, conflict, forbidden, HttpError, notFound, tooMany } from '@server/lib/errors'
import { route } from '@server/lib/http'
import { doneText, errorMessage } from '@server/messages'
import { hitLimits } from '@server/lib/rate-limit'
import { applyC2bConfirmation, applyStatusResult, applyStkCallback, C2bBody, expirePush, StatusResultBody, StkCallbackBody, validateC2b } from '@server/providers/mpesa/callback'
import { callerCheck } from '@server/providers/mpesa/allow'
import { c2bConfirmationPath, c2bValidationPath, statusResultPath, statusTimeoutPath, stkCallbackPath } from '@server/providers/mpesa'
import { markOrderPaid, recordSoldUnits, releaseOrder, sweepExpired } from './settle'
import type { Eligibility } from '@server/providers/lipalater'
import type { Services } from '@server/services'
import { phoneOrFail } from '@server/account/auth-routes'

type Infer<T> = T extends { _zod: { output: infer O } } ? O : never
type OrderBody = Infer<typeof ConfirmOrderBody>

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

/** Simu's limits for checkout (the spec leaves them open). */
const limits = {
  /** A Lipa Later verification lets the customer place an order for this long. */
  lipaLaterVerifiedMs: 30 * 60_000,
  maxPushesPerOrder: 5,
  idempotencyKey: /^[A-Za-z0-9_\-:.]{1,200}$/,
} as const

const priceColumns = {
  ke: { sale: 'sale_kes', disc: 'disc_kes', coupon: 'value_kes' },
  tz: { sale: 'sale_tzs', disc: 'disc_tzs', coupon: 'value_tzs' },
  ug: { sale: 'sale_ugx', disc: 'disc_ugx', coupon: 'value_ugx' },
} as const satisfies Record<Country, { sale: string; disc: string; coupon: string }>

/** JSON with sorted keys, so the same body always hashes the same (Idempotency-Key). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key']
  if (raw === undefined) return null
  const key = Array.isArray(raw) ? raw[0] : raw
  if (typeof key !== 'string' || !limits.idempotencyKey.test(key)) {
    throw badRequest('idempotency_key_invalid')
  }
  return key
}

const normaliseCode = (code: string) => code.trim().toUpperCase()

/** A placed order's key was taken by an earlier (or parallel) request: answer that request's order. */
class KeyTaken extends Error {}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export default function checkoutRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  const mpesaConfig = s.config.mpesa
  const timers = new Set<NodeJS.Timeout>()
  /** STK pushes being sent: a callback waits for them, so a fast callback never misses its push row. */
  const inflight = new Set<Promise<unknown>>()
  /** Orders whose push is being sent right now: a second retry waits its turn. */
  const pushing = new Set<string>()
  let closed = false

  // ------------------------------------------------------------ reading orders

  async function expireDuePushes(orderIds?: string[]): Promise<void> {
    // result_code 0 on a pending push: stkpushquery already said paid, the order is held for its callback.
    let q = db.selectFrom('stk_pushes').select(['id', 'order_id', 'checkout_request_id', 'phone']).where('state', '=', 'pending')
      .where('callback_at', 'is', null).where('result_code', 'is', null).where('created_at', '<=', Date.now() - mpesaConfig.stkTimeoutMs)
    if (orderIds) {
      if (orderIds.length === 0) return
      q = q.where('order_id', 'in', orderIds)
    }
    for (const push of await q.limit(200).execute()) await expirePush(db, s.mpesa, push, app.log, mpesaConfig.reservationMs)
  }

  /** Lapsed reservations and silent pushes are settled before anyone reads an order (besides the timer). */
  async function settleDue(orderIds?: string[]): Promise<void> {
    await sweepExpired(db)
    await expireDuePushes(orderIds)
  }

  async function details(ids: string[]): Promise<OrderDetails[]> {
    if (ids.length === 0) return []
    const [orders, items, pushes] = await Promise.all([
      db.selectFrom('shop_orders').selectAll().where('id', 'in', ids).execute(),
      db.selectFrom('shop_order_items').selectAll().where('order_id', 'in', ids).orderBy('sort').execute(),
      db.selectFrom('stk_pushes').selectAll().where('order_id', 'in', ids).orderBy('created_at').execute(),
    ])
    const byId = new Map(orders.map((o) => [o.id, o]))
    return ids.flatMap((id) => {
      const o = byId.get(id)
      if (!o) return []
      return [toDetails(o, items.filter((i) => i.order_id === id), pushes.filter((p) => p.order_id === id))]
    })
  }

  function toDetails(o: ShopOrdersTable, items: { model_id: string; model_name: string; variant_id: string; label: string; quantity: number; price: number }[], pushes: StkPushesTable[]): OrderDetails {
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
        paybill: { businessNumber: mpesaConfig.paybill, accountNumber: String(o.order_number) },
        reservedUntil: new Date(o.reserved_until).toISOString(),
        pushes: pushes.length,
      },
      delivery: { method: o.delivery_method, address: o.delivery_address },
      customer: { name: o.customer_name, phone: o.customer_phone, email: o.customer_email },
      deliveryFee: o.delivery_fee,
      ...(o.coupon_code ? { coupon: { code: o.coupon_code, value: o.discount } } : {}),
    }
  }

  async function orderReply(id: string, msg: string) {
    const [order] = await details([id])
    if (!order) throw notFound('order_not_found')
    return { success: true as const, order, msg }
  }

  async function ownOrder(id: string, userId: string): Promise<ShopOrdersTable> {
    const order = await db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst()
    // Another customer's order reads as missing, so ids cannot be probed.
    if (!order || order.user_id !== userId) throw notFound('order_not_found')
    return order
  }

  // ------------------------------------------------------------ M-Pesa pushes

  async function startPush(order: Pick<ShopOrdersTable, 'id' | 'total' | 'order_number'>, phone: string): Promise<void> {
    const run = (async () => {
      const now = Date.now()
      const base = { id: newId(), order_id: order.id, phone, amount: order.total, created_at: now, result_code: null, receipt: null, callback_at: null }
      try {
        const r = await s.mpesa.stkPush({ phone, amount: order.total, accountReference: String(order.order_number), description: `Simu ${order.order_number}` })
        await db.insertInto('stk_pushes').values({
          ...base, checkout_request_id: r.CheckoutRequestID, merchant_request_id: r.MerchantRequestID, state: 'pending', result_desc: null,
        }).execute()
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!closed) void expireDuePushes([order.id]).catch((error: unknown) => app.log.error({ err: error }, 'STK timeout check failed'))
        }, mpesaConfig.stkTimeoutMs + 50)
        timer.unref()
        timers.add(timer)
      } catch (error) {
        app.log.error({ err: error, orderId: order.id }, 'STK push not sent')
        await db.insertInto('stk_pushes').values({
          ...base, checkout_request_id: null, merchant_request_id: null, state: 'failed', result_desc: messages.pushFailedToSend,
        }).execute()
      }
    })()
    inflight.add(run)
    try {
      await run
    } finally {
      inflight.delete(run)
    }
  }

  // ------------------------------------------------------------ coupons and cash codes

  async function couponFor(code: string, modelIds: string[], country: Country, executor: Db = db) {
    const coupon = await executor.selectFrom('coupons').leftJoin('coupon_expiry', 'coupon_expiry.code', 'coupons.code')
      .selectAll('coupons').select('coupon_expiry.expires_at').where('coupons.code', '=', code).executeTakeFirst()
    if (!coupon) throw notFound('coupon_unknown')
    if (coupon.expires_at != null && coupon.expires_at <= Date.now()) throw badRequest('coupon_expired')
    if (coupon.used >= coupon.max_uses) throw badRequest('coupon_used_up')
    let assigned: string[] = []
    try {
      assigned = JSON.parse(coupon.assigned_models) as string[]
    } catch {
      assigned = []
    }
    // No assigned models: the code works for every phone.
    const applies = assigned.length === 0 ? modelIds : modelIds.filter((m) => assigned.includes(m))
    if (applies.length === 0) throw badRequest('coupon_not_for_models')
    return { code: coupon.code, value: Number(coupon[priceColumns[country].coupon]), assignedModels: [...new Set(applies)] }
  }

  route(app, s, 'couponPrice', async ({ body, country, language, ip }) => {
    const limited = await hitLimits(db, s.dialect, [{ bucket: `coupon-ip:${ip}`, max: 20, windowMs: 15 * 60_000 }])
    if (limited) throw tooMany('coupon_too_many')
    const coupon = await couponFor(normaliseCode(body.code), body.assignedModels, country)
    return { success: true as const, coupon: { value: coupon.value, assignedModels: coupon.assignedModels }, msg: doneText('coupon_added', language) }
  })

  route(app, s, 'authCode', async ({ body, language, ip }) => {
    const limited = await hitLimits(db, s.dialect, [{ bucket: `cash-code-ip:${ip}`, max: 20, windowMs: 15 * 60_000 }])
    if (limited) throw tooMany('cash_code_too_many')
    const code = normaliseCode(body.code)
    const row = await db.selectFrom('cash_codes').selectAll().where('code', '=', code).executeTakeFirst()
    if (!row) throw badRequest('cash_code_unknown')
    if (row.used_at !== null) throw badRequest('cash_code_used')
    // Checked only: confirm_order spends it, inside the order's transaction.
    return { success: true as const, code, msg: doneText('cash_code_ok', language) }
  })

  // ------------------------------------------------------------ Lipa Later

  const idNumberOf = (raw: string) => {
    const id = raw.replace(/\s/g, '').toUpperCase()
    if (!/^[A-Z0-9]{5,20}$/.test(id)) throw badRequest('lipa_later_id_invalid')
    return id
  }

  route(app, s, 'sendLipaLaterOtp', async ({ body, country, language, ip }) => {
    const phone = phoneOrFail(body.phone_number, country)
    const idNumber = idNumberOf(body.id_number)
    const gap = { bucket: `lipalater-gap:${phone}`, max: 1, windowMs: 30_000 }
    const limited = await hitLimits(db, s.dialect, [
      gap,
      { bucket: `lipalater-otp-ip:${ip}`, max: 20, windowMs: 3600_000 },
      { bucket: `lipalater-otp:${phone}`, max: 5, windowMs: 3600_000 },
    ])
    if (limited === gap) throw tooMany('lipa_later_code_wait')
    if (limited) throw tooMany('lipa_later_codes_too_many')
    try {
      const r = await s.lipalater.sendOtp({ idNumber, phone, language })
      return { status: 200, data: { message: r.message } }
    } catch (error) {
      app.log.error({ err: error }, 'Lipa Later OTP not sent')
      throw new HttpError(502, 'lipa_later_otp_failed')
    }
  })

  route(app, s, 'verifyLipaLater', async ({ body, country, language, ip }) => {
    const phone = phoneOrFail(body.phone_number, country)
    const idNumber = idNumberOf(body.id_number)
    const limited = await hitLimits(db, s.dialect, [
      { bucket: `lipalater-verify-ip:${ip}`, max: 30, windowMs: 3600_000 },
      { bucket: `lipalater-verify:${phone}`, max: 10, windowMs: 3600_000 },
    ])
    if (limited) throw tooMany('attempts_too_many')
    let result: Awaited<ReturnType<typeof s.lipalater.verify>>
    try {
      result = await s.lipalater.verify({ idNumber, phone, otp: body.otp, amount: body.item_value, currency: countryCurrency[country], language })
    } catch (error) {
      app.log.error({ err: error }, 'Lipa Later verification failed')
      throw new HttpError(502, 'lipa_later_auth_failed')
    }
    if (!result.ok) {
      throw badRequest(result.reason === 'wrongCode' ? 'lipa_later_wrong_code' : result.reason === 'noCode' ? 'lipa_later_no_code' : 'wrong_codes_too_many')
    }
    // Recorded here, so confirm_order trusts what Lipa Later said, not what the client claims.
    await db.insertInto('lipalater_verifications').values({
      id: newId(), id_number: idNumber, phone, data: result.data ? JSON.stringify(result.data) : null, verified_at: Date.now(), order_id: null,
    }).execute()
    return { status: 200, message: result.message, data: result.data }
  })

  async function lipaLaterEligibility(body: OrderBody, phone: string): Promise<{ id: string; idNumber: string; data: Eligibility }> {
    if (!body.paymentMethod.id_number?.trim()) throw badRequest('lipa_later_id_required')
    const idNumber = idNumberOf(body.paymentMethod.id_number)
    const row = await db.selectFrom('lipalater_verifications').selectAll().where('id_number', '=', idNumber).where('phone', '=', phone)
      .where('verified_at', '>', Date.now() - limits.lipaLaterVerifiedMs).where('order_id', 'is', null).orderBy('verified_at', 'desc').executeTakeFirst()
    if (!row) throw badRequest('lipa_later_not_verified')
    if (row.data === null) throw badRequest('lipa_later_no_account')
    const data = JSON.parse(row.data) as Eligibility
    if (!data.payment_terms) throw badRequest('lipa_later_not_authorised')
    return { id: row.id, idNumber, data }
  }

  // ------------------------------------------------------------ delivery

  async function deliveryOf(shipping: OrderBody['shipping'], country: Country): Promise<{ ref: string | null; address: string }> {
    if (shipping.method === 'dropoff') {
      const address = shipping.name?.trim()
      if (!address) throw badRequest('shipping_name_required')
      return { ref: null, address }
    }
    if (!shipping._id) throw badRequest('shipping_id_required')
    if (shipping.method === 'pickup') {
      const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', shipping._id).where('country', '=', country).executeTakeFirst()
      if (!dealer) throw badRequest('pickup_point_invalid')
      let region = ''
      try {
        region = (JSON.parse(dealer.regions) as string[])[0] ?? ''
      } catch {
        region = ''
      }
      return { ref: dealer.id, address: region ? `${dealer.name}, ${region}` : dealer.name }
    }
    const store = await db.selectFrom('stores').selectAll().where('id', '=', shipping._id).where('list', '=', 'simu').where('country', '=', country).executeTakeFirst()
    if (!store) throw badRequest('store_invalid')
    return { ref: store.id, address: `${store.name}, ${store.location}` }
  }

  // ------------------------------------------------------------ confirm_order

  /**
   * Serialises one customer's checkouts: a no-op UPDATE takes the user's row lock (PostgreSQL) or the write
   * lock (SQLite) before the caps are counted, so two tabs posting at once are counted one after the other.
   * Taken before any variant row, so it cannot deadlock with another customer's order.
   */
  async function lockCustomer(tx: Db, userId: string): Promise<void> {
    await tx.updateTable('users').set((eb) => ({ country: eb.ref('country') })).where('id', '=', userId).execute()
  }

  /** The caps of checkoutLimits, counted inside the order's transaction after lockCustomer (issue 9: 659 units, one account). */
  async function checkUnitCaps(tx: Db, o: { userId: string; lines: { variantId: string; modelName: string; quantity: number }[]; reserves: boolean; now: number; language: Language }): Promise<void> {
    const since = o.now - checkoutLimits.paidWindowDays * 86_400_000
    // Every unpaid order counts while it holds stock (the sweep just released the lapsed ones); paid ones for the window.
    const held = await tx.selectFrom('shop_order_items').innerJoin('shop_orders', 'shop_orders.id', 'shop_order_items.order_id')
      .select(['shop_order_items.variant_id', 'shop_orders.status', (eb) => eb.fn.sum<number>('shop_order_items.quantity').as('units')])
      .where('shop_orders.user_id', '=', o.userId)
      .where((eb) => eb.or([eb('shop_orders.status', '=', 'pending_payment'), eb.and([eb('shop_orders.status', '=', 'paid'), eb('shop_orders.created_at', '>=', since)])]))
      .groupBy(['shop_order_items.variant_id', 'shop_orders.status']).execute()
    const heldOf = (variantId: string) => held.filter((h) => h.variant_id === variantId).reduce((n, h) => n + Number(h.units), 0)
    for (const line of o.lines) {
      const already = heldOf(line.variantId)
      if (already + line.quantity > checkoutLimits.unitsPerVariant) {
        throw conflict('limit_per_variant', { n: checkoutLimits.unitsPerVariant, name: line.modelName, days: checkoutLimits.paidWindowDays, held: already })
      }
    }
    if (!o.reserves) return
    const reserved = held.filter((h) => h.status === 'pending_payment').reduce((n, h) => n + Number(h.units), 0)
    if (reserved + o.lines.reduce((n, l) => n + l.quantity, 0) > checkoutLimits.reservedUnits) {
      throw conflict('limit_reserved', { n: checkoutLimits.reservedUnits, held: reserved })
    }
  }

  async function replayOrder(existing: { body_hash: string; order_id: string }, bodyHash: string, language: Language) {
    if (existing.body_hash !== bodyHash) throw new HttpError(409, 'idempotency_key_mismatch')
    return orderReply(existing.order_id, doneText('order_placed', language))
  }

  route(app, s, 'confirmOrder', async ({ body, user, country, language, partnerId, req }) => {
    // A fresh account made with someone else's number (or by a bot) may not hold the shelf (issue 9).
    if (user.phone_verified_at == null) throw forbidden('phone_unproven')
    const key = idempotencyKeyOf(req)
    if (body.userId && body.userId !== user.id) throw forbidden('order_not_yours')
    const bodyHash = sha256(stableJson(body))
    const findKey = (k: string) => db.selectFrom('idempotency_keys').select(['body_hash', 'order_id']).where('user_id', '=', user.id).where('key', '=', k).executeTakeFirst()
    if (key) {
      const existing = await findKey(key)
      if (existing) return replayOrder(existing, bodyHash, language)
    }

    // Lines of the same variant are one line here: stock and price are per variant.
    const wanted = new Map<string, { modelId: string; quantity: number }>()
    for (const line of body.cart) {
      const seen = wanted.get(line.variant._id)
      if (seen && seen.modelId !== line.modelId) throw badRequest('cart_variant_twice')
      wanted.set(line.variant._id, { modelId: line.modelId, quantity: (seen?.quantity ?? 0) + line.variant.quantity })
    }
    const orderUnits = [...wanted.values()].reduce((n, w) => n + w.quantity, 0)
    if (orderUnits > checkoutLimits.unitsPerOrder) throw badRequest('limit_per_order', { n: checkoutLimits.unitsPerOrder })
    const currency = countryCurrency[country]
    // A cart shown in another country's currency is that country's order (issue 10: a Kenyan cart on a Tanzanian
    // page was pushed in Tzs): refused, never re-priced behind the shopper's back.
    const foreign = body.cart.find((l) => l.variant.currency !== undefined && l.variant.currency !== currency)?.variant.currency
    if (foreign) throw conflict('cart_other_country', { currency: currencyLabel[foreign], $country: `site.countries.${country}` })

    const method = body.paymentMethod.method
    if (method === 'mpesa' && s.mpesa.name === 'daraja' && country !== 'ke') throw badRequest('mpesa_kenya_only')
    const phone = phoneOrFail(body.paymentMethod.phone, country)
    const delivery = await deliveryOf(body.shipping, country)
    const lipaLater = method === 'lipalater' ? await lipaLaterEligibility(body, phone) : null
    const cashCode = method === 'cash' ? normaliseCode(body.paymentMethod.code ?? '') : null
    if (cashCode === '') throw badRequest('cash_code_required')
    const couponCode = body.hasCoupon !== false && body.code?.trim() ? normaliseCode(body.code) : null
    const cols = priceColumns[country]


    // Lapsed reservations give their units back first, so they do not count against the caps below.
    await sweepExpired(db)
    const orderId = newId()
    const now = Date.now()
    try {
      await db.transaction().execute(async (tx) => {
        await lockCustomer(tx, user.id)
        if (key) {
          // The unique (user, key) makes a parallel retry wait for this transaction, then find the key taken.
          const claimed = await tx.insertInto('idempotency_keys').values({ user_id: user.id, key, body_hash: bodyHash, order_id: orderId, created_at: now })
            .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).executeTakeFirst()
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new KeyTaken()
        }
        const variantIds = [...wanted.keys()].sort()
        const rows = await tx.selectFrom('shop_variants')
          .innerJoin('device_models', 'device_models.id', 'shop_variants.model_id')
          .innerJoin('colors', 'colors.id', 'shop_variants.color_id')
          .select(['shop_variants.id', 'shop_variants.model_id', 'shop_variants.ram', 'shop_variants.storage', `shop_variants.${cols.sale} as sale`,
            `shop_variants.${cols.disc} as disc`, 'device_models.name as model_name', 'colors.name as color_name'])
          .where('shop_variants.id', 'in', variantIds).execute()
        const byId = new Map(rows.map((r) => [r.id, r]))
        const lines = [...wanted.entries()].map(([variantId, w], sort) => {
          const row = byId.get(variantId)
          if (!row || row.model_id !== w.modelId) throw badRequest('cart_phone_gone')
          const sale = Number(row.sale)
          const disc = Number(row.disc)
          // No price in this country's currency: the phone is not sold here.
          if (!(sale > 0)) throw conflict('cart_not_sold_here', { name: row.model_name, $country: `site.countries.${country}` })
          return {
            variantId, modelId: row.model_id, modelName: row.model_name, quantity: w.quantity, sort,
            label: `${variantLabel(row)}, ${row.color_name}`, price: disc > 0 ? disc : sale,
          }
        })
        await checkUnitCaps(tx, { userId: user.id, lines, reserves: method !== 'cash', now, language })
        // In id order, so two orders never wait on each other's rows (PostgreSQL).
        for (const line of [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
          const taken = await tx.updateTable('shop_variants').set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
            .where('id', '=', line.variantId).where('quantity', '>=', line.quantity).executeTakeFirst()
          if (Number(taken.numUpdatedRows) === 0) {
            const left = await tx.selectFrom('shop_variants').select('quantity').where('id', '=', line.variantId).executeTakeFirst()
            const n = Number(left?.quantity ?? 0)
            throw conflict(n === 0 ? 'out_of_stock' : 'only_n_left', { n, name: line.modelName, label: line.label })
          }
        }
        const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
        let discount = 0
        if (couponCode) {
          const coupon = await couponFor(couponCode, lines.map((l) => l.modelId), country, tx)
          discount = Math.min(coupon.value, itemsTotal)
          const used = await tx.updateTable('coupons').set((eb) => ({ used: eb('used', '+', 1) }))
            .where('code', '=', coupon.code).where((eb) => eb('used', '<', eb.ref('max_uses'))).executeTakeFirst()
          if (Number(used.numUpdatedRows) === 0) throw badRequest('coupon_used_up')
        }
        const total = itemsTotal - discount
        // The amount pushed is the amount on screen: a changed price or coupon is told, never charged silently.
        if (body.total !== undefined && body.total !== total) {
          throw conflict('cart_total_changed', { total: formatMoney(total, currency), shown: formatMoney(body.total, currency) })
        }
        if (lipaLater) {
          if (lipaLater.data.available_limit < total) throw badRequest('lipa_later_limit_too_low')
          // One verification pays for one order: the limit it showed is spent.
          const spent = await tx.updateTable('lipalater_verifications').set({ order_id: orderId }).where('id', '=', lipaLater.id).where('order_id', 'is', null).executeTakeFirst()
          if (Number(spent.numUpdatedRows) === 0) throw badRequest('lipa_later_not_verified')
        }
        if (cashCode) {
          const spent = await tx.updateTable('cash_codes').set({ used_at: now, order_id: orderId }).where('code', '=', cashCode).where('used_at', 'is', null).executeTakeFirst()
          if (Number(spent.numUpdatedRows) === 0) {
            const exists = await tx.selectFrom('cash_codes').select('code').where('code', '=', cashCode).executeTakeFirst()
            throw badRequest(exists ? 'cash_code_used' : 'cash_code_unknown')
          }
        }
        const counter = await tx.updateTable('order_counters').set((eb) => ({ value: eb('value', '+', 1) })).where('name', '=', 'shop')
          .returning('value').executeTakeFirstOrThrow()
        await tx.insertInto('shop_orders').values({
          id: orderId, order_number: Number(counter.value), user_id: user.id, partner_id: partnerId, country, currency,
          status: method === 'cash' ? 'paid' : 'pending_payment', payment_method: method,
          items_total: itemsTotal, discount, delivery_fee: 0, total,
          delivery_method: body.shipping.method, delivery_ref: delivery.ref, delivery_address: delivery.address,
          customer_name: body.paymentMethod.clientName, customer_phone: phone, customer_email: body.paymentMethod.email,
          alerts: body.alerts ? 1 : 0, coupon_code: couponCode, cash_code: cashCode, lipalater_id: lipaLater?.idNumber ?? null,
          payment_ref: null, reserved_until: now + mpesaConfig.reservationMs, created_at: now, paid_at: method === 'cash' ? now : null, closed_at: null,
        }).execute()
        await tx.insertInto('shop_order_items').values(lines.map((l) => ({
          id: newId(), order_id: orderId, model_id: l.modelId, model_name: l.modelName, variant_id: l.variantId, label: l.label, quantity: l.quantity, price: l.price, sort: l.sort,
        }))).execute()
        // Cash: the code is the payment, so the order is paid as it is placed.
        if (method === 'cash') await recordSoldUnits(tx, orderId, now)
      })
    } catch (error) {
      if (!(error instanceof KeyTaken) || !key) throw error
      const existing = await findKey(key)
      if (!existing) throw new HttpError(409, 'order_being_placed')
      return replayOrder(existing, bodyHash, language)
    }

    const order = await db.selectFrom('shop_orders').select(['id', 'total', 'order_number']).where('id', '=', orderId).executeTakeFirstOrThrow()
    if (method === 'mpesa') {
      await startPush(order, phone)
      return orderReply(orderId, doneText('check_phone', language))
    }
    if (method === 'lipalater' && lipaLater) {
      const answer = await s.lipalater.approve({ idNumber: lipaLater.idNumber, phone, amount: order.total, orderNumber: order.order_number })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'Lipa Later approval failed')
          return { approved: false as const, message: messages.lipaLaterAuthFailed }
        })
      if (answer.approved) {
        await db.transaction().execute((tx) => markOrderPaid(tx, orderId, { now: Date.now(), ref: answer.reference }))
      } else {
        await db.transaction().execute((tx) => releaseOrder(tx, orderId, 'failed', Date.now()))
        throw new HttpError(402, answer.message)
      }
    }
    return orderReply(orderId, doneText('order_placed', language))
  })

  // ------------------------------------------------------------ the customer's orders

  route(app, s, 'shopOrders', async ({ user }) => {
    const ids = await db.selectFrom('shop_orders').select('id').where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(100).execute()
    await settleDue(ids.map((r) => r.id))
    return { success: true as const, orders: await details(ids.map((r) => r.id)) }
  })

  route(app, s, 'shopOrder', async ({ user, params }) => {
    await ownOrder(params.id, user.id)
    await settleDue([params.id])
    const { order } = await orderReply(params.id, '')
    return { success: true as const, order }
  })

  route(app, s, 'payOrder', async ({ user, params, body, language }) => {
    const found = await ownOrder(params.id, user.id)
    await settleDue([found.id])
    const order = await ownOrder(params.id, user.id)
    if (order.payment_method !== 'mpesa') throw new HttpError(409, 'order_not_mpesa')
    if (order.status === 'paid') throw new HttpError(409, 'order_already_paid')
    if (order.status !== 'pending_payment') throw new HttpError(409, 'order_expired')
    const phone = phoneOrFail(body.phone, order.country as Country)
    if (pushing.has(order.id)) throw new HttpError(409, 'push_on_its_way')
    pushing.add(order.id)
    try {
      const pushes = await db.selectFrom('stk_pushes').select(['state']).where('order_id', '=', order.id).orderBy('created_at', 'desc').execute()
      if (pushes[0]?.state === 'pending') throw new HttpError(409, 'push_waiting')
      if (pushes.length >= limits.maxPushesPerOrder) throw tooMany('pushes_too_many')
      await startPush(order, phone)
    } finally {
      pushing.delete(order.id)
    }
    return orderReply(order.id, doneText('check_phone', language))
  })

  // ------------------------------------------------------------ what Safaricom calls

  const token = mpesaConfig.callbackToken
  const allowed = callerCheck(mpesaConfig.callbackIps)
  const expect = { paybill: mpesaConfig.paybill, holdMs: mpesaConfig.reservationMs }
  type Parse<B> = (v: unknown) => { success: true; data: B } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
  /** Logs name the route, never req.url: the path carries the callback token. */
  const daraja = <B>(name: string, parse: Parse<B>, run: (body: B, req: FastifyRequest) => Promise<unknown>) =>
    async (req: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      if (allowed && !allowed(req.ip)) {
        req.log.warn({ route: name, ip: req.ip }, 'M-Pesa route called from an address not in MPESA_CALLBACK_IPS')
        // Safaricom's servers read these replies, never a customer: English, by code.
        return reply.code(403).send({ success: false, code: 'forbidden', msg: errorMessage('forbidden', 'en') })
      }
      if (!sameToken(req.params.token, token)) {
        req.log.warn({ route: name, ip: req.ip }, 'M-Pesa route called with a wrong token')
        return reply.code(404).send({ success: false, code: 'not_found', msg: errorMessage('not_found', 'en') })
      }
      const parsed = parse(req.body ?? {})
      if (!parsed.success) return reply.code(400).send({ success: false, msg: firstIssue(parsed.error) })
      return run(parsed.data, req)
    }

  app.post(stkCallbackPath(':token'), daraja('mpesa.stk', (v) => StkCallbackBody.safeParse(v), async (body, req) => {
    // A callback faster than our own insert of the push still finds it.
    await Promise.allSettled([...inflight])
    const outcome = await applyStkCallback(db, body, req.log)
    req.log.info({ route: 'mpesa.stk', checkoutRequestId: body.Body.stkCallback.CheckoutRequestID, outcome }, 'M-Pesa callback')
    return { ResultCode: 0, ResultDesc: 'Accepted' }
  }))
  app.post(c2bValidationPath(':token'), daraja('mpesa.c2b.validation', (v) => C2bBody.safeParse(v), (body) => validateC2b(db, body, mpesaConfig.paybill)))
  app.post(c2bConfirmationPath(':token'), daraja('mpesa.c2b.confirmation', (v) => C2bBody.safeParse(v), async (body, req) => {
    const outcome = await applyC2bConfirmation(db, s.mpesa, body, expect, req.log)
    req.log.info({ route: 'mpesa.c2b.confirmation', transId: body.TransID, outcome }, 'Paybill confirmation')
    return { ResultCode: 0, ResultDesc: 'Success' }
  }))
  // Each Transaction Status query has its own ResultURL: the token, then the query's one-time check value.
  type StatusParams = { Params: { token: string; check: string } }
  app.post<StatusParams>(statusResultPath(':token', ':check'), daraja('mpesa.status.result', (v) => StatusResultBody.safeParse(v), async (body, req) => {
    const outcome = await applyStatusResult(db, (req.params as StatusParams['Params']).check, body, expect, req.log)
    req.log.info({ route: 'mpesa.status.result', conversationId: body.Result.ConversationID, outcome }, 'Transaction Status result')
    return { ResultCode: 0, ResultDesc: 'Accepted' }
  }))
  app.post<StatusParams>(statusTimeoutPath(':token', ':check'), daraja('mpesa.status.timeout', (v) => ({ success: true as const, data: v }), async (_body, req) => {
    // Nothing is decided: the payment stays 'being checked' and its order held until the hold lapses; staff see the row.
    const payment = await db.selectFrom('c2b_payments').select(['trans_id', 'applied']).where('status_check', '=', (req.params as StatusParams['Params']).check).executeTakeFirst()
    req.log.warn({ route: 'mpesa.status.timeout', transId: payment?.trans_id, applied: payment?.applied }, 'Transaction Status query timed out in Daraja\'s queue')
    return { ResultCode: 0, ResultDesc: 'Accepted' }
  }))

  // The sandbox posts its simulated callbacks to the routes above, through Fastify as Safaricom would,
  // and answers status queries from the Paybill payments recorded here.
  s.mpesa.connect?.(async (body, to = 'stk') => {
    if (closed) return
    const url = to === 'stk' ? stkCallbackPath(token) : statusResultPath(token, to.statusResult)
    await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
  }, async (transId) => {
    const row = await db.selectFrom('c2b_payments').select(['body', 'msisdn']).where('trans_id', '=', transId).executeTakeFirst()
    if (!row) return undefined
    const recorded = JSON.parse(row.body) as { TransAmount?: unknown; BusinessShortCode?: unknown }
    return { amount: String(recorded.TransAmount), shortCode: String(recorded.BusinessShortCode), msisdn: row.msisdn }
  })

  const sweeper = setInterval(() => {
    if (!closed) void settleDue().catch((error: unknown) => app.log.error({ err: error }, 'checkout sweep failed'))
  }, Math.max(mpesaConfig.sweepMs, 50))
  sweeper.unref()
  app.addHook('onClose', async () => {
    closed = true
    clearInterval(sweeper)
    for (const t of timers) clearTimeout(t)
    s.mpesa.close?.()
    await Promise.allSettled([...inflight])
  })
}
