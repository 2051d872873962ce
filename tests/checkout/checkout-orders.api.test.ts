/**
 * Issue 4 (server): placing orders and paying for them. Stock, prices, coupons, idempotency, the
 * M-Pesa sandbox's result codes, callbacks (replayed, wrong amount), the reservation sweep, Paybill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidImei } from '@core/domain/imei'
import { stkCallbackPath, c2bConfirmationPath, c2bValidationPath } from '@server/providers/mpesa'
import { sweepExpired } from '@server/checkout/settle'
import { eventually, quantityOf, startCheckoutApi, stockVariant, type CheckoutApi } from '../support/checkout-harness'

type Variant = Awaited<ReturnType<typeof stockVariant>>

const orderBody = (v: Variant, over: Record<string, unknown> = {}, payPhone = '0712345678') => ({
  shipping: { method: 'dropoff', name: 'Kenyatta Ave 10, Nairobi' },
  paymentMethod: { method: 'mpesa', phone: payPhone, email: 'amina@example.com', clientName: 'Amina Otieno' },
  cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
  alerts: false,
  ...over,
})

let api: CheckoutApi
let token: string
beforeAll(async () => {
  api = await startCheckoutApi({ stkTimeoutMs: 300 })
  token = await api.signIn('0712000001')
})
afterAll(() => api.close())

const place = (body: unknown, headers: Record<string, string> = {}, as = token) => api.request('POST', '/api/v1/confirm_order', { token: as, body, headers })
const getOrder = async (id: string) => (await api.request('GET', `/api/v1/shop_orders/${id}`, { token })).body.order
const untilPayment = (id: string, state: string) => eventually(async () => (await getOrder(id)).payment.state === state)

describe('given a variant with 3 phones in stock', () => {
  it('20 parallel orders place exactly 3, the rest hear it is out of stock, and stock ends at 0', async () => {
    const v = await stockVariant(api.db, 3)
    // 20 customers: one customer may take at most 2 of a phone (issue 9, tests/checkout/order-caps.api.test.ts).
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.customer(`07130000${String(i).padStart(2, '0')}`)))
    const replies = await Promise.all(buyers.map((buyer) => place(orderBody(v), {}, buyer)))
    const placed = replies.filter((r) => r.status === 200)
    expect(placed).toHaveLength(3)
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.msg).toMatch(/out of stock/)
    }
    expect(await quantityOf(api.db, v.id)).toBe(0)
    const numbers = placed.map((r) => r.body.order.orderNumber).sort()
    expect(new Set(numbers).size).toBe(3)
  })
})

describe('prices and coupons are decided by the server', () => {
  it('ignores a price and totals the client sends, charging the variant price of the country', async () => {
    const v = await stockVariant(api.db, 5, 1)
    const body = orderBody(v, { discount: 999_999, itemsTotal: 1 }) as any
    body.cart[0].variant.price = 1
    body.cart[0].price = 1
    // Issue 10: a total is the one the shopper saw; one that is not the server's is refused, never charged.
    const lowered = await place({ ...body, total: 1 })
    expect(lowered.status).toBe(409)
    expect(await quantityOf(api.db, v.id)).toBe(5)
    const res = await place(body)
    expect(res.status).toBe(200)
    expect(res.body.order.items[0].price).toBe(v.disc_kes)
    expect(res.body.order.total).toBe(v.disc_kes)
    expect(res.body.order.currency).toBe('KES')
  })

  it('prices a Tanzanian order in TZS', async () => {
    const v = await stockVariant(api.db, 5, 2)
    const res = await api.request('POST', '/api/v1/confirm_order', { token, headers: { country: 'tz' }, body: orderBody(v, {}, '0754123456') })
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ currency: 'TZS', total: v.disc_tzs, country: 'tz' })
  })

  it('recomputes the coupon and counts its use', async () => {
    const v = await stockVariant(api.db, 5, 3)
    const before = await api.db.selectFrom('coupons').select('used').where('code', '=', 'SIMU500').executeTakeFirstOrThrow()
    const res = await place(orderBody(v, { code: 'simu500', hasCoupon: true, coupon_quantity: 1 }))
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ itemsTotal: v.disc_kes, discount: 500, total: v.disc_kes - 500, coupon: { code: 'SIMU500', value: 500 } })
    const after = await api.db.selectFrom('coupons').select('used').where('code', '=', 'SIMU500').executeTakeFirstOrThrow()
    expect(after.used).toBe(before.used + 1)
  })

  it('refuses a used-up coupon or one for other models, and places nothing', async () => {
    const v = await stockVariant(api.db, 5, 4)
    expect((await place(orderBody(v, { code: 'USEDUP' }))).body.msg).toBe('This discount code has been used up')
    const notIphone = await place(orderBody(v, { code: 'IPHONE2000' }))
    expect(notIphone.status).toBe(400)
    expect(notIphone.body.msg).toBe('This discount code is not valid for the phones in your cart')
    expect(await quantityOf(api.db, v.id)).toBe(5)
  })
})

describe('Idempotency-Key', () => {
  it('the same key and cart twice place one order and send one push', async () => {
    const v = await stockVariant(api.db, 5, 5)
    const headers = { 'idempotency-key': 'key-same-twice' }
    const first = await place(orderBody(v), headers)
    const second = await place(orderBody(v), headers)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body.order._id).toBe(first.body.order._id)
    expect(await quantityOf(api.db, v.id)).toBe(4)
    const pushes = await api.db.selectFrom('stk_pushes').select('id').where('order_id', '=', first.body.order._id).execute()
    expect(pushes).toHaveLength(1)
  })

  it('parallel requests with the same key place one order', async () => {
    const v = await stockVariant(api.db, 5, 6)
    const replies = await Promise.all(Array.from({ length: 6 }, () => place(orderBody(v), { 'idempotency-key': 'key-parallel' })))
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(replies.map((r) => r.body.order._id)).size).toBe(1)
    expect(await quantityOf(api.db, v.id)).toBe(4)
  })

  it('the same key with a different cart is refused with 409', async () => {
    const v = await stockVariant(api.db, 5, 7)
    await place(orderBody(v), { 'idempotency-key': 'key-other-cart' })
    const other = orderBody(v) as any
    other.cart[0].variant.quantity = 2
    const res = await place(other, { 'idempotency-key': 'key-other-cart' })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'This order was already placed with a different cart' })
    expect(await quantityOf(api.db, v.id)).toBe(4)
  })

  it('refuses a malformed key', async () => {
    const v = await stockVariant(api.db, 5, 7)
    const res = await place(orderBody(v), { 'idempotency-key': 'has spaces and ✓' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toMatch(/Idempotency-Key/)
  })
})

describe('M-Pesa sandbox: the outcome by the phone number', () => {
  it('0 pays the order with a receipt, and records one warranty unit per phone sold', async () => {
    const v = await stockVariant(api.db, 5, 8)
    const res = await place(orderBody(v, { cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 2 } }] }))
    expect(res.body.order.status).toBe('pending_payment')
    expect(res.body.order.payment).toMatchObject({ state: 'pending', pushes: 1, paybill: { businessNumber: '174379', accountNumber: String(res.body.order.orderNumber) } })
    await untilPayment(res.body.order._id, 'paid')
    const order = await getOrder(res.body.order._id)
    expect(order.status).toBe('paid')
    expect(order.payment.receipt).toMatch(/^[A-Z0-9]{10}$/)
    const units = await api.db.selectFrom('sold_units').selectAll().where('order_id', '=', order._id).execute()
    expect(units).toHaveLength(2)
    for (const u of units) {
      expect(isValidImei(u.imei)).toBe(true)
      expect(u.model_id).toBe(v.model_id)
      const months = (u.warranty_until - u.sold_at) / (30.4 * 86_400_000)
      expect(Math.round(months)).toBe(12)
    }
  })

  it.each([
    ['0712340001', 1, 'insufficient', 20],
    ['0712341032', 1032, 'cancelled', 21],
    ['0712341037', 1037, 'cannot be reached', 22],
    ['0712342001', 2001, 'initiator', 23],
  ])('a phone ending like %s fails with ResultCode %i and a reason, and a retry can pay', async (phone, code, reason, offset) => {
    // A variant of its own: one customer may take at most 2 of a phone (issue 9).
    const v = await stockVariant(api.db, 5, offset)
    const res = await place(orderBody(v, {}, phone))
    const id = res.body.order._id
    await untilPayment(id, 'failed')
    const failed = await getOrder(id)
    expect(failed.status).toBe('pending_payment')
    expect(failed.payment.resultCode).toBe(code)
    expect(failed.payment.resultDesc.toLowerCase()).toContain(reason)
    expect(await quantityOf(api.db, v.id)).toBe(4)

    const retry = await api.request('POST', `/api/v1/shop_orders/${id}/stk_push`, { token, body: { phone: '0712345678' } })
    expect(retry.status).toBe(200)
    expect(retry.body.order.payment.pushes).toBe(2)
    await untilPayment(id, 'paid')
  })

  it('a phone ending in 0000 gets no callback: the push times out, and can be retried', async () => {
    const v = await stockVariant(api.db, 5, 10)
    const res = await place(orderBody(v, {}, '0712340000'))
    const id = res.body.order._id
    const early = await api.request('POST', `/api/v1/shop_orders/${id}/stk_push`, { token, body: { phone: '0712345678' } })
    expect(early.status).toBe(409)
    await untilPayment(id, 'timeout')
    expect((await getOrder(id)).status).toBe('pending_payment')
    const retry = await api.request('POST', `/api/v1/shop_orders/${id}/stk_push`, { token, body: { phone: '0712345678' } })
    expect(retry.status).toBe(200)
    await untilPayment(id, 'paid')
  })
})

describe('callbacks from Safaricom', () => {
  const token_ = () => api.services.config.mpesa.callbackToken
  const silentOrder = async (offset: number) => {
    const v = await stockVariant(api.db, 5, offset)
    const res = await place(orderBody(v, {}, '0712340000'))
    const push = await api.db.selectFrom('stk_pushes').selectAll().where('order_id', '=', res.body.order._id).executeTakeFirstOrThrow()
    return { order: res.body.order, push, v }
  }
  const success = (push: { checkout_request_id: string | null; merchant_request_id: string | null }, amount: number, receipt: string) => ({
    Body: { stkCallback: {
      MerchantRequestID: push.merchant_request_id, CheckoutRequestID: push.checkout_request_id, ResultCode: 0, ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: { Item: [{ Name: 'Amount', Value: amount }, { Name: 'MpesaReceiptNumber', Value: receipt }, { Name: 'Balance' }, { Name: 'TransactionDate', Value: 20261122201500 }, { Name: 'PhoneNumber', Value: 254712340000 }] },
    } },
  })

  it('a success with the wrong amount is ignored; the genuine one pays; a replay changes nothing', async () => {
    const { order, push } = await silentOrder(11)
    const wrong = await api.post(stkCallbackPath(token_()), success(push, order.total - 1, 'WRONG00001'))
    expect(wrong.status).toBe(200)
    expect((await getOrder(order._id)).status).toBe('pending_payment')

    await api.post(stkCallbackPath(token_()), success(push, order.total, 'RIGHT00001'))
    const paid = await getOrder(order._id)
    expect(paid).toMatchObject({ status: 'paid', payment: { state: 'paid', receipt: 'RIGHT00001' } })

    const replay = await api.post(stkCallbackPath(token_()), success(push, order.total, 'AGAIN00001'))
    expect(replay.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
    const failure = await api.post(stkCallbackPath(token_()), { Body: { stkCallback: { MerchantRequestID: 'x', CheckoutRequestID: push.checkout_request_id, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } })
    expect(failure.status).toBe(200)
    const after = await getOrder(order._id)
    expect(after).toMatchObject({ status: 'paid', payment: { state: 'paid', receipt: 'RIGHT00001' } })
    const units = await api.db.selectFrom('sold_units').select('imei').where('order_id', '=', order._id).execute()
    expect(units).toHaveLength(1)
  })

  it('a success without a receipt number is ignored', async () => {
    const { order, push } = await silentOrder(12)
    const body = success(push, order.total, 'X') as any
    body.Body.stkCallback.CallbackMetadata.Item = body.Body.stkCallback.CallbackMetadata.Item.filter((i: { Name: string }) => i.Name !== 'MpesaReceiptNumber')
    await api.post(stkCallbackPath(token_()), body)
    expect((await getOrder(order._id)).status).toBe('pending_payment')
  })

  it('a callback to a path without the secret token is not found and pays nothing', async () => {
    const { order, push } = await silentOrder(13)
    const res = await api.post(stkCallbackPath('guessed-token'), success(push, order.total, 'FAKE000001'))
    expect(res.status).toBe(404)
    expect((await getOrder(order._id)).status).toBe('pending_payment')
  })

  it('a malformed callback body gets 400, not 500', async () => {
    const res = await api.post(stkCallbackPath(token_()), { Body: { nothing: true } })
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
  })

  it('Paybill: validation accepts a pending order paid in full; the confirmation pays it once', async () => {
    const { order } = await silentOrder(14)
    const c2b = (amount: string, transId: string) => ({
      TransactionType: 'Pay Bill', TransID: transId, TransTime: '20261122201500', TransAmount: amount, BusinessShortCode: '174379',
      BillRefNumber: String(order.orderNumber), InvoiceNumber: '', OrgAccountBalance: '', ThirdPartyTransID: '', MSISDN: '2547 ***** 126', FirstName: 'AMINA',
    })
    expect((await api.post(c2bValidationPath(token_()), c2b(`${order.total}.00`, 'V1'))).body).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' })
    expect((await api.post(c2bValidationPath(token_()), c2b(`${order.total - 1}.00`, 'V2'))).body.ResultCode).toBe('C2B00013')
    expect((await api.post(c2bValidationPath(token_()), { ...c2b('10.00', 'V3'), BillRefNumber: '999999' })).body.ResultCode).toBe('C2B00012')

    const short = await api.post(c2bConfirmationPath(token_()), c2b(`${order.total - 1}.00`, 'SHORT00001'))
    expect(short.body).toEqual({ ResultCode: 0, ResultDesc: 'Success' })
    expect((await getOrder(order._id)).status).toBe('pending_payment')

    // Paid once the sandbox's Transaction Status result confirms the TransID (issue 9).
    await api.post(c2bConfirmationPath(token_()), c2b(`${order.total}.00`, 'PAYBILL001'))
    await eventually(async () => (await getOrder(order._id)).status === 'paid')
    expect(await getOrder(order._id)).toMatchObject({ status: 'paid', payment: { state: 'paid', receipt: 'PAYBILL001' } })
    await api.post(c2bConfirmationPath(token_()), c2b(`${order.total}.00`, 'PAYBILL001'))
    expect(await api.db.selectFrom('sold_units').select('imei').where('order_id', '=', order._id).execute()).toHaveLength(1)
  })
})

describe('reservations', () => {
  let short: CheckoutApi
  let shortToken: string
  beforeAll(async () => {
    // Reservations of 0.3 s; the timer sweeps rarely, so reading the order is what expires it.
    short = await startCheckoutApi({ reservationMs: 300, sweepMs: 600_000, stkTimeoutMs: 60_000 })
    shortToken = await short.signIn('0712000002')
  })
  afterAll(() => short.close())

  it('an unpaid order expires when read after its reservation, and its units come back exactly once', async () => {
    const v = await stockVariant(short.db, 4)
    const res = await short.request('POST', '/api/v1/confirm_order', { token: shortToken, body: orderBody(v, { cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 2 } }] }, '0712340000') })
    expect(res.status).toBe(200)
    expect(await quantityOf(short.db, v.id)).toBe(2)
    await new Promise((r) => setTimeout(r, 350))
    const [read1, read2] = await Promise.all([
      short.request('GET', `/api/v1/shop_orders/${res.body.order._id}`, { token: shortToken }),
      short.request('GET', '/api/v1/shop_orders', { token: shortToken }),
    ])
    expect(read1.body.order.status).toBe('expired')
    expect(read2.body.orders[0].status).toBe('expired')
    expect(await sweepExpired(short.db)).toBe(0)
    expect(await quantityOf(short.db, v.id)).toBe(4)
    const retry = await short.request('POST', `/api/v1/shop_orders/${res.body.order._id}/stk_push`, { token: shortToken, body: { phone: '0712345678' } })
    expect(retry.status).toBe(409)
    expect(retry.body.msg).toBe('This order has expired. Please place it again')
  })

  it('the coupon use comes back with the units', async () => {
    const v = await stockVariant(short.db, 4, 1)
    const used = async () => (await short.db.selectFrom('coupons').select('used').where('code', '=', 'KARIBU1000').executeTakeFirstOrThrow()).used
    const before = await used()
    await short.request('POST', '/api/v1/confirm_order', { token: shortToken, body: orderBody(v, { code: 'KARIBU1000' }, '0712340000') })
    expect(await used()).toBe(before + 1)
    await new Promise((r) => setTimeout(r, 350))
    await sweepExpired(short.db)
    expect(await used()).toBe(before)
  })

  it('an M-Pesa payment that arrives after the reservation lapsed still sells the units if they are there', async () => {
    const v = await stockVariant(short.db, 3, 2)
    const res = await short.request('POST', '/api/v1/confirm_order', { token: shortToken, body: orderBody(v, {}, '0712340000') })
    const push = await short.db.selectFrom('stk_pushes').selectAll().where('order_id', '=', res.body.order._id).executeTakeFirstOrThrow()
    await new Promise((r) => setTimeout(r, 350))
    await sweepExpired(short.db)
    expect(await quantityOf(short.db, v.id)).toBe(3)
    await short.post(stkCallbackPath(short.services.config.mpesa.callbackToken), { Body: { stkCallback: {
      MerchantRequestID: push.merchant_request_id, CheckoutRequestID: push.checkout_request_id, ResultCode: 0, ResultDesc: 'ok',
      CallbackMetadata: { Item: [{ Name: 'Amount', Value: res.body.order.total }, { Name: 'MpesaReceiptNumber', Value: 'LATE000001' }] },
    } } })
    const order = (await short.request('GET', `/api/v1/shop_orders/${res.body.order._id}`, { token: shortToken })).body.order
    expect(order).toMatchObject({ status: 'paid', payment: { receipt: 'LATE000001' } })
    expect(await quantityOf(short.db, v.id)).toBe(2)
  })

  it('the timer expires reservations without anyone reading', async () => {
    const timed = await startCheckoutApi({ reservationMs: 100, sweepMs: 50 })
    try {
      const t = await timed.signIn('0712000003')
      const v = await stockVariant(timed.db, 1)
      const res = await timed.request('POST', '/api/v1/confirm_order', { token: t, body: orderBody(v, {}, '0712340000') })
      expect(res.status).toBe(200)
      expect(await quantityOf(timed.db, v.id)).toBe(0)
      await eventually(async () => (await quantityOf(timed.db, v.id)) === 1)
    } finally {
      await timed.close()
    }
  })
})
