import { buildApp } from './app'
import { configFromEnv } from './config'
import { describeDbError, openDb } from './db'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { pruneRateEvents } from './lib/rate-limit'
import { exitOnStartProblems } from './profile'

// Process faults: a fault nothing else caught (a database that went away, a read-only or full disk,
// also during start-up) ends the process with one clear line and exit code 1, so the supervisor
// restarts it: never a silent death, never a half-alive process that keeps its port.
const fatal = (kind: string) => (err: unknown) => {
  console.error(`simu: stopping after an ${kind}: ${describeDbError(err) ?? (err instanceof Error ? (err.stack ?? err.message) : String(err))}`)
  process.exit(1)
}
process.on('unhandledRejection', fatal('unhandled rejection'))
process.on('uncaughtException', fatal('uncaught exception'))

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
