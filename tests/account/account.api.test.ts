/**
 * The account area's endpoints on the real API and a fresh database: password reset by SMS or email
 * (sell-side.md §2 'Forgot-password page': what the submit does is not shown, so Simu decides; see
 * docs/decisions.md) and the profile edit (§3 'Profile response: not shown').
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordReset, resetSent, wrongResetCode } from '@server/account/routes'
import { emailChangeNeedsCode } from '@server/account/service'
import { buildApp } from '@server/app'
import { configFromEnv } from '@server/config'
import { openDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import { appKey, ownPage, siteToken, startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

// Every test uses its own phone and client IP, so one test's rate limits never decide another's.
let phoneSeq = 0
const newPhone = () => `07${String(13_100_000 + phoneSeq++).padStart(8, '0')}`
const e164 = (national: string) => `+254${national.replace(/\s/g, '').replace(/^0/, '')}`
let ipSeq = 0
const newIp = () => `10.30.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`

const post = (url: string, body: unknown, { ip = newIp(), token }: { ip?: string; token?: string } = {}) =>
  api.request('POST', url, { body, token, headers: { 'x-forwarded-for': ip } })
const put = (url: string, body: unknown, token?: string) => api.request('PUT', url, { body, token, headers: { 'x-forwarded-for': newIp() } })

const forgot = (body: unknown, ip?: string) => post('/api/v1/forgot_password', body, { ip })
const reset = (body: unknown, ip?: string) => post('/api/v1/reset_password', body, { ip })
const signIn = (phone: string, password: string) => post('/api/v1/auth', { auth: phone, password })
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function register(password = 'old password 1', phone = newPhone()) {
  const email = `mteja${phoneSeq}@example.com`
  // The phone is proven first: POST register takes the code send_otp texted to it.
  expect((await post('/api/v1/send_otp', { phone })).status).toBe(200)
  const code = api.lastCode(e164(phone))
  // Registered on Simu's own page: a site session (the token from its cookie), which may change the e-mail.
  const res = await api.request('POST', '/api/v1/register', { body: { fname: 'Amina', lname: 'Otieno', phone, email, password, code }, headers: { ...ownPage, 'x-forwarded-for': newIp() } })
  expect(res.status).toBe(200)
  return { phone, email, password, token: siteToken(res.headers), userId: res.body.user._id as string }
}

/** Moves a target's reset rate-limit events back in time, as if `ms` had passed. */
const age = (target: string, ms: number) =>
  api.db.updateTable('rate_events').set((eb) => ({ at: eb('at', '-', ms) })).where('bucket', 'in', [`reset-gap:${target}`, `reset-send:${target}`]).execute()

