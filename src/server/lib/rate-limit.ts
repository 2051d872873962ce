import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'kysely'
import type { Db, Dialect } from '../db'
import { newId } from './crypto'

export interface Limit {
  bucket: string
  max: number
  windowMs: number
}

/**
 * Per request (app.ts runs every request inside it): the seconds until the limit that tripped last
 * allows another event, for the Retry-After of the 429 the route then throws.
 */
export const limitContext = new AsyncLocalStorage<{ retryAfterSeconds?: number }>()

/**
 * Counts an event against each limit, in the database so every API process shares the counters.
 * Returns the first limit already reached (nothing is counted then), or null when all allow it; when
 * one is reached, `retryAfterSeconds` (and the request's limitContext) says when it allows one again.
 */
export async function hitLimits(db: Db, dialect: Dialect, limits: Limit[], now = Date.now()): Promise<Limit | null> {
  const tripped = await hitOrRetry(db, dialect, limits, now)
  if (!tripped) return null
  const store = limitContext.getStore()
  if (store) store.retryAfterSeconds = tripped.retryAfterSeconds
  return tripped.limit
}

/** Like hitLimits, answering the limit reached and the seconds until it allows another event. */
export async function hitOrRetry(db: Db, dialect: Dialect, limits: Limit[], now = Date.now()): Promise<{ limit: Limit; retryAfterSeconds: number } | null> {
  return db.transaction().execute(async (tx) => {
    for (const l of limits) {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${l.bucket}))`.execute(tx)
      const row = await tx
        .selectFrom('rate_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', l.bucket)
        .where('at', '>', now - l.windowMs)
        .executeTakeFirstOrThrow()
      const n = Number(row.n)
      if (n < l.max) continue
      // Another event is allowed once the count drops below max: when the (n - max + 1)th oldest leaves.
      const leaving = await tx.selectFrom('rate_events').select('at').where('bucket', '=', l.bucket).where('at', '>', now - l.windowMs)
        .orderBy('at', 'asc').limit(1).offset(n - l.max).executeTakeFirst()
      const at = leaving ? Number(leaving.at) : now
      return { limit: l, retryAfterSeconds: Math.max(1, Math.ceil((at + l.windowMs - now) / 1000)) }
    }
    await tx.insertInto('rate_events').values(limits.map((l) => ({ id: newId(), bucket: l.bucket, at: now }))).execute()
    return null
  })
}

/** The time of the newest event in a bucket, or null. */
export async function lastHit(db: Db, bucket: string): Promise<number | null> {
  const row = await db.selectFrom('rate_events').select((eb) => eb.fn.max('at').as('at')).where('bucket', '=', bucket).executeTakeFirst()
  return row?.at == null ? null : Number(row.at)
}

/** Forgets events older than a day. */
export async function pruneRateEvents(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_events').where('at', '<', now - 24 * 3600_000).execute()
}
