/**
 * The role guard of every ops route: each route under /api/ops/v1 declares who may call it in its config,
 * `{ ops: { roles: ['inspector', 'support'] } }` (admin may always), `{ ops: { roles: 'any' } }` (any signed-in
 * staff member) or `{ ops: { public: true } }` (the sign-in steps). One onRequest hook checks it before the body
 * is read; a route without the declaration stops the server at start. Customer sessions are never staff
 * sessions: their tokens get 401 here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sessionOf, type StaffSession } from './auth'
import { OpsError, opsErrors } from './errors'
import type { StaffRole } from './schema'
import type { Db } from '@server/db'

export type OpsAccess = { public: true } | { roles: readonly Exclude<StaffRole, 'admin'>[] | 'any' }

declare module 'fastify' {
  interface FastifyContextConfig {
    ops?: OpsAccess
  }
}

const sessions = new WeakMap<FastifyRequest, StaffSession>()

/** The signed-in staff member of a guarded route (the guard ran first). */
export function staffSession(req: FastifyRequest): StaffSession {
  const session = sessions.get(req)
  if (!session) throw opsErrors.signInRequired()
  return session
}

export function allows(access: OpsAccess, role: StaffRole): boolean {
  if ('public' in access) return true
  return role === 'admin' || access.roles === 'any' || (access.roles as readonly string[]).includes(role)
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  return typeof header === 'string' && header.startsWith('Bearer ') && header.length > 7 ? header.slice(7) : null
}

/** Installs the guard and the ops replies for errors on the (encapsulated) ops plugin `ops`. */
export function installGuard(ops: FastifyInstance, db: Db): void {
  ops.addHook('onRoute', (route) => {
    if (!route.config?.ops) throw new Error(`ops route ${String(route.method)} ${route.url} declares no access (config.ops)`)
  })
  ops.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.ops
    if (!access) throw opsErrors.notFound()
    if ('public' in access) return
    const token = bearer(req)
    const session = token ? await sessionOf(db, token) : null
    if (!session) throw opsErrors.signInRequired()
    if (!allows(access, session.staff.role)) throw opsErrors.roleRefused()
    sessions.set(req, session)
  })
  ops.setErrorHandler((error: Error, _req: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof OpsError)) throw error
    if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfterSeconds ?? 60))
    return reply.code(error.statusCode).send({ success: false, code: error.code, msg: error.message })
  })
}
