/**
 * Trade-in tracking over the real API (issue 3 item 4): the seller's calls (schedule_pickup,
 * choose_store, cancel_trade_in, accept_revision, decline_revision, update_payout), the reads
 * (quotes with their trade-in, pickup_slots, drop_off_stores, invoices, latest_payout), and the
 * staff's ops CLI functions that move a trade-in through inspection, revision and payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questions } from '@core/domain/questions'
import { runOps } from '@server/ops'
import { confirmOffer, inspect, markPaid, reviseOffer } from '@server/sell/service'
import { ownPage, siteToken, startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const modelID = 'iphone-12-pro'
const variantID = 'iphone-12-pro-6-128'
const perfect = Object.fromEntries(questions.map((q) => [q.key, q.expected]))
const imei = '490154203237518'

let seq = 0
interface Seller { token: string; userId: string; phone: string }
/** A new seller signed in with a code, in Kenya (0713...) or Tanzania (0754...). */
async function signIn(country: 'ke' | 'tz' = 'ke'): Promise<Seller> {
  const n = String(seq++).padStart(3, '0')
  const local = country === 'ke' ? `0713400${n}` : `0754400${n}`
  const phone = `+${country === 'ke' ? '254' : '255'}${local.slice(1)}`
  const headers = { 'x-forwarded-for': `10.40.${seq}.1`, country }
  expect((await api.request('POST', '/api/v1/send_otp', { body: { phone: local }, headers })).status).toBe(200)
  // Signed in on Simu's own page: a site session, which may change the payout number.
  const res = await api.request('POST', '/api/v1/verify_otp', { body: { phone: local, random: api.lastCode(phone) }, headers: { ...headers, ...ownPage } })
  expect(res.status).toBe(200)
  return { token: siteToken(res.headers), userId: res.body.userId, phone }
}

/** A fresh quote (price locked for 7 days) for this seller. */
async function quote(s: Seller, country: 'ke' | 'tz' = 'ke', answers: Record<string, string> = {}) {
  const res = await api.request('POST', '/api/v1/calculate', { body: { modelID, variantID, ...perfect, ...answers }, token: s.token, headers: { country } })
  expect(res.status).toBe(200)
  return res.body.quote as { _id: string; offer: number; maxPrice: number; currency: string }
}

async function firstSlot() {
  const res = await api.request('GET', '/api/v1/pickup_slots')
  return { date: res.body.days[0].date as string, slot: 'morning' as const }
}

const post = (path: string, s: Seller | undefined, body?: unknown) => api.request('POST', `/api/v1/${path}`, { token: s?.token, body })
const read = (id: string, s: Seller) => api.request('GET', `/api/v1/quotes/${id}`, { token: s.token })
const expire = (id: string) => api.db.updateTable('quotes').set({ expires_at: Date.now() - 1000 }).where('id', '=', id).execute()
const pickupBody = async () => ({ address: 'Kimathi House, 3rd floor, Nairobi', ...(await firstSlot()) })

let references = 0
/** Books a pickup and runs the staff steps up to the given point. */
async function tradeInAt(s: Seller, point: 'pickup' | 'inspected' | 'revised' | 'confirmed' | 'paid', answers: Record<string, string> = {}) {
  const q = await quote(s, 'ke', answers)
  expect((await post(`schedule_pickup/${q._id}`, s, await pickupBody())).status).toBe(200)
  if (point === 'pickup') return q
  await inspect(api.db, 'amina', q._id, { imei })
  if (point === 'inspected') return q
  if (point === 'revised') {
    await reviseOffer(api.db, 'amina', q._id, { reasons: ['brokenScreen'] })
    return q
  }
  await confirmOffer(api.db, 'amina', q._id)
  if (point === 'confirmed') return q
  await markPaid(api.db, 'amina', q._id, { reference: `QK${String(++references).padStart(6, '0')}X` })
  return q
}

let seller: Seller
let other: Seller
beforeAll(async () => {
  seller = await signIn()
  other = await signIn()
})

