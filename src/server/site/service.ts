/**
 * The site area's rules: warranty registration (the warranty's last day, one registration per IMEI), dealer
 * and reseller applications, a partner's public details and the repair price list. HTTP is routes.ts.
 */
import { randomInt } from 'node:crypto'
import { countryCurrency, warranty } from '@core/domain/constants'
import { normaliseImei } from '@core/domain/imei'
import { regions, type DealerApplicationBody, type RegisterWarrantyBody } from '@core/site/contract'
import { badRequest, HttpError, notFound, tooMany } from '@server/lib/errors'
import { newId } from '@server/lib/crypto'
import { hitLimits } from '@server/lib/rate-limit'
import type { Services } from '@server/services'
import type { Country, Language } from '@core/domain/constants'
import type { Db } from '@server/db'
import { phoneOrFail, priceColumns } from '@server/lib/country'
import { doneText } from '@server/messages'

/** Per network and hour: generous for a shop registering its customers' phones, tight for a script. */
export const siteLimits = { warrantyPerIpPerHour: 20, applicationsPerIpPerHour: 5 } as const

export const duplicateImei = 'This IMEI is already registered for warranty. If this is your phone, contact us on WhatsApp and we will help'
export const duplicateApplication = 'An application from this phone number is already being reviewed. Our partnerships team will call you soon'

const day = 86_400_000

/** 'YYYY-MM-DD' of a UTC day number. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The last day a warranty bought on `purchase` covers: the day before the same date `months` later;
 * when that month is too short for the date (31 Jan + 1 month), its last day, so no day is lost.
 */
export function warrantyEnd(purchase: string, months: number): string {
  const [y, m, d] = purchase.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  if (d > lastOfMonth) {
    target.setUTCDate(lastOfMonth)
    return isoDay(target.getTime())
  }
  target.setUTCDate(d)
  return isoDay(target.getTime() - day)
}

/** Six characters nobody misreads over the phone (no 0/O, 1/I). */
function reference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let out = ''
  for (let i = 0; i < 6; i++) out += alphabet[randomInt(alphabet.length)]
  return `${prefix}-${out}`
}

type Caller = { country: Country; language: Language; ip: string; partnerId: string }

/** The purchase date must be past and its warranty not over. A day of slack either way: the form sends the buyer's local date, the server runs in UTC. */
function warrantyUntilOrFail(purchaseDate: string): string {
  if (purchaseDate > isoDay(Date.now() + day)) throw badRequest('purchase_date_future')
  const until = warrantyEnd(purchaseDate, warranty.shopMonths)
  if (until < isoDay(Date.now() - day)) {
    throw badRequest('warranty_ended', { months: warranty.shopMonths, date: purchaseDate, until })
  }
  return until
}

export async function registerWarranty(s: Services, body: RegisterWarrantyBody, o: Caller) {
  const { db } = s
  const country = body.country ?? o.country
  const limited = await hitLimits(db, s.dialect, [{ bucket: `warranty-ip:${o.ip}`, max: siteLimits.warrantyPerIpPerHour, windowMs: 3600_000 }])
  if (limited) throw tooMany('registrations_too_many')
  const phone = phoneOrFail(body.phone, country)
  const imei = normaliseImei(body.imei)
  const until = warrantyUntilOrFail(body.purchaseDate)
  const model = await db.selectFrom('device_models').select(['id', 'name', 'brand_id']).where('id', '=', body.model).executeTakeFirst()
  if (!model || model.brand_id !== body.brand) throw badRequest('model_not_of_brand')
  const existing = await db.selectFrom('warranty_registrations').select('id').where('imei', '=', imei).executeTakeFirst()
  if (existing) throw new HttpError(409, 'imei_registered')
  const id = newId()
  // Two submits of the same form race past the check: the unique IMEI decides, the loser gets the same 409.
  const inserted = await db.insertInto('warranty_registrations').values({
    id, imei, brand_id: model.brand_id, model_id: model.id, purchase_date: body.purchaseDate, warranty_until: until,
    shop: body.shop, receipt_number: body.receiptNumber, phone, email: body.email, country, partner_id: o.partnerId, created_at: Date.now(),
  }).onConflict((oc) => oc.column('imei').doNothing()).executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(409, 'imei_registered')
  return {
    success: true as const,
    msg: doneText('warranty_registered', o.language, { model: model.name, until }),
    registration: { _id: id, imei, modelName: model.name, purchaseDate: body.purchaseDate, warrantyUntil: until },
  }
}

export async function submitDealerApplication(s: Services, body: DealerApplicationBody, o: Caller) {
  const { db } = s
  const country = body.country ?? o.country
  const limited = await hitLimits(db, s.dialect, [{ bucket: `dealer-app-ip:${o.ip}`, max: siteLimits.applicationsPerIpPerHour, windowMs: 3600_000 }])
  if (limited) throw tooMany('applications_too_many')
  const phone = phoneOrFail(body.phone, country)
  if (!regions[country].includes(body.region)) throw badRequest('region_invalid', { region: body.region, country: country.toUpperCase() })
  const pending = await db.selectFrom('dealer_applications').select('id')
    .where('phone', '=', phone).where('kind', '=', body.kind).where('status', '=', 'pending').executeTakeFirst()
  if (pending) throw new HttpError(409, 'application_pending')
  const row = {
    id: newId(), reference: reference(body.kind === 'dealer' ? 'D' : 'R'), kind: body.kind,
    business_name: body.businessName, contact_name: body.contactName, phone, email: body.email, country,
    region: body.region, town: body.town, business_type: body.type, status: 'pending', partner_id: o.partnerId, created_at: Date.now(),
  }
  await db.insertInto('dealer_applications').values(row).execute()
  return {
    success: true as const,
    msg: doneText('dealer_application_received', o.language),
    application: { _id: row.id, kind: body.kind, reference: row.reference, createdAt: new Date(row.created_at).toISOString() },
  }
}

export async function partnerOf(db: Db, partnerId: string) {
  const partner = await db.selectFrom('partners').select(['id', 'name', 'app_key']).where('id', '=', partnerId).executeTakeFirst()
  if (!partner) throw notFound('partner_not_found')
  return { success: true as const, partner: { _id: partner.id, name: partner.name, appKey: partner.app_key } }
}

export async function repairFaults(db: Db, country: Country) {
  const rows = await db.selectFrom('faults').selectAll().orderBy('sort').execute()
  const currency = countryCurrency[country]
  return {
    success: true as const,
    faults: rows.map((f) => ({ _id: f.id, label: f.label, component: f.component, price: f[priceColumns[country].price], currency })),
  }
}
