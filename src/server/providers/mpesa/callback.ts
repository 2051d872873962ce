/**
 * What Safaricom POSTs to us, whichever provider sent the push: the STK callback
 * ({Body:{stkCallback:{...}}}) and the Paybill (C2B) validation and confirmation bodies. Bodies are
 * checked here; each STK callback is applied once per CheckoutRequestID and each C2B confirmation
 * once per TransID, so a replayed callback changes nothing.
 */
import * as z from 'zod/mini'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { markOrderPaid, type PaidOutcome } from './settle'
import type { MpesaProvider } from './types'

type Db = Kysely<Database>

const Item = z.object({ Name: z.string(), Value: z.optional(z.union([z.string(), z.number()])) })
export const StkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().check(z.minLength(1), z.maxLength(100)),
      ResultCode: z.union([z.number(), z.string()]),
      ResultDesc: z.optional(z.string()),
      CallbackMetadata: z.optional(z.object({ Item: z.array(Item).check(z.maxLength(20)) })),
    }),
  }),
})
export type StkCallbackBody = z.infer<typeof StkCallbackBody>

export const C2bBody = z.object({
  TransactionType: z.optional(z.string()),
  TransID: z.string().check(z.minLength(1), z.maxLength(40)),
  TransTime: z.optional(z.string()),
  TransAmount: z.union([z.string(), z.number()]),
  BusinessShortCode: z.optional(z.string()),
  BillRefNumber: z.string().check(z.maxLength(40)),
  InvoiceNumber: z.optional(z.string()),
  OrgAccountBalance: z.optional(z.string()),
  ThirdPartyTransID: z.optional(z.string()),
  MSISDN: z.string().check(z.maxLength(40)),
  FirstName: z.optional(z.string()),
  MiddleName: z.optional(z.string()),
  LastName: z.optional(z.string()),
})
export type C2bBody = z.infer<typeof C2bBody>

export type StkOutcome = 'unknownPush' | 'replay' | 'ignored' | 'failed' | PaidOutcome

const metadata = (items: { Name: string; Value?: string | number }[] | undefined, name: string) => items?.find((i) => i.Name === name)?.Value

/**
 * Applies an STK callback. Paid only on ResultCode 0 with a receipt and the order's exact amount: a
 * success without them is ignored (left for the genuine callback); any other code fails the push,
 * and the order stays pending so the customer can retry.
 */
export async function applyStkCallback(db: Db, body: StkCallbackBody, log: FastifyBaseLogger, now = Date.now()): Promise<StkOutcome> {
  const cb = body.Body.stkCallback
  const code = Number(cb.ResultCode)
  const push = await db.selectFrom('stk_pushes').innerJoin('shop_orders', 'shop_orders.id', 'stk_pushes.order_id')
    .select(['stk_pushes.id', 'stk_pushes.order_id', 'stk_pushes.amount', 'shop_orders.total'])
    .where('stk_pushes.checkout_request_id', '=', cb.CheckoutRequestID).executeTakeFirst()
  if (!push) {
    log.warn({ checkoutRequestId: cb.CheckoutRequestID }, 'M-Pesa callback for an unknown push')
    return 'unknownPush'
  }
  if (code === 0) {
    const items = cb.CallbackMetadata?.Item
    const receipt = metadata(items, 'MpesaReceiptNumber')
    const amount = Number(metadata(items, 'Amount'))
    if (typeof receipt !== 'string' || receipt === '' || amount !== push.total || amount !== push.amount) {
      log.warn({ checkoutRequestId: cb.CheckoutRequestID, amount, total: push.total }, 'M-Pesa success callback without a receipt or with the wrong amount: ignored')
      return 'ignored'
    }
    return db.transaction().execute(async (tx) => {
      const claimed = await tx.updateTable('stk_pushes').set({ state: 'paid', result_code: 0, result_desc: cb.ResultDesc ?? null, receipt, callback_at: now })
        .where('id', '=', push.id).where('callback_at', 'is', null).executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) return 'replay' as const
      const outcome = await markOrderPaid(tx, push.order_id, { now, ref: receipt })
      if (outcome === 'soldOut') log.error({ orderId: push.order_id, receipt }, 'paid after the reservation lapsed and the units were sold: refund needed')
      if (outcome === 'unchanged') log.error({ orderId: push.order_id, receipt }, 'M-Pesa payment for an order already paid or closed: refund needed')
      return outcome
    })
  }
  const claimed = await db.updateTable('stk_pushes').set({ state: 'failed', result_code: code, result_desc: cb.ResultDesc ?? null, callback_at: now })
    .where('id', '=', push.id).where('callback_at', 'is', null).executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 0 ? 'replay' : 'failed'
}

