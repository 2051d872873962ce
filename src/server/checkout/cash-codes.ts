/**
 * Cash codes: a customer pays cash at a Simu store and gets a one-time code to pay an order with. Staff
 * issue them from the CLI (`cli.ts cash-codes <count>`); development seeds a few well-known ones instead.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@server/db/schema'

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
