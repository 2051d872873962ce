/** The catalogue's model search: as typed (prefixes, phrases, every word), then with typos corrected. */
import { CompiledQuery } from 'kysely'
import type { Db } from '@server/db'
import { dialectOf, ensureSearchIndex, matchesEveryWord, parseSynonyms, phrases, phraseTier, queryPrefixes, searchLimit, searchWords, tiers, type IndexedModel } from '@server/db/seed-large-catalogue'
import { correctQuery, vocabularyOf } from '@server/db/search-spelling'


/** The words of a search text (lower case, accents and punctuation dropped), at most six. */
export function searchTokens(text: string): string[] {
  return searchWords(text).slice(0, 6)
}

/** The first string after every string that starts with `prefix` (byte order): the end of a range scan. */
const rangeEnd = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)

/** `shop`: the shop sells the model (it has a product page); otherwise a hit opens its sell page. */
export interface Ranked { id: string; name: string; instock: boolean; shop: boolean; tier: number; sortKey: number; nameHits: number }
interface Row { id: string; name: string; release_year: number; brand: string; synonyms: string; prefix: string | null; tier: number; sort_key: number; total: number | null; instock: unknown; shop: unknown }

/** How many query words start a word of the model's own name (not its brand or a brand synonym). */
function nameHits(tokens: readonly string[], name: string): number {
  const words = searchWords(name)
  return tokens.filter((t) => words.some((w) => w.startsWith(t))).length
}

/**
 * The model search, forgiving typos: when the text as typed finds nothing, its unknown words are
 * replaced by the closest catalogue words ('samsng' -> 'samsung') and it runs once more.
 */
export async function searchModels(db: Db, text: string, limit = searchLimit): Promise<Ranked[]> {
  const found = await searchAsTyped(db, text, limit)
  if (found.length > 0 || searchTokens(text).length === 0) return found
  const corrected = correctQuery(text, await vocabularyOf(db))
  return corrected === undefined ? found : searchAsTyped(db, corrected, limit)
}

/**
 * The model search (ranking in docs/decisions.md): exact name, then name prefix, then a phrase from a
 * later word of the name, then brand synonyms and word-by-word matches; newest first within a rank.
 * A query reads a few sets of index rows (search_prefixes) whatever the size of the catalogue: one SQL
 * statement, and a second when its words are all common and not one phrase of a name ('samsung a').
 */
async function searchAsTyped(db: Db, text: string, limit: number): Promise<Ranked[]> {
  const tokens = searchTokens(text)
  if (tokens.length === 0) return []
  await ensureSearchIndex(db)
  const run = runner(db)
  // 'iphone 12 pro' and 'iphone12pro' both find the iPhone 12 Pro.
  const variants = tokens.length > 1 ? [tokens.join(' '), tokens.join('')] : [tokens.join(' ')]
  const words = [...new Set(tokens)]
  const found = new Map<string, Ranked>()
  const rank = (rows: readonly Row[], everyWord: boolean) => {
    for (const r of rows) {
      // A row of the query's own prefix carries its tier; an ancestor's rows are candidates to check.
      let tier = r.prefix !== null && variants.includes(r.prefix) ? Number(r.tier) : Infinity
      const m: IndexedModel = { id: r.id, name: r.name, releaseYear: Number(r.release_year), brandName: r.brand, synonyms: parseSynonyms(r.synonyms) }
      if (tier === Infinity) {
        const list = phrases(m)
        tier = Math.min(...variants.map((v) => phraseTier(v, m, list) ?? Infinity), everyWord && matchesEveryWord(tokens, m) ? tiers.token : Infinity)
      }
      const known = found.get(r.id)
      if (tier !== Infinity && (!known || tier < known.tier)) found.set(r.id, { id: r.id, name: r.name, instock: Boolean(Number(r.instock)), shop: Boolean(Number(r.shop)), tier, sortKey: Number(r.sort_key), nameHits: nameHits(words, r.name) })
    }
  }
  // One statement: for the query (and, with several words, for each word) the rows of its own prefix
  // or of its longest stored ancestor, which then lists every model that can match.
  const several = words.length > 1
  const rows = await run(phraseSql, [...variants, ...(several ? words : [])].map((v) => queryPrefixes(v)))
  const storedFor = (text: string) => rows.reduce<string | null>((best, r) => (r.prefix !== null && text.startsWith(r.prefix) && (best === null || r.prefix.length > best.length) ? r.prefix : best), null)
  const variantPrefixes = new Set(variants.map(storedFor))
  rank(rows.filter((r) => variantPrefixes.has(r.prefix)), false)
  const phraseHits = [...found.values()]
  // Several words that are not one phrase of a name ('samsung a14', 'apple 12'): every word must start a word.
  if (several && (phraseHits.length < limit || phraseHits.some((r) => r.tier === tiers.token))) {
    // A word's rows list every model with a word starting with it when they are an ancestor's (at most
    // 20) or fewer than 20 of its own; those are the only candidates then.
    let complete: Row[] | undefined
    const totals = new Map<string, number>()
    for (const w of words) {
      const stored = storedFor(w)
      const own = rows.filter((r) => r.prefix === stored)
      if (stored === null || stored !== w || own.length < limit) {
        complete = own
        break
      }
      totals.set(w, Number(own[0]!.total))
    }
    if (complete) {
      rank(complete, true)
    } else {
      // Every word is common: scan the rarest word's entries (its exact entries newest first, stopping at 20).
      const [first, ...rest] = [...words].sort((a, b) => totals.get(a)! - totals.get(b)!)
      rank(await run(everyWordSql, [[first!], rest.flatMap((t) => [t, rangeEnd(t)]), [limit, first!, rangeEnd(first!)], rest.flatMap((t) => [t, rangeEnd(t)]), [limit]]), true)
    }
  }
  // Among word-by-word matches, a word found in the model's own name beats one that only names its
  // brand ('tecno spark': the Spark models before the other Tecno phones, whose brand lists 'spark').
  const byNameHits = (a: Ranked, b: Ranked) => (a.tier === tiers.token && b.tier === tiers.token ? b.nameHits - a.nameHits : 0)
  return [...found.values()].sort((a, b) => a.tier - b.tier || byNameHits(a, b) || a.sortKey - b.sortKey).slice(0, limit)
}

