/**
 * Typo forgiveness for the model search (issue 10, point 14): a query word that starts no word of the
 * catalogue is replaced by the closest catalogue word ('samsng' -> 'samsung', 'iphnoe' -> 'iphone'),
 * then the query runs again. The first letter is kept as typed. Only queries that would miss pay for it: a known word is never touched.
 */
import type { Db } from './index'
import { searchWords } from './seed-large-catalogue'

/** The catalogue's words with how many models use each, most used first (ties: shorter, then alphabetical). */
export interface Vocabulary { words: readonly string[]; count: ReadonlyMap<string, number> }

/** How many edits a word of this length may carry: short words are too easy to turn into another word. */
export function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 5 ? 1 : 2
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), or max + 1 as soon as it must exceed `max`. Linear memory, O(a * b) time on short words.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]!
}

/** Whether some catalogue word starts with the token (the search finds it as typed). */
function known(token: string, vocabulary: Vocabulary): boolean {
  return vocabulary.words.some((w) => w.startsWith(token))
}

/**
 * The closest catalogue word to a token the catalogue does not know, or undefined. A token that is
 * still being typed (the last one) may also be a misspelt start of a word ('sumsu' -> 'samsu...').
 */
export function correctWord(token: string, vocabulary: Vocabulary, { last = false } = {}): string | undefined {
  const max = allowedEdits(token.length)
  if (max === 0 || /^\d+$/.test(token)) return undefined
  let best: { word: string; distance: number } | undefined
  for (const word of vocabulary.words) {
    // People rarely get the first letter wrong; keeping it cuts false corrections ('edco' is not 'zedco').
    if (word[0] !== token[0]) continue
    let distance = editDistance(token, word, max)
    if (last && word.length > token.length) distance = Math.min(distance, editDistance(token, word.slice(0, token.length), max))
    // Words come most used first: a later word must be strictly closer to win.
    if (distance <= max && (!best || distance < best.distance)) best = { word, distance }
    if (best?.distance === 1 && max === 1) break
  }
  return best?.word
}

/** The query with its unknown words corrected, or undefined when nothing changed. */
export function correctQuery(text: string, vocabulary: Vocabulary): string | undefined {
  const tokens = searchWords(text).slice(0, 6)
  let changed = false
  const out = tokens.map((t, i) => {
    if (known(t, vocabulary)) return t
    const fixed = correctWord(t, vocabulary, { last: i === tokens.length - 1 })
    if (fixed === undefined) return t
    changed = true
    return fixed
  })
  return changed ? out.join(' ') : undefined
}

const cached = new WeakMap<Db, { at: number; vocabulary: Promise<Vocabulary> }>()
/** The catalogue changes only when the seed runs: a minute's staleness is harmless. */
const vocabularyTtlMs = 60_000

/** The words of the search index (which ensureSearchIndex has built), read once a minute per database. */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const hit = cached.get(db)
  if (hit && Date.now() - hit.at < vocabularyTtlMs) return hit.vocabulary
  const vocabulary = db.selectFrom('search_words').select(['word']).select((eb) => eb.fn.countAll<number>().as('n')).groupBy('word').execute()
    .then((rows) => {
      const sorted = rows.map((r) => ({ word: r.word, n: Number(r.n) }))
        .sort((a, b) => b.n - a.n || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
      return { words: sorted.map((r) => r.word), count: new Map(sorted.map((r) => [r.word, r.n])) }
    })
  cached.set(db, { at: Date.now(), vocabulary })
  vocabulary.catch(() => cached.delete(db))
  return vocabulary
}
