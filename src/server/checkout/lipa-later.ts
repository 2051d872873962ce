/**
 * Lipa Later in checkout: the customer asks for a code, proves it, and the eligibility Lipa Later
 * answered is recorded, so confirm_order trusts what Lipa Later said, not what the client claims.
 */
import { countryCurrency, type Country, type Language } from '@core/domain/constants'
import { phoneOrFail } from '@server/lib/country'
import { newId } from '@server/lib/crypto'
import { badRequest, HttpError, tooMany } from '@server/lib/errors'
import { hitLimits } from '@server/lib/rate-limit'
import type { Eligibility } from '@server/providers/lipalater'
import type { Checkout } from './payments'

/** A Lipa Later verification lets the customer place an order for this long. */
const verifiedMs = 30 * 60_000

export function idNumberOf(raw: string): string {
  const id = raw.replace(/\s/g, '').toUpperCase()
  if (!/^[A-Z0-9]{5,20}$/.test(id)) throw badRequest('lipa_later_id_invalid')
  return id
}

export interface OtpRequest { phone_number: string; id_number: string }

export async function sendLipaLaterOtp(c: Checkout, body: OtpRequest, o: { country: Country; language: Language; ip: string }) {
  const { db, dialect, lipalater } = c.s
  const phone = phoneOrFail(body.phone_number, o.country)
  const idNumber = idNumberOf(body.id_number)
  const gap = { bucket: `lipalater-gap:${phone}`, max: 1, windowMs: 30_000 }
  const limited = await hitLimits(db, dialect, [
    gap,
    { bucket: `lipalater-otp-ip:${o.ip}`, max: 20, windowMs: 3600_000 },
    { bucket: `lipalater-otp:${phone}`, max: 5, windowMs: 3600_000 },
  ])
  if (limited === gap) throw tooMany('lipa_later_code_wait')
  if (limited) throw tooMany('lipa_later_codes_too_many')
  try {
    const r = await lipalater.sendOtp({ idNumber, phone, language: o.language })
    return { status: 200, data: { message: r.message } }
  } catch (error) {
    c.log.error({ err: error }, 'Lipa Later OTP not sent')
    throw new HttpError(502, 'lipa_later_otp_failed')
  }
}

export async function verifyLipaLater(c: Checkout, body: OtpRequest & { otp: string; item_value: number }, o: { country: Country; language: Language; ip: string }) {
  const { db, dialect, lipalater } = c.s
  const phone = phoneOrFail(body.phone_number, o.country)
  const idNumber = idNumberOf(body.id_number)
  const limited = await hitLimits(db, dialect, [
    { bucket: `lipalater-verify-ip:${o.ip}`, max: 30, windowMs: 3600_000 },
    { bucket: `lipalater-verify:${phone}`, max: 10, windowMs: 3600_000 },
  ])
  if (limited) throw tooMany('attempts_too_many')
  let result: Awaited<ReturnType<typeof lipalater.verify>>
  try {
    result = await lipalater.verify({ idNumber, phone, otp: body.otp, amount: body.item_value, currency: countryCurrency[o.country], language: o.language })
  } catch (error) {
    c.log.error({ err: error }, 'Lipa Later verification failed')
    throw new HttpError(502, 'lipa_later_auth_failed')
  }
  if (!result.ok) {
    throw badRequest(result.reason === 'wrongCode' ? 'lipa_later_wrong_code' : result.reason === 'noCode' ? 'lipa_later_no_code' : 'wrong_codes_too_many')
  }
  // Recorded here, so confirm_order trusts what Lipa Later said, not what the client claims.
  await db.insertInto('lipalater_verifications').values({
    id: newId(), id_number: idNumber, phone, data: result.data ? JSON.stringify(result.data) : null, verified_at: Date.now(), order_id: null,
  }).execute()
  return { status: 200, message: result.message, data: result.data }
}

export interface LipaLaterEligibility { id: string; idNumber: string; data: Eligibility }

/** The customer's recent, unspent verification, which an order by Lipa Later needs. */
export async function lipaLaterEligibility(c: Checkout, rawIdNumber: string | undefined, phone: string): Promise<LipaLaterEligibility> {
  if (!rawIdNumber?.trim()) throw badRequest('lipa_later_id_required')
  const idNumber = idNumberOf(rawIdNumber)
  const row = await c.s.db.selectFrom('lipalater_verifications').selectAll().where('id_number', '=', idNumber).where('phone', '=', phone)
    .where('verified_at', '>', Date.now() - verifiedMs).where('order_id', 'is', null).orderBy('verified_at', 'desc').executeTakeFirst()
  if (!row) throw badRequest('lipa_later_not_verified')
  if (row.data === null) throw badRequest('lipa_later_no_account')
  const data = JSON.parse(row.data) as Eligibility
  if (!data.payment_terms) throw badRequest('lipa_later_not_authorised')
  return { id: row.id, idNumber, data }
}
