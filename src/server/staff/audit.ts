/**
 * The audit trail of Simu Ops: who did what, when, with the state before and after as JSON. Written with
 * the same transaction (`tx`) as the action, so an action and its row are stored together or not at all.
 */
import type { Db } from '@server/db'
import { newId } from '@server/lib/crypto'

/** Who acts: a signed-in staff member, or the command line (staffId null, name 'cli:<user>'). */
export interface Actor {
  staffId: string | null
  name: string
  ip: string | null
}

type Tx = Pick<Db, 'insertInto'>

let sequence = 0
/** Ids sort as the rows were written (time, then a counter within the millisecond), so 'newest first' is exact. */
const auditId = (now: number) => `${String(now).padStart(15, '0')}-${String(sequence++ % 1e6).padStart(6, '0')}-${newId(6)}`

export async function audit(tx: Tx, actor: Actor, action: string, target: string | null, before: unknown, after: unknown, now = Date.now()): Promise<void> {
  await tx.insertInto('ops_audit').values({
    id: auditId(now), at: now, staff_id: actor.staffId, actor: actor.name, action, target,
    before_json: before === undefined || before === null ? null : JSON.stringify(before),
    after_json: after === undefined || after === null ? null : JSON.stringify(after),
    ip: actor.ip,
  }).execute()
}

export interface AuditRow {
  id: string
  at: string
  staffId: string | null
  actor: string
  action: string
  target: string | null
  before: unknown
  after: unknown
}

/** Newest first, `limit` rows from `offset`, and whether more follow. */
export async function listAudit(db: Db, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; more: boolean }> {
  const rows = await db.selectFrom('ops_audit').selectAll().orderBy('id', 'desc').limit(limit + 1).offset(offset).execute()
  return {
    more: rows.length > limit,
    rows: rows.slice(0, limit).map((r) => ({
      id: r.id, at: new Date(Number(r.at)).toISOString(), staffId: r.staff_id, actor: r.actor, action: r.action, target: r.target,
      before: r.before_json === null ? null : JSON.parse(r.before_json), after: r.after_json === null ? null : JSON.parse(r.after_json),
    })),
  }
}
