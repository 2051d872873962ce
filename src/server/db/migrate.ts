import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './index'
import * as m001 from './migrations/001_init'

const migrations: Record<string, Migration> = {
  '001_init': m001,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; safe to run on every start. */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  for (const r of results ?? []) if (r.status === 'Error') throw new Error(`migration ${r.migrationName} failed`)
  if (error) throw error
}
