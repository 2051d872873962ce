/**
 * Staff accounts and the audit trail (issue 14, Staff and access): an admin makes, lists, disables and
 * resets staff accounts; disabling ends the account's sessions at once; every action writes its audit row
 * (who, when, what, before and after) in the same transaction, and an admin pages through them newest
 * first. The command line's staff-add makes the first admin. Secrets never reach the server log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAdd, staffReset } from '@server/staff/cli'
import type { Harness } from '../support/server'
import { auditRows, codeAt, enrolledStaff, fromNewIp, newPassword, ops, startOps, type SignedIn } from './helpers'

const lines: string[] = []
let api: Harness & { advance(ms: number): void }
let admin: SignedIn
let storeId: string
beforeAll(async () => {
  api = await startOps({ env: { NODE_ENV: 'production', MPESA_CALLBACK_TOKEN: 'cbtok_ops_test_1234567890', LOG_LEVEL: 'debug' }, logStream: { write: (line) => void lines.push(line) } })
  admin = await enrolledStaff(api, 'admin')
  storeId = (await api.db.selectFrom('stores').select('id').executeTakeFirstOrThrow()).id

  // Seeding (PostgreSQL: a fresh database) and each staff member's scrypt hashes take a while on a busy machine.
}, 60_000)
afterAll(() => api.close())

const asAdmin = (method: string, path: string, body?: unknown) => api.request(method, ops(path), { token: admin.token, body, headers: fromNewIp() })

describe('staff-add on the command line', () => {
  it('makes an account with a one-time password, says how to enrol, and writes its audit row', async () => {
    const out = await staffAdd(api.db, ['Owner@Simu.test', 'admin'], 'amina')
    expect(out).toMatch(/^staff owner@simu\.test \(admin\) added; one-time password:\n[\w-]{20}\n/)
    expect(out).toContain('otpauth://')
    expect(out).toContain('/api/ops/v1/auth/sign-in')
    const password = out.split('\n')[1]!
    const first = await api.request('POST', ops('/auth/sign-in'), { body: { login: 'owner@simu.test', password }, headers: fromNewIp() })
    expect(first.body.step).toBe('enrol')
    const [row] = await auditRows(api, 'staff.create')
    expect(row).toMatchObject({ staff_id: null, actor: 'cli:amina', before: null, after: { login: 'owner@simu.test', role: 'admin', enrolled: false } })
    expect(JSON.stringify(row)).not.toContain(password)
  })

  it('takes a store for store staff, and refuses a bad role, a missing store or a taken name', async () => {
    expect(await staffAdd(api.db, ['desk1', 'store', '--store', storeId], 'amina')).toContain(`(store, store ${storeId})`)
    await expect(staffAdd(api.db, ['desk2', 'store'], 'amina')).rejects.toThrow(/need their store/)
    await expect(staffAdd(api.db, ['desk3', 'store', '--store', 'nowhere'], 'amina')).rejects.toThrow(/no store 'nowhere'/)
    await expect(staffAdd(api.db, ['boss', 'superuser'], 'amina')).rejects.toThrow(/role is one of/)
    const before = (await auditRows(api)).length
    await expect(staffAdd(api.db, ['DESK1', 'support'], 'amina')).rejects.toThrow(/already/)
    expect((await auditRows(api)).length).toBe(before)
  })
})

describe('staff-reset on the command line', () => {
  it('gives an account a new one-time password and enrolment, and writes its audit row', async () => {
    const member = await enrolledStaff(api, 'admin')
    const out = await staffReset(api.db, [member.login.toUpperCase()], 'amina')
    expect(out).toMatch(new RegExp(`^staff ${member.login.replace(/[.+]/g, '\\$&')} \\(admin\\) reset: sessions ended; one-time password:\n[\\w-]{20}\n`))
    expect((await api.request('GET', ops('/me'), { token: member.token })).status).toBe(401)
    const first = await api.request('POST', ops('/auth/sign-in'), { body: { login: member.login, password: out.split('\n')[1] }, headers: fromNewIp() })
    expect(first.body.step).toBe('enrol')
    const [row] = await auditRows(api, 'staff.reset')
    expect(row).toMatchObject({ staff_id: null, actor: 'cli:amina', target: member.id, after: { enrolled: false } })
    await expect(staffReset(api.db, ['nobody'], 'amina')).rejects.toThrow(/no staff account 'nobody'/)
  })
})

describe('an admin manages staff accounts', () => {
  it('makes one (201, a one-time password) and lists it, never with a hash or a secret', async () => {
    const made = await asAdmin('POST', '/staff', { login: 'juma', role: 'technician' })
    expect(made.status).toBe(201)
    expect(made.body.staff).toMatchObject({ login: 'juma', role: 'technician', storeId: null, enrolled: false, disabled: false, createdBy: admin.login })
    expect(made.body.oneTimePassword).toMatch(/^[\w-]{20}$/)
    const [row] = await auditRows(api, 'staff.create')
    expect(row).toMatchObject({ staff_id: admin.id, actor: admin.login, target: made.body.staff.id, before: null, after: made.body.staff })
    const list = await asAdmin('GET', '/staff')
    expect(list.body.staff.map((s: { login: string }) => s.login)).toContain('juma')
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|password|secret/i)
    expect((await asAdmin('POST', '/staff', { login: 'JUMA', role: 'support' })).body.code).toBe('ops_login_taken')
    expect((await asAdmin('POST', '/staff', { login: 'x', role: 'support' })).body.code).toBe('ops_invalid')
  })

  it('disabling an account ends its sessions at once, with the state before and after in the audit row', async () => {
    const inspector = await enrolledStaff(api, 'inspector')
    expect((await api.request('GET', ops('/trade-ins'), { token: inspector.token })).status).toBe(200)
    const res = await asAdmin('POST', `/staff/${inspector.id}/disable`)
    expect(res.status).toBe(200)
    expect(res.body.staff.disabled).toBe(true)
    const after = await api.request('GET', ops('/trade-ins'), { token: inspector.token })
    expect(after.status).toBe(401)
    const live = await api.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', inspector.id).where('revoked_at', 'is', null).execute()
    expect(live).toEqual([])
    // Signing in again: the same reply as a wrong password.
    expect((await api.request('POST', ops('/auth/sign-in'), { body: { login: inspector.login, password: inspector.password }, headers: fromNewIp() })).body.code).toBe('ops_sign_in_failed')
    const [row] = await auditRows(api, 'staff.disable')
    expect(row).toMatchObject({ staff_id: admin.id, target: inspector.id, before: { disabled: false }, after: { disabled: true } })
    expect((await asAdmin('POST', `/staff/${admin.id}/disable`)).body.code).toBe('ops_not_yourself')
    expect((await asAdmin('POST', '/staff/nobody/disable')).status).toBe(404)
  })

  it('a reset gives a new one-time password, ends the sessions and asks for a new enrolment', async () => {
    const support = await enrolledStaff(api, 'support')
    const res = await asAdmin('POST', `/staff/${support.id}/reset`)
    expect(res.status).toBe(200)
    expect(res.body.staff.enrolled).toBe(false)
    expect((await api.request('GET', ops('/me'), { token: support.token })).status).toBe(401)
    const first = await api.request('POST', ops('/auth/sign-in'), { body: { login: support.login, password: res.body.oneTimePassword }, headers: fromNewIp() })
    expect(first.body.step).toBe('enrol')
    expect(first.body.secret).not.toBe(support.secret)
    const [row] = await auditRows(api, 'staff.reset')
    expect(row).toMatchObject({ staff_id: admin.id, target: support.id, before: { enrolled: true }, after: { enrolled: false } })
  })
})

describe('the audit trail', () => {
  it('has a row for every action of this part: create, enrol, sign-in, sign-out, disable, reset', async () => {
    const member = await enrolledStaff(api, 'technician')
    const [enrol] = await auditRows(api, 'staff.enrol')
    expect(enrol).toMatchObject({ staff_id: member.id, actor: member.login, target: member.id, before: { enrolled: false }, after: { enrolled: true } })
    const [signIn] = await auditRows(api, 'staff.sign_in')
    expect(signIn).toMatchObject({ staff_id: member.id, target: member.id })
    expect(Number(signIn!.at)).toBe(Date.now())
    expect(signIn!.ip).toMatch(/^10\.77\./)
    await api.request('POST', ops('/auth/sign-out'), { token: member.token })
    const actions = new Set((await auditRows(api)).map((r) => r.action))
    expect([...actions].sort()).toEqual(['staff.create', 'staff.disable', 'staff.enrol', 'staff.reset', 'staff.sign_in', 'staff.sign_out'])
  })

  it('an admin pages through it, newest first', async () => {
    const all = await auditRows(api)
    const first = await asAdmin('GET', '/audit?limit=3')
    expect(first.status).toBe(200)
    expect(first.body.rows.map((r: { id: string }) => r.id)).toEqual(all.slice(0, 3).map((r) => r.id))
    expect(first.body.more).toBe(true)
    expect(first.body.rows[0]).toEqual({
      id: all[0]!.id, at: new Date(Number(all[0]!.at)).toISOString(), staffId: all[0]!.staff_id, actor: all[0]!.actor, action: all[0]!.action,
      target: all[0]!.target, before: all[0]!.before, after: all[0]!.after,
    })
    const second = await asAdmin('GET', '/audit?limit=3&offset=3')
    expect(second.body.rows.map((r: { id: string }) => r.id)).toEqual(all.slice(3, 6).map((r) => r.id))
    const last = await asAdmin('GET', `/audit?limit=100&offset=${all.length - 1}`)
    expect(last.body).toMatchObject({ more: false, rows: [{ id: all.at(-1)!.id }] })
    expect((await asAdmin('GET', '/audit?limit=1000')).body.code).toBe('ops_invalid')
  })
})

describe('in production', () => {
  it('no password, secret, code or token reaches the server log', async () => {
    const member = await enrolledStaff(api, 'inspector')
    const challenge = (await api.request('POST', ops('/auth/sign-in'), { body: { login: member.login, password: newPassword }, headers: fromNewIp() })).body.challenge
    const code = codeAt(member.secret, member.login, 30_000)
    const signedIn = await api.request('POST', ops('/auth/code'), { body: { challenge, code }, headers: fromNewIp() })
    expect(signedIn.status).toBe(200)
    const log = lines.join('')
    expect(log).toContain('/api/ops/v1/auth/code')
    for (const secret of [newPassword, member.secret, challenge, signedIn.body.token, member.token]) expect(log).not.toContain(secret)
    expect(log).not.toContain(`"${code}"`)
  })
})
