import { sql, type Kysely } from 'kysely'

/**
 * Trust (issue 9): an account belongs to whoever proves its phone, e-mail addresses are proven before a
 * reset goes to them, sessions know where they were made (Simu's own site by cookie, or a partner's page by
 * token, which lives shorter and may not change e-mail, password or payout), and paid-but-lapsed orders
 * leave a refund task for the staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'bigint').execute()
  await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute()
  // Accounts made by a code sign-in never had a password: their phone was proven when they were made.
  // An account with a password may have been registered by anyone, so it counts as unproven until its next
  // code sign-in (which then drops the password and its sessions, see routes/auth.ts).
  await sql`update users set phone_verified_at = created_at where password_hash is null`.execute(db)
  await db.schema.alterTable('sessions').addColumn('kind', 'text', (c) => c.notNull().defaultTo('site')).execute()
  await db.schema.alterTable('sessions').addColumn('origin', 'text').execute()
  await db.schema.createTable('email_codes').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint').execute()
  await db.schema.createIndex('email_codes_user').on('email_codes').columns(['user_id', 'created_at']).execute()
  await db.schema.createTable('refund_tasks').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_by', 'text').execute()
  // One task per order and reason, so a replayed callback never files a second refund.
  await db.schema.createIndex('refund_tasks_order_reason').on('refund_tasks').columns(['order_id', 'reason']).unique().execute()
}

export async function down(): Promise<void> {
  throw new Error('008_trust cannot be undone; restore a backup instead')
}
