import { buildApp } from './app'
import { configFromEnv } from './config'
import { openDb } from './db'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { pruneRateEvents } from './lib/rate-limit'
import { exitOnStartProblems } from './profile'

// Before anything is opened or written (not even data/secret.key): a refused start leaves no trace.
exitOnStartProblems()
const config = configFromEnv()
const database = openDb({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
await migrate(database.db)
await seed(database.db, { profile: config.profile })
const { app } = await buildApp({ config, database })
const prune = setInterval(() => void pruneRateEvents(database.db).catch((err) => app.log.warn({ err }, 'pruning rate events failed')), 3600_000)
prune.unref()

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
}

await app.listen({ port: config.port, host: config.host })
const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath
const demo = config.profile === 'production' ? '' : `  Partner demo: http://localhost:${config.port}/demo/partner/\n`
console.log(`\n  Simu is running at http://localhost:${config.port}/  (${config.profile}, database: ${where})\n${demo}`)
