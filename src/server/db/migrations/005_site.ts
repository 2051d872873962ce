import type { Kysely } from 'kysely'

/**
 * The site area's tables (types in db/schema-site.ts): phone warranty registrations and dealer or
 * retailer applications. Portable types as in 001_init: text ids, bigint epoch-ms times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s.createTable('warranty_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One registration per phone: the unique index is what turns a second one into a 409, even in a race.
    .addColumn('imei', 'text', (c) => c.notNull().unique())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'text', (c) => c.notNull())
    .addColumn('warranty_until', 'text', (c) => c.notNull())
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('receipt_number', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s.createTable('dealer_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s.createIndex('dealer_applications_phone').on('dealer_applications').columns(['phone', 'kind']).execute()
}

export async function down(): Promise<void> {
  throw new Error('005_site cannot be undone; restore a backup instead')
}
