import type { Kysely } from 'kysely'

/** The checkout area's tables (types in db/schema-checkout.ts). Portable types as in 001_init. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  // Every unit Simu sold, by IMEI: the repair screen's warranty check (check_status) reads it.
  await s.createTable('sold_units')
    .addColumn('imei', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text')
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('sold_at', 'bigint', (c) => c.notNull())
    .addColumn('warranty_until', 'bigint', (c) => c.notNull())
    .execute()
}
