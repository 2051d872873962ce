import type { Kysely } from 'kysely'

/**
 * The account area's tables (types in db/schema-account.ts): password reset codes. They live apart from
 * otp_codes because a reset code is tied to an account and may go to an email address, and because a
 * sign-in code must never reset a password (or the other way round).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('reset_codes').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint').execute()
  await db.schema.createIndex('reset_codes_target').on('reset_codes').columns(['target', 'created_at']).execute()
}

export async function down(): Promise<void> {
  throw new Error('002_account cannot be undone; restore a backup instead')
}
