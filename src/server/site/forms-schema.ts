/** The forms area's tables as Kysely sees them (merged into Database in schema.ts). */

/** A pop-up sign-up for offers and updates; one row per phone (E.164). */
export interface PopupFormsTable {
  id: string
  fname: string
  lname: string
  phone: string
  /** The pop-up's 'Don't show me again' box (isupdateChecked), 0 or 1. */
  dont_show_again: number
  country: string
  partner_id: string
  created_at: number
  updated_at: number
}

/** A testimonial from the footer's dialog; shown on the sell landing page only once approved (1). */
export interface TestimonialsTable {
  id: string
  name: string
  occupation: string
  testimonial: string
  country: string
  partner_id: string
  approved: number
  created_at: number
}

/**
 * The search index (built from device_models by db/large-catalogue.ts): for every phrase prefix a
 * query can be, the best 20 models with their tier (0 exact name, 1 name prefix, 2 a name word's
 * prefix, 3 a brand or synonym match) and sort_key (newest first).
 */
export interface SearchPrefixesTable {
  prefix: string
  tier: number
  sort_key: number
  model_id: string
  /** How many models match the prefix in all (the same on each of its rows; at most 20 rows are kept). */
  total: number
}

/** Every word of every model (name, brand, synonyms), for queries whose words are not one phrase. */
export interface SearchWordsTable {
  word: string
  model_id: string
  sort_key: number
}

/** What the index was built from (a hash of the catalogue), so it is rebuilt only when that changes. */
export interface SearchMetaTable {
  id: string
  fingerprint: string
  built_at: number
}

export interface FormsTables {
  popup_forms: PopupFormsTable
  testimonials: TestimonialsTable
  search_prefixes: SearchPrefixesTable
  search_words: SearchWordsTable
  search_meta: SearchMetaTable
}
