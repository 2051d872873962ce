/**
 * Issue 10, points 24 and 25 (server): every error reply carries a stable code next to a msg in the
 * request's language (Accept-Language, else the country's: Swahili for Tanzania); SMS texts and the
 * seeded display texts (colour names, specs, opening hours) reach a Swahili request in Swahili.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const coupon = (code: string, headers: Record<string, string>) =>
  api.request('POST', '/api/v1/get_coupon_price', { body: { code, assignedModels: ['iphone-13'], coupon_quantity: 1 }, headers })

describe('error replies', () => {
  it('carry the same code in both languages, with the msg in the language asked for', async () => {
    const en = await coupon('NOSUCHCODE', { 'accept-language': 'en' })
    const sw = await coupon('NOSUCHCODE', { 'accept-language': 'sw-TZ,sw;q=0.9' })
    expect(en.status).toBe(404)
    expect(sw.status).toBe(404)
    expect(en.body).toEqual({ success: false, code: 'coupon_unknown', msg: 'This discount code does not exist' })
    expect(sw.body).toEqual({ success: false, code: 'coupon_unknown', msg: 'Msimbo huu wa punguzo haupo' })
  })

  it('fall back to the country language: Swahili on tz, English on ke', async () => {
    expect((await coupon('EXPIRED300', { country: 'tz' })).body).toEqual({ success: false, code: 'coupon_expired', msg: 'Muda wa msimbo huu wa punguzo umeisha' })
    expect((await coupon('EXPIRED300', { country: 'ke' })).body).toEqual({ success: false, code: 'coupon_expired', msg: 'This discount code has expired' })
  })

  it('translate cash-code and Lipa Later refusals', async () => {
    const cash = await api.request('POST', '/api/v1/get_auth_code', { body: { code: 'CASH-0000-0000' }, headers: { 'accept-language': 'sw' } })
    expect(cash.body).toEqual({ success: false, code: 'cash_code_unknown', msg: 'Msimbo huu wa idhini si sahihi' })
    const lipa = await api.request('POST', '/api/v1/send_lipalater_otp', { body: { id_number: 'no spaces!', phone_number: '0722000003' }, headers: { 'accept-language': 'sw' } })
    expect(lipa.status).toBe(400)
    expect(lipa.body.code).toMatch(/^[a-z_]+$/)
    expect(lipa.body.msg).not.toMatch(/id_number/)
  })

  it('carry the values a message names, filled into both languages', async () => {
    const phone = '0711 555 001'
    expect((await api.request('POST', '/api/v1/send_otp', { body: { phone } })).status).toBe(200)
    const again = await api.request('POST', '/api/v1/send_otp', { body: { phone }, headers: { 'accept-language': 'sw' } })
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({ success: false, code: 'code_wait', params: { wait: expect.any(Number) } })
    expect(again.body.msg).toBe(`Tafadhali subiri sekunde ${again.body.params.wait} kabla ya kuomba msimbo mwingine`)
  })

  it.each([
    ['an unknown API path', () => api.request('GET', '/api/v1/no-such-call'), 404, 'not_found', 'Haikupatikana'],
    ['a body that is not JSON', () => api.request('POST', '/api/v1/send_otp', { raw: '{nope', headers: { 'accept-language': 'sw' } }), 400, 'invalid_json', 'Maudhui ya ombi si JSON sahihi'],
    ['a missing app key', () => api.request('POST', '/api/v1/send_otp', { body: { phone: '0712000000' }, headers: { 'x-app-key': '', 'accept-language': 'sw' } }), 401, 'app_key_required', 'Ufunguo wa programu (x-app-key) unahitajika'],
    ['a signed-in call without a session', () => api.request('GET', '/api/v1/profile', { headers: { 'accept-language': 'sw' } }), 401, 'sign_in_required', 'Tafadhali ingia ili uendelee'],
  ])('are coded for %s too', async (_, send, status, code, sw) => {
    const res = await send()
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
    if (res.status !== 404) expect(res.body.msg).toBe(sw)
  })
})

describe('SMS texts', () => {
  it('send the sign-in code in Swahili to a Swahili request, in English otherwise', async () => {
    await api.request('POST', '/api/v1/send_otp', { body: { phone: '0754 123 457', country: 'tz' }, headers: { country: 'tz' } })
    expect(api.lastSms('+255754123457')).toMatch(/^Msimbo wako wa Simu ni \d{6}\. Unaisha baada ya dakika \d+\. Usimpe mtu yeyote\.$/)
    await api.request('POST', '/api/v1/send_otp', { body: { phone: '0712 123 457' }, headers: { country: 'ke' } })
    expect(api.lastSms('+254712123457')).toMatch(/^Your Simu code is \d{6}\./)
  })

  it('send the Lipa Later code in the language of the request', async () => {
    const sent = await api.request('POST', '/api/v1/send_lipalater_otp', { body: { id_number: '12345678', phone_number: '0722000031' }, headers: { 'accept-language': 'sw' } })
    expect(sent.body.data.message).toMatch(/^Msimbo wa Lipa Later umetumwa kwa /)
    expect(api.lastSms('+254722000031')).toMatch(/^Msimbo wako wa Lipa Later ni \d{6}\./)
    const code = api.lastCode('+254722000031')
    const verified = await api.request('POST', '/api/v1/verify_lipalater', { body: { id_number: '12345678', phone_number: '0722000031', otp: code, item_value: 1000 }, headers: { 'accept-language': 'sw' } })
    expect(verified.body.message).toMatch(/^(Kikomo chako cha Lipa Later|Hakuna akaunti ya Lipa Later)/)
  })
})

describe('seeded display texts', () => {
  it('reach a Swahili request with Swahili colour names, spec names and highlights', async () => {
    const get = (headers: Record<string, string>) => api.request('GET', '/api/v1/get_variant_by_color/white/samsung-galaxy-s22', { headers })
    const en = await get({ country: 'ke' })
    const sw = await get({ country: 'ke', 'accept-language': 'sw' })
    expect(JSON.stringify(en.body)).toContain('"White"')
    expect(JSON.stringify(sw.body)).toContain('"Nyeupe"')
    expect(JSON.stringify(sw.body)).not.toContain('"White"')
    const models = await api.request('GET', '/api/v1/available_models?page=1', { headers: { country: 'tz' } })
    const specs = models.body.inventory[0].specs as { highlights: string[]; pairs: { key: string; value: string }[] }
    expect(specs.pairs.map((p) => p.key)).toEqual(['Skrini', 'Kichakato', 'Betri', 'Kamera kuu', 'Kamera ya selfie', 'Mfumo endeshi', 'SIM'])
    expect(specs.highlights[0]).toMatch(/^Skrini /)
  })

  it('give store opening hours in Swahili on tz, in English on ke', async () => {
    const tz = (await api.request('GET', '/api/v1/get_stores', { headers: { country: 'tz' } })).body.stores as { _id: string; openingHours: string }[]
    expect(tz.find((s) => s._id === 'simu-kariakoo')?.openingHours).toBe('Jumatatu-Jumamosi 8:30-19:00, Jumapili 10:00-16:00')
    const ke = (await api.request('GET', '/api/v1/get_stores', { headers: { country: 'ke' } })).body.stores as { _id: string; openingHours: string }[]
    expect(ke.find((s) => s._id === 'simu-nairobi-cbd')?.openingHours).toBe('Mon-Sat 8:30-18:30, Sun closed')
  })
})

describe('success messages', () => {
  const sw = { 'accept-language': 'sw-TZ,sw;q=0.9' }

  it('speak Swahili to a Swahili request from code to sign-in to sign-out, English otherwise', async () => {
    const phone = '0712 777 251'
    const sent = await api.request('POST', '/api/v1/send_otp', { body: { phone }, headers: sw })
    expect(sent.body).toMatchObject({ success: true, msg: 'Msimbo umetumwa kwa simu yako' })
    const code = api.lastCode('+254712777251')
    const registered = await api.request('POST', '/api/v1/register', {
      body: { fname: 'Neema', lname: 'Mushi', phone, email: 'neema.sw@example.com', password: 'siri ndefu 1', code }, headers: sw,
    })
    expect(registered.body.msg).toBe('Akaunti imefunguliwa')
    const signedIn = await api.request('POST', '/api/v1/auth', { body: { auth: phone, password: 'siri ndefu 1' }, headers: sw })
    expect(signedIn.body.msg).toBe('Umeingia')
    const out = await api.request('POST', '/api/v1/sign_out', { token: signedIn.body.token, headers: sw })
    expect(out.body).toEqual({ success: true, msg: 'Umetoka' })
    const en = await api.request('POST', '/api/v1/auth', { body: { auth: phone, password: 'siri ndefu 1' }, headers: { 'accept-language': 'en' } })
    expect(en.body.msg).toBe('Signed in')
  })

  it('say the warranty state in the language asked for', async () => {
    const check = (headers: Record<string, string>) => api.request('POST', '/api/v1/check_status', { body: { imei: '352099001761556' }, headers })
    expect((await check(sw)).body).toEqual({ success: true, active: false, msg: 'Dhamana Haitumiki' })
    expect((await check({ country: 'ke' })).body).toEqual({ success: true, active: false, msg: 'Warranty Inactive' })
  })
})

describe('a contract (zod) failure', () => {
  it('names the field in Swahili on a Swahili request, never the schema\'s English rule', async () => {
    const sw = await api.request('POST', '/api/v1/send_otp', { body: {}, headers: { 'accept-language': 'sw' } })
    expect(sw.status).toBe(400)
    expect(sw.body).toMatchObject({ success: false, code: 'invalid_input', msg: 'Angalia ulichojaza: sehemu ya namba ya simu haijajazwa ipasavyo' })
    expect(JSON.stringify(sw.body)).not.toMatch(/phone:|Invalid input|required/i)
    const tz = await api.request('POST', '/api/v1/auth', { body: { auth: '0754 000 111' }, headers: { country: 'tz' } })
    expect(tz.body.msg).toBe('Angalia ulichojaza: sehemu ya nenosiri haijajazwa ipasavyo')
    const en = await api.request('POST', '/api/v1/send_otp', { body: {}, headers: { 'accept-language': 'en' } })
    expect(en.body).toMatchObject({ code: 'invalid_input' })
    expect(en.body.msg).toMatch(/^phone: /)
  })
})
