/**
 * A small in-process cache of derived shop data: the per-country catalogue summary (every sellable
 * model as a card, in catalogue order) and the static part of each product page (details, gallery,
 * specs, colours, the variants with their prices and buy-back prices).
 *
 * Like the reply cache (lib/cache.ts) it holds nothing another process needs: every entry is recomputed
 * from the database, and entries expire by time only (no invalidation messages), so several API
 * processes stay correct within those few seconds. What that costs: a stock badge on the catalogue may
 * lag the database by at most the bound below. The product page's quantities and the order itself
 * (checkout reserves units in the database) are always live: product pages read the quantities on every
 * request and merge them into the cached static part.
 *
 * SIMU_REPLY_CACHE=0 turns off only the cache of serialised replies (lib/http.ts), not this one: that
 * setting exists to show what a request costs when its reply is not cached, and with this cache a
 * catalogue request is array work in memory plus, at most once per country every few seconds, the
 * summary's set-based queries.
 */

/** How long a derived entry (catalogue summary, product page's static part) is used. */
export const shopSummaryMs = 5_000
/**
 * How long a serialised shop catalogue reply is served (lib/http.ts). A reply may be built from a summary
 * that is already shopSummaryMs old, so a catalogue's stock badge lags the database by at most
 * shopListReplyMs + shopSummaryMs: 10 s, the bound the catalogue had before the summary existed.
 */
export const shopListReplyMs = 5_000
export const catalogueLagMs = shopListReplyMs + shopSummaryMs

/**
 * Entries by key, each used for ttlMs after its load started (so its age bounds how stale it is).
 * Concurrent readers of a missing or expired key share one load; a load that fails is not kept.
 */
export class SummaryCache<V> {
  private entries = new Map<string, { at: number; value: Promise<V> }>()

  constructor(
    private readonly ttlMs: number = shopSummaryMs,
    private readonly maxEntries = 2000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now()
    const hit = this.entries.get(key)
    // A negative age (the clock went back) counts as expired too: the bound holds either way.
    if (hit && now - hit.at <= this.ttlMs && now >= hit.at) return hit.value
    if (hit) this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    const value = load()
    const entry = { at: now, value }
    this.entries.set(key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return value
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }
}
