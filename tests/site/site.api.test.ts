/**
 * The site area's API (issue 3): warranty registration, dealer and retailer applications, the partner
 * page's partner and the repair landing's fault prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@core/domain/imei'
import { duplicateApplication, duplicateImei, siteLimits, warrantyEnd } from '@server/site/service'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

// Each test has its own client IP, so one test's rate-limit counts never decide another's outcome.
let ipSeq = 0
const newIp = () => `10.40.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`
const post = (url: string, body: unknown, { ip = newIp(), country }: { ip?: string; country?: string } = {}) =>
  api.request('POST', url, { body, headers: { 'x-forwarded-for': ip, ...(country ? { country } : {}) } })

/** A fresh valid IMEI: a TAC-like prefix, a serial, and its Luhn digit. */
let imeiSeq = 0
const newImei = () => {
  const body = `35${String(98_765_400_000 + imeiSeq++).padStart(12, '0')}`
  return body + luhnCheckDigit(body)
}
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

const warrantyBody = (over: Record<string, unknown> = {}) => ({
  imei: newImei(),
  brand: 'samsung',
  model: 'samsung-galaxy-s21',
  purchaseDate: daysAgo(30),
  shop: 'Simu Westlands',
  receiptNumber: 'INV-2041',
  phone: '0712 345 678',
  email: 'Achieng.Otieno@Example.com',
  ...over,
})

describe('registering a phone for warranty (POST register_warranty)', () => {
  describe('with every field filled in correctly', () => {
    it('stores the registration and says until when the 12-month warranty runs', async () => {
      const body = warrantyBody({ purchaseDate: daysAgo(10) })
      const res = await post('/api/v1/register_warranty', body)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(res.body.registration).toMatchObject({ imei: body.imei, modelName: 'Galaxy S21', purchaseDate: daysAgo(10), warrantyUntil: warrantyEnd(daysAgo(10), 12) })
      expect(res.body.msg).toContain('Galaxy S21')
      const row = await api.db.selectFrom('warranty_registrations').selectAll().where('imei', '=', body.imei).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ phone: '+254712345678', email: 'achieng.otieno@example.com', country: 'ke', shop: 'Simu Westlands', receipt_number: 'INV-2041', partner_id: 'simu' })
    })

    it('accepts an IMEI typed with spaces and dashes, and stores its digits', async () => {
      const imei = newImei()
      const typed = `${imei.slice(0, 2)} ${imei.slice(2, 8)}-${imei.slice(8, 14)} ${imei.slice(14)}`
      const res = await post('/api/v1/register_warranty', warrantyBody({ imei: typed }))
      expect(res.status).toBe(200)
      expect(res.body.registration.imei).toBe(imei)
    })

    it('reads the phone number for the country of the request (Tanzania)', async () => {
      const res = await post('/api/v1/register_warranty', warrantyBody({ phone: '0754 123 456' }), { country: 'tz' })
      expect(res.status).toBe(200)
      const row = await api.db.selectFrom('warranty_registrations').select(['phone', 'country']).where('imei', '=', res.body.registration.imei).executeTakeFirstOrThrow()
      expect(row).toEqual({ phone: '+255754123456', country: 'tz' })
    })
  })

  describe('a second registration of the same IMEI', () => {
    it('is refused with 409 and a clear message, whatever else differs', async () => {
      const imei = newImei()
      expect((await post('/api/v1/register_warranty', warrantyBody({ imei }))).status).toBe(200)
      const again = await post('/api/v1/register_warranty', warrantyBody({ imei: `${imei.slice(0, 7)} ${imei.slice(7)}`, phone: '0799 000 111', shop: 'Another shop' }))
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({ success: false, code: expect.any(String), msg: duplicateImei })
      expect(await api.db.selectFrom('warranty_registrations').select('id').where('imei', '=', imei).execute()).toHaveLength(1)
    })

    it('is refused for all but one of two submits sent at the same time', async () => {
      const body = warrantyBody()
      const results = await Promise.all([post('/api/v1/register_warranty', body), post('/api/v1/register_warranty', body)])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    })
  })

  describe('with bad input', () => {
    it.each([
      ['a missing IMEI', { imei: '' }, 'imei: this field is required'],
      ['an IMEI with letters', { imei: '35ABC' }, 'imei: use digits only'],
      ['an IMEI of 14 digits', { imei: '35987654000001' }, 'imei: an IMEI has 15 digits (dial *#06# to see it)'],
      ['an IMEI with a wrong check digit', { imei: '490154203237519' }, 'imei: this is not a valid IMEI, check the number (dial *#06# to see it)'],
      ['a date in another form', { purchaseDate: '12/03/2026' }, 'purchaseDate: use the form YYYY-MM-DD'],
      ['a date that does not exist', { purchaseDate: '2026-02-30' }, 'purchaseDate: this date does not exist'],
      ['a missing shop', { shop: '   ' }, 'shop: this field is required'],
      ['a receipt number with odd characters', { receiptNumber: '<script>' }, 'receiptNumber: use letters, digits, spaces, / and - only'],
      ['an email that is not one', { email: 'achieng@' }, 'email is not valid'],
      ['a missing model', { model: '' }, 'model: an id is required'],
    ])('refuses %s with 400 and says what is wrong', async (_, over, message) => {
      const res = await post('/api/v1/register_warranty', warrantyBody(over))
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: message })
    })

    it('refuses a purchase date in the future', async () => {
      const tomorrowPlusOne = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
      const res = await post('/api/v1/register_warranty', warrantyBody({ purchaseDate: tomorrowPlusOne }))
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe('purchaseDate: the purchase date cannot be in the future')
    })

    it('refuses a phone whose 12-month warranty has already ended', async () => {
      const res = await post('/api/v1/register_warranty', warrantyBody({ purchaseDate: daysAgo(400) }))
      expect(res.status).toBe(400)
      expect(res.body.msg).toMatch(/^purchaseDate: the 12-month warranty of a phone bought on \d{4}-\d{2}-\d{2} ended on \d{4}-\d{2}-\d{2}$/)
    })

    it('refuses a model of another brand, or one that does not exist', async () => {
      for (const over of [{ brand: 'iphone', model: 'samsung-galaxy-s21' }, { model: 'nokia-3310' }]) {
        const res = await post('/api/v1/register_warranty', warrantyBody(over))
        expect(res.status).toBe(400)
        expect(res.body.msg).toBe('model: choose a model of the chosen brand')
      }
    })

    it('refuses a phone number that is not a mobile number of the country', async () => {
      const res = await post('/api/v1/register_warranty', warrantyBody({ phone: '12345' }))
      expect(res.status).toBe(400)
      expect(res.body.msg).toMatch(/^phone number is not valid/)
    })

    it('stores nothing for a refused request', async () => {
      const imei = newImei()
      await post('/api/v1/register_warranty', warrantyBody({ imei, email: 'nope' }))
      expect(await api.db.selectFrom('warranty_registrations').select('id').where('imei', '=', imei).execute()).toEqual([])
    })
  })

  describe('from one network, many times', () => {
    it(`allows ${siteLimits.warrantyPerIpPerHour} registrations an hour, then answers 429`, async () => {
      const ip = newIp()
      for (let i = 0; i < siteLimits.warrantyPerIpPerHour; i++) {
        expect((await post('/api/v1/register_warranty', warrantyBody(), { ip })).status).toBe(200)
      }
      const res = await post('/api/v1/register_warranty', warrantyBody(), { ip })
      expect(res.status).toBe(429)
      expect(res.body.msg).toBe('Too many registrations from this network. Please try again in an hour')
      // Another network is not affected.
      expect((await post('/api/v1/register_warranty', warrantyBody())).status).toBe(200)
    })
  })
})

