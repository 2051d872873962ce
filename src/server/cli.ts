import { configFromEnv } from './config'
import { openDb } from './db'
import { migrate } from './db/migrate'
import { seed } from './db/seed'

const command = process.argv[2]
const config = configFromEnv()
const database = openDb({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
try {
  if (command === 'migrate' || command === 'seed') await migrate(database.db)
  if (command === 'seed') await seed(database.db)
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli.ts migrate | seed')
    process.exitCode = 2
  } else console.log(`${command}: done`)
} finally {
  await database.close()
}
