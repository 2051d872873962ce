/**
 * Issue 9 point 2 over the real API: an account belongs to whoever proves the phone. Sign-up needs the
 * SMS code, the first code sign-in claims an account nobody proved, e-mail changes need a code sent to
 * the new address, resets go only to proven addresses, password changes need a proof, every change is
 * texted to the phone, partner-page sessions are short and may not change those things, and Simu's
 * own site keeps its session in an HttpOnly cookie guarded against CSRF.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, sql, type Migration } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otp, session as sessionRules } from '@core/domain/constants'
import { questions } from '@core/domain/questions'
import { buildApp } from '@server/app'
import { configFromEnv } from '@server/config'
import { openDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import * as m001 from '@server/db/migrations/001_init'
import * as m002 from '@server/db/migrations/002_account'
import * as m003 from '@server/db/migrations/003_sell_flow'
import * as m004 from '@server/db/migrations/004_forms'
import * as m005 from '@server/db/migrations/005_site'
import * as m006 from '@server/db/migrations/006_checkout'
import * as m007 from '@server/db/migrations/007_repair'
import { hashPassword, newId, newToken, sha256 } from '@server/lib/crypto'
import { phoneFirst, resetSent } from '@server/account/routes'
import { emailChangeNeedsCode, partnerRefused, proofNeeded } from '@server/account/service'
import { appKey, dropPostgres, freshPostgres } from '../support/server'

type App = Awaited<ReturnType<typeof buildApp>>
let app: App
let close: () => Promise<void>

// The dev outbox keeps the last SMS per phone and the last e-mail per address: what a user would receive.
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'simu-trust-'))
  const url = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined
  const config = { ...configFromEnv({ SQLITE_PATH: join(dir, 'test.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist'), TRUST_PROXY: '1' }), devOutbox: true, databaseUrl: url }
  const database = openDb({ url, sqlitePath: config.sqlitePath })
  await migrate(database.db)
  await seed(database.db)
  app = await buildApp({ config, database, logger: false })
  await app.app.ready()
  close = async () => {
    await app.app.close()
    await database.close()
    if (url) await dropPostgres(url)
    rmSync(dir, { recursive: true, force: true })
  }
})
afterAll(() => close())

const site = 'simu.test'
const partnerPage = 'http://localhost:8080'
let phoneSeq = 0
const newPhone = () => `07${String(14_100_000 + phoneSeq++).padStart(8, '0')}`
const e164 = (national: string) => `+254${national.replace(/\s/g, '').replace(/^0/, '')}`
let ipSeq = 0
const newIp = () => `10.50.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`

interface Opts { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> }
async function call(method: 'GET' | 'POST' | 'PUT', url: string, { body, token, cookie, headers = {} }: Opts = {}) {
  const res = await app.app.inject({
    method, url,
    headers: {
      host: site, 'x-app-key': appKey, 'x-forwarded-for': newIp(),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie: `${sessionRules.cookie}=${cookie}` } : {}),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  })
  const setCookie = res.headers['set-cookie']
  return { status: res.statusCode, body: JSON.parse(res.body || 'null'), setCookie: Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '') }
}
const received = (to: string) => app.services.outbox!.get(to)
const codeIn = (message: string | undefined) => /\b(\d{6})\b/.exec(message ?? '')?.[1] ?? ''
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const userOf = (phone: string) => app.services.db.selectFrom('users').selectAll().where('phone', '=', e164(phone)).executeTakeFirst()

async function smsCode(phone: string, headers: Record<string, string> = {}) {
  expect((await call('POST', '/api/v1/send_otp', { body: { phone }, headers })).status).toBe(200)
  return codeIn(received(e164(phone)))
}
const own = { origin: `http://${site}` }
const tokenOf = (setCookie: string) => new RegExp(`${sessionRules.cookie}=([^;]*)`).exec(setCookie)?.[1] ?? ''
/**
 * Registers on Simu's own page, as the site does: a full-rights site session, whose token (from the cookie)
 * the tests send as a Bearer token.
 */
