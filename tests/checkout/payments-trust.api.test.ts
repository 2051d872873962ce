/**
 * Issue 9, point 4 (payments): who may call the payment routes (MPESA_CALLBACK_IPS), Paybill payments
 * checked by short code and Transaction Status before they pay, strict amounts, reservations held while a
 * payment is being confirmed, and refund tasks (with the staff CLI) for money no order can keep.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import { request as httpRequest } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { c2bConfirmationPath, c2bValidationPath, statusResultPath, statusTimeoutPath, stkCallbackPath } from '@server/providers/mpesa'
import { sweepExpired } from '@server/checkout/settle'
import { expirePush } from '@server/providers/mpesa/callback'
import type { MpesaProvider } from '@server/providers/mpesa'
import { runOps } from '@server/ops'
import { startFakeDaraja, type FakeDaraja, testDarajaCreds } from '../fakes/daraja'
import { eventually, quantityOf, startCheckoutApi, stockVariant, type CheckoutApi } from '../support/checkout-harness'

type Variant = Awaited<ReturnType<typeof stockVariant>>

const orderBody = (v: Variant, payPhone: string) => ({
  shipping: { method: 'dropoff', name: 'Kenyatta Ave 10, Nairobi' },
  paymentMethod: { method: 'mpesa', phone: payPhone, email: 'amina@example.com', clientName: 'Amina Otieno' },
  cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
  alerts: false,
})

/** A customer of `api`: places orders and reads them. */
function customerOf(api: CheckoutApi, token: string) {
  return {
    async place(v: Variant, payPhone = '0712340000') {
      const res = await api.request('POST', '/api/v1/confirm_order', { token, body: orderBody(v, payPhone) })
      if (res.status !== 200) throw new Error(`confirm_order: ${res.status} ${JSON.stringify(res.body)}`)
      const push = await api.db.selectFrom('stk_pushes').selectAll().where('order_id', '=', res.body.order._id).executeTakeFirstOrThrow()
      return { order: res.body.order as { _id: string; total: number; orderNumber: number }, push }
    },
    order: async (id: string) => (await api.request('GET', `/api/v1/shop_orders/${id}`, { token })).body.order,
  }
}

const stkSuccess = (push: { checkout_request_id: string | null; merchant_request_id: string | null }, amount: unknown, receipt: string) => ({
  Body: { stkCallback: {
    MerchantRequestID: push.merchant_request_id, CheckoutRequestID: push.checkout_request_id, ResultCode: 0, ResultDesc: 'The service request is processed successfully.',
    CallbackMetadata: { Item: [{ Name: 'Amount', Value: amount }, { Name: 'MpesaReceiptNumber', Value: receipt }, { Name: 'TransactionDate', Value: 20261122201500 }, { Name: 'PhoneNumber', Value: 254712340000 }] },
  } },
})

const c2b = (orderNumber: number, amount: string | number, transId: string, shortCode = '174379') => ({
  TransactionType: 'Pay Bill', TransID: transId, TransTime: '20261122201500', TransAmount: amount, BusinessShortCode: shortCode,
  BillRefNumber: String(orderNumber), InvoiceNumber: '', OrgAccountBalance: '', ThirdPartyTransID: '', MSISDN: '254712340000', FirstName: 'AMINA',
})

/** POSTs JSON over real HTTP from a chosen local address (all of 127.0.0.0/8 is this machine). */
function postFrom(origin: string, path: string, body: unknown, localAddress: string): Promise<{ status: number; body: any }> {
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }))
    })
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const quietLog = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger

const refundTasks = (api: CheckoutApi, orderId: string) =>
  api.db.selectFrom('refund_tasks').selectAll().where('order_id', '=', orderId).execute()
const c2bRow = (api: CheckoutApi, transId: string) =>
  api.db.selectFrom('c2b_payments').selectAll().where('trans_id', '=', transId).executeTakeFirst()

const creds = testDarajaCreds

