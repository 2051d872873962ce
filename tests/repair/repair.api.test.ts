/**
 * The repair API (issue 5; shop-and-repair.md §3, §4, §7): the repair screen's model, the warranty
 * check, the estimate priced by the server, the booking that makes a ticket, the summary, the offered
 * days, the user's tickets, and the staff's stage moves. The clock is fixed on Wednesday 25 November
 * 2026, 09:00 in Nairobi, so the offered days are Sun 29 Nov (closed) to Thu 3 Dec.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runOps } from '@server/ops'
import { ownPage, siteToken, startApi, type Harness } from '../support/server'

const now = Date.parse('2026-11-25T06:00:00Z')
const day = 86_400_000
const activeImei = '352099001761507' // an iPhone 13 Simu sold 60 days ago (inserted below, as a paid order does)
const expiredImei = '352099001761515' // a Galaxy S21 whose warranty ended last month
const unknownImei = '352099001761556' // valid, never sold by Simu

let api: Harness
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true })
  api = await startApi()
  await api.db.insertInto('sold_units').values([
    { imei: activeImei, order_id: null, model_id: 'iphone-13', variant_id: null, sold_at: now - 60 * day, warranty_until: now + 305 * day },
    { imei: expiredImei, order_id: null, model_id: 'samsung-galaxy-s21', variant_id: null, sold_at: now - 400 * day, warranty_until: now - 35 * day },
  ]).execute()
})
afterAll(async () => {
  await api.close()
  vi.useRealTimers()
})

let seq = 0
async function signIn(country: 'ke' | 'tz' = 'ke') {
  const n = String(seq++).padStart(2, '0')
  const phone = country === 'ke' ? `07140000${n}` : `07140000${n}`
  const e164 = country === 'ke' ? `+254${phone.slice(1)}` : `+255${phone.slice(1)}`
  const headers = { 'x-forwarded-for': `10.40.0.${seq}`, country }
  expect((await api.request('POST', '/api/v1/send_otp', { body: { phone, country }, headers })).status).toBe(200)
  // On Simu's own page: a site session, which lasts through the days these tests move the clock on.
  const res = await api.request('POST', '/api/v1/verify_otp', { body: { phone, random: api.lastCode(e164), country }, headers: { ...headers, ...ownPage } })
  expect(res.status).toBe(200)
  return { token: siteToken(res.headers), userId: res.body.userId as string, country }
}
type User = Awaited<ReturnType<typeof signIn>>

const post = (path: string, body: unknown, opts: { token?: string; country?: string; ip?: string } = {}) =>
  api.request('POST', `/api/v1/${path}`, { body, token: opts.token, headers: { country: opts.country ?? 'ke', 'x-forwarded-for': opts.ip ?? '10.41.0.1' } })
const put = (path: string, body: unknown, opts: { token?: string; country?: string } = {}) =>
  api.request('PUT', `/api/v1/${path}`, { body, token: opts.token, headers: { country: opts.country ?? 'ke' } })
const get = (path: string, opts: { token?: string; country?: string } = {}) =>
  api.request('GET', `/api/v1/${path}`, { token: opts.token, headers: { country: opts.country ?? 'ke' } })

const estimate = (u: User, body: Record<string, unknown>) =>
  post('estimate_repair_value', { modelId: 'iphone-13', colorId: 'default', deductions: {}, ...body }, { token: u.token, country: u.country })

async function requestFor(u: User, deductions: Record<string, string> = { 'broken screen': 'yes' }, extra: Record<string, unknown> = {}) {
  const res = await estimate(u, { deductions, ...extra })
  expect(res.status).toBe(200)
  return res.body.repairProId as string
}

let alice: User
let bob: User
let tanzanian: User
beforeAll(async () => {
  alice = await signIn()
  bob = await signIn()
  tanzanian = await signIn('tz')
})

describe('get_repair_by_model/{id}/{colorId}', () => {
  it('gives the model image, name, no colour for default, and reviews with names, message, stars and time', async () => {
    const res = await get('get_repair_by_model/iphone-13/default')
    expect(res.status).toBe(200)
    const m = res.body.model
    expect(m.find).toEqual({ _id: 'iphone-13', modelName: 'iPhone 13' })
    expect(m.data.image).toMatch(/\/images\/phones\/iphone-13\.svg$/)
    expect(m.color).toEqual({ _id: 'default', name: '' })
    expect(m.reviews.length).toBeGreaterThanOrEqual(3)
    // This model's own reviews come first.
    expect(m.reviews[0].message).toMatch(/screen|battery/i)
    for (const r of m.reviews) {
      expect(r.user.fname).toBeTruthy()
      expect(r.user.lname).toBeTruthy()
      expect(r.rating).toBeGreaterThanOrEqual(1)
      expect(r.rating).toBeLessThanOrEqual(5)
      expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(Date.now())
    }
  })

  it('names a colour the model comes in', async () => {
    const res = await get('get_repair_by_model/iphone-13/midnight')
    expect(res.status).toBe(200)
    expect(res.body.model.color).toEqual({ _id: 'midnight', name: 'Midnight' })
  })

  it('refuses a colour the model does not come in, or an unknown colour, with a clear 400', async () => {
    const wrong = await get('get_repair_by_model/iphone-13/green')
    expect(wrong.status).toBe(400)
    expect(wrong.body.msg).toBe('colorId: the iPhone 13 does not come in Green')
    const unknown = await get('get_repair_by_model/iphone-13/plaid')
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toMatch(/unknown colour 'plaid'/)
  })

  it('answers 404 for an unknown model', async () => {
    const res = await get('get_repair_by_model/nokia-3310/default')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'That phone model was not found' })
  })
})

describe('check_status', () => {
  it("says 'Warranty Active' for a unit Simu sold that is still in warranty", async () => {
    const res = await post('check_status', { imei: activeImei }, { ip: '10.42.0.1' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, active: true, msg: 'Warranty Active' })
  })

  it("says 'Warranty Inactive' for an expired unit and an IMEI Simu never sold", async () => {
    for (const imei of [expiredImei, unknownImei]) {
      const res = await post('check_status', { imei }, { ip: '10.42.0.2' })
      expect(res.body).toEqual({ success: true, active: false, msg: 'Warranty Inactive' })
    }
  })

  it('accepts an IMEI typed with spaces, as phones print it', async () => {
    const res = await post('check_status', { imei: '35 209900 176150 7' }, { ip: '10.42.0.3' })
    expect(res.body.active).toBe(true)
  })

  it('counts a registered warranty until its last covered day, and not after', async () => {
    const base = { brand_id: 'samsung', model_id: 'samsung-galaxy-a14', purchase_date: '2026-01-10', shop: 'Simu Westlands', receipt_number: 'R-1', phone: '+254700000001', email: 'a@b.co', country: 'ke', partner_id: 'simu', created_at: now }
    await api.db.insertInto('warranty_registrations').values([
      { ...base, id: 'reg-1', imei: '352099001761523', warranty_until: '2026-11-25' },
      { ...base, id: 'reg-2', imei: '352099001761531', warranty_until: '2026-11-24' },
    ]).execute()
    expect((await post('check_status', { imei: '352099001761523' }, { ip: '10.42.0.4' })).body.active).toBe(true)
    expect((await post('check_status', { imei: '352099001761531' }, { ip: '10.42.0.4' })).body.active).toBe(false)
  })

  it('refuses a missing, short, non-digit or mistyped IMEI with a clear 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /imei: this field is required/],
      [{ imei: '' }, /this field is required/],
      [{ imei: '35693803564380' }, /15 digits/],
      [{ imei: '35693803564380X' }, /only digits/],
      [{ imei: '356938035643800' }, /not valid/],
      [{ imei: 12345 }, /imei/],
    ]
    for (const [body, message] of cases) {
      const res = await post('check_status', body, { ip: '10.42.0.5' })
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
      expect(res.body.msg).toMatch(message)
    }
  })

  it('limits the checks one network can make in an hour', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await post('check_status', { imei: unknownImei }, { ip: '10.42.9.9' })).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    // Another network is not affected.
    expect((await post('check_status', { imei: unknownImei }, { ip: '10.42.9.10' })).status).toBe(200)
  })
})

describe('estimate_repair_value', () => {
  it('needs a signed-in user', async () => {
    const res = await post('estimate_repair_value', { modelId: 'iphone-13', colorId: 'default', deductions: { battery: 'yes' } })
    expect(res.status).toBe(401)
  })

  it('prices the chosen faults in Kenya shillings, without warranty when no IMEI is given', async () => {
    const res = await estimate(alice, { deductions: { 'broken screen': 'yes', battery: 'yes' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, warranty: false, cost: 10_000, currency: 'KES' })
    expect(res.body.repairProId).toBeTruthy()
  })

  it('prices in the country of the request (tz: shillings of Tanzania)', async () => {
    const faults = await get('repair_faults', { country: 'tz' })
    const screen = faults.body.faults.find((f: { component: string }) => f.component === 'broken screen').price
    const res = await estimate(tanzanian, { deductions: { 'broken screen': 'yes' } })
    expect(res.body).toMatchObject({ currency: 'TZS', cost: screen, warranty: false })
  })

  it('takes the warranty discount of 200 off for a sold unit still in warranty', async () => {
    const res = await estimate(alice, { imei: activeImei, deductions: { 'broken screen': 'yes' } })
    expect(res.body).toMatchObject({ warranty: true, cost: 6000 - 200 })
    expect(res.body.msg).toMatch(/Warranty Active/)
  })

  it('takes the discount off for a registered warranty of the same model', async () => {
    await api.db.insertInto('warranty_registrations').values({
      id: 'reg-3', imei: '352099001761549', brand_id: 'iphone', model_id: 'iphone-13', purchase_date: '2026-06-01', warranty_until: '2027-05-31',
      shop: 'Simu Westlands', receipt_number: 'R-2', phone: '+254700000002', email: 'c@d.co', country: 'ke', partner_id: 'simu', created_at: now,
    }).execute()
    const res = await estimate(alice, { imei: '352099001761549', deductions: { speakers: 'yes' } })
    expect(res.body).toMatchObject({ warranty: true, cost: 1500 - 200 })
  })

  it('gives no discount for an expired warranty or an IMEI Simu never sold', async () => {
    const expired = await estimate(alice, { modelId: 'samsung-galaxy-s21', imei: expiredImei, deductions: { battery: 'yes' } })
    expect(expired.body).toMatchObject({ warranty: false, cost: 4000 })
    expect(expired.body.msg).toMatch(/Warranty Inactive/)
    const unknown = await estimate(alice, { imei: unknownImei, deductions: { battery: 'yes' } })
    expect(unknown.body).toMatchObject({ warranty: false, cost: 4000 })
  })

  it("gives no discount when the IMEI in warranty belongs to another model", async () => {
    const res = await estimate(alice, { modelId: 'iphone-11', imei: activeImei, deductions: { battery: 'yes' } })
    expect(res.body).toMatchObject({ warranty: false, cost: 4000 })
    expect(res.body.msg).toMatch(/another model/)
  })

  it("stores a message without a fault as a call-back request ('Send Message'): cost 0", async () => {
    const res = await estimate(alice, { additionalInfo: 'The back glass is cracked and the camera is blurry' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ cost: 0, warranty: false, currency: 'KES' })
    expect(res.body.msg).toMatch(/call you back/)
    const summary = await get(`get_single_repair_pro_requests/${res.body.repairProId}`)
    expect(summary.body.devices[0].variant).toMatchObject({ cost: 0, deductions: [], orderNumber: 0, message: 'The back glass is cracked and the camera is blurry' })
    const row = await api.db.selectFrom('repair_requests').select(['kind', 'message', 'cost']).where('id', '=', res.body.repairProId).executeTakeFirstOrThrow()
    expect(row).toEqual({ kind: 'callback', message: 'The back glass is cracked and the camera is blurry', cost: 0 })
  })

  it('refuses bad input with a clear 400, never a 500', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ deductions: {} }, /Pick a repair service, or write us a message/],
      [{ deductions: { 'cracked lens': 'yes' } }, /unknown repair service 'cracked lens'/],
      [{ deductions: { battery: 'no' } }, /deductions/],
      [{ deductions: 'battery' }, /deductions/],
      [{ modelId: 'nokia-3310', deductions: { battery: 'yes' } }, /modelId: unknown phone model/],
      [{ modelId: '', deductions: { battery: 'yes' } }, /modelId/],
      [{ colorId: 'green', deductions: { battery: 'yes' } }, /does not come in Green/],
      [{ imei: '356938035643800', deductions: { battery: 'yes' } }, /IMEI is not valid/],
      [{ imei: '1234', deductions: { battery: 'yes' } }, /15 digits/],
      [{ additionalInfo: 'x'.repeat(1001), deductions: {} }, /at most 1000 characters/],
    ]
    for (const [body, message] of cases) {
      const res = await estimate(alice, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.msg).toMatch(message)
    }
    const broken = await api.request('POST', '/api/v1/estimate_repair_value', { raw: '{"modelId":', token: alice.token })
    expect(broken.status).toBe(400)
  })

  it("refuses an estimate for someone else's userId", async () => {
    const res = await estimate(alice, { userId: bob.userId, deductions: { battery: 'yes' } })
    expect(res.status).toBe(403)
  })
})

describe('get_single_repair_pro_requests/{repairProId}', () => {
  it('gives the summary: image, model, colour, currency, cost, country and the faults by label', async () => {
    const id = await requestFor(alice, { 'broken screen': 'yes', microphone: 'yes' }, { colorId: 'starlight' })
    const res = await get(`get_single_repair_pro_requests/${id}`)
    expect(res.status).toBe(200)
    const [device] = res.body.devices
    expect(device.image).toMatch(/iphone-13\.svg$/)
    expect(device.variant).toMatchObject({
      model: { modelName: 'iPhone 13' }, color: { name: 'Starlight' }, currency: 'KES', cost: 8000, orderNumber: 0, country: 'ke',
      deductions: ['Screen is damaged', 'Microphone is not working'],
    })
    expect(device.variant.shop).toBeUndefined()
  })

  it('answers 404 for an unknown request', async () => {
    expect((await get('get_single_repair_pro_requests/nope')).status).toBe(404)
  })
})

describe('repair_slots', () => {
  it('offers five days from four days ahead, with the weekend closed', async () => {
    const res = await get('repair_slots')
    expect(res.body.slots).toEqual([
      { date: '2026-11-29', day: 'sunday', isWeekend: true },
      { date: '2026-11-30', day: 'monday', isWeekend: false },
      { date: '2026-12-01', day: 'tuesday', isWeekend: false },
      { date: '2026-12-02', day: 'wednesday', isWeekend: false },
      { date: '2026-12-03', day: 'thursday', isWeekend: false },
    ])
  })
})

describe('complete_repairpro_booking', () => {
  it('needs a signed-in user', async () => {
    expect((await put('complete_repairpro_booking', { repairProId: 'x', shopId: 'simu-westlands' })).status).toBe(401)
  })

  it('books a store visit: a ticket R + order number + KE, stage booked, and the summary shows the store', async () => {
    const id = await requestFor(alice)
    const res = await put('complete_repairpro_booking', { repairProId: id, shopId: 'simu-westlands' }, { token: alice.token })
    expect(res.status).toBe(200)
    expect(res.body.ticketId).toBeTruthy()
    const ticket = (await get(`repair_tickets/${res.body.ticketId}`, { token: alice.token })).body.ticket
    expect(ticket.ticket).toBe(`R${ticket.orderNumber}KE`)
    expect(ticket.orderNumber).toBeGreaterThanOrEqual(1001)
    expect(res.body.msg).toBe(`Your repair is booked: ticket ${ticket.ticket}`)
    expect(ticket).toMatchObject({
      stage: 'booked', option: 'store', modelName: 'iPhone 13', cost: 6000, currency: 'KES', faults: ['Screen is damaged'], repairProId: id,
      shop: { name: 'Simu Westlands', location: 'Woodvale Grove, Westlands, Nairobi' },
      // Dropped at the store from the booking day: ready in 2 to 7 days.
      expectedReadyFrom: '2026-11-27', expectedReadyBy: '2026-12-02',
    })
    expect(ticket.events).toHaveLength(1)
    expect(ticket.events[0].stage).toBe('booked')
    const summary = (await get(`get_single_repair_pro_requests/${id}`)).body.devices[0].variant
    expect(summary).toMatchObject({ orderNumber: ticket.orderNumber, ticket: ticket.ticket, shop: { name: 'Simu Westlands', openingHours: expect.any(String) } })
  })

  it('numbers tickets one after the other, with the country of the request', async () => {
    const a = await requestFor(alice)
    const b = await requestFor(tanzanian)
    const first = await put('complete_repairpro_booking', { repairProId: a, shopId: 'simu-nairobi-cbd' }, { token: alice.token })
    const second = await put('complete_repairpro_booking', { repairProId: b, shopId: 'simu-kariakoo' }, { token: tanzanian.token, country: 'tz' })
    const n1 = (await get(`repair_tickets/${first.body.ticketId}`, { token: alice.token })).body.ticket.orderNumber
    const t2 = (await get(`repair_tickets/${second.body.ticketId}`, { token: tanzanian.token })).body.ticket
    expect(t2.orderNumber).toBe(n1 + 1)
    expect(t2.ticket).toBe(`R${n1 + 1}TZ`)
  })

  it('refuses booking the same request twice (409) and keeps the first ticket', async () => {
    const id = await requestFor(alice)
    const first = await put('complete_repairpro_booking', { repairProId: id, shopId: 'simu-westlands' }, { token: alice.token })
    expect(first.status).toBe(200)
    const again = await put('complete_repairpro_booking', { repairProId: id, shopId: 'simu-mombasa' }, { token: alice.token })
    expect(again.status).toBe(409)
    expect(again.body.msg).toMatch(/already booked: ticket R\d+KE/)
    // Two bookings of one request at the same moment: one ticket, one 409.
    const rid = await requestFor(alice)
    const both = await Promise.all([1, 2].map(() => put('complete_repairpro_booking', { repairProId: rid, shopId: 'simu-westlands' }, { token: alice.token })))
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const tickets = await api.db.selectFrom('repair_tickets').select('id').where('request_id', '=', rid).execute()
    expect(tickets).toHaveLength(1)
  })

  it("refuses a store of another country, a store that is not Simu's, and no store", async () => {
    const id = await requestFor(alice)
    const tz = await put('complete_repairpro_booking', { repairProId: id, shopId: 'simu-kariakoo' }, { token: alice.token })
    expect(tz.status).toBe(400)
    expect(tz.body.msg).toBe('shopId: Simu Kariakoo is not in the country of this repair (KE)')
    const samsung = await api.db.selectFrom('stores').select('id').where('list', '!=', 'simu').executeTakeFirstOrThrow()
    const notOurs = await put('complete_repairpro_booking', { repairProId: id, shopId: samsung.id }, { token: alice.token })
    expect(notOurs.status).toBe(400)
    expect(notOurs.body.msg).toMatch(/not a Simu repair store/)
    const none = await put('complete_repairpro_booking', { repairProId: id }, { token: alice.token })
    expect(none.status).toBe(400)
    expect(none.body.msg).toBe('shopId: Select Store near you')
  })

  it("answers 404 for another user's request, so ids cannot be probed", async () => {
    const id = await requestFor(alice)
    const res = await put('complete_repairpro_booking', { repairProId: id, shopId: 'simu-westlands' }, { token: bob.token })
    expect(res.status).toBe(404)
  })

  describe('a home visit', () => {
    it('books an offered weekday, with the place, and expects the phone ready 2 to 7 days after the visit', async () => {
      const id = await requestFor(alice)
      const res = await put('complete_repairpro_booking', { repairProId: id, option: 'home', location: 'Kilimani, Argwings Kodhek Rd, house 12', appointmentDate: '2026-12-01' }, { token: alice.token })
      expect(res.status).toBe(200)
      const ticket = (await get(`repair_tickets/${res.body.ticketId}`, { token: alice.token })).body.ticket
      expect(ticket).toMatchObject({ option: 'home', appointmentDate: '2026-12-01', location: 'Kilimani, Argwings Kodhek Rd, house 12', expectedReadyFrom: '2026-12-03', expectedReadyBy: '2026-12-08' })
      expect(ticket.shop).toBeUndefined()
      // The summary needs no sign-in: it shows the day, never the address.
      const summary = (await get(`get_single_repair_pro_requests/${id}`)).body.devices[0].variant
      expect(summary).toMatchObject({ option: 'home', appointmentDate: '2026-12-01', ticket: ticket.ticket })
      expect(JSON.stringify(summary)).not.toContain('Kilimani')
    })

    it('refuses the weekend day of the window', async () => {
      const id = await requestFor(alice)
      const res = await put('complete_repairpro_booking', { repairProId: id, option: 'home', location: 'Kilimani', appointmentDate: '2026-11-29' }, { token: alice.token })
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe('We do not visit on weekends: choose a weekday')
    })

    it('refuses days before and after the five offered days', async () => {
      const id = await requestFor(alice)
      for (const date of ['2026-11-26', '2026-11-28', '2026-12-04', '2027-01-04']) {
        const res = await put('complete_repairpro_booking', { repairProId: id, option: 'home', location: 'Kilimani', appointmentDate: date }, { token: alice.token })
        expect(res.status).toBe(400)
        expect(res.body.msg).toBe('Choose one of the offered days, 2026-11-29 to 2026-12-03')
      }
    })

    it('needs a place, a day, and a date in the YYYY-MM-DD form', async () => {
      const id = await requestFor(alice)
      const cases: [Record<string, unknown>, string][] = [
        [{ appointmentDate: '2026-12-01' }, 'location: this field is required'],
        [{ location: '   ', appointmentDate: '2026-12-01' }, 'location: this field is required'],
        [{ location: 'Kilimani' }, 'appointmentDate: choose a day for the visit'],
        [{ location: 'Kilimani', appointmentDate: '1/12/2026' }, 'appointmentDate: appointment date is YYYY-MM-DD'],
      ]
      for (const [body, msg] of cases) {
        const res = await put('complete_repairpro_booking', { repairProId: id, option: 'home', ...body }, { token: alice.token })
        expect(res.status).toBe(400)
        expect(res.body.msg).toBe(msg)
      }
      const badOption = await put('complete_repairpro_booking', { repairProId: id, option: 'courier' }, { token: alice.token })
      expect(badOption.body.msg).toBe("option: option is 'store' or 'home'")
    })
  })
})

describe('repair_tickets', () => {
  it("lists only the user's own tickets, newest first, and hides another user's ticket (404)", async () => {
    const carol = await signIn()
    const first = await put('complete_repairpro_booking', { repairProId: await requestFor(carol), shopId: 'simu-westlands' }, { token: carol.token })
    vi.setSystemTime(Date.now() + 1000)
    const second = await put('complete_repairpro_booking', { repairProId: await requestFor(carol, { battery: 'yes' }), shopId: 'simu-mombasa' }, { token: carol.token })
    const list = await get('repair_tickets', { token: carol.token })
    expect(list.body.tickets.map((t: { _id: string }) => t._id)).toEqual([second.body.ticketId, first.body.ticketId])
    expect((await get(`repair_tickets/${first.body.ticketId}`, { token: bob.token })).status).toBe(404)
    expect((await get('repair_tickets/unknown', { token: carol.token })).status).toBe(404)
    expect((await get('repair_tickets')).status).toBe(401)
    const bobs = await get('repair_tickets', { token: bob.token })
    expect(bobs.body.tickets.some((t: { _id: string }) => t._id === first.body.ticketId)).toBe(false)
  })
})

describe('staff move a ticket through its stages (ops.ts repair-stage)', () => {
  it('moves forward with an event each time, refuses going back or repeating, and the ready date goes once ready', async () => {
    const id = await requestFor(alice)
    const booked = await put('complete_repairpro_booking', { repairProId: id, shopId: 'simu-westlands' }, { token: alice.token })
    const ticket = async () => (await get(`repair_tickets/${booked.body.ticketId}`, { token: alice.token })).body.ticket
    const number = (await ticket()).ticket as string

    vi.setSystemTime(now + 2 * day)
    expect(await runOps(api.db, ['repair-stage', number, 'received', '--by', 'amina'])).toEqual({ code: 0, out: `${number}: received` })
    let t = await ticket()
    expect(t.stage).toBe('received')
    // Counted from the day Simu received the phone (27 Nov).
    expect(t).toMatchObject({ expectedReadyFrom: '2026-11-29', expectedReadyBy: '2026-12-04' })

    expect((await runOps(api.db, ['repair-stage', number.toLowerCase(), 'diagnosed', '--note', 'screen and frame'])).code).toBe(0)
    const back = await runOps(api.db, ['repair-stage', number, 'received'])
    expect(back.code).toBe(1)
    expect(back.out).toMatch(/only moves forward/)
    expect((await runOps(api.db, ['repair-stage', number, 'diagnosed'])).code).toBe(1)
    expect((await runOps(api.db, ['repair-stage', number, 'fixed'])).code).toBe(2)
    expect((await runOps(api.db, ['repair-stage', 'R999999KE', 'ready'])).code).toBe(1)
    expect((await runOps(api.db, ['repair-stage', number])).code).toBe(2)
    expect((await runOps(api.db, ['repair-stage', number, 'ready'])).code).toBe(0)

    t = await ticket()
    expect(t.stage).toBe('ready')
    expect(t.events.map((e: { stage: string }) => e.stage)).toEqual(['booked', 'received', 'diagnosed', 'ready'])
    expect(t.events[2].note).toBe('screen and frame')
    expect(t.expectedReadyFrom).toBeUndefined()
    vi.setSystemTime(now)
  })
})
