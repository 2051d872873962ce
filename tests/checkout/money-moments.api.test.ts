/**
 * Issue 10, what the server decides at the money moments: a cart belongs to one country (a cart shown
 * in Ksh is never charged in Tzs), the amount pushed is the amount on screen, the same Idempotency-Key
 * (kept across a reload) answers the same order, and a phone that ran out is told as a stock conflict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quantityOf, startCheckoutApi, stockVariant, type CheckoutApi } from '../support/checkout-harness'

let api: CheckoutApi
beforeAll(async () => {
  api = await startCheckoutApi()
})
afterAll(() => api.close())

type Variant = Awaited<ReturnType<typeof stockVariant>>
let seq = 300
const customer = () => api.customer(`0712${String(seq++).padStart(6, '0')}`)
const body = (v: Variant, extra: Record<string, unknown> = {}, variant: Record<string, unknown> = {}) => ({
  shipping: { method: 'dropoff', name: 'Kenyatta Ave 10, Nairobi' },
  paymentMethod: { method: 'mpesa', phone: '0712345678', email: 'amina@example.com', clientName: 'Amina Otieno' },
  cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1, ...variant } }],
  ...extra,
})
const place = (b: unknown, token: string, headers: Record<string, string> = {}) => api.request('POST', '/api/v1/confirm_order', { token, body: b, headers })
const ordersOf = async (token: string) => (await api.request('GET', '/api/v1/shop_orders', { token })).body.orders as { _id: string; total: number; currency: string }[]
const kes = (v: Variant) => (v.disc_kes > 0 ? v.disc_kes : v.sale_kes)

describe('a cart belongs to one country (issue 10 point 3)', () => {
  it('refuses with 409 a Kenyan cart (Ksh) sent as a Tanzanian order, in the page language, and holds no phone', async () => {
    const v = await stockVariant(api.db, 5, 3)
    const token = await customer()
    const res = await place(body(v, { paymentMethod: { method: 'mpesa', phone: '0754123456', email: 'a@b.co', clientName: 'Amina' } }, { currency: 'KES' }), token, { country: 'tz', 'accept-language': 'sw' })
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('Kikapu chako kina bei za Ksh, lakini oda hii ni ya Tanzania. Baki na kikapu chako ulipie katika nchi kilikotoka, au kiondoe ununue hapa.')
    expect(await quantityOf(api.db, v.id)).toBe(5)
    expect(await api.db.selectFrom('stk_pushes').select('id').where('amount', '=', v.sale_tzs).execute()).toEqual([])
    const en = await place(body(v, {}, { currency: 'KES' }), token, { country: 'tz', 'accept-language': 'en' })
    expect(en.body.msg).toMatch(/^Your cart is priced in Ksh, but this order is for Tanzania\./)
  })

  it('refuses with 409 a phone with no price in the request country', async () => {
    const v = await stockVariant(api.db, 5, 4)
    await api.db.updateTable('shop_variants').set({ sale_kes: 0, disc_kes: 0 }).where('id', '=', v.id).execute()
    try {
      const res = await place(body(v, {}, { currency: 'KES' }), await customer())
      expect(res.status).toBe(409)
      expect(res.body.msg).toMatch(/ is not sold in Kenya\. Please remove it from your cart\.$/)
      expect(await quantityOf(api.db, v.id)).toBe(5)
    } finally {
      await api.db.updateTable('shop_variants').set({ sale_kes: v.sale_kes, disc_kes: v.disc_kes }).where('id', '=', v.id).execute()
    }
  })

  it('pushes exactly the total on screen, and refuses (409, nothing held, no push) a total that is not the server\'s', async () => {
    const v = await stockVariant(api.db, 5, 5)
    const token = await customer()
    const wrong = await place(body(v, { total: kes(v) - 1000 }, { currency: 'KES' }), token)
    expect(wrong.status).toBe(409)
    expect(wrong.body.msg).toBe(`The total of your order is now Ksh ${kes(v).toLocaleString('en-KE')}, not the Ksh ${(kes(v) - 1000).toLocaleString('en-KE')} shown. Please check your cart and place the order again.`)
    expect(await quantityOf(api.db, v.id)).toBe(5)
    expect(await ordersOf(token)).toEqual([])
    const right = await place(body(v, { total: kes(v) }, { currency: 'KES' }), token)
    expect(right.status).toBe(200)
    const push = await api.db.selectFrom('stk_pushes').select(['amount']).where('order_id', '=', right.body.order._id).executeTakeFirstOrThrow()
    expect(Number(push.amount)).toBe(kes(v))
    expect(right.body.order).toMatchObject({ total: kes(v), currency: 'KES' })
  })
})

describe('the same cart after a reload (issue 10 point 4)', () => {
  it('the same Idempotency-Key and body answer the same order: one phone held, one push', async () => {
    const v = await stockVariant(api.db, 5, 6)
    const token = await customer()
    const b = body(v, { total: kes(v) }, { currency: 'KES' })
    const first = await place(b, token, { 'idempotency-key': 'reload-key-1' })
    const again = await place(b, token, { 'idempotency-key': 'reload-key-1' })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body.order._id).toBe(first.body.order._id)
    expect(await quantityOf(api.db, v.id)).toBe(4)
    expect(await ordersOf(token)).toHaveLength(1)
    expect(await api.db.selectFrom('stk_pushes').select('id').where('order_id', '=', first.body.order._id).execute()).toHaveLength(1)
  })
})

describe('a phone that ran out (issue 10 point 7)', () => {
  it('is a 409 naming the phone, in Swahili on a sw request', async () => {
    const v = await stockVariant(api.db, 0, 7)
    const res = await place(body(v, {}, { currency: 'KES' }), await customer(), { 'accept-language': 'sw' })
    expect(res.status).toBe(409)
    expect(res.body.msg).toMatch(/^.+ \(.+\) imeisha dukani\.$/)
  })
})