describe('MPESA_CALLBACK_IPS: only the listed addresses may call the payment routes', () => {
  let api: CheckoutApi
  let shop: ReturnType<typeof customerOf>
  beforeAll(async () => {
    // Safaricom's published list, plus this machine's 127.0.0.1 standing in for one of them.
    api = await startCheckoutApi({ callbackIps: ['safaricom', '127.0.0.1'], stkTimeoutMs: 60_000 }, { listen: true })
    shop = customerOf(api, await api.signIn('0712000901'))
  })
  afterAll(() => api.close())
  const token = () => api.services.config.mpesa.callbackToken

  it('a genuine-looking STK callback with the right token from another address gets 403 and pays nothing; from a listed one it pays', async () => {
    const v = await stockVariant(api.db, 3, 0)
    const { order, push } = await shop.place(v)
    const forged = await postFrom(api.origin!, stkCallbackPath(token()), stkSuccess(push, order.total, 'FORGED0001'), '127.0.0.2')
    expect(forged.status).toBe(403)
    expect((await shop.order(order._id)).status).toBe('pending_payment')
    expect((await api.db.selectFrom('stk_pushes').select('callback_at').where('id', '=', push.id).executeTakeFirstOrThrow()).callback_at).toBeNull()

    const genuine = await postFrom(api.origin!, stkCallbackPath(token()), stkSuccess(push, order.total, 'GENUINE001'), '127.0.0.1')
    expect(genuine).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } })
    expect(await shop.order(order._id)).toMatchObject({ status: 'paid', payment: { receipt: 'GENUINE001' } })
  })

  it('a Paybill confirmation or validation from another address gets 403 and records nothing', async () => {
    const v = await stockVariant(api.db, 3, 1)
    const { order } = await shop.place(v)
    const confirmation = await postFrom(api.origin!, c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'FORGEDC2B1'), '127.0.0.2')
    expect(confirmation.status).toBe(403)
    expect((await postFrom(api.origin!, c2bValidationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'FORGEDC2B2'), '127.0.0.2')).status).toBe(403)
    expect(await c2bRow(api, 'FORGEDC2B1')).toBeUndefined()
    expect((await shop.order(order._id)).status).toBe('pending_payment')
  })

  it('"safaricom" stands for the published addresses; IPv4 seen through IPv6 matches; a bad entry stops the server', async () => {
    const { callerCheck, safaricomCallbackIps } = await import('@server/providers/mpesa/allow')
    expect(safaricomCallbackIps).toContain('196.201.214.200')
    const check = callerCheck(['safaricom'])!
    for (const ip of safaricomCallbackIps) expect(check(ip)).toBe(true)
    expect(check('::ffff:196.201.213.44')).toBe(true)
    expect(check('196.201.214.201')).toBe(false)
    expect(check('127.0.0.1')).toBe(false)
    expect(callerCheck(['196.201.214.0/24'])!('196.201.214.99')).toBe(true)
    expect(callerCheck([])).toBeNull()
    for (const bad of ['196.201.214', '196.201.214.0/33', '10.0.0.0/8/1', 'safaricom.co.ke']) expect(() => callerCheck([bad])).toThrow(/MPESA_CALLBACK_IPS/)
  })
})