describe('asking for a password reset by phone (forgot_password)', () => {
  describe('for a phone with an account', () => {
    it('texts a 6-digit reset code to the account phone and stores only its hash', async () => {
      const { phone } = await register()
      const res = await forgot({ phone })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: true, msg: resetSent })
      const sms = api.lastSms(e164(phone))!
      expect(sms).toMatch(/password reset code is \d{6}/)
      const code = api.lastCode(e164(phone))
      const row = await api.db.selectFrom('reset_codes').selectAll().where('target', '=', e164(phone)).executeTakeFirstOrThrow()
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(row.code_hash).not.toContain(code)
      expect(row.channel).toBe('sms')
    })
  })

  describe('for a phone without an account', () => {
    it('gives exactly the same reply and sends nothing (no account enumeration)', async () => {
      const { phone: known } = await register()
      const unknown = newPhone()
      const a = await forgot({ phone: known })
      const b = await forgot({ phone: unknown })
      expect(b.status).toBe(a.status)
      expect(b.body).toEqual(a.body)
      expect(api.lastSms(e164(unknown))).toBeUndefined()
    })

    it('applies the same 60-second wait, so the limit does not tell either', async () => {
      const unknown = newPhone()
      expect((await forgot({ phone: unknown })).status).toBe(200)
      const again = await forgot({ phone: unknown })
      expect(again.status).toBe(429)
      expect(again.body.msg).toMatch(/^Please wait \d+ seconds/)
    })
  })

  describe('with bad input', () => {
    it.each([
      [{}, 'enter your email or your phone number'],
      [{ phone: '0712000000', email: 'a@example.com' }, 'enter your email or your phone number'],
      [{ phone: 'abc' }, 'phone number is not valid: enter a KE mobile number such as 0712 345 678'],
      [{ email: 'not-an-email' }, 'email is not valid'],
      [{ phone: '0712000000', country: 'xx' }, 'country: country must be one of ke, tz, ug'],
    ])('refuses %j with 400 and a clear message', async (body, message) => {
      const res = await forgot(body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: message })
    })

    it('reads the phone for the body country: +255 is a number for tz, not for ke', async () => {
      expect((await forgot({ phone: '+255 754 123 456', country: 'tz' })).status).toBe(200)
      const ke = await forgot({ phone: '+255 754 123 457' })
      expect(ke.status).toBe(400)
      expect(ke.body.msg).toContain('enter a KE mobile number')
    })
  })

  describe('limits', () => {
    it('refuses a second code within 60 seconds and sends one again after', async () => {
      const { phone } = await register()
      expect((await forgot({ phone })).status).toBe(200)
      const first = api.lastCode(e164(phone))
      const refused = await forgot({ phone })
      expect(refused.status).toBe(429)
      expect(api.lastCode(e164(phone))).toBe(first)
      await age(e164(phone), 61_000)
      expect((await forgot({ phone })).status).toBe(200)
    })

    it('allows 5 codes per phone an hour and refuses the sixth', async () => {
      const { phone } = await register()
      for (let i = 0; i < 5; i++) {
        expect((await forgot({ phone })).status).toBe(200)
        await age(e164(phone), 61_000)
      }
      const sixth = await forgot({ phone })
      expect(sixth.status).toBe(429)
      expect(sixth.body.msg).toContain('Too many codes')
      await age(e164(phone), 3600_000)
      expect((await forgot({ phone })).status).toBe(200)
    })

    it('allows 30 requests an hour from one network and refuses the 31st', async () => {
      const ip = '10.31.0.1'
      for (let i = 0; i < 30; i++) expect((await forgot({ phone: newPhone() }, ip)).status).toBe(200)
      const refused = await forgot({ phone: newPhone() }, ip)
      expect(refused.status).toBe(429)
      expect((await forgot({ phone: newPhone() }, '10.31.0.2')).status).toBe(200)
    })
  })
})

