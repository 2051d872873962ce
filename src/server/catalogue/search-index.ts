/**
 * The model search's index, held in memory by each process: a copy of the rows the database keeps
 * (search_prefixes, search_words; built by ensureSearchIndex in db/seed-large-catalogue.ts), so a
 * keystroke costs a few map lookups instead of SQL. Which catalogue the rows were built from is the
 * fingerprint in search_meta: every process checks it at most every `indexCheckMs` and loads the rows
 * again when it changed (another process seeded a new catalogue; the rows are rebuilt by the first
 * process that finds them stale). Until the new copy is loaded, searches answer from the old one.
 *
 * The stock badges (in stock, sold by the shop) are not in the index: they come from a snapshot of
 * shop_variants and shop_models read at most every `searchStockMs`, shared by every search.
 */
import { sql } from 'kysely'
import { dialectOf, ensureSearchIndex, parseSynonyms, type IndexedModel } from '@server/db/seed-large-catalogue'
import type { Vocabulary } from '@server/db/search-spelling'
import type { Db } from '@server/db'
import { SummaryCache } from '@server/shop/summary'

/** How often a process asks whether the catalogue's index changed (one primary-key read). */
export const indexCheckMs = 5_000
/** How long a search's stock badges may lag the database (one small read per period, not per search). */
export const searchStockMs = 2_000

/** A stored prefix: its best models (at most searchLimit) in (tier, sort key) order, and how many it matched in all. */
export interface PrefixEntry { total: number; tiers: number[]; keys: number[] }

/** The index of one catalogue. Models are addressed by their sort key (newest first, then by name). */
export interface MemoryIndex {
  fingerprint: string | undefined
  models: IndexedModel[]
  prefixes: Map<string, PrefixEntry>
  /** Each word of the catalogue with the sort keys of the models that have it, ascending. */
  words: Map<string, number[]>
  /** Every word of the catalogue in code-unit order, for 'words starting with'. */
  sortedWords: string[]
  /** The words of each model (name, brand and synonyms). */
  wordsOf: string[][]
  /** Filled on first use: a model's phrases and name words (search.ts). */
  memo: { phrases: unknown[]; nameWords: (string[] | undefined)[]; vocabulary?: Vocabulary }
}

const fingerprintOf = async (db: Db) =>
  (await db.selectFrom('search_meta').select('fingerprint').where('id', '=', 'models').executeTakeFirst())?.fingerprint

/**
 * The stored rows, grouped by the database so a process reads one row per prefix and per model (about
 * 42,000 and 39,000 on the large catalogue) rather than 500,000: each prefix's models as
 * `tier * 1e7 + sort key` (buildSearchIndex's own encoding), each model's words joined by spaces.
 */
const groupedSql = (postgres: boolean) => ({
  prefixes: postgres
    ? sql<{ prefix: string; list: string; total: number }>`select prefix, string_agg((tier * 10000000 + sort_key)::text, ',') as list, max(total) as total from search_prefixes group by prefix`
    : sql<{ prefix: string; list: string; total: number }>`select prefix, group_concat(tier * 10000000 + sort_key) as list, max(total) as total from search_prefixes group by prefix`,
  models: postgres
    ? sql<{ model_id: string; sort_key: number; words: string }>`select model_id, sort_key, string_agg(word, ' ') as words from search_words group by model_id, sort_key`
    : sql<{ model_id: string; sort_key: number; words: string }>`select model_id, sort_key, group_concat(word, ' ') as words from search_words group by model_id, sort_key`,
})

/** Reads the stored index; read again if it was rebuilt while being read. */
async function load(db: Db): Promise<MemoryIndex> {
  await ensureSearchIndex(db)
  const statements = groupedSql(dialectOf(db) === 'postgres')
  for (let attempt = 0; ; attempt++) {
    const before = await fingerprintOf(db)
    const [prefixRows, keyRows, modelRows, brandRows] = await Promise.all([
      statements.prefixes.execute(db),
      statements.models.execute(db),
      db.selectFrom('device_models').select(['id', 'name', 'release_year', 'brand_id']).execute(),
      db.selectFrom('brands').select(['id', 'name', 'synonyms']).execute(),
    ])
    if (attempt < 3 && (await fingerprintOf(db)) !== before) continue
    return assemble(before, prefixRows.rows, keyRows.rows, modelRows, brandRows)
  }
}

