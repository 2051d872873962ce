/** The catalogue's model search: as typed (prefixes, phrases, every word), then with typos corrected. */
import type { Db } from '@server/db'
import { phrases, phraseTier, searchLimit, searchWords, tiers, type IndexedModel } from '@server/db/seed-large-catalogue'
import { correctQuery } from '@server/db/search-spelling'
import { memoryIndex, searchStock, vocabularyOf, type MemoryIndex } from './search-index'

/** The words of a search text (lower case, accents and punctuation dropped), at most six. */
export function searchTokens(text: string): string[] {
  return searchWords(text).slice(0, 6)
}

/** `shop`: the shop sells the model (it has a product page); otherwise a hit opens its sell page. */
export interface Ranked { id: string; name: string; instock: boolean; shop: boolean; tier: number; sortKey: number; nameHits: number }
interface Hit { key: number; tier: number; nameHits: number }
/** A model to rank: a row of a stored prefix (with its tier), or a word-by-word candidate (prefix null). */
interface Candidate { key: number; prefix: string | null; tier: number }

/**
 * The model search, forgiving typos: when the text as typed finds nothing, its unknown words are
 * replaced by the closest catalogue words ('samsng' -> 'samsung') and it runs once more. Answered from
 * the process's copy of the index (search-index.ts): no SQL per keystroke.
 */
export async function searchModels(db: Db, text: string, limit = searchLimit): Promise<Ranked[]> {
  const tokens = searchTokens(text)
  if (tokens.length === 0) return []
  const [index, stock] = await Promise.all([memoryIndex(db), searchStock(db)])
  let found = searchAsTyped(index, tokens, limit)
  if (found.length === 0) {
    const corrected = correctQuery(text, vocabularyOf(index))
    if (corrected !== undefined) found = searchAsTyped(index, searchTokens(corrected), limit)
  }
  return found.map((h) => {
    const m = index.models[h.key]!
    return { id: m.id, name: m.name, instock: stock.instock.has(m.id), shop: stock.shop.has(m.id), tier: h.tier, sortKey: h.key, nameHits: h.nameHits }
  })
}

/** A model's phrases and name words, computed once per index. */
const phrasesOf = (index: MemoryIndex, key: number) =>
  (index.memo.phrases[key] ??= phrases(index.models[key]!)) as ReturnType<typeof phrases>
const nameWordsOf = (index: MemoryIndex, key: number) => (index.memo.nameWords[key] ??= searchWords(index.models[key]!.name))

/** Whether some word of the model (name, brand, synonyms) starts with each of the words. */
const hasWordsStarting = (index: MemoryIndex, key: number, words: readonly string[]) => words.every((t) => index.wordsOf[key]!.some((w) => w.startsWith(t)))

/** The longest stored prefix of a text, or null: its rows list every model that can match the text. */
function storedFor(index: MemoryIndex, text: string): string | null {
  for (let n = text.length; n > 0; n--) {
    const prefix = text.slice(0, n)
    if (text[n - 1] !== ' ' && index.prefixes.has(prefix)) return prefix
  }
  return null
}

function rowsOf(index: MemoryIndex, prefix: string | null): Candidate[] {
  const entry = prefix === null ? undefined : index.prefixes.get(prefix)
  return entry ? entry.keys.map((key, i) => ({ key, prefix, tier: entry.tiers[i]! })) : []
}

/**
 * The model search (ranking in docs/decisions.md): exact name, then name prefix, then a phrase from a
 * later word of the name, then brand synonyms and word-by-word matches; newest first within a rank.
 * A query reads the rows of its own stored prefix (or its longest stored ancestor), and with several
 * words that are not one phrase of a name, the models having every word.
 */