/** Paybill account numbers are order numbers: digits only, leading spaces and '#' forgiven. */
const orderNumberOf = (billRef: string) => {
  const digits = billRef.trim().replace(/^#/, '')
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null
}
const amountOf = (value: string | number) => Math.floor(Number(value))

async function orderForBill(db: Db, billRef: string) {
  const number = orderNumberOf(billRef)
  if (number === null) return undefined
  return db.selectFrom('shop_orders').select(['id', 'status', 'total', 'payment_method']).where('order_number', '=', number).executeTakeFirst()
}

/** Daraja's C2B validation answer: accept a payment for a pending order of at least its total. */
export async function validateC2b(db: Db, body: C2bBody): Promise<{ ResultCode: string; ResultDesc: string }> {
  const order = await orderForBill(db, body.BillRefNumber)
  if (!order || order.status !== 'pending_payment') return { ResultCode: 'C2B00012', ResultDesc: 'Rejected' }
  if (!(amountOf(body.TransAmount) >= order.total)) return { ResultCode: 'C2B00013', ResultDesc: 'Rejected' }
  return { ResultCode: '0', ResultDesc: 'Accepted' }
}

/** Applies a C2B confirmation once per TransID: a pending (or lapsed) order paid in full becomes paid. */
export async function applyC2bConfirmation(db: Db, body: C2bBody, log: FastifyBaseLogger, now = Date.now()): Promise<'replay' | 'noOrder' | 'short' | PaidOutcome> {
  return db.transaction().execute(async (tx) => {
    const order = await orderForBill(tx, body.BillRefNumber)
    const amount = amountOf(body.TransAmount)
    const inserted = await tx.insertInto('c2b_payments').values({
      trans_id: body.TransID, bill_ref: body.BillRefNumber, amount: Number.isFinite(amount) ? amount : 0, msisdn: body.MSISDN,
      order_id: order?.id ?? null, applied: 0, body: JSON.stringify(body), created_at: now,
    }).onConflict((oc) => oc.column('trans_id').doNothing()).executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'replay' as const
    if (!order) {
      log.warn({ transId: body.TransID, billRef: body.BillRefNumber }, 'Paybill payment for no order: refund or match by hand')
      return 'noOrder' as const
    }
    if (!(amount >= order.total)) {
      log.warn({ transId: body.TransID, amount, total: order.total }, 'Paybill payment below the order total: not applied')
      return 'short' as const
    }
    const outcome = await markOrderPaid(tx, order.id, { now, ref: body.TransID })
    if (outcome === 'paid') await tx.updateTable('c2b_payments').set({ applied: 1 }).where('trans_id', '=', body.TransID).execute()
    if (outcome === 'soldOut') log.error({ orderId: order.id, transId: body.TransID }, 'paid by Paybill after the units were sold: refund needed')
    if (outcome === 'unchanged') log.error({ orderId: order.id, transId: body.TransID }, 'Paybill payment for an order already paid or closed: refund needed')
    return outcome
  })
}

/**
 * A push with no callback after the timeout: ask stkpushquery. Still processing (or no answer) shows as
 * 'timeout'; a final failure code fails it. Success by query alone has no receipt, so it is not treated
 * as paid: the push shows as timed out until its callback or a Paybill payment arrives.
 */
export async function expirePush(db: Db, provider: MpesaProvider, push: { id: string; checkout_request_id: string | null }, log: FastifyBaseLogger): Promise<void> {
  let state = 'timeout'
  let code: number | null = null
  let desc = 'No answer from the phone in time'
  if (push.checkout_request_id) {
    try {
      const r = await provider.query(push.checkout_request_id)
      if (r.state === 'done' && r.resultCode !== 0) {
        state = 'failed'
        code = r.resultCode
        desc = r.resultDesc
      } else if (r.state === 'done') {
        log.warn({ pushId: push.id }, 'stkpushquery says paid but no callback came: waiting for it')
      }
    } catch (error) {
      log.warn({ err: error, pushId: push.id }, 'stkpushquery failed')
    }
  }
  await db.updateTable('stk_pushes').set({ state, result_code: code, result_desc: desc })
    .where('id', '=', push.id).where('state', '=', 'pending').where('callback_at', 'is', null).execute()
}