describe('GET quotes and quotes/:id now carry the trade-in', () => {
  it('shows a new quote as quoted: the quote step on the timeline, and what the seller can do next', async () => {
    const q = await quote(seller)
    const res = await read(q._id, seller)
    expect(res.status).toBe(200)
    const t = res.body.quote.tradeIn
    expect(res.body.quote.status).toBe('quoted')
    expect(t.state).toBe('quoted')
    expect(t.lockExpired).toBe(false)
    expect(t.agreedOffer).toBe(q.offer)
    expect(t.events.map((e: { type: string }) => e.type)).toEqual(['quoted'])
    expect(t.nextActions).toEqual(['schedule_pickup', 'choose_store', 'cancel', 'update_payout'])
    expect(t).toMatchObject({ pickup: null, store: null, inspection: null, revision: null, invoice: null })
    // Paid to the seller's own phone by M-Pesa until they change it.
    expect(t.payout).toMatchObject({ method: 'mpesa', methods: ['mpesa', 'airtel_money'], number: seller.phone, reference: null, paidAt: null })
    const list = await api.request('GET', '/api/v1/quotes', { token: seller.token })
    expect(list.body.quotes.find((x: { _id: string }) => x._id === q._id).tradeIn.state).toBe('quoted')
  })

  it('offers nothing to do on an expired quote', async () => {
    const q = await quote(seller)
    await expire(q._id)
    const t = (await read(q._id, seller)).body.quote.tradeIn
    expect(t.state).toBe('expired')
    expect(t.lockExpired).toBe(true)
    expect(t.nextActions).toEqual([])
  })
})