async function register(phone = newPhone(), password = 'first password 1', email = `mteja${phoneSeq}@example.com`) {
  const res = await call('POST', '/api/v1/register', { body: { fname: 'Amina', phone, email, password, code: await smsCode(phone) }, headers: own })
  expect(res.status).toBe(200)
  return { phone, password, email, token: tokenOf(res.setCookie), userId: res.body.user._id as string }
}
const signIn = (phone: string, password: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/v1/auth', { body: { auth: phone, password }, headers })
const profile = (token: string) => call('GET', '/api/v1/profile', { token })
/** Lets another code go to the same phone at once (the one-a-minute gap is not what these tests are about). */
const forgetSends = (phone: string) => app.services.db.deleteFrom('rate_events').where('bucket', 'in', [`otp-gap:${e164(phone)}`, `otp-send:${e164(phone)}`]).execute()

/**
 * An account made before phones were proven: an attacker's password, session and e-mail on a victim's
 * number. The attacker signs in on Simu's own page, so their session has a site's rights.
 */
async function plantedAccount() {
  const phone = newPhone()
  await app.services.db.insertInto('users').values({
    id: newId(), phone: e164(phone), fname: 'Mallory', lname: '', email: 'mallory@example.com', password_hash: await hashPassword('attacker pass 1'),
    country: 'ke', signup_complete: 1, created_at: Date.now(), phone_verified_at: null, email_verified_at: null,
  }).execute()
  const attacker = await signIn(phone, 'attacker pass 1', own)
  expect(attacker.status).toBe(200)
  return { phone, attackerToken: tokenOf(attacker.setCookie) }
}

describe('sign-up only with the code texted to the phone (POST register)', () => {
  it('creates no user without a code, or with a wrong one', async () => {
    const phone = newPhone()
    const body = { fname: 'Mallory', phone, email: 'mallory@example.com', password: 'attacker pass 1' }
    expect((await call('POST', '/api/v1/register', { body })).status).toBe(400)
    const code = await smsCode(phone)
    expect((await call('POST', '/api/v1/register', { body: { ...body, code: otherCode(code) } })).status).toBe(400)
    expect(await userOf(phone)).toBeUndefined()
    expect((await signIn(phone, 'attacker pass 1')).status).toBe(401)
  })

  it("over an account someone planted on the phone: the owner's code answers 409 and ends the attacker's session and password", async () => {
    const { phone, attackerToken } = await plantedAccount()
    const res = await call('POST', '/api/v1/register', { body: { fname: 'Amina', phone, email: 'owner@example.com', password: 'owner password 1', code: await smsCode(phone) }, headers: own })
    expect(res.status).toBe(409)
    expect((await profile(attackerToken)).status).toBe(401)
    expect((await signIn(phone, 'attacker pass 1')).status).toBe(401)
    // The owner now signs in with a code and finds none of the attacker's details.
    await forgetSends(phone)
    const owner = await call('POST', '/api/v1/verify_otp', { body: { phone, random: await smsCode(phone) } })
    expect(owner.body.user).toMatchObject({ email: '', fname: '', hasPassword: false })
  })

  it('creates the account with the right code, its phone marked proven', async () => {
    const { phone, password } = await register()
    expect((await userOf(phone))?.phone_verified_at).toEqual(expect.any(Number))
    expect((await signIn(phone, password)).status).toBe(200)
  })
})

describe('the first code sign-in into an account whose phone nobody proved', () => {
  it("ends the attacker's session and password, and the owner does not see the attacker's e-mail", async () => {
    const { phone, attackerToken } = await plantedAccount()
    const owner = await call('POST', '/api/v1/verify_otp', { body: { phone, random: await smsCode(phone) } })
    expect(owner.status).toBe(200)
    expect(owner.body.user).toMatchObject({ email: '', fname: '', signupComplete: false, hasPassword: false })
    expect((await profile(attackerToken)).status).toBe(401)
    expect((await signIn(phone, 'attacker pass 1')).status).toBe(401)
    expect((await profile(owner.body.token)).body.user.email).toBe('')
    expect((await userOf(phone))?.phone_verified_at).toEqual(expect.any(Number))
  })

  it("a password reset with the code texted to the phone claims it too: the attacker's session, password and e-mail go", async () => {
    const { phone, attackerToken } = await plantedAccount()
    expect((await call('POST', '/api/v1/forgot_password', { body: { phone } })).status).toBe(200)
    const reset = await call('POST', '/api/v1/reset_password', { body: { phone, code: codeIn(received(e164(phone))), password: 'owner password 1' } })
    expect(reset.status).toBe(200)
    expect((await profile(attackerToken)).status).toBe(401)
    expect((await signIn(phone, 'attacker pass 1')).status).toBe(401)
    expect((await signIn(phone, 'owner password 1')).status).toBe(200)
    expect(await userOf(phone)).toMatchObject({ email: '', fname: '', phone_verified_at: expect.any(Number) })
  })

  it('keeps the password and sessions of an account whose phone was already proven', async () => {
    const { phone, password, token } = await register()
    await forgetSends(phone)
    expect((await call('POST', '/api/v1/verify_otp', { body: { phone, random: await smsCode(phone) } })).status).toBe(200)
    expect((await profile(token)).status).toBe(200)
    expect((await signIn(phone, password)).status).toBe(200)
  })
})

describe('changing the e-mail (POST email_change, email_change/confirm)', () => {
  it('mails a code to the new address; only that code changes and proves the address, and the phone is told', async () => {
    const { phone, token, email: old } = await register()
    const sent = await call('POST', '/api/v1/email_change', { body: { email: 'Amina.New@Example.com' }, token })
    expect(sent.status).toBe(200)
    const code = codeIn(received('amina.new@example.com'))
    expect(code).toMatch(/^\d{6}$/)
    // Until the code comes back the old address stays, and the code is kept only as a hash.
    expect((await profile(token)).body.user.email).toBe(old)
    const row = await app.services.db.selectFrom('email_codes').selectAll().where('email', '=', 'amina.new@example.com').executeTakeFirstOrThrow()
    expect(row.code_hash).not.toContain(code)
    expect(row.expires_at - row.created_at).toBe(otp.ttlMinutes * 60_000)
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code: otherCode(code) }, token })).status).toBe(400)
    const confirmed = await call('POST', '/api/v1/email_change/confirm', { body: { code }, token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.user.email).toBe('amina.new@example.com')
    expect((await userOf(phone))?.email_verified_at).toEqual(expect.any(Number))
    expect(received(e164(phone))).toContain('email address was changed to amina.new@example.com')
    // One use only.
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code }, token })).status).toBe(400)
  })

  it(`refuses even the right code after ${otp.maxWrongTries} wrong ones, and once it has expired`, async () => {
    const { token, email: old } = await register()
    await call('POST', '/api/v1/email_change', { body: { email: 'locked@example.com' }, token })
    const code = codeIn(received('locked@example.com'))
    for (let i = 0; i < otp.maxWrongTries; i++) await call('POST', '/api/v1/email_change/confirm', { body: { code: otherCode(code) }, token })
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code }, token })).status).toBe(400)

    const late = await register()
    await call('POST', '/api/v1/email_change', { body: { email: 'late@example.com' }, token: late.token })
    await app.services.db.updateTable('email_codes').set({ expires_at: Date.now() - 1 }).where('email', '=', 'late@example.com').execute()
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code: codeIn(received('late@example.com')) }, token: late.token })).status).toBe(400)
    expect((await profile(token)).body.user.email).toBe(old)
    expect((await profile(late.token)).body.user.email).toBe(late.email)
  })

  it('texts the phone when the first e-mail (given at sign-up) becomes proven', async () => {
    const { phone, token, email } = await register()
    await call('POST', '/api/v1/email_change', { body: { email }, token })
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code: codeIn(received(email)) }, token })).status).toBe(200)
    expect(received(e164(phone))).toContain(`email address was changed to ${email}`)
  })

  it('refuses (403) an e-mail change on an account whose phone nobody proved, even from a site session', async () => {
    const { phone, attackerToken } = await plantedAccount()
    const res = await call('POST', '/api/v1/email_change', { body: { email: 'mallory.new@example.com' }, token: attackerToken })
    expect(res).toMatchObject({ status: 403, body: { msg: phoneFirst } })
    expect(received('mallory.new@example.com')).toBeUndefined()
    expect((await userOf(phone))?.email).toBe('mallory@example.com')
  })

  it('will not replace the e-mail through PUT profile', async () => {
    const { token, email } = await register()
    const res = await call('PUT', '/api/v1/profile', { body: { fname: 'Amina', email: 'mallory@example.com' }, token })
    expect(res).toMatchObject({ status: 400, body: { msg: emailChangeNeedsCode } })
    expect((await profile(token)).body.user.email).toBe(email)
  })
})

