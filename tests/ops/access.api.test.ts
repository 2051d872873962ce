/**
 * Every ops route checks the role (issue 14, Staff and access): each route of the table is called with
 * no token, a customer's token, a sign-in still waiting for its code, and every role; only the roles it
 * declares (and admin) get a 2xx, the others 403, the rest 401. A route without a declaration stops the server.
 */
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questions } from '@core/domain/questions'
import { opsRouteTable } from '@server/staff/routes'
import { installGuard } from '@server/staff/guard'
import { staffRoles, type StaffRole } from '@server/staff/schema'
import type { Harness } from '../support/server'
import { codeAt, customerToken, enrolledStaff, fromNewIp, newStaff, ops, startOps, type SignedIn } from './helpers'

let api: Harness
let customer: string
let quoteId: string
let storeId: string
const staff = {} as Record<StaffRole, SignedIn>
let challenge: string

beforeAll(async () => {
  api = await startOps()
  customer = await customerToken(api)
  const perfect = Object.fromEntries(questions.map((q) => [q.key, q.expected]))
  const quote = await api.request('POST', '/api/v1/calculate', { body: { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...perfect }, token: customer })
  expect(quote.status).toBe(200)
  quoteId = quote.body.quote._id
  storeId = (await api.db.selectFrom('stores').select('id').executeTakeFirstOrThrow()).id
  for (const role of staffRoles) staff[role] = await enrolledStaff(api, role, role === 'store' ? storeId : undefined)
  // A sign-in past its password but not its code: its challenge is no session.
  const waiting = await newStaff(api, 'admin')
  const first = await api.request('POST', ops('/auth/sign-in'), { body: { login: waiting.login, password: waiting.password }, headers: fromNewIp() })
  challenge = first.body.challenge

  // Seeding (PostgreSQL: a fresh database) and each staff member's scrypt hashes take a while on a busy machine.
}, 60_000)
afterAll(() => api.close())

/** A request that a permitted caller can make succeed: real ids, a valid body. */
async function call(method: string, url: string, token?: string) {
  let path = !url.includes(':id') ? url : url.replace(':id', url.startsWith('/trade-ins') ? quoteId : (await newStaff(api, 'support')).id)
  let body: unknown
  if (method === 'POST' && path === '/staff') body = { login: `made${Math.random().toString(36).slice(2, 8)}`, role: 'inspector' }
  if (path === '/audit') path = '/audit?limit=5'
  return api.request(method, ops(path), { token, body, headers: fromNewIp() })
}

const guarded = opsRouteTable.filter((r) => !('public' in r.access))

describe('the ops route table', () => {
  it('lists the routes of this part, each with who may call it', () => {
    expect(opsRouteTable.map((r) => `${r.method} ${r.url} ${'public' in r.access ? 'public' : r.access.roles === 'any' ? 'any' : ['admin', ...r.access.roles].join(',')}`)).toEqual([
      'POST /auth/sign-in public',
      'POST /auth/enrol public',
      'POST /auth/code public',
      'POST /auth/sign-out any',
      'GET /me any',
      'GET /staff admin',
      'POST /staff admin',
      'POST /staff/:id/disable admin',
      'POST /staff/:id/reset admin',
      'GET /audit admin',
      'GET /trade-ins admin,inspector,support',
      'GET /trade-ins/:id admin,inspector,support',
    ])
  })

  for (const route of guarded) {
    const roles = route.access !== undefined && 'roles' in route.access ? route.access.roles : 'any'
    const allowed = staffRoles.filter((role) => role === 'admin' || roles === 'any' || (roles as readonly string[]).includes(role))
    const refused = staffRoles.filter((role) => !allowed.includes(role))

    it(`${route.method} ${route.url}: 401 without a token, with a customer's token or a bare challenge`, async () => {
      for (const token of [undefined, customer, challenge, 'not-a-token']) {
        const res = await call(route.method, route.url, token)
        expect(res.status, `token ${token === customer ? 'customer' : String(token)}`).toBe(401)
        expect(res.body.code).toBe('ops_sign_in_required')
      }
    })

    it(`${route.method} ${route.url}: 403 for ${refused.join(', ') || 'no role'}; 2xx for ${allowed.join(', ')}`, async () => {
      for (const role of refused) {
        const res = await call(route.method, route.url, staff[role].token)
        expect(res.status, role).toBe(403)
        expect(res.body.code).toBe('ops_role_refused')
      }
      // Sign-out last: it ends the session the other calls use.
      const signOut = route.url === '/auth/sign-out'
      for (const role of allowed) {
        const token = signOut ? (await enrolledStaffAgain(staff[role])).token : staff[role].token
        const res = await call(route.method, route.url, token)
        expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200)
        expect(res.status, role).toBeLessThan(300)
      }
    })
  }

  it('the public sign-in steps give a customer nothing: their token is no password and no challenge', async () => {
    const signIn = await api.request('POST', ops('/auth/sign-in'), { token: customer, body: { login: '+254713500001', password: 'whatever-it-is' }, headers: fromNewIp() })
    expect(signIn.status).toBe(401)
    for (const path of ['/auth/enrol', '/auth/code']) {
      const res = await api.request('POST', ops(path), { token: customer, body: { challenge: customer, code: '123456', newPassword: 'a long new password' }, headers: fromNewIp() })
      expect(res.status, path).toBe(401)
      expect(res.body.code).toBe('ops_challenge_expired')
    }
  })

  it("answers Simu's own pages only: a registered partner's page gets 403 origin_not_registered, even with a staff token", async () => {
    // http://localhost:8080 is the demo partner's registered origin (the seed): the rest of the API answers it.
    const partner = { origin: 'http://localhost:8080' }
    expect((await api.request('GET', '/api/v1/get_device_model/samsung', { headers: partner })).status).not.toBe(403)
    const me = await api.request('GET', ops('/me'), { token: staff.admin.token, headers: partner })
    expect(me.status).toBe(403)
    expect(me.body.code).toBe('origin_not_registered')
    const signIn = await api.request('POST', ops('/auth/sign-in'), { body: { login: staff.admin.login, password: staff.admin.password }, headers: { ...partner, ...fromNewIp() } })
    expect(signIn.status).toBe(403)
  })

  it('a route that declares no access stops the server from starting', async () => {
    const app = Fastify()
    await expect(app.register(async (inner) => {
      installGuard(inner, api.db)
      inner.get('/forgotten', async () => ({ open: true }))
    })).rejects.toThrow(/declares no access/)
    await app.close()
  })
})

/** A second session of an enrolled staff member (a code of the next step: the last one is spent). */
async function enrolledStaffAgain(member: SignedIn): Promise<{ token: string }> {
  const headers = fromNewIp()
  const first = await api.request('POST', ops('/auth/sign-in'), { body: { login: member.login, password: member.password }, headers })
  expect(first.body.step).toBe('code')
  const res = await api.request('POST', ops('/auth/code'), { body: { challenge: first.body.challenge, code: codeAt(member.secret, member.login, 30_000) }, headers })
  expect(res.status).toBe(200)
  return { token: res.body.token }
}
