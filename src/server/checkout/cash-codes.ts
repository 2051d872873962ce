/**
 * Cash codes: a customer pays cash at a Simu store and gets a one-time code to pay an order with. Staff
 * issue them from the CLI (`cli.ts cash-codes <count>`); development seeds a few well-known ones instead.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Language } from '@core/domain/constants'
import type { Database } from '@server/db/schema'
import { badRequest, tooMany } from '@server/lib/errors'
import { hitLimits } from '@server/lib/rate-limit'
import { doneText } from '@server/messages'
import { normaliseCode } from './coupons'
import type { Checkout } from './payments'

// No 0/O or 1/I/L: a code is read aloud and typed from a slip.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('')

/** A new code such as CASH-7H3K-92QX: 8 characters from the CSPRNG, about 40 bits. */
export const newCashCode = () => `CASH-${group()}-${group()}`

/** Stores `count` new unused codes and answers them. */
export async function issueCashCodes(db: Kysely<Database>, count: number): Promise<string[]> {
  const codes = new Set<string>()
  while (codes.size < count) codes.add(newCashCode())
  const list = [...codes]
  await db.insertInto('cash_codes').values(list.map((code) => ({ code, used_at: null, order_id: null })))
    .onConflict((oc) => oc.column('code').doNothing()).execute()
  return list
}

/** auth_code: the code exists and is unused (checked only: confirm_order spends it). */
export async function checkCashCode(c: Checkout, rawCode: string, o: { language: Language; ip: string }) {
  const limited = await hitLimits(c.s.db, c.s.dialect, [{ bucket: `cash-code-ip:${o.ip}`, max: 20, windowMs: 15 * 60_000 }])
  if (limited) throw tooMany('cash_code_too_many')
  const code = normaliseCode(rawCode)
  const row = await c.s.db.selectFrom('cash_codes').selectAll().where('code', '=', code).executeTakeFirst()
  if (!row) throw badRequest('cash_code_unknown')
  if (row.used_at !== null) throw badRequest('cash_code_used')
  // Checked only: confirm_order spends it, inside the order's transaction.
  return { success: true as const, code, msg: doneText('cash_code_ok', o.language) }
}
