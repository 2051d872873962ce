import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Config } from './config'
import type { Db, Dialect } from './db'
import type { UsersTable } from './db/schema'
import { newId, newToken, sha256 } from './lib/crypto'
import { forbidden, unauthorized } from './lib/errors'
import { session as sessionRules } from '../core/domain/constants'
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

/** Partner keys and origins, cached for a minute: the table is small and changes rarely. */
function partners(db: Db): Partners {
  let cache: { at: number; byKey: Map<string, PartnerRow>; origins: Set<string> } | undefined
  const load = async () => {
    if (cache && Date.now() - cache.at < 60_000) return cache
    const rows = await db.selectFrom('partners').select(['id', 'app_key', 'origins']).execute()
    const byKey = new Map(rows.map((r) => [r.app_key, { id: r.id, origins: JSON.parse(r.origins) as string[] }]))
    cache = { at: Date.now(), byKey, origins: new Set([...byKey.values()].flatMap((p) => p.origins)) }
    return cache
  }
  return {
    async identify(req) {
      const key = req.headers['x-app-key']
      if (typeof key !== 'string' || key === '') throw unauthorized('An app key (x-app-key) is required')
      const partner = (await load()).byKey.get(key)
      if (!partner) throw unauthorized('Unknown app key')
      const origin = req.headers.origin
      if (origin && !sameOrigin(origin, req) && !partner.origins.includes(origin)) throw forbidden(`This app key is not registered for ${origin}`)
      return partner.id
    },
    async originAllowed(origin) {
      return (await load()).origins.has(origin)
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

export interface Sessions {
  create(userId: string): Promise<string>
  fromRequest(req: FastifyRequest): Promise<{ id: string; user: UsersTable } | null>
  revoke(id: string): Promise<void>
}

function sessions(db: Db): Sessions {
  return {
    async create(userId) {
      const token = newToken()
      const now = Date.now()
      await db.insertInto('sessions').values({
        id: newId(), user_id: userId, token_hash: sha256(token), created_at: now,
        expires_at: now + sessionRules.ttlDays * 86_400_000, revoked_at: null, kind: 'site', origin: null,
      }).execute()
      return token
    },
    async fromRequest(req) {
      const header = req.headers.authorization
      const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : ''
      if (!token) return null
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.expires_at as session_expires', 'sessions.revoked_at as session_revoked'])
        .where('sessions.token_hash', '=', sha256(token))
        .executeTakeFirst()
      if (!row || row.session_revoked !== null || row.session_expires <= Date.now()) return null
      const { session_id, session_expires: _e, session_revoked: _r, ...user } = row
      return { id: session_id, user }
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
