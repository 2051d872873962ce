import { sql, type Kysely } from 'kysely'

/**
 * The review of issue 9:
 * - sessions: a session made before 008 or by a sign-in without an Origin counted as 'site' (full rights)
 *   although its token could sit in a partner page's storage; every live session ends, and everyone signs
 *   in once more (only a sign-in on Simu's own page makes a 'site' session now).
 * - c2b_payments.status_check: the random one-time value a Transaction Status query carries in its
 *   ResultURL and QueueTimeOutURL. Only a Result posted to that URL can decide the payment, so a Result
 *   forged for a made-up TransID (by whoever holds the callback token) names no payment.
 * - refund_tasks: one task per order and payment (payment_ref) instead of per order and reason, so a
 *   second extra payment for the same order is listed too. A replayed callback still files nothing new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sessions set revoked_at = ${Date.now()} where revoked_at is null`.execute(db)
  await db.schema.alterTable('c2b_payments').addColumn('status_check', 'text').execute()
  await db.schema.createIndex('c2b_payments_status_check').on('c2b_payments').column('status_check').unique().execute()
  // 008_trust made refund_tasks_order_reason with createIndex (a plain index name on both SQLite and PostgreSQL).
  await db.schema.dropIndex('refund_tasks_order_reason').execute()
  // Two tasks of one order for the same payment (under different reasons) keep both: the later ones' refs
  // get their reason appended, so nothing owed is dropped by the new unique index.
  await sql`update refund_tasks set payment_ref = coalesce(payment_ref, '') || '#' || reason
    where exists (select 1 from refund_tasks r where r.order_id = refund_tasks.order_id and r.id < refund_tasks.id
      and coalesce(r.payment_ref, '') = coalesce(refund_tasks.payment_ref, ''))`.execute(db)
  await db.schema.createIndex('refund_tasks_order_payment').on('refund_tasks').columns(['order_id', 'payment_ref']).unique().execute()
}

export async function down(): Promise<void> {
  throw new Error('009_trust_review cannot be undone; restore a backup instead')
}
