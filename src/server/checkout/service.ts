/**
 * The checkout's rules (shop-and-repair.md §3, §4, §7, §8, §9; issue 4): coupons, cash codes, placing an
 * order and paying it (coupons.ts checks a coupon, cash-codes.ts a cash code). Money and stock are decided here: prices come from shop_variants in the request
 * country's currency, the coupon is recomputed, and stock is taken by a conditional UPDATE inside the
 * order's transaction (shop_variants.quantity is what is available; an unpaid order gives its units back
 * when its reservation lapses).
 *
 * confirm_order runs in named steps: check the request, then in one transaction lock the customer, claim
 * the idempotency key, price the lines, check the caps, reserve the stock, apply the coupon, spend the
 * payment code and insert the order; then start the payment by its method.
 */
import type { ConfirmOrderBody } from '@core/checkout/contract'
import { checkoutLimits, countryCurrency, currencyLabel, type Country, type Currency, type Language } from '@core/domain/constants'
import { formatMoney, variantLabel } from '@core/domain/money'
import type { Db } from '@server/db'
import type { UsersTable } from '@server/account/schema'
import { phoneOrFail, priceColumns } from '@server/lib/country'
import { newId, sha256 } from '@server/lib/crypto'
import { badRequest, conflict, forbidden, HttpError, tooMany } from '@server/lib/errors'
import { pageOf, paged, type PageQueryValues } from '@server/lib/paging'
import { doneText } from '@server/messages'
import { couponFor, normaliseCode } from './coupons'
import { lipaLaterEligibility, type LipaLaterEligibility } from './lipa-later'
import { messages, orderDetails, orderReply, ownOrder, settleDue, startPush, type Checkout } from './payments'
import { markOrderPaid, recordSoldUnits, releaseOrder, sweepExpired } from './settle'

type Infer<T> = T extends { _zod: { output: infer O } } ? O : never
export type OrderBody = Infer<typeof ConfirmOrderBody>

const maxPushesPerOrder = 5

/** JSON with sorted keys, so the same body always hashes the same (Idempotency-Key). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

// ------------------------------------------------------------ delivery

async function deliveryOf(c: Checkout, shipping: OrderBody['shipping'], country: Country): Promise<{ ref: string | null; address: string }> {
  if (shipping.method === 'dropoff') {
    const address = shipping.name?.trim()
    if (!address) throw badRequest('shipping_name_required')
    return { ref: null, address }
  }
  if (!shipping._id) throw badRequest('shipping_id_required')
  const { db } = c.s
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

// ------------------------------------------------------------ confirm_order: the request

export interface PlaceOrder {
  body: OrderBody
  user: UsersTable
  country: Country
  language: Language
  partnerId: string
  /** The Idempotency-Key header as it came (checked here, after the phone). */
  keyHeader: string | string[] | undefined
}

const idempotencyKeyPattern = /^[A-Za-z0-9_\-:.]{1,200}$/

function idempotencyKeyOf(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null
  const key = Array.isArray(raw) ? raw[0] : raw
  if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) {
    throw badRequest('idempotency_key_invalid')
  }
  return key
}

/** What the request asks for, checked before the transaction: no row is locked yet. */
interface OrderRequest {
  /** Lines of the same variant are one line here: stock and price are per variant. */
  wanted: Map<string, { modelId: string; quantity: number }>
  currency: Currency
  method: OrderBody['paymentMethod']['method']
  phone: string
  delivery: { ref: string | null; address: string }
  lipaLater: LipaLaterEligibility | null
  cashCode: string | null
  couponCode: string | null
}

function wantedLines(body: OrderBody): OrderRequest['wanted'] {
  const wanted: OrderRequest['wanted'] = new Map()
  for (const line of body.cart) {
    const seen = wanted.get(line.variant._id)
    if (seen && seen.modelId !== line.modelId) throw badRequest('cart_variant_twice')
    wanted.set(line.variant._id, { modelId: line.modelId, quantity: (seen?.quantity ?? 0) + line.variant.quantity })
  }
  const orderUnits = [...wanted.values()].reduce((n, w) => n + w.quantity, 0)
  if (orderUnits > checkoutLimits.unitsPerOrder) throw badRequest('limit_per_order', { n: checkoutLimits.unitsPerOrder })
  return wanted
}

