/**
 * Live reads by key, shared by the requests that wait at the same moment: the keys asked for during one
 * turn of the event loop are read together by one statement, which starts on the next turn. A read
 * therefore always starts after the request that wants it arrived, so its answer is exactly as fresh
 * as a statement of its own would be (a unit sold or restocked before the request is always seen).
 * Nothing is kept: under load, 50 waiting requests cost one statement instead of 50; alone, a request
 * waits one turn of the event loop.
 */
export class BatchedReads<K, V> {
  private waiting: Map<K, { resolve(v: V | undefined): void; reject(e: unknown): void; promise: Promise<V | undefined> }> | undefined

  constructor(
    /** Reads the values of some keys; a key missing from the map has none. */
    private readonly read: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
    /** The most keys one statement reads (bound parameters have a ceiling). */
    private readonly maxKeys = 200,
  ) {}

  get(key: K): Promise<V | undefined> {
    let batch = this.waiting
    if (!batch || (batch.size >= this.maxKeys && !batch.has(key))) {
      batch = new Map()
      this.waiting = batch
      const started = batch
      setImmediate(() => this.flush(started))
    }
    const known = batch.get(key)
    if (known) return known.promise
    let resolve!: (v: V | undefined) => void
    let reject!: (e: unknown) => void
    const promise = new Promise<V | undefined>((res, rej) => {
      resolve = res
      reject = rej
    })
    batch.set(key, { resolve, reject, promise })
    return promise
  }

  private flush(batch: NonNullable<typeof this.waiting>): void {
    if (this.waiting === batch) this.waiting = undefined
    let reading: Promise<ReadonlyMap<K, V>>
    try {
      reading = this.read([...batch.keys()])
    } catch (err) {
      reading = Promise.reject(err)
    }
    reading.then(
      (values) => {
        for (const [key, slot] of batch) slot.resolve(values.get(key))
      },
      (err: unknown) => {
        for (const slot of batch.values()) slot.reject(err)
      },
    )
  }
}
