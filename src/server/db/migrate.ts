import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './index'
import * as m001 from './migrations/001_init'
import * as m002 from './migrations/002_account'
import * as m003 from './migrations/003_sell_flow'
import * as m004 from './migrations/004_forms'
import * as m005 from './migrations/005_site'
import * as m006 from './migrations/006_checkout'
import * as m007 from './migrations/007_repair'
import * as m008 from './migrations/008_trust'
import * as m009 from './migrations/009_trust_review'
import * as m010 from './migrations/010_staff'

const migrations: Record<string, Migration> = {
  '001_init': m001,
  '002_account': m002,
  '003_sell_flow': m003,
  '004_forms': m004,
  '005_site': m005,
  '006_checkout': m006,
  '007_repair': m007,
  '008_trust': m008,
  '009_trust_review': m009,
  '010_staff': m010,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; safe to run on every start. */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  for (const r of results ?? []) if (r.status === 'Error') throw new Error(`migration ${r.migrationName} failed`)
  if (error) throw error
}