describe('Paybill (C2B): checked by short code and Transaction Status before it pays', () => {
  let api: CheckoutApi
  let shop: ReturnType<typeof customerOf>
  beforeAll(async () => {
    api = await startCheckoutApi({ stkTimeoutMs: 60_000 })
  })
  // A customer per test: one customer may reserve at most 2 of a phone and 5 in all (issue 9, order-caps.test.ts).
  let seq = 0
  beforeEach(async () => {
    shop = customerOf(api, await api.customer(`07120029${String(seq++).padStart(2, '0')}`))
  })
  afterAll(() => api.close())
  const token = () => api.services.config.mpesa.callbackToken
  const paid = async (id: string) => (await shop.order(id)).status === 'paid'

  it('a confirmation to another short code does not pay; validation rejects it', async () => {
    const v = await stockVariant(api.db, 3, 2)
    const { order } = await shop.place(v)
    expect((await api.post(c2bValidationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'OTHERSC001', '600000'))).body)
      .toEqual({ ResultCode: 'C2B00015', ResultDesc: 'Rejected' })
    const res = await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'OTHERSC001', '600000'))
    expect(res.body).toEqual({ ResultCode: 0, ResultDesc: 'Success' })
    expect((await c2bRow(api, 'OTHERSC001'))?.applied).toBe(0)
    // The same payment to our Paybill is checked and pays: the route works, the short code made the difference.
    await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'OURSC00001'))
    await eventually(() => paid(order._id))
    expect(await shop.order(order._id)).toMatchObject({ payment: { receipt: 'OURSC00001' } })
    expect((await c2bRow(api, 'OTHERSC001'))?.applied).toBe(0)
  })

  it('a confirmation Transaction Status does not know is refused: the order stays unpaid and sells nothing', async () => {
    const v = await stockVariant(api.db, 3, 3)
    const { order } = await shop.place(v)
    // The sandbox's Transaction Status answers "not found" for a TransID ending in 0000.
    await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'NOTREAL0000'))
    await eventually(async () => (await c2bRow(api, 'NOTREAL0000'))?.applied === 3)
    expect((await shop.order(order._id)).status).toBe('pending_payment')
    expect(await api.db.selectFrom('sold_units').select('imei').where('order_id', '=', order._id).execute()).toHaveLength(0)
    expect(await quantityOf(api.db, v.id)).toBe(2)
  })

  it.each([
    ['"1e9"', '1e9'],
    ['a number in words', 'abc'],
    ['a hex string', '0x10'],
    ['one shilling more', 'total+1'],
    ['one shilling less', 'total-1'],
    ['far more than the total', '999999999.00'],
  ])('TransAmount %s is refused by validation and never pays', async (_name, given) => {
    const v = await stockVariant(api.db, 3, 4)
    const { order } = await shop.place(v)
    const amount = given === 'total+1' ? order.total + 1 : given === 'total-1' ? `${order.total - 1}.00` : given
    const transId = `AMT${Math.random().toString(36).slice(2, 10).toUpperCase()}`
    expect((await api.post(c2bValidationPath(token()), c2b(order.orderNumber, amount, transId))).body.ResultCode).toBe('C2B00013')
    await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, amount, transId))
    expect((await c2bRow(api, transId))?.applied).toBe(0)
    expect((await shop.order(order._id)).status).toBe('pending_payment')
  })

  it('an STK success whose Amount is a string ("1500" or "1e9") is ignored; the number pays', async () => {
    const v = await stockVariant(api.db, 3, 5)
    const { order, push } = await shop.place(v)
    await api.post(stkCallbackPath(token()), stkSuccess(push, String(order.total), 'STRING0001'))
    await api.post(stkCallbackPath(token()), stkSuccess(push, '1e9', 'STRING0002'))
    expect((await shop.order(order._id)).status).toBe('pending_payment')
    await api.post(stkCallbackPath(token()), stkSuccess(push, order.total, 'NUMBER0001'))
    expect(await shop.order(order._id)).toMatchObject({ status: 'paid', payment: { receipt: 'NUMBER0001' } })
  })
})

