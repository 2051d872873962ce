import type { Kysely } from 'kysely'

/** The site area's tables (types in db/schema-site.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(): Promise<void> {
  throw new Error('005_site cannot be undone; restore a backup instead')
}
