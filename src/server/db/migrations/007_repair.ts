import type { Kysely } from 'kysely'

/**
 * The repair area's tables (types in db/schema-repair.ts). Portable types as in 001_init. It also
 * seeds the reviews of the repair service the repair screen shows (demo sold units for the warranty
 * check come from 006_checkout).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s.createTable('repair_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('color_id', 'text', (c) => c.notNull())
    .addColumn('imei', 'text')
    .addColumn('warranty', 'integer', (c) => c.notNull())
    .addColumn('faults', 'text', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s.createIndex('repair_requests_user').on('repair_requests').column('user_id').execute()

  await s.createTable('repair_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('order_number', 'integer', (c) => c.notNull().unique())
    .addColumn('ticket', 'text', (c) => c.notNull().unique())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('option', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'text')
    .addColumn('location', 'text')
    .addColumn('appointment_date', 'text')
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s.createIndex('repair_tickets_user').on('repair_tickets').column('user_id').execute()

  await s.createTable('repair_ticket_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute()
  await s.createIndex('repair_ticket_events_ticket').on('repair_ticket_events').column('ticket_id').execute()

  await s.createTable('repair_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('model_id', 'text')
    .addColumn('fname', 'text', (c) => c.notNull())
    .addColumn('lname', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s.createIndex('repair_reviews_model').on('repair_reviews').column('model_id').execute()

  const now = Date.now()
  const day = 86_400_000
  const rows = db as unknown as Kysely<Record<string, Record<string, unknown>>>
  await rows.insertInto('repair_reviews').values(reviews.map(([model_id, fname, lname, country, rating, daysAgo, message], i) => ({
    id: `review-${i + 1}`, model_id, fname, lname, country, rating, message, created_at: now - daysAgo * day,
  }))).execute()
}

/** [model id or null (any model), first name, last name, country, stars, days ago, message] */
const reviews: [string | null, string, string, string, number, number, string][] = [
  ['iphone-13', 'Wanjiru', 'Kamau', 'ke', 5, 3, 'Cracked screen replaced the same afternoon. Face ID still works and the new glass feels original.'],
  ['iphone-13', 'Baraka', 'Mushi', 'tz', 4, 19, 'Battery swap was quick and the phone lasts a full day again. Took one extra day because the part came from Nairobi.'],
  ['iphone-12-pro', 'Otieno', 'Ochieng', 'ke', 5, 8, 'They fixed my charging port for less than the shop on Moi Avenue quoted. Clear price before they opened the phone.'],
  ['iphone-11', 'Aisha', 'Nalubega', 'ug', 5, 12, 'Earpiece was silent on calls, now perfect. The technician showed me the old part.'],
  ['iphone-11', 'Kevin', 'Mwangi', 'ke', 4, 41, 'Good job on the screen. I wish they had a branch in Thika, but the home visit came on the day I chose.'],
  ['samsung-galaxy-s21', 'Neema', 'Kileo', 'tz', 5, 6, 'Skrini mpya ya S21 inaonekana kama ya kiwandani. Huduma nzuri sana, asante Simu.'],
  ['samsung-galaxy-a54-5g', 'Brian', 'Kiprotich', 'ke', 4, 25, 'Microphone fixed in two days. People can hear me on WhatsApp calls again.'],
  ['samsung-galaxy-a14', 'Grace', 'Atim', 'ug', 5, 15, 'My warranty covered part of the battery cost. Very honest people at Acacia Mall.'],
  ['techno-camon-19-pro', 'Juma', 'Hassan', 'tz', 4, 33, 'Speaker repaired well. Kariakoo branch was busy but they kept to the time they promised.'],
  [null, 'Mercy', 'Achieng', 'ke', 5, 2, 'Booked online, dropped the phone at Westlands and picked it up repaired three days later. No surprises on the bill.'],
  [null, 'Daniel', 'Ssemwogerere', 'ug', 4, 10, 'Charging port works again. They called me when it was ready, as promised.'],
  [null, 'Fatuma', 'Said', 'tz', 5, 21, 'Nilipeleka simu yenye betri mbovu, sasa inakaa na chaji siku nzima. Bei ilikuwa sawa na makadirio.'],
  [null, 'Peter', 'Njoroge', 'ke', 3, 48, 'Repair was fine but diagnosis took longer than I expected. Staff were polite and kept me updated.'],
  [null, 'Lilian', 'Akello', 'ug', 5, 60, 'They could not save my old phone after water damage and charged me nothing for trying. Honest service.'],
]
