/**
 * Simu Ops' API, /api/ops/v1 (HTTP only: the rules are in auth.ts, accounts.ts and audit.ts; the trade-in
 * reads reuse sell/service.ts, as src/server/ops.ts does). `opsRouteTable` lists every route with the roles
 * that may call it; the tests call each one with no token, a customer's token and every other role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isTradeInState } from '@core/domain/trade-in'
import { HttpError } from '@server/lib/errors'
import { isoTime, listTradeIns, tradeInForStaff } from '@server/sell/service'
import type { Services } from '@server/services'
import { addStaff, disableStaff, listStaff, resetStaff, staffView } from './accounts'
import { listAudit } from './audit'
import { actorOf, codeStep, passwordStep, signOut } from './auth'
import { opsErrors } from './errors'
import { installGuard, staffSession, type OpsAccess } from './guard'

export const opsPrefix = '/api/ops/v1'

type Method = 'GET' | 'POST'
interface OpsRoute {
  method: Method
  url: string
  access: OpsAccess
  handler: (req: FastifyRequest, s: Services) => Promise<unknown>
  /** The status of a success (200 unless said). */
  created?: boolean
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    throw opsErrors.invalid(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
  }
  return result.data
}

const signInBody = z.object({ login: z.string().max(200), password: z.string().max(500) })
const codeBody = z.object({ challenge: z.string().max(100), code: z.string().max(10), newPassword: z.string().max(500).optional() })
const newStaffBody = z.object({ login: z.string().max(200), role: z.string(), storeId: z.string().max(100).nullish() })
const idParams = z.object({ id: z.string().min(1).max(100) })
const pageQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50), offset: z.coerce.number().int().min(0).default(0) })
const tradeInQuery = z.object({ state: z.string().optional() })

/** Every ops route: who may call it, and what it does. Admin may call every one. */
export const opsRouteTable: OpsRoute[] = [
  { method: 'POST', url: '/auth/sign-in', access: { public: true }, handler: (req, s) => {
    const body = parse(signInBody, req.body)
    return passwordStep(s, body.login, body.password, req.ip)
  } },
  // The enrolment (first sign-in: the code and a new password) and the code step of every later sign-in.
  { method: 'POST', url: '/auth/enrol', access: { public: true }, handler: async (req, s) => codeStep(s, parse(codeBody, req.body), req.ip) },
  { method: 'POST', url: '/auth/code', access: { public: true }, handler: async (req, s) => codeStep(s, { ...parse(codeBody, req.body), newPassword: undefined }, req.ip) },
  { method: 'POST', url: '/auth/sign-out', access: { roles: 'any' }, handler: async (req, s) => {
    await signOut(s.db, staffSession(req), req.ip)
    return { success: true }
  } },
  { method: 'GET', url: '/me', access: { roles: 'any' }, handler: async (req) => ({ staff: staffView(staffSession(req).staff) }) },
  { method: 'GET', url: '/staff', access: { roles: [] }, handler: async (_req, s) => ({ staff: await listStaff(s.db) }) },
  { method: 'POST', url: '/staff', access: { roles: [] }, created: true, handler: async (req, s) => {
    const { staff, password } = await addStaff(s.db, parse(newStaffBody, req.body), actorOf(staffSession(req).staff, req.ip))
    return { staff, oneTimePassword: password }
  } },
  { method: 'POST', url: '/staff/:id/disable', access: { roles: [] }, handler: async (req, s) =>
    ({ staff: await disableStaff(s.db, parse(idParams, req.params).id, actorOf(staffSession(req).staff, req.ip)) }) },
  { method: 'POST', url: '/staff/:id/reset', access: { roles: [] }, handler: async (req, s) => {
    const { staff, password } = await resetStaff(s.db, parse(idParams, req.params).id, actorOf(staffSession(req).staff, req.ip))
    return { staff, oneTimePassword: password }
  } },
  { method: 'GET', url: '/audit', access: { roles: [] }, handler: async (req, s) => listAudit(s.db, parse(pageQuery, req.query)) },
  { method: 'GET', url: '/trade-ins', access: { roles: ['inspector', 'support'] }, handler: async (req, s) => {
    const { state } = parse(tradeInQuery, req.query)
    if (state !== undefined && !isTradeInState(state)) throw opsErrors.invalid(`state: unknown trade-in state '${state}'`)
    const rows = await listTradeIns(s.db, state)
    return { tradeIns: rows.map((r) => ({ id: r.id, state: r.state, offer: r.offer, currency: r.currency, model: r.name, createdAt: isoTime(r.created_at) })) }
  } },
  { method: 'GET', url: '/trade-ins/:id', access: { roles: ['inspector', 'support'] }, handler: async (req, s) => {
    try {
      const { quote, owner, tradeIn } = await tradeInForStaff(s.db, parse(idParams, req.params).id)
      return {
        quote: { id: quote.id, offer: quote.offer, currency: quote.currency, modelId: quote.model_id, createdAt: isoTime(quote.created_at) },
        seller: { id: owner.id, phone: owner.phone, name: `${owner.fname} ${owner.lname}`.trim() },
        tradeIn,
      }
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw opsErrors.notFound()
      throw error
    }
  } },
]

/** Registers the ops API under /api/ops/v1, every route behind the guard. */
export default function opsRoutes(app: FastifyInstance, s: Services): void {
  void app.register(async (ops) => {
    installGuard(ops, s.db)
    for (const r of opsRouteTable) {
      ops.route({ method: r.method, url: r.url, config: { ops: r.access }, handler: async (req, reply) => {
        const result = await r.handler(req, s)
        return reply.code(r.created ? 201 : 200).send(result)
      } })
    }
  }, { prefix: opsPrefix })
}
