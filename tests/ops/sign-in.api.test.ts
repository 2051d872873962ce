/**
 * Staff sign-in (issue 14, Staff and access): a password, then a TOTP code (RFC 6238, generated here with
 * otpauth as an authenticator app would). The enrolment shows the otpauth:// URI and secret once and needs a
 * right code and a new password; codes are taken ±1 step and never twice; sessions end when idle, at
 * sign-out and past their end; attempts are limited per account and per address, without telling whether
 * an account exists.
 */
import { URI, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attemptRules } from '@server/staff/auth'
import type { Harness } from '../support/server'
import { auditRows, codeAt, enrolledStaff, fromNewIp, newPassword, newStaff, ops, startOps, step } from './helpers'

let api: Harness & { advance(ms: number): void }
beforeAll(async () => {
  api = await startOps()

  // Seeding (PostgreSQL: a fresh database) and each staff member's scrypt hashes take a while on a busy machine.
}, 60_000)
afterAll(() => api.close())

const signIn = (login: string, password: string, headers = fromNewIp()) => api.request('POST', ops('/auth/sign-in'), { body: { login, password }, headers })
const code = (challenge: string, value: string, headers = fromNewIp()) => api.request('POST', ops('/auth/code'), { body: { challenge, code: value }, headers })
const me = (token: string) => api.request('GET', ops('/me'), { token })

describe('the enrolment of a new staff account', () => {
  it('shows the otpauth:// URI and its secret once, and needs a right code and a new password', async () => {
    const staff = await newStaff(api, 'inspector')
    const first = await signIn(staff.login, staff.password)
    expect(first.status).toBe(200)
    expect(first.body.step).toBe('enrol')
    const uri = URI.parse(first.body.otpauthUri)
    expect(uri).toBeInstanceOf(TOTP)
    expect(uri.issuer).toBe('Simu Ops')
    expect(uri.label).toBe(staff.login)
    expect((uri as TOTP).period).toBe(30)
    expect(uri.secret.base32).toBe(first.body.secret)
    // The challenge is no session.
    expect((await me(first.body.challenge)).status).toBe(401)
    const enrol = (body: Record<string, string>) => api.request('POST', ops('/auth/enrol'), { body: { challenge: first.body.challenge, ...body }, headers: fromNewIp() })
    expect((await enrol({ code: codeAt(first.body.secret, staff.login) })).body.code).toBe('ops_invalid')
    expect((await enrol({ code: codeAt(first.body.secret, staff.login), newPassword: 'short' })).body.code).toBe('ops_invalid')
    const wrong = await enrol({ code: codeAt(first.body.secret, staff.login, 5 * step), newPassword })
    expect(wrong.status).toBe(401)
    expect(wrong.body.code).toBe('ops_code_wrong')
    // The code step alone cannot enrol: enrolment sets the new password.
    expect((await code(first.body.challenge, codeAt(first.body.secret, staff.login))).body.code).toBe('ops_invalid')
    const done = await enrol({ code: codeAt(first.body.secret, staff.login), newPassword })
    expect(done.status).toBe(200)
    expect(done.body.staff).toMatchObject({ login: staff.login, role: 'inspector', enrolled: true, disabled: false })
    expect((await me(done.body.token)).body.staff.login).toBe(staff.login)
    // The challenge was spent; the one-time password is gone; the secret is never shown again.
    expect((await enrol({ code: codeAt(first.body.secret, staff.login, step), newPassword })).body.code).toBe('ops_challenge_expired')
    expect((await signIn(staff.login, staff.password)).body.code).toBe('ops_sign_in_failed')
    const later = await signIn(staff.login, newPassword)
    expect(later.body).toEqual({ step: 'code', challenge: expect.any(String) })
  })

  it('makes a new secret at each sign-in until enrolled: a secret shown before is void', async () => {
    const staff = await newStaff(api, 'support')
    const first = await signIn(staff.login, staff.password)
    const second = await signIn(staff.login, staff.password)
    expect(second.body.secret).not.toBe(first.body.secret)
    const res = await api.request('POST', ops('/auth/enrol'), { body: { challenge: second.body.challenge, code: codeAt(first.body.secret, staff.login), newPassword }, headers: fromNewIp() })
    expect(res.body.code).toBe('ops_code_wrong')
  })

  it('a challenge lasts five minutes', async () => {
    const staff = await newStaff(api, 'technician')
    const first = await signIn(staff.login, staff.password)
    api.advance(5 * 60_000 + 1000)
    const res = await api.request('POST', ops('/auth/enrol'), { body: { challenge: first.body.challenge, code: codeAt(first.body.secret, staff.login), newPassword }, headers: fromNewIp() })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('ops_challenge_expired')
  })
})