describe('setting a new password with the code (reset_password)', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { phone, password } = await register()
    await forgot({ phone })
    const res = await reset({ phone, code: api.lastCode(e164(phone)), password: 'brand new secret' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: passwordReset })
    expect((await signIn(phone, 'brand new secret')).status).toBe(200)
    expect((await signIn(phone, password)).status).toBe(401)
  })

  it('signs out every session of the account', async () => {
    const { phone, token } = await register()
    const other = (await signIn(phone, 'old password 1')).body.token as string
    expect((await api.request('GET', '/api/v1/profile', { token })).status).toBe(200)
    await forgot({ phone })
    expect((await reset({ phone, code: api.lastCode(e164(phone)), password: 'brand new secret' })).status).toBe(200)
    expect((await api.request('GET', '/api/v1/profile', { token })).status).toBe(401)
    expect((await api.request('GET', '/api/v1/profile', { token: other })).status).toBe(401)
  })

  it('sets a first password for an account made by SMS code', async () => {
    const phone = newPhone()
    await post('/api/v1/send_otp', { phone })
    expect((await post('/api/v1/verify_otp', { phone, random: api.lastCode(e164(phone)) })).status).toBe(200)
    await forgot({ phone })
    expect((await reset({ phone, code: api.lastCode(e164(phone)), password: 'first password' })).status).toBe(200)
    expect((await signIn(phone, 'first password')).status).toBe(200)
  })

  it('accepts a code only once', async () => {
    const { phone } = await register()
    await forgot({ phone })
    const code = api.lastCode(e164(phone))
    expect((await reset({ phone, code, password: 'brand new secret' })).status).toBe(200)
    const again = await reset({ phone, code, password: 'another secret 2' })
    expect(again.status).toBe(400)
    expect(again.body.msg).toBe(wrongResetCode)
    expect((await signIn(phone, 'brand new secret')).status).toBe(200)
  })

  it('refuses a wrong code and leaves the password as it was', async () => {
    const { phone, password } = await register()
    await forgot({ phone })
    const res = await reset({ phone, code: otherCode(api.lastCode(e164(phone))), password: 'brand new secret' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: wrongResetCode })
    expect((await signIn(phone, password)).status).toBe(200)
  })

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const { phone } = await register()
    await forgot({ phone })
    const code = api.lastCode(e164(phone))
    for (let i = 0; i < 5; i++) expect((await reset({ phone, code: otherCode(code), password: 'brand new secret' })).status).toBe(400)
    const sixth = await reset({ phone, code, password: 'brand new secret' })
    expect(sixth.status).toBe(400)
    expect(sixth.body.msg).toBe('Too many wrong codes. Please request a new code')
  })

  it('refuses a code older than 10 minutes', async () => {
    const { phone } = await register()
    await forgot({ phone })
    const code = api.lastCode(e164(phone))
    await api.db.updateTable('reset_codes').set({ expires_at: Date.now() - 1 }).where('target', '=', e164(phone)).execute()
    const res = await reset({ phone, code, password: 'brand new secret' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(wrongResetCode)
  })

  it('accepts only the newest code once a second one is sent', async () => {
    const { phone } = await register()
    await forgot({ phone })
    const first = api.lastCode(e164(phone))
    await age(e164(phone), 61_000)
    await forgot({ phone })
    const second = api.lastCode(e164(phone))
    expect((await reset({ phone, code: first, password: 'brand new secret' })).status).toBe(400)
    expect((await reset({ phone, code: second, password: 'brand new secret' })).status).toBe(200)
  })

  it('does not take a sign-in code as a reset code', async () => {
    const { phone } = await register()
    await post('/api/v1/send_otp', { phone })
    const res = await reset({ phone, code: api.lastCode(e164(phone)), password: 'brand new secret' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(wrongResetCode)
  })

  it('answers a phone without an account as it answers a wrong code (no enumeration)', async () => {
    const res = await reset({ phone: newPhone(), code: '123456', password: 'brand new secret' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: wrongResetCode })
  })

  it.each([
    [{ code: '123456', password: 'brand new secret' }, 'enter your email or your phone number'],
    [{ phone: '0712000000', code: '12345', password: 'brand new secret' }, 'code: the code is 6 digits'],
    [{ phone: '0712000000', code: '123456', password: 'short' }, 'password: password must be at least 8 characters'],
    [{ phone: '0712000000', password: 'brand new secret' }, 'code: this field is required'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const res = await reset(body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: message })
  })

  it('allows 60 tries an hour from one network and refuses the 61st', async () => {
    const ip = '10.32.0.1'
    for (let i = 0; i < 60; i++) expect((await reset({ phone: newPhone(), code: '123456', password: 'brand new secret' }, ip)).status).toBe(400)
    const refused = await reset({ phone: newPhone(), code: '123456', password: 'brand new secret' }, ip)
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toBe('Too many attempts. Please try again later')
  })
})

describe('editing the profile (PUT profile)', () => {
  it('saves names (the email stays) and the profile reads them back', async () => {
    const { token, phone, email } = await register()
    const res = await put('/api/v1/profile', { fname: ' Baraka ', lname: 'Mwangi', email: email.toUpperCase() }, token)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ fname: 'Baraka', lname: 'Mwangi', email, phone: e164(phone), signupComplete: true })
    const profile = await api.request('GET', '/api/v1/profile', { token })
    expect(profile.body.user).toMatchObject({ fname: 'Baraka', email })
    expect((await put('/api/v1/profile', { fname: 'Baraka' }, token)).body.user.email).toBe(email)
  })

  it('refuses to replace the email in the profile: a new address needs the code sent to it', async () => {
    const { token, email } = await register()
    const res = await put('/api/v1/profile', { fname: 'Amina', email: 'mallory@example.com' }, token)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(emailChangeNeedsCode)
    expect((await api.request('GET', '/api/v1/profile', { token })).body.user.email).toBe(email)
  })

  it('completes the sign-up of an account made by SMS code', async () => {
    const phone = newPhone()
    await post('/api/v1/send_otp', { phone })
    const signedIn = await post('/api/v1/verify_otp', { phone, random: api.lastCode(e164(phone)) })
    expect(signedIn.body.user.signupComplete).toBe(false)
    const res = await put('/api/v1/profile', { fname: 'Neema', email: 'neema@example.com' }, signedIn.body.token)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ fname: 'Neema', lname: '', signupComplete: true })
  })

  it('refuses a change of phone number', async () => {
    const { token, phone } = await register()
    const res = await put('/api/v1/profile', { fname: 'Amina', email: 'a@example.com', phone: '0799999999' }, token)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('phone: phone number cannot be changed')
    expect((await api.request('GET', '/api/v1/profile', { token })).body.user.phone).toBe(e164(phone))
  })

  it.each([
    [{ email: 'a@example.com' }, 'fname: this field is required'],
    [{ fname: '   ', email: 'a@example.com' }, 'fname: this field is required'],
    [{ fname: 'Amina', email: 'nope' }, 'email is not valid'],
    [{ fname: 'A'.repeat(61), email: 'a@example.com' }, 'fname: at most 60 characters'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const { token } = await register()
    const res = await put('/api/v1/profile', body, token)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: message })
  })

  it('needs a signed-in user (401), and a signed-out token no longer works', async () => {
    expect((await put('/api/v1/profile', { fname: 'Amina', email: 'a@example.com' })).status).toBe(401)
    const { token } = await register()
    expect((await post('/api/v1/sign_out', {}, { token })).status).toBe(200)
    expect((await put('/api/v1/profile', { fname: 'Amina', email: 'a@example.com' }, token)).status).toBe(401)
  })
})

