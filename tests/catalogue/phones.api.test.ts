/**
 * Issue 9 point 6: a number no mobile operator holds (Kenya 015x and 019x, Tanzania 011x, Uganda 011x
 * and 061x) or a landline is refused with 400 and the country's example before anything is sent: no
 * SMS code, no M-Pesa push, no order, no stored row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quantityOf, startCheckoutApi, stockVariant, type CheckoutApi } from '../support/checkout-harness'

let api: CheckoutApi
beforeAll(async () => {
  api = await startCheckoutApi()
})
afterAll(() => api.close())

// Each request has its own client address, so no per-network limit decides an outcome here.
let ipSeq = 0
const newIp = () => `10.66.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`
const post = (url: string, body: unknown, { token, country }: { token?: string; country?: string } = {}) =>
  api.request('POST', url, { body, token, headers: { 'x-forwarded-for': newIp(), ...(country ? { country } : {}) } })

const codesFor = (phone: string) => api.db.selectFrom('otp_codes').select('id').where('phone', '=', phone).execute()

describe('asking for a sign-in code (send_otp) for a number that is not a mobile number', () => {
  it.each([
    ['Kenya 019x', '0195 123 456', 'ke', '+254195123456', 'enter a KE mobile number such as 0712 345 678'],
    ['Kenya 015x', '+254 152 123 456', 'ke', '+254152123456', 'enter a KE mobile number such as 0712 345 678'],
    ['a Nairobi landline', '020 2345678', 'ke', '+254202345678', 'enter a KE mobile number such as 0712 345 678'],
    ['Tanzania 011x', '0112 345 678', 'tz', '+255112345678', 'enter a TZ mobile number such as 0754 123 456'],
    ['Uganda 061x', '0612 345 678', 'ug', '+256612345678', 'enter a UG mobile number such as 0772 123 456'],
    ['Uganda 011x', '256112345678', 'ug', '+256112345678', 'enter a UG mobile number such as 0772 123 456'],
  ])('is refused with 400 and an example, and no code is texted or stored (%s)', async (_, typed, country, e164, example) => {
    const res = await post('/api/v1/send_otp', { phone: typed, country })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: `phone number is not valid: ${example}` })
    expect(api.lastSms(e164)).toBeUndefined()
    expect(await codesFor(e164)).toEqual([])
  })

  it('still texts a code to Safaricom\'s newer 011x range', async () => {
    const res = await post('/api/v1/send_otp', { phone: '0110 123 456' })
    expect(res.status).toBe(200)
    expect(api.lastSms('+254110123456')).toMatch(/Your Simu code is \d{6}/)
  })
})

describe('the sign-up pop-up (popup_form) with a number that is not a mobile number', () => {
  it('is refused in Kiswahili with the Tanzanian example, and nothing is stored', async () => {
    const res = await post('/api/v1/popup_form', { fname: 'Neema', phone: '0112 345 678' }, { country: 'tz' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Weka namba ya simu ya mkononi ya Tanzania, kwa mfano 0754 123 456' })
    expect(await api.db.selectFrom('popup_forms').select('id').where('phone', '=', '+255112345678').execute()).toEqual([])
  })
})

describe('an M-Pesa order (confirm_order) to a number that is not a mobile number', () => {
  it('is refused with 400 before any unit is reserved or any push is sent', async () => {
    const token = await api.signIn('0712 660 001')
    const v = await stockVariant(api.db, 5)
    const res = await post('/api/v1/confirm_order', {
      shipping: { method: 'dropoff', name: 'Kenyatta Ave 10, Nairobi' },
      paymentMethod: { method: 'mpesa', phone: '0195 123 456', email: 'amina@example.com', clientName: 'Amina Otieno' },
      cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
    }, { token })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('phone number is not valid: enter a KE mobile number such as 0712 345 678')
    expect(await quantityOf(api.db, v.id)).toBe(5)
    expect(await api.db.selectFrom('stk_pushes').select('id').where('phone', '=', '+254195123456').execute()).toEqual([])
    expect(await api.db.selectFrom('shop_orders').select('id').where('customer_phone', '=', '+254195123456').execute()).toEqual([])
  })
})
