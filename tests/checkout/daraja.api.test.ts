/**
 * The `daraja` M-Pesa provider against a local fake of Daraja's HTTP API (tests/fakes/daraja.ts):
 * OAuth, the password and timestamp, the processrequest body, the status query, and a whole order
 * paid through Daraja's callback over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { darajaMpesa, darajaPassword, DarajaError } from '@server/providers/mpesa/daraja'
import { startFakeDaraja, type FakeDaraja, testDarajaCreds } from '../fakes/daraja'
import { eventually, startCheckoutApi, stockVariant, type CheckoutApi } from '../support/checkout-harness'

const creds = testDarajaCreds

let fake: FakeDaraja
beforeAll(async () => {
  fake = await startFakeDaraja(creds)
})
afterAll(() => fake.close())

// 2026-11-22 17:05:09 UTC is 20:05:09 in Nairobi.
const fixedNow = () => new Date(Date.UTC(2026, 10, 22, 17, 5, 9))
const provider = (over: Partial<Parameters<typeof darajaMpesa>[0]> = {}) =>
  darajaMpesa({ baseUrl: fake.baseUrl, ...creds, callbackUrl: 'https://simu.example/api/payments/stk/secret', now: fixedNow, ...over })

describe('the Daraja provider', () => {
  it('gets an OAuth token with Basic auth once, and sends the STK push with the password and a Nairobi timestamp', async () => {
    const before = fake.tokensIssued()
    const mpesa = provider()
    const reply = await mpesa.stkPush({ phone: '+254712345678', amount: 8700, accountReference: '1001', description: 'Simu 1001' })
    expect(reply.ResponseCode).toBe('0')
    expect(reply.CheckoutRequestID).toMatch(/^ws_CO_/)
    expect(reply.CustomerMessage).toBe('Success. Request accepted for processing')

    const oauth = fake.requests.filter((r) => r.path.startsWith('/oauth'))
    expect(oauth.at(-1)).toMatchObject({
      path: '/oauth/v1/generate?grant_type=client_credentials',
      authorization: `Basic ${Buffer.from('ck_test_123:cs_test_456').toString('base64')}`,
    })
    const push = fake.requests.at(-1)!
    expect(push.path).toBe('/mpesa/stkpush/v1/processrequest')
    expect(push.authorization).toMatch(/^Bearer tok_/)
    expect(push.body).toEqual({
      BusinessShortCode: '174379',
      Password: Buffer.from(`174379${creds.passkey}20261122200509`).toString('base64'),
      Timestamp: '20261122200509',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 8700,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: 'https://simu.example/api/payments/stk/secret',
      AccountReference: '1001',
      TransactionDesc: 'Simu 1001',
    })
    expect(darajaPassword('174379', creds.passkey, '20261122200509')).toBe(push.body.Password)

    // The token is cached until it expires.
    await mpesa.stkPush({ phone: '+254712345678', amount: 100, accountReference: '1002', description: 'Simu 1002' })
    expect(fake.tokensIssued()).toBe(before + 1)
  })

  it('fetches a new token once when Daraja no longer accepts the cached one', async () => {
    const mpesa = provider()
    await mpesa.stkPush({ phone: '+254712345678', amount: 100, accountReference: '1', description: 'x' })
    const before = fake.tokensIssued()
    fake.revokeTokens()
    const reply = await mpesa.stkPush({ phone: '+254712345678', amount: 100, accountReference: '2', description: 'x' })
    expect(reply.ResponseCode).toBe('0')
    expect(fake.tokensIssued()).toBe(before + 1)
  })

  it('rejects with Daraja\'s message when the credentials are wrong', async () => {
    await expect(provider({ consumerSecret: 'wrong' }).stkPush({ phone: '+254712345678', amount: 1, accountReference: '1', description: 'x' }))
      .rejects.toThrow(/HTTP 400/)
  })

  it('rejects a push Daraja refuses (a wrong passkey makes a wrong password)', async () => {
    const err = await provider({ passkey: 'not-the-passkey' }).stkPush({ phone: '+254712345678', amount: 1, accountReference: '1', description: 'x' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DarajaError)
    expect((err as Error).message).toContain('Invalid Password')
  })

  it('queries a push: still processing, then its ResultCode', async () => {
    const mpesa = provider()
    const { CheckoutRequestID } = await mpesa.stkPush({ phone: '+254712345678', amount: 50, accountReference: '7', description: 'x' })
    expect(await mpesa.query(CheckoutRequestID)).toEqual({ state: 'pending', desc: 'The transaction is being processed' })
    const query = fake.requests.at(-1)!
    expect(query.path).toBe('/mpesa/stkpushquery/v1/query')
    expect(query.body).toEqual({ BusinessShortCode: '174379', Password: Buffer.from(`174379${creds.passkey}20261122200509`).toString('base64'), Timestamp: '20261122200509', CheckoutRequestID })
    fake.pushes.get(CheckoutRequestID)!.result = { code: 1032, desc: 'Request cancelled by user' }
    expect(await mpesa.query(CheckoutRequestID)).toEqual({ state: 'done', resultCode: 1032, resultDesc: 'Request cancelled by user' })
  })
})

describe('an order paid through Daraja', () => {
  let api: CheckoutApi
  let token: string
  beforeAll(async () => {
    api = await startCheckoutApi({ provider: 'daraja', darajaBaseUrl: fake.baseUrl, ...creds, stkTimeoutMs: 60_000 }, { listen: true })
    token = await api.signIn('0712000500')
  })
  afterAll(() => api.close())

  const placeOrder = async (offset: number) => {
    const v = await stockVariant(api.db, 2, offset)
    const res = await api.request('POST', '/api/v1/confirm_order', { token, body: {
      shipping: { method: 'dropoff', name: 'Ngong Rd 5, Nairobi' },
      paymentMethod: { method: 'mpesa', phone: '0712 345 678', email: 'amina@example.com', clientName: 'Amina' },
      cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
    } })
    expect(res.status).toBe(200)
    const push = fake.requests.at(-1)!
    return { order: res.body.order, checkoutRequestId: [...fake.pushes.values()].at(-1)!.CheckoutRequestID, push }
  }

  it('pushes to the customer with our secret callback URL, and Daraja\'s callback pays the order', async () => {
    const { order, checkoutRequestId, push } = await placeOrder(0)
    expect(push.body.CallBackURL).toBe(`${api.origin}/api/payments/stk/${api.services.config.mpesa.callbackToken}`)
    expect(push.body.Amount).toBe(order.total)
    expect(push.body.AccountReference).toBe(String(order.orderNumber))
    expect(await fake.complete(checkoutRequestId, 0, { receipt: 'NLJ7RT61SV' })).toBe(200)
    await eventually(async () => (await api.request('GET', `/api/v1/shop_orders/${order._id}`, { token })).body.order.status === 'paid')
    const paid = (await api.request('GET', `/api/v1/shop_orders/${order._id}`, { token })).body.order
    expect(paid.payment).toMatchObject({ state: 'paid', receipt: 'NLJ7RT61SV', resultCode: 0 })
  })

  it('a cancelled push fails the payment with Daraja\'s reason', async () => {
    const { order, checkoutRequestId } = await placeOrder(1)
    await fake.complete(checkoutRequestId, 1032)
    const read = (await api.request('GET', `/api/v1/shop_orders/${order._id}`, { token })).body.order
    expect(read.status).toBe('pending_payment')
    expect(read.payment).toMatchObject({ state: 'failed', resultCode: 1032, resultDesc: 'Request cancelled by user' })
  })
})

describe('a Daraja push with no callback', () => {
  let api: CheckoutApi
  let token: string
  beforeAll(async () => {
    api = await startCheckoutApi({ provider: 'daraja', darajaBaseUrl: fake.baseUrl, ...creds, stkTimeoutMs: 200 }, { listen: true })
    token = await api.signIn('0712000501')
  })
  afterAll(() => api.close())

  const place = async (offset: number) => {
    const v = await stockVariant(api.db, 2, offset)
    const res = await api.request('POST', '/api/v1/confirm_order', { token, body: {
      shipping: { method: 'dropoff', name: 'Ngong Rd 5, Nairobi' },
      paymentMethod: { method: 'mpesa', phone: '0712345678', email: 'amina@example.com', clientName: 'Amina' },
      cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
    } })
    return { id: res.body.order._id as string, checkoutRequestId: [...fake.pushes.values()].at(-1)!.CheckoutRequestID }
  }
  const read = async (id: string) => (await api.request('GET', `/api/v1/shop_orders/${id}`, { token })).body.order

  it('is asked about with stkpushquery after the timeout and shows as timed out while Daraja is still processing', async () => {
    const { id, checkoutRequestId } = await place(2)
    await eventually(async () => (await read(id)).payment.state === 'timeout')
    expect(fake.requests.some((r) => r.path === '/mpesa/stkpushquery/v1/query' && r.body.CheckoutRequestID === checkoutRequestId)).toBe(true)
  })

  it('shows the failure stkpushquery reports', async () => {
    const { id, checkoutRequestId } = await place(3)
    fake.pushes.get(checkoutRequestId)!.result = { code: 1037, desc: 'DS timeout user cannot be reached' }
    await eventually(async () => (await read(id)).payment.state === 'failed')
    expect((await read(id)).payment).toMatchObject({ resultCode: 1037 })
  })

  it('refuses M-Pesa for a Tanzanian order (Daraja is Kenyan M-Pesa)', async () => {
    const v = await stockVariant(api.db, 2, 4)
    const res = await api.request('POST', '/api/v1/confirm_order', { token, headers: { country: 'tz' }, body: {
      shipping: { method: 'dropoff', name: 'Msimbazi St' },
      paymentMethod: { method: 'mpesa', phone: '0754123456', email: 'amina@example.com', clientName: 'Amina' },
      cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
    } })
    expect(res.status).toBe(400)
    // A Tanzanian request without Accept-Language is answered in Swahili (issue 10); the code is the same in both.
    expect(res.body).toMatchObject({ code: 'mpesa_kenya_only', msg: 'Malipo ya M-Pesa kwa STK push yanapatikana Kenya tu. Tafadhali chagua njia nyingine ya kulipa' })
  })
})
