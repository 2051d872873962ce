import type { Kysely } from 'kysely'

/**
 * The sell_flow area's tables (types in db/schema-sell-flow.ts). Portable across SQLite and
 * PostgreSQL as in 001_init: text ids, integer money, bigint epoch-ms times, JSON as text.
 *
 * tracking: a trade-in is its row in `quotes` (whose status is the trade-in's state) plus these
 * tables; every change of state is one transaction that also appends to trade_in_events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  // tracking ------------------------------------------------------------------------------------
  await s.createTable('trade_in_events').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    /** 'seller' or 'staff:<name>': kept for the audit trail, never sent to the seller. */
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull()).execute()
  await s.createIndex('trade_in_events_quote').on('trade_in_events').columns(['quote_id', 'at']).execute()
  await s.createTable('trade_in_pickups').addColumn('quote_id', 'text', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('address', 'text', (c) => c.notNull()).addColumn('date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull()).addColumn('updated_at', 'bigint', (c) => c.notNull()).execute()
  await s.createTable('trade_in_dropoffs').addColumn('quote_id', 'text', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute()
  await s.createTable('trade_in_inspections').addColumn('quote_id', 'text', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('imei', 'text').addColumn('inspected_at', 'bigint', (c) => c.notNull()).execute()
  await s.createTable('trade_in_revisions').addColumn('quote_id', 'text', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('previous_offer', 'integer', (c) => c.notNull()).addColumn('new_offer', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull()).addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decision', 'text').addColumn('decided_at', 'bigint').execute()
  await s.createTable('trade_in_payouts').addColumn('quote_id', 'text', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('method', 'text', (c) => c.notNull()).addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // A mobile-money code pays one trade-in only: the unique index refuses a second use.
    .addColumn('reference', 'text', (c) => c.unique()).addColumn('amount', 'integer')
    .addColumn('paid_at', 'bigint').addColumn('updated_at', 'bigint', (c) => c.notNull()).execute()
  await s.createTable('trade_in_invoices').addColumn('quote_id', 'text', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('country', 'text', (c) => c.notNull()).addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique()).addColumn('issued_at', 'bigint', (c) => c.notNull()).execute()
  // Invoice numbers run without gaps or repeats per country.
  await s.createIndex('trade_in_invoices_sequence').on('trade_in_invoices').columns(['country', 'sequence']).unique().execute()
  // end tracking --------------------------------------------------------------------------------
}

export async function down(): Promise<void> {
  throw new Error('003_sell_flow cannot be undone; restore a backup instead')
}