describe('password reset by e-mail goes only to a proven address', () => {
  it('answers an unproven address exactly as an unknown one and mails nothing', async () => {
    await register(newPhone(), 'first password 1', 'unproven@example.com')
    const unproven = await call('POST', '/api/v1/forgot_password', { body: { email: 'unproven@example.com' } })
    const unknown = await call('POST', '/api/v1/forgot_password', { body: { email: 'nobody.here@example.com' } })
    expect(unproven).toEqual({ status: 200, body: { success: true, msg: resetSent }, setCookie: '' })
    expect(unknown).toEqual(unproven)
    expect(received('unproven@example.com')).toBeUndefined()
  })

  it('mails a code once the address is proven', async () => {
    const { token } = await register(newPhone(), 'first password 1', 'proven@example.com')
    await call('POST', '/api/v1/email_change', { body: { email: 'proven@example.com' }, token })
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code: codeIn(received('proven@example.com')) }, token })).status).toBe(200)
    expect((await call('POST', '/api/v1/forgot_password', { body: { email: 'proven@example.com' } })).body.msg).toBe(resetSent)
    expect(received('proven@example.com')).toMatch(/reset|password/i)
  })
})

describe('changing the password (PUT update_password/:id) needs the current password or a fresh SMS code', () => {
  const change = (userId: string, token: string, body: object) => call('PUT', `/api/v1/update_password/${userId}`, { body: { password: 'stolen session 1', ...body }, token })

  it('refuses a stolen session alone, or with a wrong password, and the password stays', async () => {
    const { phone, password, token, userId } = await register()
    expect(await change(userId, token, {})).toMatchObject({ status: 400, body: { msg: proofNeeded } })
    expect((await change(userId, token, { currentPassword: 'not the password' })).status).toBe(403)
    expect((await change(userId, token, { code: '123456' })).status).toBe(400)
    expect((await signIn(phone, password)).status).toBe(200)
    expect((await signIn(phone, 'stolen session 1')).status).toBe(401)
  })

  it('takes the current password, or the code texted to the phone, and texts a notice', async () => {
    const { phone, password, token, userId } = await register()
    expect((await change(userId, token, { currentPassword: password, password: 'second password 2' })).status).toBe(200)
    expect(received(e164(phone))).toContain('Your Simu password was changed')
    await forgetSends(phone)
    const code = await smsCode(phone)
    expect((await change(userId, token, { code, password: 'third password 3' })).status).toBe(200)
    expect((await signIn(phone, 'third password 3')).status).toBe(200)
  })

  it('texts a notice when the password is reset with a code mailed to the (proven) address', async () => {
    const { phone, token } = await register(newPhone(), 'first password 1', 'resetter@example.com')
    await call('POST', '/api/v1/email_change', { body: { email: 'resetter@example.com' }, token })
    expect((await call('POST', '/api/v1/email_change/confirm', { body: { code: codeIn(received('resetter@example.com')) }, token })).status).toBe(200)
    await call('POST', '/api/v1/forgot_password', { body: { email: 'resetter@example.com' } })
    const reset = await call('POST', '/api/v1/reset_password', { body: { email: 'resetter@example.com', code: codeIn(received('resetter@example.com')), password: 'mailed reset 1' } })
    expect(reset.status).toBe(200)
    expect(received(e164(phone))).toContain('Your Simu password was changed')
  })

  it("texts the notice in the account's language (Swahili for a Tanzanian account)", async () => {
    const phone = `0754${String(500_000 + phoneSeq++).padStart(6, '0')}`
    const tz = `+255${phone.slice(1)}`
    expect((await call('POST', '/api/v1/send_otp', { body: { phone }, headers: { country: 'tz' } })).status).toBe(200)
    const res = await call('POST', '/api/v1/register', { body: { fname: 'Neema', phone, email: 'neema.tz@example.com', password: 'nenosiri la 1', code: codeIn(received(tz)) }, headers: { country: 'tz', ...own } })
    expect(res.status).toBe(200)
    expect((await call('PUT', `/api/v1/update_password/${res.body.user._id}`, { body: { password: 'nenosiri la 2', currentPassword: 'nenosiri la 1' }, token: tokenOf(res.setCookie) })).status).toBe(200)
    expect(received(tz)).toContain('Nenosiri la akaunti yako ya Simu limebadilishwa')
  })
})