/*
 * The two statements are written out rather than built with Kysely: on this path building and compiling
 * the query cost more than running it. Both are plain SQL that SQLite and PostgreSQL share; only the
 * placeholders differ ('?' or '$n'), filled in by `runner`.
 */
const rankingColumns = `m.id, m.name, m.release_year, b.name as brand, b.synonyms,
  exists (select 1 from shop_variants v where v.model_id = m.id and v.quantity > 0) as instock,
  exists (select 1 from shop_models sm where sm.model_id = m.id) as shop`

/** For each text: the rows of its own prefix, or of its longest stored ancestor (the greatest of its stored prefixes). */
const phraseSql = (p: Placeholders, [...prefixLists]: readonly (readonly unknown[])[]) => `
select ${rankingColumns}, s.prefix, s.tier, s.sort_key, s.total
from search_prefixes s join device_models m on m.id = s.model_id join brands b on b.id = m.brand_id
where s.prefix in (${prefixLists.map((list) => `(select max(prefix) from search_prefixes where prefix in (${p(list.length)}))`).join(', ')})`

/**
 * Models where every word starts one of their words. The first word's exact entries are read in index
 * order (newest first) and stop at the limit; its longer words ('samsungx') are a second, usually empty, range.
 */
const everyWordSql = (p: Placeholders, [, others]: readonly (readonly unknown[])[]) => {
  const checks = () => Array.from({ length: others!.length / 2 }, () => `and exists (select 1 from search_words x where x.model_id = w.model_id and x.word >= ${p(1)} and x.word < ${p(1)})`).join(' ')
  return `
select ${rankingColumns}, null as prefix, 3 as tier, h.sort_key, null as total
from (select model_id, sort_key from (select w.model_id, w.sort_key from search_words w where w.word = ${p(1)} ${checks()} order by w.sort_key limit ${p(1)}) exact
      union
      select model_id, sort_key from (select distinct w.model_id, w.sort_key from search_words w where w.word > ${p(1)} and w.word < ${p(1)} ${checks()} order by w.sort_key limit ${p(1)}) longer) h
join device_models m on m.id = h.model_id join brands b on b.id = m.brand_id`
}

type Placeholders = (count: number) => string
type Statement = (p: Placeholders, params: readonly (readonly unknown[])[]) => string

/** Runs a statement with its parameter lists flattened, numbering placeholders for PostgreSQL. */
function runner(db: Db) {
  const postgres = dialectOf(db) === 'postgres'
  return async (statement: Statement, params: readonly (readonly unknown[])[]): Promise<Row[]> => {
    let n = 0
    const p: Placeholders = (count) => Array.from({ length: count }, () => (postgres ? `$${++n}` : '?')).join(', ')
    const text = statement(p, params)
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, params.flat()))).rows
  }
}

