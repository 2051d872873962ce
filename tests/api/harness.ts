/**
 * Starts the real API on a fresh SQLite file (or on PostgreSQL when TEST_DATABASE_URL is set) and
 * talks to it over HTTP through Fastify's inject. SMS messages are captured by an outbox provider,
 * the stand-in for the gateway the tests cannot reach.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../src/server/app'
import { configFromEnv } from '../../src/server/config'
import { openDb } from '../../src/server/db'
import { migrate } from '../../src/server/db/migrate'
import { seed } from '../../src/server/db/seed'
import type { SmsProvider } from '../../src/server/providers/sms'

export const appKey = 'pk_dev_simu'

export interface Harness {
  request(method: string, url: string, opts?: { body?: unknown; headers?: Record<string, string>; token?: string; raw?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>
  /** The last SMS sent to a phone (E.164). */
  lastSms(phone: string): string | undefined
  /** The 6-digit code in the last SMS to a phone. */
  lastCode(phone: string): string
  db: Awaited<ReturnType<typeof openDb>>['db']
  close(): Promise<void>
}

export async function startApi(): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'simu-api-'))
  const url = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined
  const config = { ...configFromEnv({ SQLITE_PATH: join(dir, 'test.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist'), TRUST_PROXY: '1' }), databaseUrl: url }
  const database = openDb({ url, sqlitePath: config.sqlitePath })
  await migrate(database.db)
  await seed(database.db)
  const outbox = new Map<string, string>()
  const sms: SmsProvider = { name: 'outbox', send: async (to, message) => void outbox.set(to, message) }
  const { app } = await buildApp({ config, database, sms, logger: false })
  await app.ready()
  return {
    db: database.db,
    async request(method, url, { body, headers = {}, token, raw } = {}) {
      const res = await app.inject({
        method: method as 'GET',
        url,
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
    async close() {
      await app.close()
      await database.close()
      if (url) await dropPostgres(url)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Each test file gets its own PostgreSQL database, as it gets its own SQLite file. */
async function freshPostgres(adminUrl: string): Promise<string> {
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

async function dropPostgres(dbUrl: string): Promise<void> {
  const { default: pg } = await import('pg')
  const url = new URL(dbUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