const perfect = Object.fromEntries(questions.map((q) => [q.key, q.expected]))
async function quoteFor(token: string): Promise<string> {
  const res = await call('POST', '/api/v1/calculate', { body: { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...perfect }, token })
  expect(res.status).toBe(200)
  return res.body.quote._id
}

describe('changing the payout number (PUT update_payout/:id)', () => {
  it("texts a notice with the new number to the account's phone", async () => {
    const { phone, token } = await register()
    const id = await quoteFor(token)
    const res = await call('PUT', `/api/v1/update_payout/${id}`, { body: { number: '0722 000 111', name: 'Amina Otieno' }, token })
    expect(res.status).toBe(200)
    expect(received(e164(phone))).toContain('changed to +254722000111')
  })
})

describe("sessions made on a partner's page", () => {
  async function partnerSession() {
    const { phone, password, userId, email } = await register()
    const res = await signIn(phone, password, { origin: partnerPage })
    expect(res.status).toBe(200)
    return { phone, password, userId, email, token: res.body.token as string, setCookie: res.setCookie }
  }

  it(`live ${sessionRules.partnerTtlHours} hours, keep the token in the reply and set no cookie`, async () => {
    const s = await partnerSession()
    expect(s.token).not.toBe('')
    expect(s.setCookie).toBe('')
    const rows = await app.services.db.selectFrom('sessions').selectAll().where('user_id', '=', s.userId).where('kind', '=', 'partner').execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ origin: partnerPage })
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(sessionRules.partnerTtlHours * 3_600_000)
  })

  it('are refused (403) e-mail, password and payout changes, which stay as they were', async () => {
    const s = await partnerSession()
    const headers = { origin: partnerPage }
    const password = await call('PUT', `/api/v1/update_password/${s.userId}`, { body: { password: 'partner page 1', currentPassword: s.password }, token: s.token, headers })
    expect(password).toMatchObject({ status: 403, body: { msg: partnerRefused } })
    expect((await call('POST', '/api/v1/email_change', { body: { email: 'via.partner@example.com' }, token: s.token, headers })).status).toBe(403)
    expect(received('via.partner@example.com')).toBeUndefined()
    const id = await quoteFor(s.token)
    const payout = () => app.services.db.selectFrom('trade_in_payouts').selectAll().where('quote_id', '=', id).executeTakeFirst()
    const payoutBefore = await payout()
    expect((await call('PUT', `/api/v1/update_payout/${id}`, { body: { number: '0722 000 222', name: 'Mallory' }, token: s.token, headers })).status).toBe(403)
    expect(await payout()).toEqual(payoutBefore)
    expect((await call('GET', `/api/v1/quotes/${id}`, { token: s.token })).body.quote.tradeIn?.payout?.number).not.toBe('+254722000222')
    expect((await userOf(s.phone))?.email).toBe(s.email)
    expect((await profile(s.token)).body.user.email).toBe(s.email)
    expect((await signIn(s.phone, s.password)).status).toBe(200)
    // Reading the profile and selling still work from the partner's page.
    expect((await profile(s.token)).status).toBe(200)
  })
})

