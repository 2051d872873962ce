import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownPage, siteToken, startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

// Every test uses its own phone and, unless it is about the per-network limit, its own client IP,
// so the rate limits of one test never decide another's outcome.
let phoneSeq = 0
const newPhone = () => `07${String(12_100_000 + phoneSeq++).padStart(8, '0')}`
const e164 = (national: string) => `+254${national.replace(/\s/g, '').replace(/^0/, '')}`
let ipSeq = 0
const newIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`

const post = (url: string, body: unknown, { ip = newIp(), token }: { ip?: string; token?: string } = {}) =>
  api.request('POST', url, { body, token, headers: { 'x-forwarded-for': ip } })
const put = (url: string, body: unknown, token: string) => api.request('PUT', url, { body, token, headers: { 'x-forwarded-for': newIp() } })

const sendOtp = (phone: string, ip?: string) => post('/api/v1/send_otp', { phone }, { ip })
const verifyOtp = (phone: string, code: string, ip?: string) => post('/api/v1/verify_otp', { phone, random: code }, { ip })
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Moves a phone's rate-limit events back in time, as if `ms` had passed since the sends. */
const age = (phone: string, ms: number) =>
  api.db.updateTable('rate_events').set((eb) => ({ at: eb('at', '-', ms) })).where('bucket', 'in', [`otp-send:${e164(phone)}`, `otp-gap:${e164(phone)}`]).execute()

async function signInWithCode(phone = newPhone()) {
  expect((await sendOtp(phone)).status).toBe(200)
  const res = await verifyOtp(phone, api.lastCode(e164(phone)))
  expect(res.status).toBe(200)
  return { phone, token: res.body.token as string, userId: res.body.userId as string, user: res.body.user }
}

/** Texts a sign-up code to the phone and returns it: POST register needs it (the phone is proven first). */
async function codeFor(phone: string) {
  expect((await sendOtp(phone)).status).toBe(200)
  return api.lastCode(e164(phone))
}

async function registerWithPassword(password = 'correct horse 1', phone = newPhone()) {
  const code = await codeFor(phone)
  const res = await post('/api/v1/register', { fname: 'Wanjiru', lname: 'Kamau', phone, email: `w${phoneSeq}@example.com`, password, code })
  expect(res.status).toBe(200)
  return { phone, password, token: res.body.accessToken as string, userId: res.body.user._id as string }
}

const signInWithPassword = (auth: string, password: string) => post('/api/v1/auth', { auth, password })

describe('asking for a sign-in code (send_otp)', () => {
  describe('with a Kenyan mobile number', () => {
    it.each([
      ['0712000001', '+254712000001'],
      ['+254712000002', '+254712000002'],
      ['712 000 003', '+254712000003'],
    ])('accepts it typed as %j and texts a 6-digit code to %s', async (typed, normalised) => {
      const res = await sendOtp(typed)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(api.lastCode(normalised)).toMatch(/^\d{6}$/)
    })
  })

  it('accepts the code whatever form the number is typed in at each step', async () => {
    expect((await sendOtp('0712 000 004')).status).toBe(200)
    const res = await verifyOtp('+254-712-000-004', api.lastCode('+254712000004'))
    expect(res.status).toBe(200)
    expect(res.body.user.phone).toBe('+254712000004')
  })

  describe('with something that is not a phone number', () => {
    it('refuses it with 400 and says the number is not valid', async () => {
      const res = await sendOtp('abc')
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
      expect(res.body.msg).toContain('phone number is not valid')
    })
  })

  it('gives the same reply whether or not the phone already has an account', async () => {
    const { phone: known } = await registerWithPassword()
    await age(known, 61_000)
    const withAccount = await sendOtp(known)
    const without = await sendOtp(newPhone())
    expect(withAccount.status).toBe(200)
    expect(without.status).toBe(200)
    expect(withAccount.body).toEqual(without.body)
  })

  describe('when a code was sent to the phone less than 60 seconds ago', () => {
    it('refuses another with 429 and says how long to wait, without sending one', async () => {
      const phone = newPhone()
      expect((await sendOtp(phone)).status).toBe(200)
      const res = await sendOtp(phone)
      expect(res.status).toBe(429)
      expect(res.body.msg).toMatch(/^Please wait \d+ seconds/)
      const codes = await api.db.selectFrom('otp_codes').select('id').where('phone', '=', e164(phone)).execute()
      expect(codes).toHaveLength(1)
    })

    it('sends one again once the 60 seconds have passed', async () => {
      const phone = newPhone()
      expect((await sendOtp(phone)).status).toBe(200)
      await age(phone, 61_000)
      expect((await sendOtp(phone)).status).toBe(200)
    })
  })

  describe('when five codes were sent to the phone within the hour', () => {
    it('refuses the sixth with 429, and allows one again after the hour', async () => {
      const phone = newPhone()
      for (let i = 0; i < 5; i++) {
        expect((await sendOtp(phone)).status).toBe(200)
        await age(phone, 61_000)
      }
      const sixth = await sendOtp(phone)
      expect(sixth.status).toBe(429)
      expect(sixth.body.msg).toContain('Too many codes')

      await age(phone, 3600_000)
      expect((await sendOtp(phone)).status).toBe(200)
    })
  })

  describe('when one network asks for codes for many phones', () => {
    it('allows 30 an hour from one IP and refuses the 31st, while other IPs are still served', async () => {
      const ip = '10.99.0.1'
      for (let i = 0; i < 30; i++) expect((await sendOtp(newPhone(), ip)).status).toBe(200)
      const phone = newPhone()
      const refused = await sendOtp(phone, ip)
      expect(refused.status).toBe(429)
      expect(refused.body.msg).toContain('Too many codes')
      expect(api.lastSms(e164(phone))).toBeUndefined()

      expect((await sendOtp(phone, '10.99.0.2')).status).toBe(200)
    })
  })

  it('stores only a hash of the code, never the code itself', async () => {
    const phone = newPhone()
    await sendOtp(phone)
    const code = api.lastCode(e164(phone))
    const row = await api.db.selectFrom('otp_codes').selectAll().where('phone', '=', e164(phone)).executeTakeFirstOrThrow()
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.code_hash).not.toContain(code)
  })
})

describe('signing in with the code (verify_otp)', () => {
  describe('with the right code for a new phone', () => {
    it('signs in, creating an account whose sign-up is not complete yet', async () => {
      const phone = newPhone()
      await sendOtp(phone)
      const res = await verifyOtp(phone, api.lastCode(e164(phone)))
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: true, userId: expect.any(String), token: expect.any(String) })
      expect(res.body.user).toMatchObject({ _id: res.body.userId, userId: res.body.userId, phone: e164(phone), signupComplete: false, country: 'ke' })
      const profile = await api.request('GET', '/api/v1/profile', { token: res.body.token })
      expect(profile.body.user._id).toBe(res.body.userId)
    })

    it('refuses the same code a second time', async () => {
      const phone = newPhone()
      await sendOtp(phone)
      const code = api.lastCode(e164(phone))
      expect((await verifyOtp(phone, code)).status).toBe(200)
      const again = await verifyOtp(phone, code)
      expect(again.status).toBe(400)
      expect(again.body).toMatchObject({ success: false, code: expect.any(String), msg: 'incorrect OTP...' })
    })
  })

  it('signs a returning phone into the same account', async () => {
    const first = await signInWithCode()
    await age(first.phone, 61_000)
    const second = await signInWithCode(first.phone)
    expect(second.userId).toBe(first.userId)
    expect(second.token).not.toBe(first.token)
  })

  it('refuses a wrong code with 400', async () => {
    const phone = newPhone()
    await sendOtp(phone)
    const res = await verifyOtp(phone, otherCode(api.lastCode(e164(phone))))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'incorrect OTP...' })
  })

  it('refuses a code when none was ever sent to the phone', async () => {
    const res = await verifyOtp(newPhone(), '123456')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('incorrect OTP...')
  })

  describe('after five wrong codes', () => {
    it('refuses even the right code, and a fresh code works again', async () => {
      const phone = newPhone()
      await sendOtp(phone)
      const code = api.lastCode(e164(phone))
      for (let i = 0; i < 5; i++) expect((await verifyOtp(phone, otherCode(code))).body.msg).toBe('incorrect OTP...')
      const right = await verifyOtp(phone, code)
      expect(right.status).toBe(400)
      expect(right.body.msg).toMatch(/^Too many wrong codes/)

      await age(phone, 61_000)
      await sendOtp(phone)
      expect((await verifyOtp(phone, api.lastCode(e164(phone)))).status).toBe(200)
    })
  })

  describe('when guesses arrive at the same time', () => {
    it('counts every one, so no more than five wrong codes are ever checked', async () => {
      const phone = newPhone()
      await sendOtp(phone)
      const code = api.lastCode(e164(phone))
      const replies = await Promise.all(Array.from({ length: 8 }, () => verifyOtp(phone, otherCode(code))))
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(400))
      expect(replies.filter((r) => r.body.msg === 'incorrect OTP...')).toHaveLength(5)
      expect(replies.filter((r) => /^Too many wrong codes/.test(r.body.msg))).toHaveLength(3)
      const row = await api.db.selectFrom('otp_codes').select('attempts').where('phone', '=', e164(phone)).executeTakeFirstOrThrow()
      expect(row.attempts).toBe(5)
    })

    it('lets the right code sign in only once', async () => {
      const phone = newPhone()
      await sendOtp(phone)
      const code = api.lastCode(e164(phone))
      const replies = await Promise.all([verifyOtp(phone, code), verifyOtp(phone, code), verifyOtp(phone, code)])
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400])
      const sessions = await api.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.phone', '=', e164(phone)).execute()
      expect(sessions).toHaveLength(1)
    })
  })

  describe('when one network tries many codes', () => {
    it('allows 60 tries an hour from one IP and refuses the 61st with 429', async () => {
      const ip = '10.98.0.1'
      const phone = newPhone()
      await sendOtp(phone)
      const code = api.lastCode(e164(phone))
      // Spread over many phones without codes, as a guesser would
      for (let i = 0; i < 60; i++) expect((await verifyOtp(newPhone(), '000000', ip)).status).toBe(400)
      const res = await verifyOtp(phone, code, ip)
      expect(res.status).toBe(429)
      expect(res.body.success).toBe(false)
      // The code itself was not spent: from another network it still signs in
      expect((await verifyOtp(phone, code, '10.98.0.2')).status).toBe(200)
    })
  })

  it('refuses a code that has expired', async () => {
    const phone = newPhone()
    await sendOtp(phone)
    await api.db.updateTable('otp_codes').set({ expires_at: Date.now() - 1000 }).where('phone', '=', e164(phone)).execute()
    const res = await verifyOtp(phone, api.lastCode(e164(phone)))
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('incorrect OTP...')
  })

  it('accepts only the newest code once a new one was sent', async () => {
    const phone = newPhone()
    await sendOtp(phone)
    const old = api.lastCode(e164(phone))
    let fresh = old
    // Two sends give the same code one time in a million: send again until they differ.
    while (fresh === old) {
      await age(phone, 61_000)
      await api.db.deleteFrom('rate_events').where('bucket', 'in', [`otp-send:${e164(phone)}`, `otp-gap:${e164(phone)}`]).execute()
      expect((await sendOtp(phone)).status).toBe(200)
      fresh = api.lastCode(e164(phone))
    }
    const withOld = await verifyOtp(phone, old)
    expect(withOld.status).toBe(400)
    expect(withOld.body.msg).toBe('incorrect OTP...')
    expect((await verifyOtp(phone, fresh)).status).toBe(200)
  })

  it.each(['12345', '1234567', 'abcdef'])('refuses %j, which is not 6 digits, as an incorrect code', async (code) => {
    const phone = newPhone()
    await sendOtp(phone)
    const res = await verifyOtp(phone, code)
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(res.body.msg).toMatch(/incorrect OTP\.\.\.$/)
  })
})

describe('a signed-in user', () => {
  it('reads their profile with the token', async () => {
    const { token, userId, phone } = await signInWithCode()
    const res = await api.request('GET', '/api/v1/profile', { token })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ _id: userId, phone: e164(phone) })
  })

  it('cannot read a profile without a token, or with a made-up one', async () => {
    const none = await api.request('GET', '/api/v1/profile')
    expect(none.status).toBe(401)
    expect(none.body.success).toBe(false)
    const madeUp = await api.request('GET', '/api/v1/profile', { token: 'not-a-real-token' })
    expect(madeUp.status).toBe(401)
  })

  describe('completing sign-up (PUT register/:id)', () => {
    it('stores the name and the email in lower case, and marks the sign-up complete', async () => {
      const { token, userId, phone } = await signInWithCode()
      const res = await put(`/api/v1/register/${userId}`, { phone, email: '  Amina.Otieno@Example.COM ', fname: 'Amina' }, token)
      expect(res.status).toBe(200)
      expect(res.body.user).toMatchObject({ _id: userId, fname: 'Amina', email: 'amina.otieno@example.com', signupComplete: true })
      const stored = await api.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ fname: 'Amina', email: 'amina.otieno@example.com', signup_complete: 1 })
      expect((await api.request('GET', '/api/v1/profile', { token })).body.user.signupComplete).toBe(true)
    })

    it("refuses with 403 to complete someone else's sign-up", async () => {
      const me = await signInWithCode()
      const other = await signInWithCode()
      const res = await put(`/api/v1/register/${other.userId}`, { phone: me.phone, email: 'x@example.com', fname: 'Mallory' }, me.token)
      expect(res.status).toBe(403)
      const stored = await api.db.selectFrom('users').selectAll().where('id', '=', other.userId).executeTakeFirstOrThrow()
      expect(stored.signup_complete).toBe(0)
      expect(stored.fname).toBe('')
    })

    it('refuses an email that is not valid with 400', async () => {
      const { token, userId, phone } = await signInWithCode()
      const res = await put(`/api/v1/register/${userId}`, { phone, email: 'amina@', fname: 'Amina' }, token)
      expect(res.status).toBe(400)
      expect(res.body.msg).toContain('email is not valid')
    })
  })

  describe('signing out', () => {
    it('ends the session: the token no longer opens the profile', async () => {
      const { token } = await signInWithCode()
      const res = await post('/api/v1/sign_out', undefined, { token })
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect((await api.request('GET', '/api/v1/profile', { token })).status).toBe(401)
    })

    it('leaves the same user signed in on another device', async () => {
      const first = await signInWithCode()
      await age(first.phone, 61_000)
      const second = await signInWithCode(first.phone)
      await post('/api/v1/sign_out', undefined, { token: first.token })
      expect((await api.request('GET', '/api/v1/profile', { token: second.token })).status).toBe(200)
    })
  })

  it('has its token stored only as a hash', async () => {
    const { token, userId } = await signInWithCode()
    const rows = await api.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toBe(token)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await api.db.selectFrom('sessions').select('id').where('token_hash', '=', token).execute()).toEqual([])
  })
})

describe('password accounts', () => {
  describe('signing up with a password (POST register)', () => {
    it('creates a complete account and signs the user in', async () => {
      const phone = newPhone()
      const code = await codeFor(phone)
      const res = await post('/api/v1/register', { fname: 'Baraka', lname: 'Mwangi', phone, email: 'Baraka@Example.com', password: 'long enough 1', code })
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(res.body.accessToken).toEqual(expect.any(String))
      expect(res.body.user).toMatchObject({ fname: 'Baraka', lname: 'Mwangi', phone: e164(phone), email: 'baraka@example.com', signupComplete: true })
      const profile = await api.request('GET', '/api/v1/profile', { token: res.body.accessToken })
      expect(profile.body.user._id).toBe(res.body.user._id)
      const stored = await api.db.selectFrom('users').select('password_hash').where('phone', '=', e164(phone)).executeTakeFirstOrThrow()
      expect(stored.password_hash).not.toContain('long enough 1')
    })

    it('refuses a phone that already has an account with 409, whatever form it is typed in', async () => {
      const { phone } = await registerWithPassword()
      // Only the phone's owner (who has its code) learns that it has an account.
      await age(phone, 3600_000)
      const code = await codeFor(phone)
      const res = await post('/api/v1/register', { fname: 'Baraka', phone: e164(phone), email: 'b2@example.com', password: 'long enough 2', code })
      expect(res.status).toBe(409)
      expect(res.body.success).toBe(false)
    })

    it('answers a double-submitted sign-up with one account and a 4xx, never a server error', async () => {
      const phone = newPhone()
      const body = { fname: 'Baraka', phone, email: 'b4@example.com', password: 'long enough 4', code: await codeFor(phone) }
      const ip = newIp()
      const replies = await Promise.all([post('/api/v1/register', body, { ip }), post('/api/v1/register', body, { ip })])
      // The loser finds the code spent (400) or, past it, the phone taken (409).
      const [first, second] = replies.map((r) => r.status).sort()
      expect(first).toBe(200)
      expect([400, 409]).toContain(second)
      expect(await api.db.selectFrom('users').select('id').where('phone', '=', e164(phone)).execute()).toHaveLength(1)
    })

    it('refuses a password shorter than 8 characters with 400', async () => {
      const phone = newPhone()
      const res = await post('/api/v1/register', { fname: 'Baraka', phone, email: 'b3@example.com', password: 'short', code: await codeFor(phone) })
      expect(res.status).toBe(400)
      expect(res.body.msg).toContain('at least 8 characters')
      expect(await api.db.selectFrom('users').select('id').where('phone', '=', e164(phone)).execute()).toEqual([])
    })
  })

  describe('the phone-only check (POST register with only a phone)', () => {
    it('answers the same success for a new phone and for one with an account, so accounts cannot be discovered', async () => {
      const { phone: known } = await registerWithPassword()
      const existing = await post('/api/v1/register', { phone: known })
      const fresh = await post('/api/v1/register', { phone: newPhone() })
      expect(existing.status).toBe(200)
      expect(fresh.status).toBe(200)
      expect(existing.body.success).toBe(true)
      expect(existing.body).toEqual(fresh.body)
    })
  })

  describe('signing in with a password (POST auth)', () => {
    it('gives a token for the right phone and password', async () => {
      const { phone, password, userId } = await registerWithPassword()
      const res = await signInWithPassword(phone, password)
      expect(res.status).toBe(200)
      expect(res.body.userId).toBe(userId)
      const profile = await api.request('GET', '/api/v1/profile', { token: res.body.token })
      expect(profile.body.user._id).toBe(userId)
    })

    it('refuses a wrong password and an unknown phone with the same 401 message', async () => {
      const { phone } = await registerWithPassword()
      const wrong = await signInWithPassword(phone, 'not the password')
      const unknown = await signInWithPassword(newPhone(), 'not the password')
      expect(wrong.status).toBe(401)
      expect(wrong.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Wrong phone number or password' })
      expect(unknown.status).toBe(401)
      expect(unknown.body).toEqual(wrong.body)
    })

    it('refuses a password sign-in to an account made by code sign-in, which has no password', async () => {
      const { phone } = await signInWithCode()
      const res = await signInWithPassword(phone, 'anything at all')
      expect(res.status).toBe(401)
      expect(res.body.msg).toBe('Wrong phone number or password')
    })
  })

  describe('changing the password (PUT update_password/:id)', () => {
    it('makes the new password work and the old one fail', async () => {
      const { phone, password, userId } = await registerWithPassword('first password')
      // Signed in on Simu's own page: only such a session may change the password.
      const token = siteToken((await api.request('POST', '/api/v1/auth', { body: { auth: phone, password }, headers: { ...ownPage, 'x-forwarded-for': newIp() } })).headers)
      const res = await put(`/api/v1/update_password/${userId}`, { password: 'second password', currentPassword: password }, token)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect((await signInWithPassword(phone, 'second password')).status).toBe(200)
      expect((await signInWithPassword(phone, password)).status).toBe(401)
    })

    it("refuses with 403 to change someone else's password, which keeps working", async () => {
      const me = await registerWithPassword('my password 1')
      const other = await registerWithPassword('their password 1')
      const res = await put(`/api/v1/update_password/${other.userId}`, { password: 'hijacked pass', currentPassword: 'my password 1' }, me.token)
      expect(res.status).toBe(403)
      expect((await signInWithPassword(other.phone, 'their password 1')).status).toBe(200)
      expect((await signInWithPassword(other.phone, 'hijacked pass')).status).toBe(401)
    })
  })
})
