/**
 * The Lipa Later sandbox. The code is a random 6-digit number sent by SMS through Simu's SMS provider
 * (so the dev outbox shows it), valid 10 minutes, 5 tries. The eligibility depends on the ID number's
 * first digit:
 *
 * | first digit | answer |
 * |---|---|
 * | 1 | data null: no Lipa Later account, signup needed |
 * | 2 | data without payment_terms: limit not authorised |
 * | 3 | payment terms, available_limit 5000 (below most totals) |
 * | 0 | payment terms, credit_limit 0 and available_limit 0 |
 * | 8 | payment terms and a large limit, but the order is declined at approval (issue 10) |
 * | any other | payment terms and a large limit |
 */
import { smsText } from '@server/messages'
import type { Kysely } from 'kysely'
import type { Currency } from '@core/domain/constants'
import type { Database } from '@server/db/schema'
import { hmac, newId, randomCode, sameHex } from '@server/lib/crypto'
import type { SmsProvider } from '../sms'
import type { Eligibility, LipaLaterProvider, VerifyResult } from './types'

/** What Lipa Later answers when it declines an order at approval (the sandbox's ID numbers starting with 8). */
export const sandboxDeclined = 'Lipa Later declined this order. Please use another payment option'

export const lipaLaterOtp = { ttlMs: 10 * 60_000, maxTries: 5, digits: 6 } as const

/** A large limit, per currency (enough for any phone in the shop). */
const largeLimit: Record<Currency, number> = { KES: 500_000, TZS: 10_000_000, UGX: 15_000_000 }

function terms(amount: number) {
  const upfront = Math.round(amount * 0.1)
  return {
    principal_amount: amount,
    upfront_fees: upfront,
    first_installment: Math.round((amount - upfront) / 3),
    minimum_payment: Math.round((amount - upfront) / 6),
  }
}

/** The sandbox's answer for an ID number (exported for tests and docs). */
export function sandboxEligibility(idNumber: string, amount: number, currency: Currency): Eligibility | null {
  const first = idNumber.trim()[0]
  const base = { first_name: 'Amina', credit_limit_status: 'approved' }
  switch (first) {
    case '1':
      return null
    case '2':
      return { ...base, credit_limit_status: 'pending', credit_limit: largeLimit[currency], available_limit: largeLimit[currency] }
    case '3':
      return { ...base, credit_limit: 50_000, available_limit: 5000, payment_terms: terms(amount) }
    case '0':
      return { ...base, credit_limit: 0, available_limit: 0, payment_terms: terms(amount) }
    default:
      return { ...base, credit_limit: largeLimit[currency], available_limit: largeLimit[currency], payment_terms: terms(amount) }
  }
}

export function sandboxLipaLater({ db, sms, secret }: { db: Kysely<Database>; sms: SmsProvider; secret: string }): LipaLaterProvider {
  const codeHash = (idNumber: string, phone: string, code: string) => hmac(secret, `lipalater:${idNumber}:${phone}:${code}`)
  return {
    name: 'sandbox',
    async sendOtp({ idNumber, phone, language }) {
      const code = randomCode(lipaLaterOtp.digits)
      const now = Date.now()
      await db.transaction().execute(async (tx) => {
        // Only the newest code works.
        await tx.updateTable('lipalater_otps').set({ used_at: now }).where('phone', '=', phone).where('id_number', '=', idNumber).where('used_at', 'is', null).execute()
        await tx.insertInto('lipalater_otps').values({
          id: newId(), id_number: idNumber, phone, code_hash: codeHash(idNumber, phone, code), created_at: now, expires_at: now + lipaLaterOtp.ttlMs, attempts: 0, used_at: null,
        }).execute()
      })
      await sms.send(phone, smsText('lipaLaterCode', language ?? 'en', { code }))
      return { message: smsText('lipaLaterCodeSent', language ?? 'en', { phone }) }
    },
    async verify({ idNumber, phone, otp, amount, currency, language }): Promise<VerifyResult> {
      const now = Date.now()
      const row = await db.selectFrom('lipalater_otps').selectAll().where('phone', '=', phone).where('id_number', '=', idNumber)
        .where('used_at', 'is', null).where('expires_at', '>', now).orderBy('created_at', 'desc').executeTakeFirst()
      if (!row) return { ok: false, reason: 'noCode' }
      const counted = await db.updateTable('lipalater_otps').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id).where('attempts', '<', lipaLaterOtp.maxTries).where('used_at', 'is', null).executeTakeFirst()
      if (Number(counted.numUpdatedRows) === 0) return { ok: false, reason: 'tooManyTries' }
      if (!sameHex(row.code_hash, codeHash(idNumber, phone, otp.trim()))) return { ok: false, reason: 'wrongCode' }
      const spent = await db.updateTable('lipalater_otps').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
      if (Number(spent.numUpdatedRows) === 0) return { ok: false, reason: 'wrongCode' }
      const data = sandboxEligibility(idNumber, amount, currency)
      // "Authorised" only when the limit covers the amount: never above an available limit of 0 (issue 10).
      const key = !data ? 'lipaLaterNoAccount' : !data.payment_terms ? 'lipaLaterNotAuthorised'
        : data.available_limit < amount ? 'lipaLaterBelowAmount' : 'lipaLaterAuthorised'
      const message = smsText(key, language ?? 'en')
      return { ok: true, message, data }
    },
    async approve({ idNumber, orderNumber }) {
      if (idNumber.startsWith('8')) return { approved: false, message: sandboxDeclined }
      return { approved: true, reference: `LL-${orderNumber}-${newId(4).toUpperCase()}` }
    },
  }
}