describe("Simu's own site: the session in an HttpOnly cookie", () => {
  async function siteSignIn(headers: Record<string, string> = own) {
    const { phone, password, userId } = await register()
    const res = await signIn(phone, password, headers)
    expect(res.status).toBe(200)
    return { res, userId, cookie: tokenOf(res.setCookie) }
  }

  it('sets simu_session HttpOnly, SameSite=Lax, Path=/api, and puts no token in the body', async () => {
    const { res, cookie } = await siteSignIn()
    expect(res.body.token).toBe('')
    expect(cookie).toMatch(/^[\w-]{20,}$/)
    expect(res.setCookie).toContain('HttpOnly')
    expect(res.setCookie).toContain('SameSite=Lax')
    expect(res.setCookie).toContain('Path=/api')
    expect(res.setCookie).not.toContain('Secure')
    expect((await call('GET', '/api/v1/profile', { cookie })).status).toBe(200)
  })

  it('marks the cookie Secure when the site is served over https', async () => {
    const { res } = await siteSignIn({ origin: `https://${site}`, 'x-forwarded-proto': 'https' })
    expect(res.setCookie).toMatch(/; Secure/)
  })

  it('a code sign-in on the site sets the cookie too', async () => {
    const phone = newPhone()
    const res = await call('POST', '/api/v1/verify_otp', { body: { phone, random: await smsCode(phone) }, headers: own })
    expect(res.status).toBe(200)
    expect(res.body.token).toBe('')
    expect(tokenOf(res.setCookie)).not.toBe('')
  })

  it('refuses (403) a cookie request that changes state without a same-site Origin, or without JSON', async () => {
    const { cookie, userId } = await siteSignIn()
    const body = { fname: 'Hijacked' }
    expect((await call('PUT', '/api/v1/profile', { body, cookie })).status).toBe(403)
    expect((await call('PUT', '/api/v1/profile', { body, cookie, headers: { origin: partnerPage } })).status).toBe(403)
    expect((await call('PUT', '/api/v1/profile', { body, cookie, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    const formLike = await app.app.inject({
      method: 'POST', url: '/api/v1/sign_out', payload: '{}',
      headers: { host: site, 'x-app-key': appKey, origin: own.origin, 'content-type': 'text/plain', cookie: `${sessionRules.cookie}=${cookie}` },
    })
    expect(formLike.statusCode).toBe(403)
    const plainProfile = await app.app.inject({
      method: 'PUT', url: '/api/v1/profile', payload: JSON.stringify(body),
      headers: { host: site, 'x-app-key': appKey, origin: own.origin, 'content-type': 'text/plain', cookie: `${sessionRules.cookie}=${cookie}` },
    })
    expect(plainProfile.statusCode).toBe(403)
    const user = await app.services.db.selectFrom('users').select('fname').where('id', '=', userId).executeTakeFirstOrThrow()
    expect(user.fname).toBe('Amina')
    expect((await call('GET', '/api/v1/profile', { cookie })).status).toBe(200)
    // From Simu's own page (an Origin, or only Sec-Fetch-Site in older browsers) it goes through.
    expect((await call('PUT', '/api/v1/profile', { body, cookie, headers: own })).status).toBe(200)
    expect((await call('PUT', '/api/v1/profile', { body, cookie, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
  })

  it('sign-out clears the cookie and revokes the session', async () => {
    const { cookie } = await siteSignIn()
    const out = await call('POST', '/api/v1/sign_out', { body: {}, cookie, headers: own })
    expect(out.status).toBe(200)
    expect(out.setCookie).toMatch(new RegExp(`${sessionRules.cookie}=;.*Max-Age=0`))
    expect((await call('GET', '/api/v1/profile', { cookie })).status).toBe(401)
  })
})

describe("a sign-in without an Origin (curl, a partner's backend proxying the sign-in)", () => {
  it(`gets a partner's session: the token in the reply, ${sessionRules.partnerTtlHours} hours, and no e-mail, password or payout change`, async () => {
    const { phone, password, userId, email } = await register()
    const res = await signIn(phone, password)
    expect(res.status).toBe(200)
    expect(res.body.token).not.toBe('')
    expect(res.setCookie).toBe('')
    const token = res.body.token as string
    const row = await app.services.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'partner', origin: null })
    expect(row.expires_at - row.created_at).toBe(sessionRules.partnerTtlHours * 3_600_000)
    expect(await call('POST', '/api/v1/email_change', { body: { email: 'via.curl@example.com' }, token })).toMatchObject({ status: 403, body: { msg: partnerRefused } })
    expect((await call('PUT', `/api/v1/update_password/${userId}`, { body: { password: 'via curl 1', currentPassword: password }, token })).status).toBe(403)
    const id = await quoteFor(token)
    expect((await call('PUT', `/api/v1/update_payout/${id}`, { body: { number: '0722 000 333', name: 'Mallory' }, token })).status).toBe(403)
    expect(await app.services.db.selectFrom('trade_in_payouts').select('number').where('quote_id', '=', id).where('number', '=', '+254722000333').executeTakeFirst()).toBeUndefined()
    expect(received('via.curl@example.com')).toBeUndefined()
    expect((await userOf(phone))?.email).toBe(email)
    expect((await signIn(phone, password)).status).toBe(200)
  })

  it("a code sign-in without an Origin gets a partner's session too", async () => {
    const phone = newPhone()
    const res = await call('POST', '/api/v1/verify_otp', { body: { phone, random: await smsCode(phone) } })
    expect(res.status).toBe(200)
    const row = await app.services.db.selectFrom('sessions').select('kind').where('token_hash', '=', sha256(res.body.token)).executeTakeFirstOrThrow()
    expect(row.kind).toBe('partner')
  })
})

describe('upgrading a database made before sessions had a kind (migration 008_trust)', () => {
  it('signs out every session made before the upgrade: its token answers 401', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simu-upgrade-'))
    const url = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined
    const config = { ...configFromEnv({ SQLITE_PATH: join(dir, 'old.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist') }), databaseUrl: url }
    const database = openDb({ url, sqlitePath: config.sqlitePath })
    try {
      const upTo007: Record<string, Migration> = {
        '001_init': m001, '002_account': m002, '003_sell_flow': m003, '004_forms': m004, '005_site': m005, '006_checkout': m006, '007_repair': m007,
      }
      const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => upTo007 } }).migrateToLatest()
      expect(error).toBeUndefined()
      // A session of the old release, as a partner page might keep in its localStorage.
      const token = newToken()
      const now = Date.now()
      await sql`insert into users (id, phone, fname, lname, email, password_hash, country, signup_complete, created_at)
        values (${'old-user'}, ${'+254714999001'}, ${'Amina'}, ${''}, ${'old@example.com'}, ${null}, ${'ke'}, ${1}, ${now})`.execute(database.db)
      await sql`insert into sessions (id, user_id, token_hash, created_at, expires_at, revoked_at)
        values (${'old-session'}, ${'old-user'}, ${sha256(token)}, ${now}, ${now + sessionRules.ttlDays * 86_400_000}, ${null})`.execute(database.db)
      await migrate(database.db)
      await seed(database.db)
      const upgraded = await buildApp({ config, database, logger: false })
      try {
        const res = await upgraded.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-app-key': appKey, authorization: `Bearer ${token}` } })
        expect(res.statusCode).toBe(401)
      } finally {
        await upgraded.app.close()
      }
    } finally {
      await database.close()
      if (url) await dropPostgres(url)
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
