import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * The forms area's tables (types in db/schema-forms.ts): pop-up sign-ups, testimonials (with the six
 * approved ones the sell landing page starts with), and the search index (search_prefixes,
 * search_words, search_meta) that keeps model search fast on a catalogue of tens of thousands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  // Word ranges (word >= 'ab' and word < 'ac') must compare bytes: PostgreSQL's default collation may not.
  const bytewise = db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`

  // One row per phone: submitting again updates the names and the 'don't show again' choice.
  await s.createTable('popup_forms').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fname', 'text', (c) => c.notNull()).addColumn('lname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().unique()).addColumn('dont_show_again', 'integer', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull()).addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('updated_at', 'bigint', (c) => c.notNull()).execute()

  await s.createTable('testimonials').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull()).addColumn('occupation', 'text', (c) => c.notNull())
    .addColumn('testimonial', 'text', (c) => c.notNull()).addColumn('country', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.notNull()).addColumn('approved', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull()).execute()
  await s.createIndex('testimonials_listing').on('testimonials').columns(['country', 'approved', 'created_at']).execute()
  await db.insertInto('testimonials' as never).values(seedTestimonials.map((t, i) => ({
    id: `seed-testimonial-${i + 1}`, name: t.name, occupation: t.occupation, testimonial: t.testimonial, country: t.country,
    partner_id: 'simu', approved: 1, created_at: t.createdAt,
  })) as never).execute()

  // Every phrase prefix a query can be ('gal', 'galaxy a1', 'iphone12'), with the best 20 models for it.
  await s.createTable('search_prefixes').addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull()).addColumn('sort_key', 'integer', (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull()).addColumn('total', 'integer', (c) => c.notNull()).execute()
  await s.createIndex('search_prefixes_lookup').on('search_prefixes').columns(['prefix', 'tier', 'sort_key', 'model_id']).execute()
  // Every word of every model (name, brand, brand synonyms), for queries whose words are not one phrase.
  await s.createTable('search_words').addColumn('word', bytewise, (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull()).addColumn('sort_key', 'integer', (c) => c.notNull()).execute()
  await s.createIndex('search_words_word').on('search_words').columns(['word', 'sort_key', 'model_id']).execute()
  await s.createIndex('search_words_model').on('search_words').columns(['model_id', 'word']).execute()
  await s.createTable('search_meta').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull()).addColumn('built_at', 'bigint', (c) => c.notNull()).execute()
}

export async function down(): Promise<void> {
  throw new Error('004_forms cannot be undone; restore a backup instead')
}

const day = 86_400_000
const start = Date.UTC(2026, 0, 12)

/** The approved testimonials a new installation shows: 3 in Kenya, 2 in Tanzania (in Kiswahili), 1 in Uganda. */
export const seedTestimonials = [
  { country: 'ke', name: 'Wanjiru Kamau', occupation: 'Nurse, Nairobi', createdAt: start + 40 * day,
    testimonial: 'I sold my old Galaxy S10 in under ten minutes. The rider came to my workplace, checked the phone and the M-Pesa arrived before he left.' },
  { country: 'ke', name: 'Brian Otieno', occupation: 'Boda boda rider, Kisumu', createdAt: start + 25 * day,
    testimonial: 'The price on the website was the price I got. No haggling, no stories. I used the money towards a refurbished phone with a warranty.' },
  { country: 'ke', name: 'Amina Hassan', occupation: 'Shop owner, Mombasa', createdAt: start + 9 * day,
    testimonial: 'My screen was cracked and I thought nobody would buy it. Simu still gave me a fair offer and explained every deduction.' },
  { country: 'tz', name: 'Neema Mushi', occupation: 'Mwalimu, Arusha', createdAt: start + 33 * day,
    testimonial: 'Niliuza simu yangu ya zamani kwa urahisi sana. Bei niliyoambiwa mtandaoni ndiyo niliyolipwa, na pesa iliingia kwenye M-Pesa papo hapo.' },
  { country: 'tz', name: 'Juma Mwakyusa', occupation: 'Fundi umeme, Dar es Salaam', createdAt: start + 14 * day,
    testimonial: 'Huduma nzuri kabisa. Walinieleza kila kitu kuhusu hali ya simu yangu, na nilinunua simu nyingine iliyokarabatiwa yenye dhamana ya miezi 12.' },
  { country: 'ug', name: 'Grace Nakato', occupation: 'Accountant, Kampala', createdAt: start + 20 * day,
    testimonial: 'Quick and honest. I checked the price of my iPhone 11 at home, walked into the store the next day and left with mobile money in minutes.' },
] as const
