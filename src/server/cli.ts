import { configFromEnv } from './config'
import { openDb } from './db'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { issueCashCodes } from '@server/checkout/cash-codes'
import { addPartner, setPartnerOrigins } from './partners-admin'
import { exitOnStartProblems } from './profile'
import { staffAdd, staffReset } from '@server/staff/cli'

const usage = `usage: cli.ts migrate | seed
       cli.ts partner-add <id> <name> <origin>...   registers a partner and prints its new app key
       cli.ts partner-origins <id> <origin>...      replaces a partner's allowed origins
       cli.ts cash-codes <count>                    issues new cash codes (for the stores to sell) and prints them
       cli.ts staff-add <email-or-username> <role> [--store <id>]
                                                    a Simu Ops staff account (admin, inspector, technician, store,
                                                    support); prints its one-time password and how to enrol
       cli.ts staff-reset <email-or-username>       a new one-time password and enrolment (a lost phone)`

const [command, ...args] = process.argv.slice(2)
const commands = ['migrate', 'seed', 'partner-add', 'partner-origins', 'cash-codes', 'staff-add', 'staff-reset']
if (!commands.includes(command ?? '')) {
  console.error(usage)
  process.exit(2)
}
exitOnStartProblems()
const config = configFromEnv()
const production = config.profile === 'production'
const database = openDb({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
try {
  await migrate(database.db)
  if (command === 'seed') await seed(database.db, { profile: config.profile })
  if (command === 'partner-add') {
    const [id, name, ...origins] = args
    if (!id || !name) throw new Error(usage)
    const key = await addPartner(database.db, { id, name, origins, production })
    console.log(`partner ${id} registered for ${origins.length ? origins.join(', ') : 'no foreign origin'}; its app key (data-app-key):\n${key}`)
  } else if (command === 'partner-origins') {
    const [id, ...origins] = args
    if (!id) throw new Error(usage)
    await setPartnerOrigins(database.db, id, origins, production)
    console.log(`partner ${id}: origins ${origins.length ? origins.join(', ') : 'none (its own origin only)'}`)
  } else if (command === 'cash-codes') {
    const count = Number(args[0])
    if (!Number.isInteger(count) || count < 1 || count > 1000) throw new Error('cash-codes: give how many codes to issue, 1 to 1000')
    console.log((await issueCashCodes(database.db, count)).join('\n'))
  } else if (command === 'staff-add') {
    console.log(await staffAdd(database.db, args, process.env.USER ?? 'unknown'))
  } else if (command === 'staff-reset') {
    console.log(await staffReset(database.db, args, process.env.USER ?? 'unknown'))
  } else console.log(`${command}: done`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}
