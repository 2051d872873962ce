import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Config } from './config'
import type { Db, Dialect } from './db'
import type { UsersTable } from '@server/account/schema'
import { newId, newToken, sha256 } from './lib/crypto'
import { forbidden, unauthorized } from './lib/errors'
import { session as sessionRules } from '@core/domain/constants'
import { smsFromConfig, type Outbox, type SmsProvider } from './providers/sms'
import { mpesaFromConfig, type MpesaProvider } from './providers/mpesa'
import { sandboxLipaLater, type LipaLaterProvider } from './providers/lipalater'

export interface Services {
  config: Config
  db: Db
  dialect: Dialect
  sms: SmsProvider
  outbox?: Outbox
  partners: Partners
  sessions: Sessions
  /** Checkout: STK pushes (sandbox or Daraja). */
  mpesa: MpesaProvider
  /** Checkout: Lipa Later (sandbox). */
  lipalater: LipaLaterProvider
}

export interface Partners {
  /** The partner id of the request's x-app-key; refuses a missing or unknown key (401) or a foreign origin (403). */
  identify(req: FastifyRequest): Promise<string>
  /** Whether a browser origin may call the API (any partner registered it). */
  originAllowed(origin: string): Promise<boolean>
}

interface PartnerRow {
  id: string
  origins: string[]
}

interface PartnerCache {
  at: number
  byKey: Map<string, PartnerRow>
  origins: Set<string>
}

/**
 * Partner keys and origins, cached: the table is small and changes rarely. What the cache knows holds for a
 * minute (a removed origin or key stops within a minute); what it does not know is read again when the copy
 * is over 2 s old, so a key or origin just added (cli.ts partner-add) works within seconds. One read at a time.
 */
function partners(db: Db): Partners {
  let cache: PartnerCache | undefined
  let reading: Promise<PartnerCache> | undefined
  const read = async (): Promise<PartnerCache> => {
    const rows = await db.selectFrom('partners').select(['id', 'app_key', 'origins']).execute()
    const byKey = new Map(rows.map((r) => [r.app_key, { id: r.id, origins: JSON.parse(r.origins) as string[] }]))
    cache = { at: Date.now(), byKey, origins: new Set([...byKey.values()].flatMap((p) => p.origins)) }
    return cache
  }
  const load = (missed = false): Promise<PartnerCache> => {
    if (cache && Date.now() - cache.at < (missed ? 2_000 : 60_000)) return Promise.resolve(cache)
    reading ??= read().finally(() => (reading = undefined))
    return reading
  }
  const foreign = (origin: string | undefined, req: FastifyRequest, partner: PartnerRow) => !!origin && !sameOrigin(origin, req) && !partner.origins.includes(origin)
  return {
    async identify(req) {
      const key = req.headers['x-app-key']
      if (typeof key !== 'string' || key === '') throw unauthorized('app_key_required')
      const origin = req.headers.origin
      let partner = (await load()).byKey.get(key)
      if (!partner || foreign(origin, req, partner)) partner = (await load(true)).byKey.get(key)
      if (!partner) throw unauthorized('app_key_unknown')
      if (origin && foreign(origin, req, partner)) throw forbidden('origin_not_registered', { origin })
      return partner.id
    },
    async originAllowed(origin) {
      return (await load()).origins.has(origin) || (await load(true)).origins.has(origin)
    },
  }
}

export function sameOrigin(origin: string, req: FastifyRequest): boolean {
  try {
    return new URL(origin).host === req.host
  } catch {
    return false
  }
}

export type SessionKind = 'site' | 'partner'

export interface Session {
  id: string
  user: UsersTable
  /** 'partner': made on a partner's page (short life; may not change e-mail, password or payout). */
  kind: SessionKind
  /** Whether the request carried the session in Simu's HttpOnly cookie (and passed the CSRF check). */
  viaCookie: boolean
}

export interface Sessions {
  /** A new session for the user: 'site' only when made from Simu's own page (fromOwnPage), 'partner' otherwise. */
  create(userId: string, req?: FastifyRequest): Promise<{ token: string; kind: SessionKind; maxAgeSeconds: number }>
  /** The session of a Bearer token (partner widgets, API clients) or of Simu's own cookie. */
  fromRequest(req: FastifyRequest): Promise<Session | null>
  revoke(id: string): Promise<void>
}

