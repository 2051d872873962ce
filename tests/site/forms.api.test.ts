/**
 * The forms API against the real server on a fresh database (sell-side.md §2 pop-up and testimonial
 * dialog, §5 validation, §7 calls popup_form and new_testimonial, §8): bad input is a 400 with the
 * spec's message, never a 500; submissions are stored (phones normalised); per-network limits; and only
 * approved testimonials of the request's country reach the landing page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formsLimits } from '@server/site/forms'
import { pageSizes } from '@core/domain/paging'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

// Each test has its own client address, so one test's rate limit never decides another's outcome.
let ipSeq = 0
const newIp = () => `10.44.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`
const post = (url: string, body: unknown, { ip = newIp(), country }: { ip?: string; country?: string } = {}) =>
  api.request('POST', url, { body, headers: { 'x-forwarded-for': ip, ...(country ? { country } : {}) } })
const popup = (body: unknown, options?: { ip?: string; country?: string }) => post('/api/v1/popup_form', body, options)
const testimonial = (body: unknown, options?: { ip?: string; country?: string }) => post('/api/v1/new_testimonial', body, options)
const stored = (phone: string) => api.db.selectFrom('popup_forms').selectAll().where('phone', '=', phone).execute()

describe('POST popup_form', () => {
  describe('a visitor in Kenya who leaves a name and number', () => {
    it('is thanked by name, and the number is stored in international form with the box choice', async () => {
      const res = await popup({ fname: '  Amina ', lname: 'Hassan', phone: '0712 345 678', isupdateChecked: true, country: 'ke' })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: true, msg: 'Thank you, Amina! You will be the first to hear about our offers and deals.' })
      const rows = await stored('+254712345678')
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ fname: 'Amina', lname: 'Hassan', dont_show_again: 1, country: 'ke', partner_id: 'simu' })
    })

    it('keeps one entry per number when the same person signs up again, with the newer details', async () => {
      await popup({ fname: 'Otieno', phone: '+254 722 000 111' })
      const again = await popup({ fname: 'Brian', lname: 'Otieno', phone: '0722000111', isupdateChecked: false })
      expect(again.status).toBe(200)
      expect(again.body.msg).toBe('Thank you, Brian! You will be the first to hear about our offers and deals.')
      const rows = await stored('+254722000111')
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ fname: 'Brian', lname: 'Otieno', dont_show_again: 0 })
    })
  })

  describe('a visitor in Tanzania', () => {
    it('gets the reply in Kiswahili and a +255 number, from the country header alone', async () => {
      const res = await popup({ fname: 'Neema', phone: '0754 123 456' }, { country: 'tz' })
      expect(res.status).toBe(200)
      expect(res.body.msg).toBe('Asante, Neema! Utakuwa wa kwanza kupata habari za ofa na punguzo zetu.')
      expect(await stored('+255754123456')).toHaveLength(1)
    })

    it("uses the body's country over the header, as the spec's payload carries it", async () => {
      const res = await popup({ fname: 'Grace', phone: '0772 123 456', country: 'ug' }, { country: 'ke' })
      expect(res.status).toBe(200)
      expect((await stored('+256772123456'))[0]!.country).toBe('ug')
    })
  })

  describe('with missing or bad fields (sell-side.md §5)', () => {
    it.each([
      [{ phone: '0712345678' }, 'First Name is required'],
      [{ fname: '   ', phone: '0712345678' }, 'First Name is required'],
      [{ fname: '\u0007', phone: '0712345678' }, 'First Name is required'],
      [{ fname: 'Amina' }, 'Phone Number is required'],
      [{ fname: 'Amina', phone: '  ' }, 'Phone Number is required'],
      [{ fname: 'A'.repeat(61), phone: '0712345678' }, 'fname: at most 60 characters'],
      [{ fname: 'Amina', lname: 'B'.repeat(61), phone: '0712345678' }, 'lname: at most 60 characters'],
      [{ fname: 'Amina', phone: '0712345678', isupdateChecked: 'yes' }, expect.stringMatching(/^isupdateChecked: /)],
      [{ fname: 'Amina', phone: '0712345678', country: 'fr' }, 'country: country must be one of ke, tz, ug'],
    ])('refuses %j with 400 and a clear message', async (body, msg) => {
      const res = await popup(body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg })
    })

    it.each([['12345'], ['0812 345 678'], ['+255 754 123 456'], ['0712 345 678 9']])('refuses %j as a Kenyan number, naming the expected form', async (phone) => {
      const res = await popup({ fname: 'Amina', phone })
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe('Enter a Kenyan mobile number, such as 0712 345 678')
    })

    it('answers a body that is not JSON with 400, not 500', async () => {
      const res = await api.request('POST', '/api/v1/popup_form', { raw: '{"fname": ', headers: { 'x-forwarded-for': newIp() } })
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
    })

    it('stores nothing for a refused request', async () => {
      await popup({ fname: '', phone: '0733 999 888' })
      expect(await stored('+254733999888')).toEqual([])
    })
  })

  it('needs an app key (401 without one)', async () => {
    const res = await api.request('POST', '/api/v1/popup_form', { body: { fname: 'A', phone: '0712345678' }, headers: { 'x-app-key': '' } })
    expect(res.status).toBe(401)
  })

  it(`takes at most ${formsLimits.popupPerIpPerHour} sign-ups an hour from one network, then answers 429`, async () => {
    const ip = newIp()
    for (let i = 0; i < formsLimits.popupPerIpPerHour; i++) {
      expect((await popup({ fname: 'Bulk', phone: `0711 ${String(100_000 + i)}` }, { ip })).status).toBe(200)
    }
    const refused = await popup({ fname: 'Bulk', phone: '0711 999 999' }, { ip })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Too many sign-ups from your network. Please try again later.' })
    // Another network is not affected.
    expect((await popup({ fname: 'Other', phone: '0711 999 999' })).status).toBe(200)
  })
})

describe('POST new_testimonial', () => {
  const valid = { name: 'Wanjiru Kamau', occupation: 'Nurse', testimonial: 'Quick, fair and paid by M-Pesa on the spot.' }

  it('stores the testimonial unapproved for the country and thanks the visitor', async () => {
    const res = await testimonial({ ...valid, testimonial: 'Stored unapproved: ' + valid.testimonial }, { country: 'ug' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: 'Thank you for your testimonial! It will appear on our site once our team has reviewed it.' })
    const row = await api.db.selectFrom('testimonials').selectAll().where('testimonial', 'like', 'Stored unapproved:%').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Wanjiru Kamau', occupation: 'Nurse', country: 'ug', approved: 0 })
  })

  it('thanks a visitor in Tanzania in Kiswahili', async () => {
    const res = await testimonial({ ...valid, country: 'tz' })
    expect(res.body.msg).toBe('Asante kwa ushuhuda wako! Utaonekana kwenye tovuti yetu baada ya timu yetu kuukagua.')
  })

  it('drops control characters but keeps line breaks', async () => {
    await testimonial({ name: 'Ali\u0000 Juma', occupation: 'Driver', testimonial: 'Line one\nLine two\u001b' })
    const row = await api.db.selectFrom('testimonials').selectAll().where('occupation', '=', 'Driver').executeTakeFirstOrThrow()
    expect(row.name).toBe('Ali Juma')
    expect(row.testimonial).toBe('Line one\nLine two')
  })

  it.each([
    [{}, 'Name is required'],
    [{ occupation: 'Nurse', testimonial: 'Great' }, 'Name is required'],
    [{ name: 'Wanjiru', testimonial: 'Great' }, 'Occupation is required'],
    [{ name: 'Wanjiru', occupation: 'Nurse' }, 'Testimonial is required'],
    [{ name: 'Wanjiru', occupation: '  ', testimonial: 'Great' }, 'Occupation is required'],
    [{ name: 'Wanjiru', occupation: 'Nurse', testimonial: '\u0001\u0002' }, 'Testimonial is required'],
    [{ name: 'N'.repeat(81), occupation: 'Nurse', testimonial: 'Great' }, 'name: at most 80 characters'],
    [{ name: 'Wanjiru', occupation: 'O'.repeat(81), testimonial: 'Great' }, 'occupation: at most 80 characters'],
    [{ name: 'Wanjiru', occupation: 'Nurse', testimonial: 'T'.repeat(1001) }, 'testimonial: at most 1000 characters'],
    [{ name: 42, occupation: 'Nurse', testimonial: 'Great' }, 'Name is required'],
  ])('refuses %j with 400 and the spec message', async (body, msg) => {
    const res = await testimonial(body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg })
  })

  it('accepts exactly 1000 characters', async () => {
    expect((await testimonial({ ...valid, testimonial: 'T'.repeat(1000) })).status).toBe(200)
  })

  it(`takes at most ${formsLimits.testimonialsPerIpPerHour} testimonials an hour from one network, then answers 429`, async () => {
    const ip = newIp()
    for (let i = 0; i < formsLimits.testimonialsPerIpPerHour; i++) expect((await testimonial(valid, { ip })).status).toBe(200)
    const refused = await testimonial(valid, { ip })
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toBe('Too many testimonials from your network. Please try again later.')
  })
})

describe('GET testimonials', () => {
  const list = (country: string) => api.request('GET', '/api/v1/testimonials', { headers: { country } })

  it('lists the three approved Kenyan testimonials, newest first, and none of the new unapproved ones', async () => {
    const res = await list('ke')
    expect(res.status).toBe(200)
    expect(res.body.testimonials.map((t: { name: string }) => t.name)).toEqual(['Wanjiru Kamau', 'Brian Otieno', 'Amina Hassan'])
    const first = res.body.testimonials[0]
    expect(first).toEqual({ _id: 'seed-testimonial-1', name: 'Wanjiru Kamau', occupation: 'Nurse, Nairobi', testimonial: expect.stringContaining('Galaxy S10'), createdAt: '2026-02-21T00:00:00.000Z' })
  })

  it('lists the two Tanzanian ones in Kiswahili and the one from Uganda', async () => {
    const tz = (await list('tz')).body.testimonials
    expect(tz.map((t: { name: string }) => t.name)).toEqual(['Neema Mushi', 'Juma Mwakyusa'])
    expect(tz[0].testimonial).toMatch(/^Niliuza simu yangu/)
    expect((await list('ug')).body.testimonials.map((t: { name: string }) => t.name)).toEqual(['Grace Nakato'])
  })

  it('refuses an unknown country with 400', async () => {
    const res = await list('fr')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('country must be one of ke, tz, ug')
  })
})

describe('GET testimonials after moderation', () => {
  // A server of its own: the testimonials reply is cached for 30 s per country.
  let fresh: Harness
  beforeAll(async () => {
    fresh = await startApi()
    const day = 86_400_000
    const base = Date.UTC(2026, 5, 1)
    const row = (i: number, approved: number, country = 'ke') => ({
      id: `t-${country}-${i}`, name: `Customer ${i}`, occupation: 'Trader', testimonial: `Testimonial ${i}`, country, partner_id: 'simu', approved, created_at: base + i * day,
    })
    await fresh.db.insertInto('testimonials').values([row(1, 1), row(2, 0), row(3, 1, 'tz')]).execute()
    await fresh.db.insertInto('testimonials').values(Array.from({ length: 25 }, (_, i) => row(100 + i, 1, 'ug'))).execute()
  })
  afterAll(() => fresh.close())
  const names = async (country: string) => (await fresh.request('GET', '/api/v1/testimonials', { headers: { country } })).body.testimonials.map((t: { name: string }) => t.name)

  it('shows an approved testimonial first when it is the newest, and never an unapproved one', async () => {
    expect(await names('ke')).toEqual(['Customer 1', 'Wanjiru Kamau', 'Brian Otieno', 'Amina Hassan'])
  })

  it("keeps each country's testimonials to itself", async () => {
    expect(await names('tz')).toEqual(['Customer 3', 'Neema Mushi', 'Juma Mwakyusa'])
  })

  it('answers a page of 20, the newest, with the total; the next page holds the rest', async () => {
    const ug = await names('ug')
    expect(ug).toHaveLength(pageSizes.testimonials.default)
    expect(ug[0]).toBe('Customer 124')
    expect(ug[19]).toBe('Customer 105')
    const next = (await fresh.request('GET', '/api/v1/testimonials?page=2', { headers: { country: 'ug' } })).body
    expect(next).toMatchObject({ page: 2, limit: 20, total: 26 })
    expect(next.testimonials.map((t: { name: string }) => t.name)).toEqual(['Customer 104', 'Customer 103', 'Customer 102', 'Customer 101', 'Customer 100', 'Grace Nakato'])
  })
})
