/**
 * Simu Ops tests: staff accounts made as the command line makes them, signed in over the real API with
 * TOTP codes generated here with `otpauth` (as an authenticator app would), and customers signed in as on
 * the site. The tests fake Date only (timers stay real), so a code's 30-second step is never a race.
 */
import { expect, vi } from 'vitest'
import { TOTP } from 'otpauth'
import { addStaff } from '@server/staff/accounts'
import { startApi, type Harness, type StartOptions } from '../support/server'

/** 15 seconds into a TOTP step: a code of "now" is the code of this step for the next 15 seconds of fake time. */
export const start = Date.UTC(2026, 10, 25, 9, 0, 15)
export const step = 30_000

export async function startOps(options: StartOptions = {}): Promise<Harness & { advance(ms: number): void }> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  const api = await startApi(options)
  return {
    ...api,
    advance: (ms) => vi.setSystemTime(Date.now() + ms),
    async close() {
      await api.close()
      vi.useRealTimers()
    },
  }
}

export const ops = (path: string) => `/api/ops/v1${path}`

let addresses = 0
/** A request from a new client address (the limits per address stay out of the way unless a test wants them). */
export const fromNewIp = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}` })

/** The code an authenticator shows `offset` ms from now. */
export function codeAt(secret: string, login: string, offset = 0): string {
  return new TOTP({ issuer: 'Simu Ops', label: login, algorithm: 'SHA1', digits: 6, period: 30, secret }).generate({ timestamp: Date.now() + offset })
}

let made = 0
export interface NewStaff { id: string; login: string; password: string }

/** A staff account as `cli.ts staff-add` makes it: not enrolled yet, with a one-time password. */
export async function newStaff(api: Harness, role: string, storeId?: string): Promise<NewStaff> {
  const login = `${role}${++made}@simu.test`
  const { staff, password } = await addStaff(api.db, { login, role, storeId }, { staffId: null, name: 'cli:test', ip: null })
  return { id: staff.id, login, password }
}

export interface SignedIn extends NewStaff { secret: string; token: string }

export const newPassword = 'correct horse battery staple'

/** A staff member through the first sign-in: the password, the enrolment (a code of now) and a new password. */
export async function enrolledStaff(api: Harness, role: string, storeId?: string): Promise<SignedIn> {
  const staff = await newStaff(api, role, storeId)
  const headers = fromNewIp()
  const first = await api.request('POST', ops('/auth/sign-in'), { body: { login: staff.login, password: staff.password }, headers })
  expect(first.status).toBe(200)
  expect(first.body.step).toBe('enrol')
  const secret = first.body.secret as string
  const enrolled = await api.request('POST', ops('/auth/enrol'), {
    body: { challenge: first.body.challenge, code: codeAt(secret, staff.login), newPassword }, headers,
  })
  expect(enrolled.status).toBe(200)
  return { ...staff, password: newPassword, secret, token: enrolled.body.token }
}

let phones = 0
/** A customer signed in with an SMS code on the site: their session token. */
export async function customerToken(api: Harness): Promise<string> {
  const local = `0713500${String(++phones).padStart(3, '0')}`
  const phone = `+254${local.slice(1)}`
  const headers = fromNewIp()
  expect((await api.request('POST', '/api/v1/send_otp', { body: { phone: local }, headers })).status).toBe(200)
  const res = await api.request('POST', '/api/v1/verify_otp', { body: { phone: local, random: api.lastCode(phone) }, headers })
  expect(res.status).toBe(200)
  expect(res.body.token).toBeTruthy()
  return res.body.token as string
}

/** The audit rows, newest first. */
export async function auditRows(api: Harness, action?: string) {
  const rows = await api.db.selectFrom('ops_audit').selectAll().orderBy('id', 'desc').execute()
  return rows.filter((r) => action === undefined || r.action === action).map((r) => ({
    ...r, before: r.before_json === null ? null : JSON.parse(r.before_json), after: r.after_json === null ? null : JSON.parse(r.after_json),
  }))
}
