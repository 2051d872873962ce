/** Discount codes: checked for the cart's phones (coupon_price) and spent inside the order's transaction. */
import type { Country, Language } from '@core/domain/constants'
import type { Db } from '@server/db'
import { priceColumns } from '@server/lib/country'
import { badRequest, notFound, tooMany } from '@server/lib/errors'
import { hitLimits } from '@server/lib/rate-limit'
import { doneText } from '@server/messages'
import type { Checkout } from './payments'

/** Codes are typed by hand: case and spaces around them do not count. */
export const normaliseCode = (code: string) => code.trim().toUpperCase()

export async function couponFor(c: Checkout, code: string, modelIds: string[], country: Country, executor: Db = c.s.db) {
  const coupon = await executor.selectFrom('coupons').leftJoin('coupon_expiry', 'coupon_expiry.code', 'coupons.code')
    .selectAll('coupons').select('coupon_expiry.expires_at').where('coupons.code', '=', code).executeTakeFirst()
  if (!coupon) throw notFound('coupon_unknown')
  if (coupon.expires_at != null && coupon.expires_at <= Date.now()) throw badRequest('coupon_expired')
  if (coupon.used >= coupon.max_uses) throw badRequest('coupon_used_up')
  let assigned: string[] = []
  try {
    assigned = JSON.parse(coupon.assigned_models) as string[]
  } catch {
    assigned = []
  }
  // No assigned models: the code works for every phone.
  const applies = assigned.length === 0 ? modelIds : modelIds.filter((m) => assigned.includes(m))
  if (applies.length === 0) throw badRequest('coupon_not_for_models')
  return { code: coupon.code, value: Number(coupon[priceColumns[country].coupon]), assignedModels: [...new Set(applies)] }
}

export async function couponPrice(c: Checkout, body: { code: string; assignedModels: string[] }, o: { country: Country; language: Language; ip: string }) {
  const limited = await hitLimits(c.s.db, c.s.dialect, [{ bucket: `coupon-ip:${o.ip}`, max: 20, windowMs: 15 * 60_000 }])
  if (limited) throw tooMany('coupon_too_many')
  const coupon = await couponFor(c, normaliseCode(body.code), body.assignedModels, o.country)
  return { success: true as const, coupon: { value: coupon.value, assignedModels: coupon.assignedModels }, msg: doneText('coupon_added', o.language) }
}