function searchAsTyped(index: MemoryIndex, tokens: readonly string[], limit: number): Hit[] {
  // 'iphone 12 pro' and 'iphone12pro' both find the iPhone 12 Pro.
  const variants = tokens.length > 1 ? [tokens.join(' '), tokens.join('')] : [tokens.join(' ')]
  const words = [...new Set(tokens)]
  const found = new Map<number, Hit>()
  const rank = (rows: readonly Candidate[], everyWord: boolean) => {
    for (const r of rows) {
      // A row of the query's own prefix carries its tier; an ancestor's rows are candidates to check.
      let tier = r.prefix !== null && variants.includes(r.prefix) ? r.tier : Infinity
      if (tier === Infinity) {
        const m: IndexedModel = index.models[r.key]!
        const list = phrasesOf(index, r.key)
        for (const v of variants) tier = Math.min(tier, phraseTier(v, m, list) ?? Infinity)
        if (everyWord && hasWordsStarting(index, r.key, tokens)) tier = Math.min(tier, tiers.token)
      }
      const known = found.get(r.key)
      if (tier !== Infinity && (!known || tier < known.tier)) found.set(r.key, { key: r.key, tier, nameHits: nameHits(words, nameWordsOf(index, r.key)) })
    }
  }
  for (const prefix of new Set(variants.map((v) => storedFor(index, v)))) rank(rowsOf(index, prefix), false)
  // Several words that are not one phrase of a name ('samsung a14', 'apple 12'): every word must start a word.
  if (words.length > 1 && (found.size < limit || [...found.values()].some((r) => r.tier === tiers.token))) {
    rank(everyWordCandidates(index, words, limit), true)
  }
  // Among word-by-word matches, a word found in the model's own name beats one that only names its
  // brand ('tecno spark': the Spark models before the other Tecno phones, whose brand lists 'spark').
  const byNameHits = (a: Hit, b: Hit) => (a.tier === tiers.token && b.tier === tiers.token ? b.nameHits - a.nameHits : 0)
  return [...found.values()].sort((a, b) => a.tier - b.tier || byNameHits(a, b) || a.key - b.key).slice(0, limit)
}

/** How many query words start a word of the model's own name (not its brand or a brand synonym). */
function nameHits(tokens: readonly string[], name: readonly string[]): number {
  return tokens.filter((t) => name.some((w) => w.startsWith(t))).length
}

/**
 * The models that can have every word. A word's rows list every model with a word starting with it
 * when they are an ancestor's (at most 20) or fewer than 20 of its own; those are the only candidates
 * then. When every word is common, the rarest word's models are scanned: those with the word itself
 * newest first, stopping at the limit, then those with a longer word starting with it ('samsungx').
 */
function everyWordCandidates(index: MemoryIndex, words: readonly string[], limit: number): Candidate[] {
  const totals = new Map<string, number>()
  for (const w of words) {
    const stored = storedFor(index, w)
    const own = rowsOf(index, stored)
    if (stored === null || stored !== w || own.length < limit) return own
    totals.set(w, index.prefixes.get(w)!.total)
  }
  const [first, ...rest] = [...words].sort((a, b) => totals.get(a)! - totals.get(b)!)
  const keep = (key: number) => hasWordsStarting(index, key, rest)
  const exact = firstKeys(index.words.get(first!) ?? [], keep, limit)
  const longer: number[] = []
  for (let i = firstAfter(index.sortedWords, first!); i < index.sortedWords.length && index.sortedWords[i]!.startsWith(first!); i++) {
    for (const key of index.words.get(index.sortedWords[i]!)!) longer.push(key)
  }
  const keys = new Set([...exact, ...firstKeys(Float64Array.from(longer).sort(), keep, limit)])
  return [...keys].map((key) => ({ key, prefix: null, tier: tiers.token }))
}

/** The first `limit` distinct keys (in their ascending order) that pass. */
function firstKeys(keys: ArrayLike<number>, pass: (key: number) => boolean, limit: number): number[] {
  const out: number[] = []
  for (let i = 0; i < keys.length && out.length < limit; i++) {
    const key = keys[i]!
    if (key !== keys[i - 1] && pass(key)) out.push(key)
  }
  return out
}

/** The index of the first word greater than `word` in a sorted list (binary search). */
function firstAfter(sorted: readonly string[], word: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! <= word) lo = mid + 1
    else hi = mid
  }
  return lo
}