async function readRequest(c: Checkout, body: OrderBody, country: Country): Promise<OrderRequest> {
  const wanted = wantedLines(body)
  const currency = countryCurrency[country]
  // A cart shown in another country's currency is that country's order (issue 10: a Kenyan cart on a Tanzanian
  // page was pushed in Tzs): refused, never re-priced behind the shopper's back.
  const foreign = body.cart.find((l) => l.variant.currency !== undefined && l.variant.currency !== currency)?.variant.currency
  if (foreign) throw conflict('cart_other_country', { currency: currencyLabel[foreign], $country: `site.countries.${country}` })
  const method = body.paymentMethod.method
  if (method === 'mpesa' && c.s.mpesa.name === 'daraja' && country !== 'ke') throw badRequest('mpesa_kenya_only')
  const phone = phoneOrFail(body.paymentMethod.phone, country)
  const delivery = await deliveryOf(c, body.shipping, country)
  const lipaLater = method === 'lipalater' ? await lipaLaterEligibility(c, body.paymentMethod.id_number, phone) : null
  const cashCode = method === 'cash' ? normaliseCode(body.paymentMethod.code ?? '') : null
  if (cashCode === '') throw badRequest('cash_code_required')
  const couponCode = body.hasCoupon !== false && body.code?.trim() ? normaliseCode(body.code) : null
  return { wanted, currency, method, phone, delivery, lipaLater, cashCode, couponCode }
}

// ------------------------------------------------------------ confirm_order: in the transaction

/** A placed order's key was taken by an earlier (or parallel) request: answer that request's order. */
class KeyTaken extends Error {}

/**
 * Serialises one customer's checkouts: a no-op UPDATE takes the user's row lock (PostgreSQL) or the write
 * lock (SQLite) before the caps are counted, so two tabs posting at once are counted one after the other.
 * Taken before any variant row, so it cannot deadlock with another customer's order.
 */
async function lockCustomer(tx: Db, userId: string): Promise<void> {
  await tx.updateTable('users').set((eb) => ({ country: eb.ref('country') })).where('id', '=', userId).execute()
}

