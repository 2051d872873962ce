/**
 * What Safaricom POSTs to us, whichever provider sent the push: the STK callback
 * ({Body:{stkCallback:{...}}}) and the Paybill (C2B) validation and confirmation bodies. Bodies are
 * checked here; each STK callback is applied once per CheckoutRequestID and each C2B confirmation
 * once per TransID, so a replayed callback changes nothing.
 *
 * A C2B confirmation alone never pays an order: its short code and amount are checked, then a
 * Transaction Status query asks Daraja whether the TransID is real; only its Result (applyStatusResult),
 * posted to the query's own ResultURL (its random one-time `status_check`) and naming the same receipt,
 * amount and short code, pays the order. The order's units are held meanwhile.
 *
 * c2b_payments.applied: 0 not applied (no order, wrong amount or short code), 1 paid its order,
 * 2 being checked by Transaction Status, 3 refused by Transaction Status, 4 confirmed but refunded
 * (a refund task was filed).
 */
import * as z from 'zod/mini'
import type { Log } from '@server/logging'
import type { Kysely } from 'kysely'
import type { Database } from '@server/db/schema'
import { fileRefundTask, holdForReceipt, holdReservation, markOrderPaid, noReceiptTask, settleNoReceiptTask, type PaidOutcome } from '@server/checkout/settle'
import { newId } from '@server/lib/crypto'
import { statusResultCodes, type MpesaProvider, type StatusResultParameter } from './types'

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

const Parameter = z.object({ Key: z.string(), Value: z.optional(z.union([z.string(), z.number()])) })
export const StatusResultBody = z.object({
  Result: z.object({
    ResultType: z.optional(z.union([z.number(), z.string()])),
    ResultCode: z.union([z.number(), z.string()]),
    ResultDesc: z.optional(z.string()),
    OriginatorConversationID: z.optional(z.string()),
    ConversationID: z.optional(z.string()),
    TransactionID: z.optional(z.string()),
    ResultParameters: z.optional(z.object({ ResultParameter: z.union([z.array(Parameter).check(z.maxLength(40)), Parameter]) })),
  }),
})
export type StatusResultBody = z.infer<typeof StatusResultBody>

export const c2bStates = { unapplied: 0, applied: 1, checking: 2, refused: 3, refunded: 4 } as const

/** What a payment may be compared with: the order's total and our Paybill short code. */
export interface PaymentExpectations {
  paybill: string
  /** How long a payment being confirmed holds the order's units (from now). */
  holdMs: number
}

export type StkOutcome = 'unknownPush' | 'replay' | 'ignored' | 'failed' | PaidOutcome

const metadata = (items: { Name: string; Value?: string | number }[] | undefined, name: string) => items?.find((i) => i.Name === name)?.Value

/**
 * Money as M-Pesa writes it: a JSON number, or (C2B) a plain decimal string such as "1500.00". Anything
 * else ("1e9", "0x10", " 1500", "1500abc") is no amount at all, whatever Number() would make of it.
 */
export function strictAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value)) return Number(value)
  return null
}

/** Files the refund a payment needs when it could not pay its order. */
async function refundIfUnpaid(tx: Db, orderId: string, outcome: PaidOutcome, at: { now: number; ref: string; phone?: string | null }): Promise<void> {
  if (outcome === 'soldOut') await fileRefundTask(tx, orderId, 'resold', at)
  if (outcome === 'unchanged') await fileRefundTask(tx, orderId, 'already_settled', at)
}

/** Pays the order with an STK receipt inside `tx`, filing (or reusing) the refund task when it cannot. */
async function settleStk(tx: Db, push: { order_id: string; phone: string | null }, checkoutRequestId: string, receipt: string, now: number, log: Log): Promise<PaidOutcome> {
  const earlier = await noReceiptTask(tx, push.order_id, checkoutRequestId)
  if (earlier?.state === 'closed') {
    // Staff already sent this money back (the task the sweep filed): it must not pay the order too.
    log.error({ orderId: push.order_id, receipt }, 'M-Pesa receipt for a payment already refunded: not applied')
    return 'unchanged'
  }
  const outcome = await markOrderPaid(tx, push.order_id, { now, ref: receipt })
  if (earlier) await settleNoReceiptTask(tx, earlier.id, outcome, receipt, now)
  else await refundIfUnpaid(tx, push.order_id, outcome, { now, ref: receipt, phone: push.phone })
  if (outcome !== 'paid') log.error({ orderId: push.order_id, receipt, outcome }, 'M-Pesa payment that could not pay its order: refund task filed')
  return outcome
}

/**
 * Applies an STK callback. Paid only on ResultCode 0 with a receipt and the order's exact amount (a
 * number: Daraja never sends it as text): a success without them is ignored (left for the genuine
 * callback); any other code fails the push, and the order stays pending so the customer can retry.
 */
