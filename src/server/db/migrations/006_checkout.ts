import { sql, type Kysely } from 'kysely'

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
  await s.createIndex('sold_units_order').on('sold_units').column('order_id').execute()

  // Order numbers come from one counter row, bumped inside the order's transaction (sequential, no gaps on commit).
  await s.createTable('order_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute()
  await db.insertInto('order_counters' as never).values({ name: 'shop', value: 1000 } as never).execute()

  await s.createTable('shop_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('items_total', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('delivery_method', 'text', (c) => c.notNull())
    .addColumn('delivery_ref', 'text')
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('alerts', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('cash_code', 'text')
    .addColumn('lipalater_id', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('reserved_until', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute()
  await s.createIndex('shop_orders_user').on('shop_orders').columns(['user_id', 'created_at']).execute()
  await s.createIndex('shop_orders_sweep').on('shop_orders').columns(['status', 'reserved_until']).execute()

  await s.createTable('shop_order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_orders.id'))
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('model_name', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute()
  await s.createIndex('shop_order_items_order').on('shop_order_items').column('order_id').execute()

  // One row per STK push; callback_at is set once, by the first callback for its CheckoutRequestID.
  await s.createTable('stk_pushes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_orders.id'))
    .addColumn('checkout_request_id', 'text', (c) => c.unique())
    .addColumn('merchant_request_id', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('result_code', 'integer')
    .addColumn('result_desc', 'text')
    .addColumn('receipt', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('callback_at', 'bigint')
    .execute()
  await s.createIndex('stk_pushes_order').on('stk_pushes').columns(['order_id', 'created_at']).execute()
  await s.createIndex('stk_pushes_state').on('stk_pushes').columns(['state', 'created_at']).execute()

  // Paybill (C2B) confirmations, once per TransID.
  await s.createTable('c2b_payments')
    .addColumn('trans_id', 'text', (c) => c.primaryKey())
    .addColumn('bill_ref', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('msisdn', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('applied', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  // Idempotency-Key of confirm_order, per user: the unique key makes a parallel retry wait, then see the first order.
  await s.createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute()

  // Lipa Later (sandbox) one-time codes, and the verifications the server recorded (confirm_order reads them).
  await s.createTable('lipalater_otps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await s.createIndex('lipalater_otps_phone').on('lipalater_otps').columns(['phone', 'id_number', 'created_at']).execute()
  await s.createTable('lipalater_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .execute()
  await s.createIndex('lipalater_verifications_who').on('lipalater_verifications').columns(['id_number', 'phone', 'verified_at']).execute()

  // Coupons that stop working after a date (the coupons table of 001 has no such column).
  await s.createTable('coupon_expiry')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`insert into coupons (code, value_kes, value_tzs, value_ugx, assigned_models, max_uses, used) values ('EXPIRED300', 300, 6000, 10000, '[]', 100, 0)`.execute(db)
  await sql`insert into coupon_expiry (code, expires_at) values ('EXPIRED300', ${Date.UTC(2025, 0, 1)})`.execute(db)

  // Demo units for the repair screen's warranty check (IMEIs documented in docs/api.md).
  // 353325100000011 and 356938035643809: sold a month before the database was made, warranty active;
  // 353325100000029: sold in 2023, warranty over.
  const month = 30 * 86_400_000
  const now = Date.now()
  const demo = [
    { imei: '353325100000011', model_id: 'iphone-13', sold_at: now - month, warranty_until: now + 11 * month },
    { imei: '356938035643809', model_id: 'samsung-galaxy-s21', sold_at: now - month, warranty_until: now + 11 * month },
    { imei: '353325100000029', model_id: 'iphone-13', sold_at: Date.UTC(2023, 2, 1), warranty_until: Date.UTC(2024, 2, 1) },
  ]
  for (const u of demo) {
    await db.insertInto('sold_units' as never).values({ ...u, order_id: null, variant_id: null } as never).execute()
  }
}
