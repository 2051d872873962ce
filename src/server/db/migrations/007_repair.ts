import type { Kysely } from 'kysely'

/** The repair area's tables (types in db/schema-repair.ts). Portable types as in 001_init. */
export async function up(db: Kysely<unknown>): Promise<void> {
  void db
}
