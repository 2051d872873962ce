import type { Kysely } from 'kysely'

/** The forms area's tables (types in db/schema-forms.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(): Promise<void> {
  throw new Error('004_forms cannot be undone; restore a backup instead')
}