describe('the code of a later sign-in', () => {
  it('is taken one step either side of now, never a step already used', async () => {
    const staff = await enrolledStaff(api, 'inspector')
    const again = async () => (await signIn(staff.login, staff.password)).body.challenge as string
    // Enrolled with the code of this step (T): T again, and T-1, are replays; T+2 is outside the window.
    const challenge = await again()
    expect((await code(challenge, codeAt(staff.secret, staff.login))).body.code).toBe('ops_code_replayed')
    expect((await code(challenge, codeAt(staff.secret, staff.login, -step))).body.code).toBe('ops_code_replayed')
    expect((await code(challenge, codeAt(staff.secret, staff.login, 2 * step))).body.code).toBe('ops_code_wrong')
    const next = await code(challenge, codeAt(staff.secret, staff.login, step))
    expect(next.status).toBe(200)
    expect((await me(next.body.token)).status).toBe(200)
  })

  it('accepts the code of the step before now (a slow typist), once', async () => {
    const staff = await enrolledStaff(api, 'support')
    api.advance(3 * step)
    const challenge = (await signIn(staff.login, staff.password)).body.challenge
    const previous = codeAt(staff.secret, staff.login, -step)
    expect((await code(challenge, previous)).status).toBe(200)
    const challenge2 = (await signIn(staff.login, staff.password)).body.challenge
    expect((await code(challenge2, previous)).body.code).toBe('ops_code_replayed')
  })

  it('of two requests with one code, one wins and the other is a replay', async () => {
    const staff = await enrolledStaff(api, 'technician')
    const [a, b] = [(await signIn(staff.login, staff.password)).body.challenge, (await signIn(staff.login, staff.password)).body.challenge]
    const value = codeAt(staff.secret, staff.login, step)
    const replies = await Promise.all([code(a, value), code(b, value)])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401])
    expect(replies.find((r) => r.status === 401)!.body.code).toBe('ops_code_replayed')
  })
})

describe('staff sessions', () => {
  it('end after 12 hours idle, and stay while used', async () => {
    const staff = await enrolledStaff(api, 'inspector')
    api.advance(11 * 3600_000)
    expect((await me(staff.token)).status).toBe(200)
    api.advance(11 * 3600_000)
    expect((await me(staff.token)).status).toBe(200)
    api.advance(12 * 3600_000 + 1000)
    const res = await me(staff.token)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('ops_sign_in_required')
  })

  it('end at sign-out, and are stored only hashed', async () => {
    const staff = await enrolledStaff(api, 'support')
    const rows = await api.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', staff.id).execute()
    expect(rows.some((r) => r.token_hash === staff.token)).toBe(false)
    expect((await api.request('POST', ops('/auth/sign-out'), { token: staff.token })).status).toBe(200)
    expect((await me(staff.token)).status).toBe(401)
    const [row] = await auditRows(api, 'staff.sign_out')
    expect(row).toMatchObject({ staff_id: staff.id, actor: staff.login, target: staff.id })
  })
})

