/**
 * How an order leaves `pending_payment`, whoever decides it (an STK callback, a Paybill confirmation,
 * Lipa Later, the reservation sweep). Each step is a conditional UPDATE on the order's status, so it
 * happens exactly once however many callbacks, sweeps or requests race for it.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { warranty } from '@core/domain/constants'
import { luhnCheckDigit } from '@core/domain/imei'
import type { Database } from '@server/db/schema'
import { newId } from '@server/lib/crypto'

type Tx = Kysely<Database>

/** A Luhn-valid 15-digit IMEI for a sold unit ('35' reporting body, then 12 random digits, then the check digit). */
export function generateImei(): string {
  const body = `35${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
  return `${body}${luhnCheckDigit(body)}`
}

/** The shop warranty's end: the same day, shopMonths later. */
export function warrantyUntil(soldAt: number): number {
  const d = new Date(soldAt)
  d.setUTCMonth(d.getUTCMonth() + warranty.shopMonths)
  return d.getTime()
}

/** One sold_units row per unit of a paid order (the repair screen's warranty check reads them). */
export async function recordSoldUnits(tx: Tx, orderId: string, now: number): Promise<void> {
  const items = await tx.selectFrom('shop_order_items').select(['model_id', 'variant_id', 'quantity']).where('order_id', '=', orderId).execute()
  const rows = items.flatMap((item) => Array.from({ length: item.quantity }, () => ({
    imei: generateImei(), order_id: orderId, model_id: item.model_id, variant_id: item.variant_id, sold_at: now, warranty_until: warrantyUntil(now),
  })))
  for (const row of rows) {
    // 10^12 numbers per TAC: a clash is unlikely, but a clash must not lose a unit's warranty.
    for (let attempt = 0; attempt < 5; attempt++) {
      const r = await tx.insertInto('sold_units').values({ ...row, imei: attempt === 0 ? row.imei : generateImei() })
        .onConflict((oc) => oc.column('imei').doNothing()).executeTakeFirst()
      if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) break
    }
  }
}

async function itemsOf(tx: Tx, orderId: string) {
  return tx.selectFrom('shop_order_items').select(['variant_id', 'quantity']).where('order_id', '=', orderId).orderBy('variant_id').execute()
}

async function putBack(tx: Tx, items: { variant_id: string; quantity: number }[]): Promise<void> {
  for (const item of items) {
    await tx.updateTable('shop_variants').set((eb) => ({ quantity: eb('quantity', '+', item.quantity) })).where('id', '=', item.variant_id).execute()
  }
}

/** Takes the order's units from stock again (a payment that arrived after the reservation lapsed); all or none. */
async function reserveAgain(tx: Tx, orderId: string): Promise<boolean> {
  const items = await itemsOf(tx, orderId)
  const taken: typeof items = []
  for (const item of items) {
    const r = await tx.updateTable('shop_variants').set((eb) => ({ quantity: eb('quantity', '-', item.quantity) }))
      .where('id', '=', item.variant_id).where('quantity', '>=', item.quantity).executeTakeFirst()
    if (Number(r.numUpdatedRows) === 0) {
      await putBack(tx, taken)
      return false
    }
    taken.push(item)
  }
  return true
}

export type PaidOutcome = 'paid' | 'unchanged' | 'soldOut'

/**
 * Marks an order paid: from pending_payment, or from expired when its units can still be taken again
 * ('soldOut' when they cannot: the order stays expired and staff refund the money). 'unchanged' when
 * it was already paid or closed for good. Run inside a transaction.
 */
export async function markOrderPaid(tx: Tx, orderId: string, { now, ref }: { now: number; ref?: string | null }): Promise<PaidOutcome> {
  const set = { status: 'paid', paid_at: now, closed_at: null, ...(ref ? { payment_ref: ref } : {}) }
  const paid = await tx.updateTable('shop_orders').set(set).where('id', '=', orderId).where('status', '=', 'pending_payment').executeTakeFirst()
  if (Number(paid.numUpdatedRows) === 1) {
    await recordSoldUnits(tx, orderId, now)
    return 'paid'
  }
  const order = await tx.selectFrom('shop_orders').select('status').where('id', '=', orderId).executeTakeFirst()
  if (order?.status !== 'expired') return 'unchanged'
  // Money arrived after the units went back on sale: keep the sale only if they are still there.
  if (!(await reserveAgain(tx, orderId))) return 'soldOut'
  const late = await tx.updateTable('shop_orders').set(set).where('id', '=', orderId).where('status', '=', 'expired').executeTakeFirst()
  if (Number(late.numUpdatedRows) === 0) {
    await putBack(tx, await itemsOf(tx, orderId))
    return 'unchanged'
  }
  await recordSoldUnits(tx, orderId, now)
  return 'paid'
}

/**
 * Closes an unpaid order (expired or failed) and puts its units and its coupon use back, exactly once:
 * only the caller whose UPDATE moved it out of pending_payment does the rest. Run inside a transaction.
 */
export async function releaseOrder(tx: Tx, orderId: string, status: 'expired' | 'failed', now: number): Promise<boolean> {
  const closed = await tx.updateTable('shop_orders').set({ status, closed_at: now })
    .where('id', '=', orderId).where('status', '=', 'pending_payment').executeTakeFirst()
  if (Number(closed.numUpdatedRows) === 0) return false
  await putBack(tx, await itemsOf(tx, orderId))
  const order = await tx.selectFrom('shop_orders').select('coupon_code').where('id', '=', orderId).executeTakeFirstOrThrow()
  if (order.coupon_code) {
    await tx.updateTable('coupons').set((eb) => ({ used: eb('used', '-', 1) })).where('code', '=', order.coupon_code).where('used', '>', 0).execute()
  }
  return true
}

/**
 * Why money came in that no order keeps: 'resold' (paid after the reservation lapsed and the units were
 * sold), 'already_settled' (the order was already paid or closed), 'paid_no_receipt' (stkpushquery said
 * paid, but no callback with a receipt came before the held reservation lapsed).
 */
export type RefundReason = 'resold' | 'already_settled' | 'paid_no_receipt'

/**
 * Records a refund task for the staff, once per order and payment (`ref`: the receipt, TransID or
 * CheckoutRequestID): a replayed callback files nothing new, and each further payment gets its own task.
 */
export async function fileRefundTask(tx: Tx, orderId: string, reason: RefundReason, { now, ref, phone }: { now: number; ref: string; phone?: string | null }): Promise<void> {
  const order = await tx.selectFrom('shop_orders').select(['total', 'currency', 'customer_phone']).where('id', '=', orderId).executeTakeFirst()
  if (!order) return
  await tx.insertInto('refund_tasks').values({
    id: newId(), order_id: orderId, reason, amount: order.total, currency: order.currency, phone: phone ?? order.customer_phone,
    payment_ref: ref, state: 'open', created_at: now, closed_at: null, closed_by: null,
  }).onConflict((oc) => oc.columns(['order_id', 'payment_ref']).doNothing()).execute()
}

/** A payment being confirmed keeps the order's units: its reservation runs at least until `until`. */
export async function holdReservation(db: Tx, orderId: string, until: number): Promise<void> {
  await db.updateTable('shop_orders').set({ reserved_until: until })
    .where('id', '=', orderId).where('status', '=', 'pending_payment').where('reserved_until', '<', until).execute()
}

/**
 * stkpushquery says a push was paid, with no callback yet. A pending order is held for the receipt; an
 * order no longer pending (it lapsed first, or was paid or closed another way) gets its refund task now,
 * since no sweep will look at it again. A later receipt for the push reuses that task (noReceiptTask).
 */
export async function holdForReceipt(db: Tx, push: { order_id: string; checkout_request_id: string; phone?: string | null }, until: number, now: number): Promise<void> {
  await holdReservation(db, push.order_id, until)
  const order = await db.selectFrom('shop_orders').select('status').where('id', '=', push.order_id).executeTakeFirst()
  if (!order || order.status === 'pending_payment') return
  await fileRefundTask(db, push.order_id, order.status === 'expired' ? 'paid_no_receipt' : 'already_settled', { now, ref: push.checkout_request_id, phone: push.phone })
}

/**
 * The task already filed for this push before its receipt came (found by its CheckoutRequestID), if any:
 * 'paid_no_receipt' from the sweep, or 'already_settled' when stkpushquery said paid for an order no
 * longer pending. That task already stands for the money the receipt now names, so the receipt must not
 * file a second one.
 */
export async function noReceiptTask(tx: Tx, orderId: string, checkoutRequestId: string) {
  return tx.selectFrom('refund_tasks').select(['id', 'state']).where('order_id', '=', orderId)
    .where('payment_ref', '=', checkoutRequestId).executeTakeFirst()
}

/**
 * The receipt arrived for a push whose open 'paid_no_receipt' task exists: it paid the order after all
 * (nothing to refund: the task closes), or it could not (the task stays open, now naming the receipt).
 */
export async function settleNoReceiptTask(tx: Tx, taskId: string, outcome: PaidOutcome, receipt: string, now: number): Promise<void> {
  const set = outcome === 'paid'
    ? { state: 'closed', closed_at: now, closed_by: 'system: receipt arrived', payment_ref: receipt }
    : { payment_ref: receipt }
  await tx.updateTable('refund_tasks').set(set).where('id', '=', taskId).where('state', '=', 'open').execute()
}

/**
 * Expires every unpaid order whose reservation has lapsed; answers how many were expired by this call.
 * An order M-Pesa said was paid (stkpushquery) but whose receipt never came leaves a refund task, so the
 * money is never lost silently.
 */
export async function sweepExpired(db: Tx, now = Date.now()): Promise<number> {
  const due = await db.selectFrom('shop_orders').select('id').where('status', '=', 'pending_payment').where('reserved_until', '<=', now).limit(500).execute()
  let expired = 0
  for (const { id } of due) {
    const released = await db.transaction().execute(async (tx) => {
      if (!(await releaseOrder(tx, id, 'expired', now))) return false
      const paidByQuery = await tx.selectFrom('stk_pushes').select(['phone', 'checkout_request_id']).where('order_id', '=', id)
        .where('state', '=', 'pending').where('result_code', '=', 0).executeTakeFirst()
      if (paidByQuery) await fileRefundTask(tx, id, 'paid_no_receipt', { now, ref: paidByQuery.checkout_request_id ?? `no-push-id:${id}`, phone: paidByQuery.phone })
      return true
    })
    if (released) expired++
  }
  return expired
}
