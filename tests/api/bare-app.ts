/**
 * The harness's start-up (fresh SQLite file, migrations, seed) for tests that need what the harness
 * does not offer: raw Fastify inject without the default x-app-key header, or a chosen SMS provider.
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
  const url = process.env.TEST_DATABASE_URL
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
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
