/**
 * Starts the real API on a fresh SQLite file (or on PostgreSQL when TEST_DATABASE_URL is set) and
 * talks to it over HTTP through Fastify's inject. SMS messages are captured by an outbox provider,
 * the stand-in for the gateway the tests cannot reach.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { buildApp } from '@server/app'
import { configFromEnv } from '@server/config'
import type { FastifyInstance } from 'fastify'
import { openDb, type OpenedDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import type { SmsProvider } from '@server/providers/sms'

// The site's own key (seeded in every profile; partner 'simu').
export const appKey = 'pk_simu'

/**
 * The headers of a request from Simu's own page (an Origin that is the Host's): only a sign-in made so gets
 * a full-rights 'site' session (e-mail, password and payout changes); one without an Origin is a partner's.
 */
export const ownPage = { host: 'simu.test', origin: 'http://simu.test' }

/**
 * The session token a sign-in from Simu's own page put in its HttpOnly cookie (the reply's body says '').
 * A test may send it as a Bearer token: the session keeps the site's rights however it travels.
 */
export function siteToken(headers: Record<string, unknown>): string {
  const setCookie = headers['set-cookie']
  const text = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie ?? '')
  const token = /simu_session=([^;]*)/.exec(text)?.[1] ?? ''
  if (!token) throw new Error('the sign-in set no session cookie: was it made from Simu\'s own page (ownPage)?')
  return token
}

export interface Harness {
  request(method: string, url: string, opts?: { body?: unknown; headers?: Record<string, string>; token?: string; raw?: string; remoteAddress?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>
  /** The last SMS sent to a phone (E.164). */
  lastSms(phone: string): string | undefined
  /** The 6-digit code in the last SMS to a phone. */
  lastCode(phone: string): string
  db: OpenedDb['db']
  close(): Promise<void>
}

export interface BareApp {
  app: FastifyInstance
  db: OpenedDb['db']
  close(): Promise<void>
}

/**
 * The real API on a fresh SQLite file (its own PostgreSQL database when TEST_DATABASE_URL is set),
 * migrated and seeded, with the given SMS provider. Tests that need raw Fastify inject (no default
 * app key) or a real HTTP port (`app.listen`) use this directly.
 */
export interface StartOptions {
  sms?: SmsProvider
  /** Settings on top of the test defaults (e.g. NODE_ENV: 'production', LIPALATER_PROVIDER: 'off'). */
  env?: NodeJS.ProcessEnv
  /** Receives the server log (JSON lines); without it the log is off. */
  logStream?: { write(line: string): void }
}

export async function startBareApp({ sms, env = {}, logStream }: StartOptions = {}): Promise<BareApp> {
  const dir = mkdtempSync(join(tmpdir(), 'simu-test-'))
  const url = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined
  // A generous global ceiling: the tests of the per-call limits send many requests from one address.
  const defaults = { SQLITE_PATH: join(dir, 'test.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist'), TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' }
  const config = { ...configFromEnv({ ...defaults, ...env }), databaseUrl: url }
  const database = openDb({ url, sqlitePath: config.sqlitePath })
  await migrate(database.db)
  await seed(database.db, { profile: config.profile })
  const { app } = await buildApp({ config, database, sms, logger: logStream !== undefined, logStream })
  await app.ready()
  return {
    app,
    db: database.db,
    async close() {
      await app.close()
      await database.close()
      if (url) await dropPostgres(url)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The API with an outbox SMS provider and a request helper that sends the dev app key. */
export async function startApi(options: Omit<StartOptions, 'sms'> = {}): Promise<Harness> {
  const outbox = new Map<string, string>()
  const sms: SmsProvider = { name: 'outbox', send: async (to, message) => void outbox.set(to, message) }
  const { app, db, close } = await startBareApp({ ...options, sms })
  return {
    db,
    async request(method, url, { body, headers = {}, token, raw, remoteAddress } = {}) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        // The socket's peer (127.0.0.1 unless a test says otherwise).
        ...(remoteAddress ? { remoteAddress } : {}),
        headers: {
          'x-app-key': appKey,
          ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        payload: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      })
      let parsed: unknown = res.body
      try {
        parsed = JSON.parse(res.body)
      } catch {
        // not JSON (an SVG, a page): keep the text
      }
      return { status: res.statusCode, body: parsed, headers: res.headers }
    },
    lastSms: (phone) => outbox.get(phone),
    lastCode(phone) {
      const code = /\b(\d{6})\b/.exec(outbox.get(phone) ?? '')?.[1]
      if (!code) throw new Error(`no code was sent to ${phone}`)
      return code
    },
    close,
  }
}

/** Each test file gets its own PostgreSQL database, as it gets its own SQLite file. */
export async function freshPostgres(adminUrl: string): Promise<string> {
  const { default: pg } = await import('pg')
  const name = `simu_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropPostgres(dbUrl: string): Promise<void> {
  const { default: pg } = await import('pg')
  const url = new URL(dbUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}

// Captured before any test fakes the timers: the proxy keeps real time.
const realSetTimeout = globalThis.setTimeout

/** Starts the API on a real port and answers its /api/v1 base URL (for widgets under test, over real HTTP). */
export async function listenApi(server: BareApp): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.app.server.address() as import('node:net').AddressInfo).port}/api/v1`
}

/**
 * A proxy in front of a listening API that holds each request back for `delayFor(url)` ms, so a test
 * can make a reply arrive late (stale replies, 'Just a moment' states). Answers its own /api/v1 base URL.
 */
export async function delayingProxy(apiBaseUrl: string, delayFor: (url: string) => number): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const { createServer, request } = await import('node:http')
  const target = new URL(apiBaseUrl)
  const proxy = createServer((req, res) => {
    realSetTimeout(() => {
      const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(res)
      })
      forward.on('error', () => res.destroy())
      req.pipe(forward)
    }, delayFor(req.url ?? '/'))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const port = (proxy.address() as import('node:net').AddressInfo).port
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  }
}

/** A port nobody listens on right now (taken, then let go). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
