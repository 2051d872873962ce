import type { Kysely } from 'kysely'

/** The account area's tables (types in db/schema-account.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(): Promise<void> {
  throw new Error('002_account cannot be undone; restore a backup instead')
}
