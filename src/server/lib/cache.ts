/**
 * A small in-process cache of serialised replies for catalogue reads. It holds nothing another process
 * needs (every entry can be recomputed from the database), so several API processes stay equivalent;
 * entries live for a few seconds, which bounds how stale a stock badge can be.
 */
export class ReplyCache {
  private entries = new Map<string, { at: number; body: string }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (now - hit.at > this.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    return hit.body
  }

  set(key: string, body: string, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { at: now, body })
  }

  clear(): void {
    this.entries.clear()
  }
}
