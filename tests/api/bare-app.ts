/**
 * The harness's start-up (fresh SQLite file, migrations, seed) for tests that need what the harness
 * does not offer: raw Fastify inject without the default x-app-key header, or a chosen SMS provider.
 * Keep the start-up in step with harness.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import { configFromEnv } from '../../src/server/config'
import { openDb } from '../../src/server/db'
import { migrate } from '../../src/server/db/migrate'
import { seed } from '../../src/server/db/seed'
import type { SmsProvider } from '../../src/server/providers/sms'

export interface BareApp {
  app: FastifyInstance
  db: ReturnType<typeof openDb>['db']
  close(): Promise<void>
}

export async function startBareApp({ sms }: { sms?: SmsProvider } = {}): Promise<BareApp> {
  const dir = mkdtempSync(join(tmpdir(), 'simu-api-bare-'))
  const url = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined
  const config = { ...configFromEnv({ SQLITE_PATH: join(dir, 'test.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist'), TRUST_PROXY: '1' }), databaseUrl: url }
  const database = openDb({ url, sqlitePath: config.sqlitePath })
  await migrate(database.db)
  await seed(database.db)
  const { app } = await buildApp({ config, database, sms, logger: false })
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

/** With TEST_DATABASE_URL, its own PostgreSQL database, as the harness does. */
async function freshPostgres(adminUrl: string): Promise<string> {
  const { default: pg } = await import('pg')
  const name = `simu_bare_${Math.random().toString(36).slice(2, 10)}`
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