describe('Paybill through Daraja: the Transaction Status query and its Result', () => {
  let fake: FakeDaraja
  let api: CheckoutApi
  let shop: ReturnType<typeof customerOf>
  beforeAll(async () => {
    fake = await startFakeDaraja(creds)
    api = await startCheckoutApi({ provider: 'daraja', darajaBaseUrl: fake.baseUrl, ...creds, initiator: 'simu_api', securityCredential: 'ENCRYPTED==', stkTimeoutMs: 60_000 }, { listen: true })
    shop = customerOf(api, await api.signIn('0712000903'))
  })
  afterAll(async () => {
    await api.close()
    await fake.close()
  })
  const token = () => api.services.config.mpesa.callbackToken

  it('asks Daraja about the TransID and pays only when the Result is Completed for the total to our short code', async () => {
    const v = await stockVariant(api.db, 3, 6)
    const { order } = await shop.place(v, '0712345678')
    fake.paybill({ transId: 'WRONGSC001', amount: order.total, msisdn: '254712345678', shortCode: '999999' })
    await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'WRONGSC001'))
    await eventually(async () => (await c2bRow(api, 'WRONGSC001'))?.applied === 3)
    expect((await shop.order(order._id)).status).toBe('pending_payment')

    fake.paybill({ transId: 'REALPAY001', amount: order.total, msisdn: '254712345678', shortCode: '174379' })
    await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'REALPAY001'))
    await eventually(async () => (await shop.order(order._id)).status === 'paid')
    expect(await shop.order(order._id)).toMatchObject({ payment: { receipt: 'REALPAY001' } })
    const query = fake.requests.find((r) => r.path === '/mpesa/transactionstatus/v1/query' && r.body.TransactionID === 'REALPAY001')
    // Each query has its own ResultURL: the token, then the random one-time value stored on the payment.
    const check = (await c2bRow(api, 'REALPAY001'))?.status_check
    expect(check).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(check).not.toBe((await c2bRow(api, 'WRONGSC001'))?.status_check)
    expect(query?.body).toMatchObject({ Initiator: 'simu_api', SecurityCredential: 'ENCRYPTED==', CommandID: 'TransactionStatusQuery', PartyA: '174379', IdentifierType: '4',
      ResultURL: `${api.origin}/api/payments/status/${token()}/${check}/result`, QueueTimeOutURL: `${api.origin}/api/payments/status/${token()}/${check}/timeout` })
  })

  it('a forged Completed Result for a made-up TransID pays nothing: only the Result posted to its own query\'s URL decides the payment', async () => {
    const v = await stockVariant(api.db, 3, 14)
    const { order } = await shop.place(v, '0712345678')
    fake.holdStatusResults = true
    try {
      // Whoever holds the callback token confirms a payment that never happened, then answers the query himself.
      await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'MADEUP9999'))
      expect((await c2bRow(api, 'MADEUP9999'))?.applied).toBe(2)
      const forged = { Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.', OriginatorConversationID: '5118-1-1', ConversationID: 'AG_20261122_forged',
        TransactionID: 'MADEUP9999', ResultParameters: { ResultParameter: [
          { Key: 'ReceiptNo', Value: 'MADEUP9999' }, { Key: 'TransactionStatus', Value: 'Completed' }, { Key: 'Amount', Value: order.total },
          { Key: 'CreditPartyName', Value: '174379 - Simu Ltd' }, { Key: 'DebitPartyName', Value: '254712345678 - JOHN DOE' },
        ] } } }
      expect((await api.post(`/api/payments/status/${token()}/result`, forged)).status).toBe(404)
      expect((await api.post(statusResultPath(token(), 'GuessedCheckValue0000'), forged)).status).toBe(200)
      expect((await shop.order(order._id)).status).toBe('pending_payment')
      expect((await c2bRow(api, 'MADEUP9999'))?.applied).toBe(2)

      // Daraja's own Result, posted to the query's URL, is applied: the receipt does not exist, so the payment is refused.
      expect(fake.heldStatusUrls()).toEqual([`${api.origin}${statusResultPath(token(), (await c2bRow(api, 'MADEUP9999'))!.status_check!)}`])
      expect(await fake.releaseStatusResults()).toEqual([200])
      expect((await c2bRow(api, 'MADEUP9999'))?.applied).toBe(3)
      expect((await shop.order(order._id)).status).toBe('pending_payment')
      expect(await api.db.selectFrom('sold_units').select('imei').where('order_id', '=', order._id).execute()).toHaveLength(0)

      // A genuine payment: its query timing out in Daraja's queue decides nothing; its held Result, released, pays.
      fake.paybill({ transId: 'REALHELD01', amount: order.total, msisdn: '254712345678', shortCode: '174379' })
      await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'REALHELD01'))
      const check = (await c2bRow(api, 'REALHELD01'))!.status_check!
      expect((await api.post(statusTimeoutPath(token(), check), { Result: { ResultCode: 1, ResultDesc: 'Queue timeout' } })).status).toBe(200)
      expect((await c2bRow(api, 'REALHELD01'))?.applied).toBe(2)
      expect((await shop.order(order._id)).status).toBe('pending_payment')
      expect(await fake.releaseStatusResults()).toEqual([200])
      expect(await shop.order(order._id)).toMatchObject({ status: 'paid', payment: { receipt: 'REALHELD01' } })
      expect((await c2bRow(api, 'REALHELD01'))?.applied).toBe(1)
    } finally {
      fake.holdStatusResults = false
    }
  })

  it('a Result that says nothing about the payment (2001, the initiator\'s credential refused) leaves it being checked', async () => {
    const v = await stockVariant(api.db, 3, 15)
    const { order } = await shop.place(v, '0712345678')
    fake.paybill({ transId: 'GENUINE201', amount: order.total, msisdn: '254712345678', shortCode: '174379' })
    fake.holdStatusResults = true
    fake.statusFailure = { code: 2001, desc: 'The initiator information is invalid.' }
    try {
      await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'GENUINE201'))
      expect(await fake.releaseStatusResults()).toEqual([200])
      expect((await c2bRow(api, 'GENUINE201'))?.applied).toBe(2)
      expect((await shop.order(order._id)).status).toBe('pending_payment')
      expect(await quantityOf(api.db, v.id)).toBe(2)
    } finally {
      fake.holdStatusResults = false
      fake.statusFailure = null
    }
  })

  it('a TransID Daraja never saw is refused and the order stays unpaid', async () => {
    const v = await stockVariant(api.db, 3, 7)
    const { order } = await shop.place(v, '0712345678')
    await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'MADEUP0001'))
    await eventually(async () => (await c2bRow(api, 'MADEUP0001'))?.applied === 3)
    expect((await shop.order(order._id)).status).toBe('pending_payment')
  })
})

