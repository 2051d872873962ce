import { sql } from 'kysely'
import type { Db, Dialect } from '../db'
import { newId } from './crypto'

export interface Limit {
  bucket: string
  max: number
  windowMs: number
}

/**
 * Counts an event against each limit, in the database so every API process shares the counters.
 * Returns the first limit already reached (nothing is counted then), or null when all allow it.
 */
export async function hitLimits(db: Db, dialect: Dialect, limits: Limit[], now = Date.now()): Promise<Limit | null> {
  return db.transaction().execute(async (tx) => {
    for (const l of limits) {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${l.bucket}))`.execute(tx)
      const row = await tx
        .selectFrom('rate_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', l.bucket)
        .where('at', '>', now - l.windowMs)
        .executeTakeFirstOrThrow()
      if (Number(row.n) >= l.max) return l
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