describe('warrantyEnd', () => {
  it('ends the day before the same date a year later', () => {
    expect(warrantyEnd('2025-03-10', 12)).toBe('2026-03-09')
  })
  it('handles month ends and leap years', () => {
    expect(warrantyEnd('2024-02-29', 12)).toBe('2025-02-28')
    expect(warrantyEnd('2025-01-31', 1)).toBe('2025-02-28')
    expect(warrantyEnd('2025-01-30', 1)).toBe('2025-02-28')
    expect(warrantyEnd('2025-01-15', 1)).toBe('2025-02-14')
    expect(warrantyEnd('2025-12-31', 12)).toBe('2026-12-30')
  })
})

let phoneSeq = 0
const newPhone = () => `07${String(22_100_000 + phoneSeq++).padStart(8, '0')}`
const applicationBody = (over: Record<string, unknown> = {}) => ({
  kind: 'dealer',
  businessName: 'Baraka Phones Ltd',
  contactName: 'Baraka Mwangi',
  phone: newPhone(),
  email: 'baraka@barakaphones.co.ke',
  region: 'Nakuru',
  town: 'Naivasha',
  type: 'phoneShop',
  ...over,
})

describe('applying as a dealer or retailer (POST submit_dealer_application)', () => {
  describe('with every field filled in correctly', () => {
    it('stores a pending dealer application and gives a reference to quote', async () => {
      const body = applicationBody()
      const res = await post('/api/v1/submit_dealer_application', body)
      expect(res.status).toBe(200)
      expect(res.body.application).toMatchObject({ kind: 'dealer', reference: expect.stringMatching(/^D-[A-Z2-9]{6}$/) })
      expect(res.body.msg).toBe('Thank you! Our partnerships team will call you within 3 working days')
      const row = await api.db.selectFrom('dealer_applications').selectAll().where('id', '=', res.body.application._id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ kind: 'dealer', status: 'pending', business_name: 'Baraka Phones Ltd', region: 'Nakuru', town: 'Naivasha', business_type: 'phoneShop', country: 'ke' })
      expect(row.phone).toMatch(/^\+2547/)
    })

    it('stores a retailer application with an R- reference, for a Tanzanian region', async () => {
      const res = await post('/api/v1/submit_dealer_application', applicationBody({ kind: 'retailer', phone: '0754 222 333', region: 'Arusha', town: 'Arusha' }), { country: 'tz' })
      expect(res.status).toBe(200)
      expect(res.body.application.reference).toMatch(/^R-/)
    })
  })

  describe('a second application from the same phone', () => {
    it('is refused with 409 while the first is pending', async () => {
      const phone = newPhone()
      expect((await post('/api/v1/submit_dealer_application', applicationBody({ phone }))).status).toBe(200)
      const again = await post('/api/v1/submit_dealer_application', applicationBody({ phone: phone.replace(/^0/, '+254'), businessName: 'Other name' }))
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({ success: false, code: expect.any(String), msg: duplicateApplication })
    })

    it('is accepted for the other kind (a dealer may also become a retailer)', async () => {
      const phone = newPhone()
      expect((await post('/api/v1/submit_dealer_application', applicationBody({ phone }))).status).toBe(200)
      expect((await post('/api/v1/submit_dealer_application', applicationBody({ phone, kind: 'retailer' }))).status).toBe(200)
    })
  })

  describe('with bad input', () => {
    it.each([
      ['an unknown kind', { kind: 'wholesaler' }, 'kind: kind is dealer or retailer'],
      ['a missing business name', { businessName: '' }, 'businessName: this field is required'],
      ['a missing contact name', { contactName: undefined }, 'contactName: this field is required'],
      ['a bad email', { email: 'baraka.co.ke' }, 'email is not valid'],
      ['a region that is not on the list', { region: 'Atlantis' }, 'region: choose a region from the list'],
      ['a missing town', { town: ' ' }, 'town: this field is required'],
      ['an unknown type of business', { type: 'bank' }, 'type: choose a type of business from the list'],
      ['a business name of 121 characters', { businessName: 'x'.repeat(121) }, 'businessName: at most 120 characters'],
    ])('refuses %s with 400 and says what is wrong', async (_, over, message) => {
      const res = await post('/api/v1/submit_dealer_application', applicationBody(over))
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: message })
    })

    it("refuses a region of another country (Arusha for Kenya)", async () => {
      const res = await post('/api/v1/submit_dealer_application', applicationBody({ region: 'Arusha' }))
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe('region: Arusha is not a region of KE')
    })

    it('refuses a body that is not JSON with 400, never 500', async () => {
      const res = await api.request('POST', '/api/v1/submit_dealer_application', { raw: '{"kind":', headers: { 'x-forwarded-for': newIp() } })
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
    })
  })

  describe('from one network, many times', () => {
    it(`allows ${siteLimits.applicationsPerIpPerHour} applications an hour, then answers 429`, async () => {
      const ip = newIp()
      for (let i = 0; i < siteLimits.applicationsPerIpPerHour; i++) {
        expect((await post('/api/v1/submit_dealer_application', applicationBody(), { ip })).status).toBe(200)
      }
      const res = await post('/api/v1/submit_dealer_application', applicationBody(), { ip })
      expect(res.status).toBe(429)
      expect(res.body.msg).toBe('Too many applications from this network. Please try again in an hour')
    })
  })
})