describe('stkpushquery says paid but no callback came', () => {
  let fake: FakeDaraja
  let api: CheckoutApi
  let shop: ReturnType<typeof customerOf>
  beforeAll(async () => {
    fake = await startFakeDaraja(creds)
    // The timer runs often (it asks stkpushquery); reservations are long, so only the test lapses them (sweepExpired(db, at)).
    api = await startCheckoutApi({ provider: 'daraja', darajaBaseUrl: fake.baseUrl, ...creds, stkTimeoutMs: 100, sweepMs: 50, reservationMs: 600_000 }, { listen: true })
    shop = customerOf(api, await api.signIn('0712000904'))
  })
  afterAll(async () => {
    await api.close()
    await fake.close()
  })
  const placePaidByQuery = async (offset: number, stock = 3) => {
    const v = await stockVariant(api.db, stock, offset)
    const { order, push } = await shop.place(v, '0712345678')
    const before = (await api.db.selectFrom('shop_orders').select('reserved_until').where('id', '=', order._id).executeTakeFirstOrThrow()).reserved_until
    fake.pushes.get(push.checkout_request_id!)!.result = { code: 0, desc: 'The service request is processed successfully.' }
    await eventually(async () => (await api.db.selectFrom('stk_pushes').select('result_code').where('id', '=', push.id).executeTakeFirstOrThrow()).result_code === 0)
    return { v, order, push, before: Number(before) }
  }
  const reservedUntil = async (id: string) => Number((await api.db.selectFrom('shop_orders').select('reserved_until').where('id', '=', id).executeTakeFirstOrThrow()).reserved_until)

  it('keeps the reservation past its end, and the late callback pays the order', async () => {
    const { v, order, push, before } = await placePaidByQuery(8)
    expect(await reservedUntil(order._id)).toBeGreaterThan(before)
    expect(await sweepExpired(api.db, before + 1)).toBe(0)
    const waiting = await shop.order(order._id)
    expect(waiting).toMatchObject({ status: 'pending_payment', payment: { state: 'pending', resultCode: 0 } })
    expect(await quantityOf(api.db, v.id)).toBe(2)

    expect(await fake.complete(push.checkout_request_id!, 0, { receipt: 'LATECB0001' })).toBe(200)
    expect(await shop.order(order._id)).toMatchObject({ status: 'paid', payment: { receipt: 'LATECB0001' } })
    expect(await refundTasks(api, order._id)).toHaveLength(0)
  })

  it('when no receipt comes before the hold ends, the order expires with one refund task; a receipt after the units were resold adds none', async () => {
    const { v, order, push } = await placePaidByQuery(9, 1)
    await sweepExpired(api.db, (await reservedUntil(order._id)) + 1)
    expect((await shop.order(order._id)).status).toBe('expired')
    const filed = await refundTasks(api, order._id)
    expect(filed).toMatchObject([{ reason: 'paid_no_receipt', amount: order.total, state: 'open', payment_ref: push.checkout_request_id }])

    // Someone else buys the last unit, then the receipt arrives (twice).
    const other = customerOf(api, await api.signIn('0712000905'))
    await other.place(v, '0712345679')
    expect(await quantityOf(api.db, v.id)).toBe(0)
    expect(await fake.complete(push.checkout_request_id!, 0, { receipt: 'LATECB0002' })).toBe(200)
    await api.post(stkCallbackPath(api.services.config.mpesa.callbackToken), stkSuccess(push, order.total, 'LATECB0002'))
    expect((await shop.order(order._id)).status).toBe('expired')
    expect(await refundTasks(api, order._id)).toMatchObject([{ id: filed[0]!.id, reason: 'paid_no_receipt', state: 'open', payment_ref: 'LATECB0002' }])
  })
})

