/**
 * Refund tasks (issue 9): M-Pesa money that came in for an order that could not keep it (paid after its
 * units were resold, paid for an order already paid or closed, or confirmed paid by stkpushquery with no
 * receipt before the held reservation lapsed). Filed by the payment code (providers/mpesa/settle.ts
 * fileRefundTask); staff list and close them from ops.ts until the staff console shows them:
 *
 *   node --import tsx src/server/ops.ts refunds [all]
 *   node --import tsx src/server/ops.ts refund-close <id> [--by <name>]
 */
import type { Kysely } from 'kysely'
import type { Database } from '@server/db/schema'
import { maskPhone } from '@server/providers/mpesa/types'

type Q = Kysely<Database>

const iso = (ms: number) => new Date(Number(ms)).toISOString()

/**
 * Open tasks, oldest first (closed ones too with `all`): one line each, with the order number staff look
 * up. The phone is masked: the refund goes to the number M-Pesa recorded, which staff read in the M-Pesa
 * portal from the payment reference, so the CLI output (often pasted into chats) never holds it whole.
 */
export async function listRefundTasks(db: Q, all = false): Promise<string[]> {
  let q = db.selectFrom('refund_tasks').innerJoin('shop_orders', 'shop_orders.id', 'refund_tasks.order_id')
    .select(['refund_tasks.id', 'refund_tasks.reason', 'refund_tasks.amount', 'refund_tasks.currency', 'refund_tasks.phone', 'refund_tasks.payment_ref',
      'refund_tasks.state', 'refund_tasks.created_at', 'refund_tasks.closed_by', 'shop_orders.order_number'])
    .orderBy('refund_tasks.created_at').orderBy('refund_tasks.id').limit(500)
  if (!all) q = q.where('refund_tasks.state', '=', 'open')
  const rows = await q.execute()
  return rows.map((r) => [r.id, r.state.padEnd(6), `order ${r.order_number}`, `${r.currency} ${r.amount}`, `to ${r.phone ? maskPhone(r.phone) : '-'}`,
    r.reason.padEnd(15), `ref ${r.payment_ref ?? '-'}`, iso(r.created_at), ...(r.closed_by ? [`closed by ${r.closed_by}`] : [])].join('  '))
}

/** Closes an open task once (the refund was sent, or settled by hand); false when none was open. */
export async function closeRefundTask(db: Q, id: string, by: string, now = Date.now()): Promise<boolean> {
  const r = await db.updateTable('refund_tasks').set({ state: 'closed', closed_at: now, closed_by: by })
    .where('id', '=', id).where('state', '=', 'open').executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** The two CLI commands: `refunds [all]` and `refund-close <id>` (by `staff`, ops.ts's --by). */
export async function refundCommand(db: Q, command: 'refunds' | 'refund-close', positional: string[], staff: string): Promise<{ code: number; out: string }> {
  if (command === 'refunds') {
    const [scope, extra] = positional
    if (extra !== undefined || (scope !== undefined && scope !== 'all')) return { code: 2, out: 'usage: refunds [all]' }
    const lines = await listRefundTasks(db, scope === 'all')
    return { code: 0, out: lines.length ? lines.join('\n') : scope === 'all' ? 'no refund tasks' : 'no open refund tasks' }
  }
  const [id, extra] = positional
  if (!id || extra !== undefined) return { code: 2, out: 'usage: refund-close <id> [--by <name>]' }
  return (await closeRefundTask(db, id, staff)) ? { code: 0, out: `${id}: closed by ${staff}` } : { code: 1, out: `refused: no open refund task ${id}` }
}