/** A browser request made by a page of another origin (a partner's page): its Origin names that page. */
export function partnerOrigin(req: FastifyRequest): string | null {
  const origin = req.headers.origin
  return typeof origin === 'string' && origin !== '' && origin !== 'null' && !sameOrigin(origin, req) ? origin : null
}

/**
 * A request made by Simu's own page: its Origin is Simu's (or, without an Origin, Sec-Fetch-Site says
 * same-origin). Only such a sign-in makes a 'site' session (kept in the cookie); one without either
 * (curl, a partner's backend proxying sign-in) is treated as a partner's.
 */
export function fromOwnPage(req: FastifyRequest): boolean {
  const origin = req.headers.origin
  if (typeof origin === 'string' && origin !== '') return sameOrigin(origin, req)
  return req.headers['sec-fetch-site'] === 'same-origin'
}

/** The value of one cookie in the request's Cookie header. */
export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie
  if (typeof header !== 'string') return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A cookie travels with any request the browser makes, so a state-changing request that relies on it must
 * prove it comes from Simu's own pages: a JSON body (no HTML form can send one) and Simu's own Origin
 * (or, without an Origin, Sec-Fetch-Site: same-origin). Bearer tokens are never sent by the browser on
 * its own, so they need neither.
 */
export function checkCsrf(req: FastifyRequest): void {
  if (!unsafeMethods.has(req.method)) return
  // A Bearer token wins over the cookie (see fromRequest), and a request without the cookie carries no session to abuse.
  const header = req.headers.authorization
  if (typeof header === 'string' && header.startsWith('Bearer ')) return
  if (!cookieOf(req, sessionRules.cookie)) return
  const type = req.headers['content-type']
  const json = typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/json'
  const origin = req.headers.origin
  const own = typeof origin === 'string' && origin !== '' ? sameOrigin(origin, req) : req.headers['sec-fetch-site'] === 'same-origin'
  if (!json || !own) throw forbidden('csrf_refused')
}

function sessions(db: Db): Sessions {
  return {
    async create(userId, req) {
      const token = newToken()
      const now = Date.now()
      const origin = req ? partnerOrigin(req) : null
      const kind: SessionKind = req && fromOwnPage(req) ? 'site' : 'partner'
      const life = kind === 'partner' ? sessionRules.partnerTtlHours * 3_600_000 : sessionRules.ttlDays * 86_400_000
      await db.insertInto('sessions').values({
        id: newId(), user_id: userId, token_hash: sha256(token), created_at: now,
        expires_at: now + life, revoked_at: null, kind, origin,
      }).execute()
      return { token, kind, maxAgeSeconds: Math.floor(life / 1000) }
    },
    async fromRequest(req) {
      const header = req.headers.authorization
      const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : ''
      const cookie = bearer ? '' : (cookieOf(req, sessionRules.cookie) ?? '')
      const token = bearer || cookie
      if (!token) return null
      if (cookie) checkCsrf(req)
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.expires_at as session_expires', 'sessions.revoked_at as session_revoked', 'sessions.kind as session_kind'])
        .where('sessions.token_hash', '=', sha256(token))
        .executeTakeFirst()
      if (!row || row.session_revoked !== null || row.session_expires <= Date.now()) return null
      const { session_id, session_expires: _e, session_revoked: _r, session_kind, ...user } = row
      return { id: session_id, user, kind: session_kind === 'partner' ? 'partner' : 'site', viaCookie: cookie !== '' }
    },
    async revoke(id) {
      await db.updateTable('sessions').set({ revoked_at: Date.now() }).where('id', '=', id).execute()
    },
  }
}

export function createServices(config: Config, db: Db, dialect: Dialect, log: FastifyBaseLogger, sms?: SmsProvider): Services {
  const outbox: Outbox | undefined = config.devOutbox ? new Map() : undefined
  const smsProvider = sms ?? smsFromConfig(config, log, outbox)
  return {
    config, db, dialect, outbox,
    sms: smsProvider,
    partners: partners(db),
    sessions: sessions(db),
    mpesa: mpesaFromConfig(config.mpesa, log),
    lipalater: sandboxLipaLater({ db, sms: smsProvider, secret: config.secret }),
  }
}