describe('paid after the units were resold', () => {
  let api: CheckoutApi
  let shop: ReturnType<typeof customerOf>
  let other: ReturnType<typeof customerOf>
  beforeAll(async () => {
    api = await startCheckoutApi({ reservationMs: 600_000, sweepMs: 600_000, stkTimeoutMs: 600_000 })
    shop = customerOf(api, await api.signIn('0712000906'))
    other = customerOf(api, await api.signIn('0712000907'))
  })
  afterAll(() => api.close())
  const token = () => api.services.config.mpesa.callbackToken

  const resoldOrder = async (offset: number) => {
    const v = await stockVariant(api.db, 1, offset)
    const { order, push } = await shop.place(v)
    const until = Number((await api.db.selectFrom('shop_orders').select('reserved_until').where('id', '=', order._id).executeTakeFirstOrThrow()).reserved_until)
    await sweepExpired(api.db, until + 1)
    expect((await shop.order(order._id)).status).toBe('expired')
    await other.place(v)
    expect(await quantityOf(api.db, v.id)).toBe(0)
    return { order, push }
  }

  it('an STK payment records exactly one refund task, even when Safaricom replays it', async () => {
    const { order, push } = await resoldOrder(10)
    for (let i = 0; i < 3; i++) {
      expect((await api.post(stkCallbackPath(token()), stkSuccess(push, order.total, 'RESOLD0001'))).status).toBe(200)
    }
    expect((await shop.order(order._id)).status).toBe('expired')
    expect(await refundTasks(api, order._id)).toMatchObject([
      { reason: 'resold', amount: order.total, currency: 'KES', phone: '+254712340000', payment_ref: 'RESOLD0001', state: 'open' },
    ])
  })

  it('a checked Paybill payment records exactly one refund task', async () => {
    const { order } = await resoldOrder(11)
    for (let i = 0; i < 2; i++) await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, 'RESOLDC2B1'))
    await eventually(async () => (await c2bRow(api, 'RESOLDC2B1'))?.applied === 4)
    expect((await shop.order(order._id)).status).toBe('expired')
    expect(await refundTasks(api, order._id)).toMatchObject([{ reason: 'resold', amount: order.total, payment_ref: 'RESOLDC2B1', state: 'open' }])
  })

  it('two extra Paybill payments for an order already paid file two refund tasks, one per payment', async () => {
    const v = await stockVariant(api.db, 3, 16)
    const { order, push } = await shop.place(v)
    await api.post(stkCallbackPath(token()), stkSuccess(push, order.total, 'PAIDSTK001'))
    await eventually(async () => (await shop.order(order._id)).status === 'paid')
    for (const transId of ['EXTRAPAY01', 'EXTRAPAY02', 'EXTRAPAY01']) await api.post(c2bConfirmationPath(token()), c2b(order.orderNumber, `${order.total}.00`, transId))
    await eventually(async () => (await c2bRow(api, 'EXTRAPAY01'))?.applied === 4 && (await c2bRow(api, 'EXTRAPAY02'))?.applied === 4)
    const tasks = await refundTasks(api, order._id)
    expect(tasks.map((t) => t.payment_ref).sort()).toEqual(['EXTRAPAY01', 'EXTRAPAY02'])
    expect(tasks).toMatchObject([
      { reason: 'already_settled', amount: order.total, state: 'open' },
      { reason: 'already_settled', amount: order.total, state: 'open' },
    ])
  })

  it('stkpushquery saying paid for an order that already lapsed files its refund task at once; the receipt then pays it and closes the task', async () => {
    const v = await stockVariant(api.db, 2, 13)
    const { order, push } = await shop.place(v)
    const until = Number((await api.db.selectFrom('shop_orders').select('reserved_until').where('id', '=', order._id).executeTakeFirstOrThrow()).reserved_until)
    await sweepExpired(api.db, until + 1)
    expect((await shop.order(order._id)).status).toBe('expired')
    const saysPaid = { query: async () => ({ state: 'done', resultCode: 0, resultDesc: 'The service request is processed successfully.' }) } as unknown as MpesaProvider
    await expirePush(api.db, saysPaid, { id: push.id, order_id: order._id, checkout_request_id: push.checkout_request_id, phone: push.phone }, quietLog, 600_000)
    expect(await refundTasks(api, order._id)).toMatchObject([{ reason: 'paid_no_receipt', state: 'open', payment_ref: push.checkout_request_id }])

    await api.post(stkCallbackPath(token()), stkSuccess(push, order.total, 'LATECB0003'))
    expect(await shop.order(order._id)).toMatchObject({ status: 'paid', payment: { receipt: 'LATECB0003' } })
    expect(await refundTasks(api, order._id)).toMatchObject([{ reason: 'paid_no_receipt', state: 'closed', closed_by: 'system: receipt arrived', payment_ref: 'LATECB0003' }])
  })

  it('staff list open refund tasks with the phone masked and close one (ops.ts refunds, refund-close)', async () => {
    const { order, push } = await resoldOrder(12)
    await api.post(stkCallbackPath(token()), stkSuccess(push, order.total, 'RESOLD0003'))
    const [task] = await refundTasks(api, order._id)
    const listed = await runOps(api.db, ['refunds'])
    expect(listed.code).toBe(0)
    const line = listed.out.split('\n').find((l) => l.startsWith(task!.id))
    expect(line).toContain(`order ${order.orderNumber}`)
    expect(line).toContain(`KES ${order.total}`)
    expect(line).toContain('+2547****000')
    expect(line).toContain('resold')
    expect(line).toContain(new Date(Number(task!.created_at)).toISOString())
    expect(listed.out).not.toContain('712340000')

    expect(await runOps(api.db, ['refund-close', task!.id, '--by', 'amina'])).toEqual({ code: 0, out: `${task!.id}: closed by amina` })
    expect((await runOps(api.db, ['refunds'])).out).not.toContain(task!.id)
    expect((await runOps(api.db, ['refunds', 'all'])).out).toMatch(new RegExp(`${task!.id}.*closed by amina`))
    expect(await refundTasks(api, order._id)).toMatchObject([{ state: 'closed', closed_by: 'amina' }])
    expect((await runOps(api.db, ['refund-close', task!.id])).code).toBe(1)
    expect((await runOps(api.db, ['refund-close'])).code).toBe(2)
    expect((await runOps(api.db, ['refunds', 'everything'])).code).toBe(2)
  })
})
