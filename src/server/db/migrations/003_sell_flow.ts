import type { Kysely } from 'kysely'

/** The sell_flow area's tables (types in db/schema-sell-flow.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(): Promise<void> {
  throw new Error('003_sell_flow cannot be undone; restore a backup instead')
}