/** The unique (user, key) makes a parallel retry wait for this transaction, then find the key taken. */
async function claimKey(tx: Db, o: { userId: string; key: string; bodyHash: string; orderId: string; now: number }): Promise<void> {
  const claimed = await tx.insertInto('idempotency_keys').values({ user_id: o.userId, key: o.key, body_hash: o.bodyHash, order_id: o.orderId, created_at: o.now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).executeTakeFirst()
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new KeyTaken()
}

interface OrderLine { variantId: string; modelId: string; modelName: string; quantity: number; sort: number; label: string; price: number }

/** Price: each line at the variant's price in the country's currency (the discounted one when there is one). */
async function priceLines(tx: Db, wanted: OrderRequest['wanted'], country: Country): Promise<OrderLine[]> {
  const cols = priceColumns[country]
  const rows = await tx.selectFrom('shop_variants')
    .innerJoin('device_models', 'device_models.id', 'shop_variants.model_id')
    .innerJoin('colors', 'colors.id', 'shop_variants.color_id')
    .select(['shop_variants.id', 'shop_variants.model_id', 'shop_variants.ram', 'shop_variants.storage', `shop_variants.${cols.sale} as sale`,
      `shop_variants.${cols.disc} as disc`, 'device_models.name as model_name', 'colors.name as color_name'])
    .where('shop_variants.id', 'in', [...wanted.keys()].sort()).execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return [...wanted.entries()].map(([variantId, w], sort) => {
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
}

/** The caps of checkoutLimits, counted inside the order's transaction after lockCustomer (issue 9: 659 units, one account). */
async function checkUnitCaps(tx: Db, o: { userId: string; lines: OrderLine[]; reserves: boolean; now: number }): Promise<void> {
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

/** Reserve: each line's units leave the shelf, or the order is refused with what is left. */
async function reserveStock(tx: Db, lines: OrderLine[]): Promise<void> {
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
}

/** Price: the lines' sum, less the coupon (spent here), checked against the total the customer saw. */
async function priceTotal(c: Checkout, tx: Db, lines: OrderLine[], r: OrderRequest, o: { country: Country; shown: number | undefined }) {
  const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
  let discount = 0
  if (r.couponCode) {
    const coupon = await couponFor(c, r.couponCode, lines.map((l) => l.modelId), o.country, tx)
    discount = Math.min(coupon.value, itemsTotal)
    const used = await tx.updateTable('coupons').set((eb) => ({ used: eb('used', '+', 1) }))
      .where('code', '=', coupon.code).where((eb) => eb('used', '<', eb.ref('max_uses'))).executeTakeFirst()
    if (Number(used.numUpdatedRows) === 0) throw badRequest('coupon_used_up')
  }
  const total = itemsTotal - discount
  // The amount pushed is the amount on screen: a changed price or coupon is told, never charged silently.
  if (o.shown !== undefined && o.shown !== total) {
    throw conflict('cart_total_changed', { total: formatMoney(total, r.currency), shown: formatMoney(o.shown, r.currency) })
  }
  return { itemsTotal, discount, total }
}

/** A Lipa Later verification or a cash code pays for one order only: it is spent with it. */
async function spendPaymentCode(tx: Db, r: OrderRequest, o: { orderId: string; total: number; now: number }): Promise<void> {
  if (r.lipaLater) {
    if (r.lipaLater.data.available_limit < o.total) throw badRequest('lipa_later_limit_too_low')
    const spent = await tx.updateTable('lipalater_verifications').set({ order_id: o.orderId }).where('id', '=', r.lipaLater.id).where('order_id', 'is', null).executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) throw badRequest('lipa_later_not_verified')
  }
  if (r.cashCode) {
    const spent = await tx.updateTable('cash_codes').set({ used_at: o.now, order_id: o.orderId }).where('code', '=', r.cashCode).where('used_at', 'is', null).executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) {
      const exists = await tx.selectFrom('cash_codes').select('code').where('code', '=', r.cashCode).executeTakeFirst()
      throw badRequest(exists ? 'cash_code_used' : 'cash_code_unknown')
    }
  }
}

/** Insert: the order (numbered from the shop counter) and its lines; cash is paid as it is placed. */
async function insertOrder(c: Checkout, tx: Db, p: PlaceOrder, r: OrderRequest, o: { orderId: string; lines: OrderLine[]; money: { itemsTotal: number; discount: number; total: number }; now: number }) {
  const { body } = p
  const cash = r.method === 'cash'
  const counter = await tx.updateTable('order_counters').set((eb) => ({ value: eb('value', '+', 1) })).where('name', '=', 'shop')
    .returning('value').executeTakeFirstOrThrow()
  await tx.insertInto('shop_orders').values({
    id: o.orderId, order_number: Number(counter.value), user_id: p.user.id, partner_id: p.partnerId, country: p.country, currency: r.currency,
    status: cash ? 'paid' : 'pending_payment', payment_method: r.method,
    items_total: o.money.itemsTotal, discount: o.money.discount, delivery_fee: 0, total: o.money.total,
    delivery_method: body.shipping.method, delivery_ref: r.delivery.ref, delivery_address: r.delivery.address,
    customer_name: body.paymentMethod.clientName, customer_phone: r.phone, customer_email: body.paymentMethod.email,
    alerts: body.alerts ? 1 : 0, coupon_code: r.couponCode, cash_code: r.cashCode, lipalater_id: r.lipaLater?.idNumber ?? null,
    payment_ref: null, reserved_until: o.now + c.s.config.mpesa.reservationMs, created_at: o.now, paid_at: cash ? o.now : null, closed_at: null,
  }).execute()
  await tx.insertInto('shop_order_items').values(o.lines.map((l) => ({
    id: newId(), order_id: o.orderId, model_id: l.modelId, model_name: l.modelName, variant_id: l.variantId, label: l.label, quantity: l.quantity, price: l.price, sort: l.sort,
  }))).execute()
  // Cash: the code is the payment, so the order is paid as it is placed.
  if (cash) await recordSoldUnits(tx, o.orderId, o.now)
}

async function writeOrder(c: Checkout, p: PlaceOrder, r: OrderRequest, o: { orderId: string; key: string | null; bodyHash: string; now: number }): Promise<void> {
  await c.s.db.transaction().execute(async (tx) => {
    await lockCustomer(tx, p.user.id)
    if (o.key) await claimKey(tx, { userId: p.user.id, key: o.key, bodyHash: o.bodyHash, orderId: o.orderId, now: o.now })
    const lines = await priceLines(tx, r.wanted, p.country)
    await checkUnitCaps(tx, { userId: p.user.id, lines, reserves: r.method !== 'cash', now: o.now })
    await reserveStock(tx, lines)
    const money = await priceTotal(c, tx, lines, r, { country: p.country, shown: p.body.total })
    await spendPaymentCode(tx, r, { orderId: o.orderId, total: money.total, now: o.now })
    await insertOrder(c, tx, p, r, { orderId: o.orderId, lines, money, now: o.now })
  })
}

// ------------------------------------------------------------ confirm_order: paying

/** Pay: M-Pesa pushes to the phone, Lipa Later approves (or the order is released); cash is already paid. */
async function startPayment(c: Checkout, orderId: string, r: OrderRequest, language: Language) {
  const { db, lipalater } = c.s
  const order = await db.selectFrom('shop_orders').select(['id', 'total', 'order_number']).where('id', '=', orderId).executeTakeFirstOrThrow()
  if (r.method === 'mpesa') {
    await startPush(c, order, r.phone)
    return orderReply(c, orderId, doneText('check_phone', language))
  }
  if (r.method === 'lipalater' && r.lipaLater) {
    const answer = await lipalater.approve({ idNumber: r.lipaLater.idNumber, phone: r.phone, amount: order.total, orderNumber: order.order_number })
      .catch((error: unknown) => {
        c.log.error({ err: error }, 'Lipa Later approval failed')
        return { approved: false as const, message: messages.lipaLaterAuthFailed }
      })
    if (answer.approved) {
      await db.transaction().execute((tx) => markOrderPaid(tx, orderId, { now: Date.now(), ref: answer.reference }))
    } else {
      await db.transaction().execute((tx) => releaseOrder(tx, orderId, 'failed', Date.now()))
      throw new HttpError(402, answer.message)
    }
  }
  return orderReply(c, orderId, doneText('order_placed', language))
}

async function replayOrder(c: Checkout, existing: { body_hash: string; order_id: string }, bodyHash: string, language: Language) {
  if (existing.body_hash !== bodyHash) throw new HttpError(409, 'idempotency_key_mismatch')
  return orderReply(c, existing.order_id, doneText('order_placed', language))
}

/** confirm_order: check, write in one transaction, then start the payment. A repeated key answers its order. */
export async function placeOrder(c: Checkout, p: PlaceOrder) {
  // A fresh account made with someone else's number (or by a bot) may not hold the shelf (issue 9).
  if (p.user.phone_verified_at == null) throw forbidden('phone_unproven')
  const key = idempotencyKeyOf(p.keyHeader)
  if (p.body.userId && p.body.userId !== p.user.id) throw forbidden('order_not_yours')
  const bodyHash = sha256(stableJson(p.body))
  const findKey = (k: string) => c.s.db.selectFrom('idempotency_keys').select(['body_hash', 'order_id']).where('user_id', '=', p.user.id).where('key', '=', k).executeTakeFirst()
  if (key) {
    const existing = await findKey(key)
    if (existing) return replayOrder(c, existing, bodyHash, p.language)
  }
  const request = await readRequest(c, p.body, p.country)
  // Lapsed reservations give their units back first, so they do not count against the caps below.
  await sweepExpired(c.s.db)
  const orderId = newId()
  try {
    await writeOrder(c, p, request, { orderId, key, bodyHash, now: Date.now() })
  } catch (error) {
    if (!(error instanceof KeyTaken) || !key) throw error
    const existing = await findKey(key)
    if (!existing) throw new HttpError(409, 'order_being_placed')
    return replayOrder(c, existing, bodyHash, p.language)
  }
  return startPayment(c, orderId, request, p.language)
}

// ------------------------------------------------------------ the customer's orders

/** A page of the customer's orders, newest first (docs/api.md "Paging"). */
export async function customerOrders(c: Checkout, userId: string, query: PageQueryValues | undefined) {
  const request = pageOf('shopOrders', query)
  const [ids, count] = await Promise.all([
    c.s.db.selectFrom('shop_orders').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id')
      .limit(request.limit).offset(request.offset).execute(),
    c.s.db.selectFrom('shop_orders').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ])
  await settleDue(c, ids.map((r) => r.id))
  return { success: true as const, orders: await orderDetails(c, ids.map((r) => r.id)), ...paged(request, Number(count.n)) }
}

export async function customerOrder(c: Checkout, userId: string, id: string) {
  await ownOrder(c, id, userId)
  await settleDue(c, [id])
  const { order } = await orderReply(c, id, '')
  return { success: true as const, order }
}

/** pay_order: another STK push for an unpaid M-Pesa order, one at a time and at most maxPushesPerOrder. */
export async function payAgain(c: Checkout, o: { userId: string; id: string; phone: string; language: Language }) {
  const found = await ownOrder(c, o.id, o.userId)
  await settleDue(c, [found.id])
  const order = await ownOrder(c, o.id, o.userId)
  if (order.payment_method !== 'mpesa') throw new HttpError(409, 'order_not_mpesa')
  if (order.status === 'paid') throw new HttpError(409, 'order_already_paid')
  if (order.status !== 'pending_payment') throw new HttpError(409, 'order_expired')
  const phone = phoneOrFail(o.phone, order.country as Country)
  if (c.pushing.has(order.id)) throw new HttpError(409, 'push_on_its_way')
  c.pushing.add(order.id)
  try {
    const pushes = await c.s.db.selectFrom('stk_pushes').select(['state']).where('order_id', '=', order.id).orderBy('created_at', 'desc').execute()
    if (pushes[0]?.state === 'pending') throw new HttpError(409, 'push_waiting')
    if (pushes.length >= maxPushesPerOrder) throw tooMany('pushes_too_many')
    await startPush(c, order, phone)
  } finally {
    c.pushing.delete(order.id)
  }
  return orderReply(c, order.id, doneText('check_phone', o.language))
}