type Rows<T> = readonly T[]
function assemble(
  fingerprint: string | undefined,
  prefixRows: Rows<{ prefix: string; list: string; total: number }>,
  keyRows: Rows<{ model_id: string; sort_key: number; words: string }>,
  modelRows: Rows<{ id: string; name: string; release_year: number; brand_id: string }>,
  brandRows: Rows<{ id: string; name: string; synonyms: string }>,
): MemoryIndex {
  const brands = new Map(brandRows.map((b) => [b.id, { name: b.name, synonyms: parseSynonyms(b.synonyms) }]))
  const byId = new Map(modelRows.map((m) => [m.id, m]))
  const models: IndexedModel[] = []
  const wordsOf: string[][] = []
  const words = new Map<string, number[]>()
  for (const r of keyRows) {
    const key = Number(r.sort_key)
    const m = byId.get(r.model_id)
    // A model deleted since the rows were built: the next fingerprint check brings the new rows.
    if (!m) continue
    const brand = brands.get(m.brand_id)
    models[key] = { id: m.id, name: m.name, releaseYear: Number(m.release_year), brandName: brand?.name ?? '', synonyms: brand?.synonyms ?? [] }
    wordsOf[key] = r.words.split(' ')
    for (const word of wordsOf[key]) {
      const list = words.get(word)
      if (list) list.push(key)
      else words.set(word, [key])
    }
  }
  for (const list of words.values()) list.sort((a, b) => a - b)
  const prefixes = new Map<string, PrefixEntry>()
  for (const r of prefixRows) {
    const coded = Float64Array.from(r.list.split(','), Number).sort().filter((v) => models[v % 1e7] !== undefined)
    prefixes.set(r.prefix, { total: Number(r.total), tiers: Array.from(coded, (v) => Math.floor(v / 1e7)), keys: Array.from(coded, (v) => v % 1e7) })
  }
  const sortedWords = [...words.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { fingerprint, models, prefixes, words, sortedWords, wordsOf, memo: { phrases: [], nameWords: [] } }
}

interface Held { index: Promise<MemoryIndex>; checkedAt: number; checking: boolean }
const held = new WeakMap<Db, Held>()

/**
 * The index of a database's catalogue: loaded on the first search (as the database's own index is
 * checked then), then checked against search_meta at most every indexCheckMs, in the background.
 */
export function memoryIndex(db: Db, now = Date.now()): Promise<MemoryIndex> {
  const known = held.get(db)
  if (!known) {
    const entry: Held = { index: load(db), checkedAt: now, checking: false }
    held.set(db, entry)
    // A failed load is tried again by the next search.
    entry.index.catch(() => held.get(db) === entry && held.delete(db))
    return entry.index
  }
  if (now - known.checkedAt >= indexCheckMs && !known.checking) {
    known.checkedAt = now
    known.checking = true
    void recheck(db, known).finally(() => { known.checking = false })
  }
  return known.index
}

async function recheck(db: Db, known: Held): Promise<void> {
  try {
    const current = await known.index
    if ((await fingerprintOf(db)) === current.fingerprint) return
    known.index = Promise.resolve(await load(db))
  } catch {
    // The database did not answer: keep the copy we have and ask again after indexCheckMs.
  }
}

/** The catalogue's words with how many models use each, most used first (ties: shorter, then alphabetical), as search-spelling.ts wants them. */
export function vocabularyOf(index: MemoryIndex): Vocabulary {
  if (index.memo.vocabulary) return index.memo.vocabulary
  const sorted = [...index.words].map(([word, keys]) => ({ word, n: keys.length }))
    .sort((a, b) => b.n - a.n || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
  index.memo.vocabulary = { words: sorted.map((r) => r.word), count: new Map(sorted.map((r) => [r.word, r.n])) }
  return index.memo.vocabulary
}

/** The models with a unit in stock and the models the shop sells, as one snapshot. */
export interface SearchStock { instock: ReadonlySet<string>; shop: ReadonlySet<string> }

const stockSnapshots = new WeakMap<Db, SummaryCache<SearchStock>>()

/** The stock snapshot of a database, at most searchStockMs old; concurrent searches share one read. */
export function searchStock(db: Db): Promise<SearchStock> {
  let cache = stockSnapshots.get(db)
  if (!cache) stockSnapshots.set(db, (cache = new SummaryCache<SearchStock>(searchStockMs, 1)))
  return cache.get('stock', async () => {
    const [stocked, sold] = await Promise.all([
      db.selectFrom('shop_variants').select('model_id').distinct().where('quantity', '>', 0).execute(),
      db.selectFrom('shop_models').select('model_id').execute(),
    ])
    return { instock: new Set(stocked.map((r) => r.model_id)), shop: new Set(sold.map((r) => r.model_id)) }
  })
}