describe('attempt limits and no account enumeration', () => {
  it('an unknown name, a wrong password and a disabled account get one reply', async () => {
    const staff = await enrolledStaff(api, 'inspector')
    const disabled = await enrolledStaff(api, 'support')
    await api.db.updateTable('staff').set({ disabled_at: Date.now() }).where('id', '=', disabled.id).execute()
    const replies = await Promise.all([signIn('nobody@simu.test', 'some password'), signIn(staff.login, 'some password'), signIn(disabled.login, disabled.password)])
    for (const r of replies) {
      expect(r.status).toBe(401)
      expect(r.body).toEqual({ success: false, code: 'ops_sign_in_failed', msg: 'Wrong sign-in name or password' })
    }
  })

  it('an unknown name costs the same password work as a known one', async () => {
    const staff = await enrolledStaff(api, 'inspector')
    const time = async (login: string) => {
      const began = performance.now()
      await signIn(login, 'not the password')
      return performance.now() - began
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time(staff.login))
      unknown.push(await time(`ghost${i}@simu.test`))
    }
    // scrypt dominates both; a missing account that skipped it would answer in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it(`locks a name's password step from one address after ${attemptRules.passwordPerLoginAndIp.max} tries in 15 minutes, known or not; the staff member still signs in from elsewhere`, async () => {
    const staff = await enrolledStaff(api, 'technician')
    const here = fromNewIp()
    for (const login of [staff.login, 'ghost-locked@simu.test']) {
      // Every try counts, the right ones too (the enrolment signed in from another address).
      for (let i = 0; i < attemptRules.passwordPerLoginAndIp.max; i++) expect((await signIn(login, 'wrong password', here)).status).toBe(401)
      const locked = await signIn(login, login === staff.login ? staff.password : 'anything', here)
      expect(locked.status).toBe(429)
      expect(locked.body.code).toBe('ops_too_many_attempts')
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    }
    // A stranger's wrong passwords do not lock the staff member out of their own desk.
    expect((await signIn(staff.login, staff.password, fromNewIp())).status).toBe(200)
    api.advance(15 * 60_000 + 1000)
    expect((await signIn(staff.login, staff.password, here)).status).toBe(200)
  })

  it('lets a one-time password that was never used to enrol lapse after 72 hours', async () => {
    const fresh = await newStaff(api, 'support')
    api.advance(72 * 3600_000 + 1000)
    const late = await signIn(fresh.login, fresh.password, fromNewIp())
    expect(late.status).toBe(401)
    expect(late.body.code).toBe('ops_sign_in_failed')
  })

  it(`caps a name's password tries from every address at ${attemptRules.passwordPerLogin.max} in 15 minutes`, async () => {
    const login = 'ghost-sprayed@simu.test'
    for (let i = 0; i < attemptRules.passwordPerLogin.max; i++) expect((await signIn(login, 'wrong password', fromNewIp())).status).toBe(401)
    expect((await signIn(login, 'wrong password', fromNewIp())).status).toBe(429)
  })

  it(`limits password tries per address to ${attemptRules.passwordPerIp.max} in 15 minutes`, async () => {
    const headers = fromNewIp()
    for (let i = 0; i < attemptRules.passwordPerIp.max; i++) expect((await signIn(`spray${i}@simu.test`, 'Summer2026!', headers)).status).toBe(401)
    expect((await signIn('spray-last@simu.test', 'Summer2026!', headers)).status).toBe(429)
    expect((await signIn('spray-last@simu.test', 'Summer2026!')).status).toBe(401)
  })

  it(`locks the code step after ${attemptRules.codePerAccount.max} codes in 15 minutes`, async () => {
    const staff = await enrolledStaff(api, 'support')
    const challenge = (await signIn(staff.login, staff.password)).body.challenge
    const right = codeAt(staff.secret, staff.login, step)
    const wrong = right === '000000' ? '111111' : '000000'
    // Every code counts, the right ones too: the enrolment's code was the first.
    for (let i = 1; i < attemptRules.codePerAccount.max; i++) expect((await code(challenge, wrong)).body.code).toBe('ops_code_wrong')
    const locked = await code(challenge, right)
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe('ops_too_many_attempts')
  })
})

describe('the stored second factor', () => {
  it('is sealed: the database alone does not hold the secret', async () => {
    const staff = await enrolledStaff(api, 'support')
    const row = await api.db.selectFrom('staff').select('totp_secret').where('id', '=', staff.id).executeTakeFirstOrThrow()
    expect(row.totp_secret).toMatch(/^v1:/)
    expect(row.totp_secret).not.toContain(staff.secret)
  })
})
