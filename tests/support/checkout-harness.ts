/**
 * The real API for checkout tests, like tests/support/server.ts but with the M-Pesa timings a test
 * chooses (sandbox callback delay, STK timeout, reservation) and access to the services. SQLite, or
 * PostgreSQL when TEST_DATABASE_URL is set (scripts/with-postgres.sh).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '@server/app'
import { configFromEnv, type MpesaConfig } from '@server/config'
import { openDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import type { Services } from '@server/services'
import type { Db } from '@server/db'
import { appKey, dropPostgres, freePort, freshPostgres } from './server'

export interface CheckoutApi {
  request(method: string, url: string, opts?: { body?: unknown; headers?: Record<string, string>; token?: string; raw?: string }): Promise<{ status: number; body: any }>
  /** POSTs a body to a raw path (Safaricom's calls carry no app key). */
  post(url: string, body: unknown): Promise<{ status: number; body: any }>
  lastSms(phone: string): string | undefined
  /** Signs a new customer in by SMS code and answers the token. */
  signIn(phone: string): Promise<string>
  /**
   * A customer whose phone was proven (as a code sign-in leaves it), made straight in the database: for
   * tests that need many customers without meeting the per-network SMS limits. Answers a session token.
   */
  customer(phone: string, opts?: { proven?: boolean }): Promise<string>
  db: Db
  services: Services
  /** http://127.0.0.1:<port> when started with listen (Daraja's fake calls back over real HTTP). */
  origin?: string
  close(): Promise<void>
}

export async function startCheckoutApi(mpesa: Partial<MpesaConfig> = {}, { listen = false }: { listen?: boolean } = {}): Promise<CheckoutApi> {
  const port = listen ? await freePort() : 0
  const origin = listen ? `http://127.0.0.1:${port}` : undefined
  const dir = mkdtempSync(join(tmpdir(), 'simu-checkout-'))
  const adminUrl = process.env.TEST_DATABASE_URL
  const url = adminUrl ? await freshPostgres(adminUrl) : undefined
  const base = configFromEnv({ SQLITE_PATH: join(dir, 'test.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist'), TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' })
  const config = { ...base, databaseUrl: url, mpesa: { ...base.mpesa, sandboxDelayMs: 20, callbackBaseUrl: origin, ...mpesa } }
  const database = openDb({ url, sqlitePath: config.sqlitePath })
  await migrate(database.db)
  await seed(database.db)
  const outbox = new Map<string, string>()
  const { app, services } = await buildApp({ config, database, logger: false, sms: { name: 'outbox', send: async (to, m) => void outbox.set(to, m) } })
  await app.ready()
  if (listen) await app.listen({ port, host: '127.0.0.1' })

  const parse = (text: string) => {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  const api: CheckoutApi = {
    db: database.db,
    services,
    origin,
    async request(method, path, { body, headers = {}, token, raw } = {}) {
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        headers: {
          'x-app-key': appKey,
          ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        payload: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      })
      return { status: res.statusCode, body: parse(res.body) }
    },
    async post(path, body) {
      const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
      return { status: res.statusCode, body: parse(res.body) }
    },
    lastSms: (phone) => outbox.get(phone),
    async signIn(phone) {
      const sent = await api.request('POST', '/api/v1/send_otp', { body: { phone } })
      if (sent.status !== 200) throw new Error(`send_otp: ${JSON.stringify(sent.body)}`)
      const e164 = `+254${phone.replace(/\D/g, '').slice(-9)}`
      const code = /\b(\d{6})\b/.exec(outbox.get(e164) ?? '')?.[1]
      const verified = await api.request('POST', '/api/v1/verify_otp', { body: { phone, random: code } })
      if (verified.status !== 200) throw new Error(`verify_otp: ${JSON.stringify(verified.body)}`)
      return verified.body.token as string
    },
    async customer(phone, { proven = true } = {}) {
      const now = Date.now()
      const id = `test-${phone}`
      await database.db.insertInto('users').values({
        id, phone: `+254${phone.replace(/\D/g, '').slice(-9)}`, fname: 'Test', lname: '', email: '', password_hash: null, country: 'ke',
        signup_complete: 1, created_at: now, phone_verified_at: proven ? now : null, email_verified_at: null,
      }).execute()
      return (await services.sessions.create(id)).token
    },
    async close() {
      await app.close()
      await database.close()
      // pg's pool resolves end() before its sockets are closed; dropping at once races them.
      if (url) await new Promise((r) => setTimeout(r, 200)).then(() => dropPostgres(url))
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return api
}

/** Waits until `check` answers true (callbacks and sweeps run on timers); the cap is generous for a busy machine. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('condition not met in time')
}

/** A variant with its stock set to `quantity` (and its model), for tests that count units. */
export async function stockVariant(db: Db, quantity: number, offset = 0) {
  const v = await db.selectFrom('shop_variants').selectAll().where('quantity', '>', 0).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow()
  await db.updateTable('shop_variants').set({ quantity }).where('id', '=', v.id).execute()
  return { ...v, quantity }
}

export const quantityOf = async (db: Db, variantId: string) =>
  Number((await db.selectFrom('shop_variants').select('quantity').where('id', '=', variantId).executeTakeFirstOrThrow()).quantity)
