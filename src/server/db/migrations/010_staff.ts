import type { Kysely } from 'kysely'

/**
 * Simu Ops, staff and access (issue 14): staff accounts apart from the customers' (password and TOTP),
 * their sessions (tokens hashed at rest), and the audit trail of every ops action. Types in staff/schema.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s.createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('stores.id'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_one_time', 'bigint', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'bigint')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute()

  await s.createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute()
  await s.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute()

  await s.createTable('ops_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .execute()
  await s.createIndex('ops_audit_at').on('ops_audit').columns(['at', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ops_audit').execute()
  await db.schema.dropTable('staff_sessions').execute()
  await db.schema.dropTable('staff').execute()
}