describe('the partner page (GET partners/{id})', () => {
  it('names a known partner, with the key that attributes its quotes', async () => {
    const res = await api.request('GET', '/api/v1/partners/demo-partner')
    expect(res.status).toBe(200)
    expect(res.body.partner).toEqual({ _id: 'demo-partner', name: 'Demo partner', appKey: 'pk_demo_partner' })
  })

  it('answers 404 for an unknown partner', async () => {
    const res = await api.request('GET', '/api/v1/partners/no-such-partner')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'partner not found' })
  })
})

describe('the repair price list (GET repair_faults)', () => {
  it("lists the spec's six faults in order with Kenyan prices by default", async () => {
    const res = await api.request('GET', '/api/v1/repair_faults')
    expect(res.status).toBe(200)
    expect(res.body.faults.map((f: { label: string; price: number }) => [f.label, f.price])).toEqual([
      ['Screen is damaged', 6000], ['Battery has issues', 4000], ['Charging Port not working', 3000],
      ['Microphone is not working', 2000], ['Speaker', 1500], ['Earpiece is not working', 2000],
    ])
    expect(new Set(res.body.faults.map((f: { currency: string }) => f.currency))).toEqual(new Set(['KES']))
  })

  it('prices in the currency of the country asked for', async () => {
    const res = await api.request('GET', '/api/v1/repair_faults', { headers: { country: 'ug' } })
    expect(res.body.faults[0].currency).toBe('UGX')
    expect(res.body.faults[0].price).toBeGreaterThan(6000)
  })
})