export async function applyStkCallback(db: Db, body: StkCallbackBody, log: Log, now = Date.now()): Promise<StkOutcome> {
  const cb = body.Body.stkCallback
  const code = Number(cb.ResultCode)
  const push = await db.selectFrom('stk_pushes').innerJoin('shop_orders', 'shop_orders.id', 'stk_pushes.order_id')
    .select(['stk_pushes.id', 'stk_pushes.order_id', 'stk_pushes.amount', 'stk_pushes.phone', 'shop_orders.total'])
    .where('stk_pushes.checkout_request_id', '=', cb.CheckoutRequestID).executeTakeFirst()
  if (!push) {
    log.warn({ checkoutRequestId: cb.CheckoutRequestID }, 'M-Pesa callback for an unknown push')
    return 'unknownPush'
  }
  if (code === 0) {
    const items = cb.CallbackMetadata?.Item
    const receipt = metadata(items, 'MpesaReceiptNumber')
    const given = metadata(items, 'Amount')
    const amount = typeof given === 'number' ? strictAmount(given) : null
    if (typeof receipt !== 'string' || receipt === '' || amount === null || amount !== push.total || amount !== push.amount) {
      log.warn({ checkoutRequestId: cb.CheckoutRequestID, amount: typeof given === 'number' ? given : `(${typeof given})`, total: push.total }, 'M-Pesa success callback without a receipt or with the wrong amount: ignored')
      return 'ignored'
    }
    return db.transaction().execute(async (tx) => {
      const claimed = await tx.updateTable('stk_pushes').set({ state: 'paid', result_code: 0, result_desc: cb.ResultDesc ?? null, receipt, callback_at: now })
        .where('id', '=', push.id).where('callback_at', 'is', null).executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) return 'replay' as const
      return settleStk(tx, push, cb.CheckoutRequestID, receipt, now, log)
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

async function orderForBill(db: Db, billRef: string) {
  const number = orderNumberOf(billRef)
  if (number === null) return undefined
  return db.selectFrom('shop_orders').select(['id', 'status', 'total', 'payment_method']).where('order_number', '=', number).executeTakeFirst()
}

/** Daraja's C2B validation answer: accept a payment of exactly the total of a pending order, to our Paybill. */
export async function validateC2b(db: Db, body: C2bBody, paybill: string): Promise<{ ResultCode: string; ResultDesc: string }> {
  if (body.BusinessShortCode !== paybill) return { ResultCode: 'C2B00015', ResultDesc: 'Rejected' }
  const order = await orderForBill(db, body.BillRefNumber)
  if (!order || order.status !== 'pending_payment') return { ResultCode: 'C2B00012', ResultDesc: 'Rejected' }
  if (strictAmount(body.TransAmount) !== order.total) return { ResultCode: 'C2B00013', ResultDesc: 'Rejected' }
  return { ResultCode: '0', ResultDesc: 'Accepted' }
}

export type C2bOutcome = 'replay' | 'noOrder' | 'wrongShortCode' | 'wrongAmount' | 'checking' | 'queryFailed'

/**
 * Records a C2B confirmation once per TransID. One for our short code, of exactly a known order's total,
 * holds the order's units and asks Daraja (Transaction Status) whether the payment is real; the Result
 * pays the order (applyStatusResult). Nothing here marks an order paid.
 */
export async function applyC2bConfirmation(db: Db, provider: MpesaProvider, body: C2bBody, expect: PaymentExpectations, log: Log, now = Date.now()): Promise<C2bOutcome> {
  // The query's ResultURL carries this one-time value: only a Result posted there can decide the payment.
  const check = newId(16)
  const outcome = await db.transaction().execute(async (tx) => {
    const order = await orderForBill(tx, body.BillRefNumber)
    const amount = strictAmount(body.TransAmount)
    const inserted = await tx.insertInto('c2b_payments').values({
      trans_id: body.TransID, bill_ref: body.BillRefNumber, amount: amount !== null && amount <= 2_000_000_000 ? Math.round(amount) : 0, msisdn: body.MSISDN,
      order_id: order?.id ?? null, applied: c2bStates.unapplied, body: JSON.stringify(body), created_at: now, status_check: null,
    }).onConflict((oc) => oc.column('trans_id').doNothing()).executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'replay' as const
    if (body.BusinessShortCode !== expect.paybill) return 'wrongShortCode' as const
    if (!order) return 'noOrder' as const
    if (amount !== order.total) return 'wrongAmount' as const
    await tx.updateTable('c2b_payments').set({ applied: c2bStates.checking, status_check: check }).where('trans_id', '=', body.TransID).execute()
    await holdReservation(tx, order.id, now + expect.holdMs)
    return 'checking' as const
  })
  if (outcome === 'noOrder' || outcome === 'wrongAmount' || outcome === 'wrongShortCode') {
    log.warn({ transId: body.TransID, outcome }, 'Paybill payment not applied: match or refund by hand')
  }
  if (outcome !== 'checking') return outcome
  try {
    await provider.transactionStatus(body.TransID, check)
    return outcome
  } catch (error) {
    // Left in 'checking': the order keeps its hold until it lapses, and staff see the row.
    log.error({ err: error, transId: body.TransID }, 'Transaction Status query not sent: the Paybill payment waits')
    return 'queryFailed'
  }
}

const parameterOf = (params: StatusResultParameter[], key: string) => params.find((p) => p.Key === key)?.Value

export type StatusOutcome = 'unknown' | 'replay' | 'refused' | 'undecided' | PaidOutcome

/**
 * Applies a Transaction Status Result posted to the ResultURL of one of our queries: `check` is that
 * query's one-time value, and the payment is found by it alone (whatever receipt the body names). It pays
 * its order only if Daraja says Completed, for the very TransID asked about, for exactly the order's
 * total, to our short code. A definite no (such a Result that does not match, or "not found") refuses the
 * payment; any other ResultCode (the initiator or its credential refused, a system error) says nothing
 * about the payment: it stays being checked, and staff are told.
 */
export async function applyStatusResult(db: Db, check: string, body: StatusResultBody, expect: PaymentExpectations, log: Log, now = Date.now()): Promise<StatusOutcome> {
  const result = body.Result
  const raw = result.ResultParameters?.ResultParameter ?? []
  const params = Array.isArray(raw) ? raw : [raw]
  const payment = await db.selectFrom('c2b_payments').innerJoin('shop_orders', 'shop_orders.id', 'c2b_payments.order_id')
    .select(['c2b_payments.trans_id', 'c2b_payments.applied', 'c2b_payments.amount', 'c2b_payments.order_id', 'shop_orders.total'])
    .where('c2b_payments.status_check', '=', check).executeTakeFirst()
  if (!payment || !payment.order_id) {
    log.warn({ conversationId: result.ConversationID }, 'Transaction Status result for no payment being checked')
    return 'unknown'
  }
  if (payment.applied !== c2bStates.checking) return 'replay'
  const code = String(result.ResultCode)
  if (code !== String(statusResultCodes.success) && code !== String(statusResultCodes.notFound)) {
    log.error({ transId: payment.trans_id, resultCode: result.ResultCode, resultDesc: result.ResultDesc }, 'Transaction Status could not check the Paybill payment (check DARAJA_INITIATOR and DARAJA_SECURITY_CREDENTIAL): it stays being checked')
    return 'undecided'
  }
  const amount = strictAmount(parameterOf(params, 'Amount'))
  const creditParty = parameterOf(params, 'CreditPartyName')
  const shortCode = typeof creditParty === 'string' ? /^\s*(\d{1,12})/.exec(creditParty)?.[1] : undefined
  // Paid only by a Result that names the very receipt being checked.
  const confirmed = code === String(statusResultCodes.success) && parameterOf(params, 'ReceiptNo') === payment.trans_id && parameterOf(params, 'TransactionStatus') === 'Completed'
    && amount !== null && amount === payment.total && amount === payment.amount && shortCode === expect.paybill
  const orderId = payment.order_id
  return db.transaction().execute(async (tx) => {
    const next = confirmed ? c2bStates.applied : c2bStates.refused
    const claimed = await tx.updateTable('c2b_payments').set({ applied: next }).where('trans_id', '=', payment.trans_id).where('applied', '=', c2bStates.checking).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) return 'replay' as const
    if (!confirmed) {
      log.warn({ transId: payment.trans_id, resultCode: result.ResultCode }, 'Transaction Status did not confirm the Paybill payment: not applied')
      return 'refused' as const
    }
    const outcome = await markOrderPaid(tx, orderId, { now, ref: payment.trans_id })
    await refundIfUnpaid(tx, orderId, outcome, { now, ref: payment.trans_id })
    if (outcome !== 'paid') {
      await tx.updateTable('c2b_payments').set({ applied: c2bStates.refunded }).where('trans_id', '=', payment.trans_id).execute()
      log.error({ orderId, transId: payment.trans_id, outcome }, 'Paybill payment that could not pay its order: refund task filed')
    }
    return outcome
  })
}

/**
 * A push with no callback after the timeout: ask stkpushquery. Still processing (or no answer) shows as
 * 'timeout'; a final failure code fails it. Success by query alone has no receipt: the push stays
 * pending with ResultCode 0 and the order's units are held for `holdMs` more, waiting for the callback
 * (or a Paybill payment). If none comes, the sweep expires the order and files a refund task.
 */
export async function expirePush(db: Db, provider: MpesaProvider, push: { id: string; order_id: string; checkout_request_id: string | null; phone?: string | null }, log: Log, holdMs: number): Promise<void> {
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
        log.warn({ pushId: push.id, orderId: push.order_id }, 'stkpushquery says paid but no callback came: holding the order for it')
        state = 'pending'
        code = 0
        desc = 'Paid: waiting for the M-Pesa receipt'
        await holdForReceipt(db, { ...push, checkout_request_id: push.checkout_request_id }, Date.now() + holdMs, Date.now())
      }
    } catch (error) {
      log.warn({ err: error, pushId: push.id }, 'stkpushquery failed')
    }
  }
  await db.updateTable('stk_pushes').set({ state, result_code: code, result_desc: desc })
    .where('id', '=', push.id).where('state', '=', 'pending').where('callback_at', 'is', null).execute()
}