describe('password reset by email', () => {
  // The shared harness captures SMS only; this app keeps the dev outbox, where the console email
  // provider also leaves the last message per address.
  let app: Awaited<ReturnType<typeof buildApp>>
  let close: () => Promise<void>
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simu-account-'))
    const config = { ...configFromEnv({ SQLITE_PATH: join(dir, 'test.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist'), TRUST_PROXY: '1' }), devOutbox: true }
    const database = openDb({ sqlitePath: config.sqlitePath })
    await migrate(database.db)
    await seed(database.db)
    app = await buildApp({ config, database, logger: false })
    close = async () => {
      await app.app.close()
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
  afterAll(() => close())

  const call = async (method: 'POST' | 'PUT', url: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.app.inject({ method, url, headers: { 'x-app-key': appKey, 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...headers }, payload: JSON.stringify(body) })
    return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers }
  }
  const mailed = (to: string) => app.services.outbox!.get(to)
  const codeIn = (message: string | undefined) => /\b(\d{6})\b/.exec(message ?? '')?.[1]
  const signedIn = async (method: 'POST' | 'PUT', url: string, body: unknown, token: string) => {
    const res = await app.app.inject({ method, url, headers: { 'x-app-key': appKey, 'content-type': 'application/json', 'x-forwarded-for': newIp(), authorization: `Bearer ${token}` }, payload: JSON.stringify(body) })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }
  /** Signs up with the SMS code, then proves the e-mail with the code sent to it: resets go only to proven addresses. */
  async function registerProven(fname: string, phone: string, email: string) {
    expect((await call('POST', '/api/v1/send_otp', { phone })).status).toBe(200)
    const created = await call('POST', '/api/v1/register', { fname, phone, email, password: 'old password 1', code: codeIn(mailed(e164(phone))) }, ownPage)
    expect(created.status).toBe(200)
    const token = siteToken(created.headers)
    expect((await signedIn('POST', '/api/v1/email_change', { email }, token)).status).toBe(200)
    expect((await signedIn('POST', '/api/v1/email_change/confirm', { code: codeIn(mailed(email)) }, token)).status).toBe(200)
  }

  it('emails a reset code to the address, whatever its case, and the code sets the new password', async () => {
    const phone = newPhone()
    await registerProven('Juma', phone, 'juma.k@example.com')
    const res = await call('POST', '/api/v1/forgot_password', { email: 'Juma.K@Example.com' })
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { success: true, msg: resetSent } })
    const code = /\b(\d{6})\b/.exec(mailed('juma.k@example.com') ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect((await call('POST', '/api/v1/reset_password', { email: 'juma.k@example.com', code, password: 'new password 22' })).status).toBe(200)
    expect((await call('POST', '/api/v1/auth', { auth: phone, password: 'new password 22' })).status).toBe(200)
  })

  it('answers an unknown address exactly as a known one and emails nothing', async () => {
    await registerProven('Baraka', newPhone(), 'baraka@example.com')
    const known = await call('POST', '/api/v1/forgot_password', { email: 'baraka@example.com' })
    const unknown = await call('POST', '/api/v1/forgot_password', { email: 'nobody@example.com' })
    expect({ status: known.status, body: known.body }).toEqual({ status: 200, body: { success: true, msg: resetSent } })
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body })
    expect(mailed('baraka@example.com')).toMatch(/\d{6}/)
    expect(mailed('nobody@example.com')).toBeUndefined()
  })

  it('does not take an emailed code for the phone number, nor the other way round', async () => {
    const phone = newPhone()
    await registerProven('Zawadi', phone, 'zawadi@example.com')
    await call('POST', '/api/v1/forgot_password', { email: 'zawadi@example.com' })
    const code = /\b(\d{6})\b/.exec(mailed('zawadi@example.com') ?? '')?.[1]
    const res = await call('POST', '/api/v1/reset_password', { phone, code, password: 'new password 22' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(wrongResetCode)
  })
})