describe('GET pickup_slots', () => {
  it('offers morning and afternoon from tomorrow for 7 days, Sundays closed (East Africa Time)', async () => {
    const res = await api.request('GET', '/api/v1/pickup_slots')
    expect(res.status).toBe(200)
    const days = res.body.days as { date: string; weekday: number; slots: string[] }[]
    expect(days).toHaveLength(6)
    const todayEat = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const tomorrow = new Date(Date.parse(`${todayEat}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect([tomorrow, new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)]).toContain(days[0]!.date)
    for (const d of days) {
      expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).toBe(d.weekday)
      expect(d.weekday).not.toBe(0)
      expect(d.slots).toEqual(['morning', 'afternoon'])
    }
  })
})

describe('GET drop_off_stores', () => {
  it("lists Simu's own and the Samsung stores in Kenya, each place once, with opening hours and position", async () => {
    const res = await api.request('GET', '/api/v1/drop_off_stores', { headers: { country: 'ke' } })
    expect(res.status).toBe(200)
    const stores = res.body.stores as { _id: string; store_name: string; store_location: string; region: string; openingHours: string; lat: number }[]
    expect(stores[0]!._id).toMatch(/^simu-/)
    expect(stores.some((s) => s._id.startsWith('samsung-'))).toBe(true)
    const places = stores.map((s) => `${s.store_name}|${s.store_location}`)
    expect(new Set(places).size).toBe(places.length)
    expect(new Set(stores.map((s) => s.region))).toEqual(new Set(['Nairobi', 'Mombasa', 'Eldoret', 'Nakuru', 'Kisumu area', 'Kitengela', 'Meru']))
    for (const s of stores) expect(s.openingHours).not.toBe('')
  })

  it("lists only Tanzania's stores in Tanzania", async () => {
    const res = await api.request('GET', '/api/v1/drop_off_stores', { headers: { country: 'tz' } })
    expect(res.body.stores.map((s: { _id: string }) => s._id).sort()).toEqual(['simu-arusha', 'simu-kariakoo'])
  })

  it("takes the trade-in's country as ?country= whatever page the seller is on, and refuses an unknown one", async () => {
    const res = await api.request('GET', '/api/v1/drop_off_stores?country=ug', { headers: { country: 'ke' } })
    expect(res.body.stores.map((s: { _id: string }) => s._id).sort()).toEqual(['simu-entebbe', 'simu-kampala-acacia-mall'])
    const bad = await api.request('GET', '/api/v1/drop_off_stores?country=fr')
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('country: country must be one of ke, tz, ug')
  })
})

describe('POST schedule_pickup/:id', () => {
  it('books the pickup: the state, the booking and a timeline step', async () => {
    const q = await quote(seller)
    const body = await pickupBody()
    const res = await post(`schedule_pickup/${q._id}`, seller, { ...body, address: '  Kimathi House, 3rd floor, Nairobi  ' })
    expect(res.status).toBe(200)
    const t = res.body.quote.tradeIn
    expect(res.body.quote.status).toBe('pickup_scheduled')
    expect(t.state).toBe('pickup_scheduled')
    expect(t.pickup).toEqual({ address: 'Kimathi House, 3rd floor, Nairobi', date: body.date, slot: 'morning' })
    expect(t.events.at(-1)).toMatchObject({ type: 'pickup_scheduled', data: { date: body.date, slot: 'morning' } })
    expect(t.nextActions).toEqual(['schedule_pickup', 'choose_store', 'cancel', 'update_payout'])
    const stored = await api.db.selectFrom('trade_in_events').select(['type', 'actor']).where('quote_id', '=', q._id).execute()
    expect(stored).toEqual([{ type: 'pickup_scheduled', actor: 'seller' }])
  })

  it('moves the booking to another slot', async () => {
    const q = await quote(seller)
    const body = await pickupBody()
    await post(`schedule_pickup/${q._id}`, seller, body)
    const res = await post(`schedule_pickup/${q._id}`, seller, { ...body, slot: 'afternoon' })
    expect(res.status).toBe(200)
    expect(res.body.quote.tradeIn.pickup.slot).toBe('afternoon')
  })

  it.each([
    ['no address', { address: '   ' }, 'address: this field is required'],
    ['a date that is not a day', { date: 'tomorrow' }, 'date: date must be a day written YYYY-MM-DD'],
    ['an unknown slot', { slot: 'evening' }, "slot: slot must be 'morning' or 'afternoon'"],
    ['an address of 201 characters', { address: 'x'.repeat(201) }, 'address: at most 200 characters'],
  ])('refuses %s with 400', async (_, change, message) => {
    const q = await quote(seller)
    const res = await post(`schedule_pickup/${q._id}`, seller, { ...(await pickupBody()), ...change })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: message })
    expect((await read(q._id, seller)).body.quote.tradeIn.state).toBe('quoted')
  })

  it('refuses a day that is not offered (today, a Sunday, too far ahead) with 400', async () => {
    const q = await quote(seller)
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const sunday = (() => {
      const d = new Date(Date.parse(`${today}T00:00:00Z`))
      do d.setUTCDate(d.getUTCDate() + 1)
      while (d.getUTCDay() !== 0)
      return d.toISOString().slice(0, 10)
    })()
    const far = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
    for (const date of [today, sunday, far]) {
      const res = await post(`schedule_pickup/${q._id}`, seller, { address: 'Westlands', date, slot: 'morning' })
      expect(res.status, date).toBe(400)
      expect(res.body.msg).toBe('That pickup day or slot is not available: choose one of the offered slots')
    }
  })

  it("answers 404 for another seller's quote and for an unknown id, alike", async () => {
    const q = await quote(seller)
    const body = await pickupBody()
    const theirs = await post(`schedule_pickup/${q._id}`, other, body)
    const unknown = await post('schedule_pickup/no-such-quote', other, body)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(unknown.body)
    expect((await read(q._id, seller)).body.quote.tradeIn.state).toBe('quoted')
  })

  it('answers 401 without a token', async () => {
    const q = await quote(seller)
    expect((await post(`schedule_pickup/${q._id}`, undefined, await pickupBody())).status).toBe(401)
  })

  it('refuses an expired quote with 409', async () => {
    const q = await quote(seller)
    await expire(q._id)
    const res = await post(`schedule_pickup/${q._id}`, seller, await pickupBody())
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('This estimate has expired: get a new estimate')
  })

  it('refuses a change of booking once the price lock has run out, but still lets the seller cancel', async () => {
    const q = await tradeInAt(seller, 'pickup')
    await expire(q._id)
    expect((await post(`schedule_pickup/${q._id}`, seller, await pickupBody())).status).toBe(409)
    expect((await read(q._id, seller)).body.quote.tradeIn.nextActions).toEqual(['cancel', 'update_payout'])
    expect((await post(`cancel_trade_in/${q._id}`, seller)).status).toBe(200)
  })

  it('refuses with 409 once the phone has been inspected', async () => {
    const q = await tradeInAt(seller, 'inspected')
    const res = await post(`schedule_pickup/${q._id}`, seller, await pickupBody())
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('Not possible now: this trade-in is inspected')
  })
})

describe('POST choose_store/:id', () => {
  it('records the store, replacing a pickup, and shows the store on the trade-in', async () => {
    const q = await tradeInAt(seller, 'pickup')
    const res = await post(`choose_store/${q._id}`, seller, { storeId: 'simu-westlands' })
    expect(res.status).toBe(200)
    const t = res.body.quote.tradeIn
    expect(t.state).toBe('dropoff_chosen')
    expect(t.pickup).toBeNull()
    expect(t.store).toMatchObject({ _id: 'simu-westlands', store_name: 'Simu Westlands', region: 'Nairobi' })
    expect(t.events.at(-1)).toMatchObject({ type: 'dropoff_chosen', data: { storeId: 'simu-westlands', storeName: 'Simu Westlands' } })
  })

  it("refuses a store of another country, or none, with 400", async () => {
    const q = await quote(seller)
    const res = await post(`choose_store/${q._id}`, seller, { storeId: 'simu-kariakoo' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('That store does not take trade-ins in your country: choose one from the list')
    expect((await post(`choose_store/${q._id}`, seller, {})).status).toBe(400)
  })

  it("answers 404 for another seller's quote", async () => {
    const q = await quote(seller)
    expect((await post(`choose_store/${q._id}`, other, { storeId: 'simu-westlands' })).status).toBe(404)
  })

  it('refuses with 409 once paid, and an expired quote with 409', async () => {
    const paid = await tradeInAt(seller, 'paid')
    expect((await post(`choose_store/${paid._id}`, seller, { storeId: 'simu-westlands' })).status).toBe(409)
    const q = await quote(seller)
    await expire(q._id)
    const res = await post(`choose_store/${q._id}`, seller, { storeId: 'simu-westlands' })
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('This estimate has expired: get a new estimate')
  })
})

describe('POST cancel_trade_in/:id', () => {
  it('cancels before inspection; nothing more can be done afterwards', async () => {
    const q = await tradeInAt(seller, 'pickup')
    const res = await post(`cancel_trade_in/${q._id}`, seller)
    expect(res.status).toBe(200)
    expect(res.body.quote.status).toBe('cancelled')
    expect(res.body.quote.tradeIn.nextActions).toEqual([])
    expect((await post(`cancel_trade_in/${q._id}`, seller)).status).toBe(409)
    expect((await post(`schedule_pickup/${q._id}`, seller, await pickupBody())).status).toBe(409)
  })

  it('refuses with 409 after inspection, 404 for another seller, 409 for an expired quote', async () => {
    const inspected = await tradeInAt(seller, 'inspected')
    expect((await post(`cancel_trade_in/${inspected._id}`, seller)).status).toBe(409)
    const q = await quote(seller)
    expect((await post(`cancel_trade_in/${q._id}`, other)).status).toBe(404)
    await expire(q._id)
    expect((await post(`cancel_trade_in/${q._id}`, seller)).status).toBe(409)
  })

  it('lets only one of two simultaneous cancels through', async () => {
    const q = await quote(seller)
    const results = await Promise.all([post(`cancel_trade_in/${q._id}`, seller), post(`cancel_trade_in/${q._id}`, seller)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const events = await api.db.selectFrom('trade_in_events').select('type').where('quote_id', '=', q._id).execute()
    expect(events).toEqual([{ type: 'cancelled' }])
  })
})

describe('a revised offer: POST accept_revision/:id and decline_revision/:id', () => {
  it('shows the revision with its reasons; accepting makes the revised price the agreed price', async () => {
    const q = await tradeInAt(seller, 'revised')
    const before = (await read(q._id, seller)).body.quote.tradeIn
    expect(before.state).toBe('offer_revised')
    expect(before.revision).toMatchObject({ previousOffer: q.offer, reasons: ['brokenScreen'], decision: null })
    expect(before.revision.newOffer).toBeLessThan(q.offer)
    expect(before.nextActions).toEqual(['accept_revision', 'decline_revision', 'update_payout'])
    const res = await post(`accept_revision/${q._id}`, seller)
    expect(res.status).toBe(200)
    const t = res.body.quote.tradeIn
    expect(t.state).toBe('offer_confirmed')
    expect(t.revision.decision).toBe('accepted')
    expect(t.agreedOffer).toBe(before.revision.newOffer)
    expect(t.events.map((e: { type: string }) => e.type)).toEqual(['quoted', 'pickup_scheduled', 'inspected', 'offer_revised', 'revision_accepted'])
    expect((await post(`decline_revision/${q._id}`, seller)).status).toBe(409)
  })

  it("declining returns the phone: state and status 'returned'", async () => {
    const q = await tradeInAt(seller, 'revised')
    const res = await post(`decline_revision/${q._id}`, seller)
    expect(res.status).toBe(200)
    expect(res.body.quote.tradeIn.state).toBe('returned')
    expect(res.body.quote.status).toBe('returned')
    expect(res.body.quote.tradeIn.agreedOffer).toBe(q.offer)
    expect(res.body.quote.tradeIn.nextActions).toEqual([])
  })

  it('refuses with 409 when there is no revision, 404 for another seller, 409 for an expired quote', async () => {
    const q = await tradeInAt(seller, 'pickup')
    expect((await post(`accept_revision/${q._id}`, seller)).status).toBe(409)
    expect((await post(`decline_revision/${q._id}`, seller)).status).toBe(409)
    const revised = await tradeInAt(seller, 'revised')
    expect((await post(`accept_revision/${revised._id}`, other)).status).toBe(404)
    expect((await post(`decline_revision/${revised._id}`, other)).status).toBe(404)
    const fresh = await quote(seller)
    await expire(fresh._id)
    const res = await post(`accept_revision/${fresh._id}`, seller)
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('This estimate has expired: get a new estimate')
  })
})

describe('PUT update_payout/:id', () => {
  const put = (id: string, s: Seller | undefined, body: unknown) => api.request('PUT', `/api/v1/update_payout/${id}`, { token: s?.token, body })

  it('stores the number in international form with the name and service, and records the change', async () => {
    const tz = await signIn('tz')
    const q = await quote(tz, 'tz')
    const res = await put(q._id, tz, { number: '0655 123 456', name: ' Neema Mushi ', method: 'tigo_pesa' })
    expect(res.status).toBe(200)
    const t = res.body.quote.tradeIn
    expect(t.payout).toMatchObject({ number: '+255655123456', name: 'Neema Mushi', method: 'tigo_pesa', methods: ['mpesa', 'tigo_pesa', 'airtel_money'] })
    expect(t.state).toBe('quoted')
    expect(t.events.at(-1)).toMatchObject({ type: 'payout_updated', data: { method: 'tigo_pesa', number: '+255655123456' } })
    // A later change of number alone keeps the service.
    const again = await put(q._id, tz, { number: '0655 999 888', name: 'Neema Mushi' })
    expect(again.body.quote.tradeIn.payout).toMatchObject({ number: '+255655999888', method: 'tigo_pesa' })
  })

  it.each([
    ['a Kenyan number on a Kenyan quote, but a service not offered in Kenya', { number: '0712 345 678', name: 'Wanjiku', method: 'tigo_pesa' }, 'method: tigo_pesa is not offered in this country (mpesa, airtel_money)'],
    ['a number that is not a Kenyan mobile number', { number: '0754 123 456 7', name: 'Wanjiku' }, 'number: enter a Kenyan mobile money number such as 0712 345 678'],
    ['no name', { number: '0712 345 678', name: '' }, 'name: this field is required'],
    ['no number', { name: 'Wanjiku' }, 'number: this field is required'],
    ['an unknown service', { number: '0712 345 678', name: 'Wanjiku', method: 'paypal' }, 'method: method must be mpesa, airtel_money or tigo_pesa'],
  ])('refuses %s with 400', async (_, body, message) => {
    const q = await quote(seller)
    const res = await put(q._id, seller, body)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(message)
  })

  it('answers 404 for another seller, 409 once paid, 409 for an expired quote', async () => {
    const q = await quote(seller)
    const body = { number: '0712 345 678', name: 'Wanjiku' }
    expect((await put(q._id, other, body)).status).toBe(404)
    const paid = await tradeInAt(seller, 'paid')
    expect((await put(paid._id, seller, body)).status).toBe(409)
    await expire(q._id)
    expect((await put(q._id, seller, body)).status).toBe(409)
  })
})

describe('the staff CLI (src/server/ops.ts)', () => {
  it('walks a trade-in through inspection, confirmation and payment, each step on the timeline', async () => {
    const s = await signIn()
    const q = await tradeInAt(s, 'pickup')
    expect(await runOps(api.db, ['inspect', q._id, '--imei', '49015420-323751-8', '--by', 'amina'])).toEqual({ code: 0, out: `${q._id}: inspected` })
    expect(await runOps(api.db, ['confirm', q._id, '--by', 'amina'])).toEqual({ code: 0, out: `${q._id}: offer_confirmed` })
    expect(await runOps(api.db, ['paid', q._id, '--reference', 'qk7abc1234', '--by', 'amina'])).toEqual({ code: 0, out: `${q._id}: paid` })
    const t = (await read(q._id, s)).body.quote.tradeIn
    expect(t.state).toBe('paid')
    expect(t.inspection.imei).toBe(imei)
    expect(t.payout).toMatchObject({ reference: 'QK7ABC1234', amount: q.offer, number: s.phone })
    expect(t.invoice.number).toMatch(/^SB-KE-\d{6}$/)
    expect(t.events.map((e: { type: string }) => e.type)).toEqual(['quoted', 'pickup_scheduled', 'inspected', 'offer_confirmed', 'paid'])
    // Staff names are kept for the audit trail, never shown to the seller.
    const actors = await api.db.selectFrom('trade_in_events').select('actor').where('quote_id', '=', q._id).orderBy('at').execute()
    expect(actors.map((a) => a.actor)).toEqual(['seller', 'staff:amina', 'staff:amina', 'staff:amina'])
    expect(JSON.stringify(t)).not.toContain('amina')
    const shown = await runOps(api.db, ['show', q._id])
    expect(shown.code).toBe(0)
    expect(shown.out).toContain('paid')
    expect((await runOps(api.db, ['list', 'paid'])).out).toContain(q._id)
  })

  it('prices a revision for undeclared faults with the estimate rules: the same as a quote that declared them', async () => {
    const s = await signIn()
    const declared = await quote(s, 'ke', { brokenScreen: 'yes', charger: 'no' })
    const q = await tradeInAt(s, 'inspected')
    const res = await runOps(api.db, ['revise', q._id, '--reason', 'brokenScreen,charger', '--note', 'Cracked under the case'])
    expect(res).toEqual({ code: 0, out: `${q._id}: offer_revised` })
    const t = (await read(q._id, s)).body.quote.tradeIn
    expect(t.revision).toMatchObject({ newOffer: declared.offer, previousOffer: q.offer, reasons: ['brokenScreen', 'charger'], note: 'Cracked under the case' })
  })

  it('takes an amount for reasons outside the questions', async () => {
    const q = await tradeInAt(await signIn(), 'inspected')
    expect((await runOps(api.db, ['revise', q._id, '--reason', 'batteryWorn', '--amount', String(q.offer - 2000)])).code).toBe(0)
    const row = await api.db.selectFrom('trade_in_revisions').selectAll().where('quote_id', '=', q._id).executeTakeFirstOrThrow()
    expect(row.new_offer).toBe(q.offer - 2000)
  })

  it.each([
    [['revise', '<id>'], 'refused (400): at least one reason is required'],
    [['revise', '<id>', '--reason', 'batteryWorn'], 'refused (400): reasons outside the sell questions need an amount'],
    [['revise', '<id>', '--reason', 'sunburn', '--amount', '100'], "refused (400): unknown reason 'sunburn'"],
    [['revise', '<id>', '--reason', 'brokenScreen', '--amount', '99999999'], 'refused (400): a revision must be lower than the current offer: confirm the offer instead'],
    [['paid', '<id>', '--reference', 'x'], 'refused (400): reference: a mobile-money code has 6 to 20 letters and digits'],
    [['paid', '<id>', '--reference', 'QK7ABC9999'], 'refused (409): Not possible now: this trade-in is inspected'],
    [['inspect', '<id>', '--imei', '490154203237519'], 'refused (400): imei: an IMEI has 15 digits with a valid check digit'],
    [['inspect', '<id>'], 'refused (409): Not possible now: this trade-in is inspected'],
  ])('refuses %j with exit code 1 and says why', async (args, message) => {
    const q = await tradeInAt(await signIn(), 'inspected')
    const res = await runOps(api.db, args.map((a) => (a === '<id>' ? q._id : a)))
    expect(res).toEqual({ code: 1, out: message })
    expect((await api.db.selectFrom('quotes').select('status').where('id', '=', q._id).executeTakeFirstOrThrow()).status).toBe('inspected')
  })

  it('reads an id that begins with -- as the id, not as an option (one id in 4,096 does)', async () => {
    expect(await runOps(api.db, ['show', '--i9NAsIf_nVAPQu'])).toEqual({ code: 1, out: 'refused (404): quote not found' })
    expect(await runOps(api.db, ['paid', '--i9NAsIf_nVAPQu', '--reference', 'QK7ABC9999'])).toEqual({ code: 1, out: 'refused (404): quote not found' })
    expect(await runOps(api.db, ['paid', '--i9NAsIf_nVAPQu', '--reference', '--by'])).toMatchObject({ code: 2, out: expect.stringMatching(/^--reference needs a value/) })
  })

  it('refuses to inspect a phone nobody has booked for handover (still quoted)', async () => {
    const q = await quote(seller)
    expect(await runOps(api.db, ['inspect', q._id])).toEqual({ code: 1, out: 'refused (409): Not possible now: this trade-in is only quoted' })
  })

  it('refuses a mobile-money reference that already paid another trade-in', async () => {
    const s = await signIn()
    const a = await tradeInAt(s, 'confirmed')
    const b = await tradeInAt(s, 'confirmed')
    expect((await runOps(api.db, ['paid', a._id, '--reference', 'RF12DUP345'])).code).toBe(0)
    expect(await runOps(api.db, ['paid', b._id, '--reference', 'RF12DUP345'])).toEqual({ code: 1, out: 'refused (409): The reference RF12DUP345 already paid another trade-in' })
  })

  it('explains its usage with exit code 2', async () => {
    expect((await runOps(api.db, [])).code).toBe(2)
    expect((await runOps(api.db, ['explode'])).code).toBe(2)
    expect((await runOps(api.db, ['inspect'])).out).toContain('inspect needs a quote id')
    expect((await runOps(api.db, ['paid', 'abc'])).out).toContain('paid needs --reference')
    expect((await runOps(api.db, ['list', 'lost'])).code).toBe(2)
    expect((await runOps(api.db, ['revise', 'abc', '--amount', '-5', '--reason', 'box'])).code).toBe(2)
    expect(await runOps(api.db, ['show', 'no-such-quote'])).toEqual({ code: 1, out: 'refused (404): quote not found' })
  })
})

describe('GET invoices, invoices/:id and latest_payout', () => {
  it('shows an empty list and no payout to a new seller', async () => {
    const s = await signIn()
    await quote(s)
    expect((await api.request('GET', '/api/v1/invoices', { token: s.token })).body).toEqual({ success: true, invoices: [], page: 1, limit: 20, total: 0 })
    expect((await api.request('GET', '/api/v1/latest_payout', { token: s.token })).body).toEqual({ success: true, payout: null })
  })

  it('lists a draft once the price is agreed and a numbered invoice once paid, numbers running on per country', async () => {
    const s = await signIn()
    const draft = await tradeInAt(s, 'confirmed')
    const paid = await tradeInAt(s, 'paid')
    const later = await tradeInAt(s, 'paid')
    const res = await api.request('GET', '/api/v1/invoices', { token: s.token })
    expect(res.status).toBe(200)
    const byId = Object.fromEntries(res.body.invoices.map((i: { _id: string }) => [i._id, i]))
    expect(Object.keys(byId).sort()).toEqual([draft._id, paid._id, later._id].sort())
    expect(byId[draft._id]).toMatchObject({ kind: 'purchase', status: 'draft', number: null, title: 'iPhone 12 Pro', currency: 'KES', total: draft.offer })
    expect(byId[paid._id]).toMatchObject({ status: 'paid', number: expect.stringMatching(/^SB-KE-\d{6}$/) })
    const n = (id: string) => Number(byId[id].number.slice(-6))
    expect(n(later._id)).toBe(n(paid._id) + 1)
    // Another seller's list does not show them.
    const theirs = await api.request('GET', '/api/v1/invoices', { token: other.token })
    expect(theirs.body.invoices.map((i: { _id: string }) => i._id)).not.toContain(paid._id)
  })

  it('gives the printable invoice: seller, device with IMEI, itemised lines adding up to the amount, payout reference', async () => {
    const s = await signIn()
    const q = await tradeInAt(s, 'revised', { charger: 'no' })
    await post(`accept_revision/${q._id}`, s)
    await markPaid(api.db, 'amina', q._id, { reference: 'INV4TEST01' })
    const res = await api.request('GET', `/api/v1/invoices/${q._id}`, { token: s.token })
    expect(res.status).toBe(200)
    const inv = res.body.invoice
    expect(inv).toMatchObject({ kind: 'purchase', status: 'paid', country: 'ke', currency: 'KES', editable: false, seller: { phone: s.phone } })
    expect(inv.device).toEqual({ modelName: 'iPhone 12 Pro', ram: 6, storage: 128, imei })
    expect(inv.payout).toMatchObject({ reference: 'INV4TEST01', amount: inv.total })
    expect(inv.lines.map((l: { kind: string; key?: string }) => l.key ?? l.kind)).toEqual(['maxPrice', 'charger', 'revision'])
    expect(inv.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(inv.total)
    const revised = (await read(q._id, s)).body.quote.tradeIn.revision.newOffer
    expect(inv.total).toBe(revised)

    const latest = await api.request('GET', '/api/v1/latest_payout', { token: s.token })
    expect(latest.body.payout).toMatchObject({ quoteId: q._id, amount: revised, reference: 'INV4TEST01', modelName: 'iPhone 12 Pro', invoiceNumber: inv.number, method: 'mpesa', number: s.phone })
  })

  it('answers 404 to another seller, 409 while the price is not agreed, 401 without a token', async () => {
    const s = await signIn()
    const agreed = await tradeInAt(s, 'confirmed')
    expect((await api.request('GET', `/api/v1/invoices/${agreed._id}`, { token: other.token })).status).toBe(404)
    expect((await api.request('GET', `/api/v1/invoices/${agreed._id}`, { token: s.token })).body.invoice).toMatchObject({ status: 'draft', number: null, editable: true })
    const pending = await tradeInAt(s, 'pickup')
    const res = await api.request('GET', `/api/v1/invoices/${pending._id}`, { token: s.token })
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('There is no invoice yet: Simu issues it once the price is agreed')
    expect((await api.request('GET', '/api/v1/invoices')).status).toBe(401)
    expect((await api.request('GET', '/api/v1/latest_payout')).status).toBe(401)
  })
})
