import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { countryCurrency, warranty } from '@core/domain/constants'
import { normaliseImei } from '@core/domain/imei'
import { regions } from '@core/site/contract'
import { badRequest, HttpError, notFound, tooMany } from '@server/lib/errors'
import { route } from '@server/lib/http'
import { newId } from '@server/lib/crypto'
import { hitLimits } from '@server/lib/rate-limit'
import type { Services } from '@server/services'
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

/** The site area's routes (registered in app.ts). */
export default function siteRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s

  route(app, s, 'registerWarranty', async ({ body, country: headerCountry, language, ip, partnerId }) => {
    const country = body.country ?? headerCountry
    const limited = await hitLimits(db, s.dialect, [{ bucket: `warranty-ip:${ip}`, max: siteLimits.warrantyPerIpPerHour, windowMs: 3600_000 }])
    if (limited) throw tooMany('registrations_too_many')
    const phone = phoneOrFail(body.phone, country)
    const imei = normaliseImei(body.imei)

    // A day of slack either way: the form sends the buyer's local date, the server runs in UTC.
    if (body.purchaseDate > isoDay(Date.now() + day)) throw badRequest('purchase_date_future')
    const until = warrantyEnd(body.purchaseDate, warranty.shopMonths)
    if (until < isoDay(Date.now() - day)) {
      throw badRequest('warranty_ended', { months: warranty.shopMonths, date: body.purchaseDate, until })
    }

    const model = await db.selectFrom('device_models').select(['id', 'name', 'brand_id']).where('id', '=', body.model).executeTakeFirst()
    if (!model || model.brand_id !== body.brand) throw badRequest('model_not_of_brand')

    const existing = await db.selectFrom('warranty_registrations').select('id').where('imei', '=', imei).executeTakeFirst()
    if (existing) throw new HttpError(409, 'imei_registered')
    const id = newId()
    // Two submits of the same form race past the check: the unique IMEI decides, the loser gets the same 409.
    const inserted = await db.insertInto('warranty_registrations').values({
      id, imei, brand_id: model.brand_id, model_id: model.id, purchase_date: body.purchaseDate, warranty_until: until,
      shop: body.shop, receipt_number: body.receiptNumber, phone, email: body.email, country, partner_id: partnerId, created_at: Date.now(),
    }).onConflict((oc) => oc.column('imei').doNothing()).executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(409, 'imei_registered')
    return {
      success: true as const,
      msg: doneText('warranty_registered', language, { model: model.name, until }),
      registration: { _id: id, imei, modelName: model.name, purchaseDate: body.purchaseDate, warrantyUntil: until },
    }
  })

  route(app, s, 'submitDealerApplication', async ({ body, country: headerCountry, language, ip, partnerId }) => {
    const country = body.country ?? headerCountry
    const limited = await hitLimits(db, s.dialect, [{ bucket: `dealer-app-ip:${ip}`, max: siteLimits.applicationsPerIpPerHour, windowMs: 3600_000 }])
    if (limited) throw tooMany('applications_too_many')
    const phone = phoneOrFail(body.phone, country)
    if (!regions[country].includes(body.region)) throw badRequest('region_invalid', { region: body.region, country: country.toUpperCase() })
    const pending = await db.selectFrom('dealer_applications').select('id')
      .where('phone', '=', phone).where('kind', '=', body.kind).where('status', '=', 'pending').executeTakeFirst()
    if (pending) throw new HttpError(409, 'application_pending')
    const row = {
      id: newId(), reference: reference(body.kind === 'dealer' ? 'D' : 'R'), kind: body.kind,
      business_name: body.businessName, contact_name: body.contactName, phone, email: body.email, country,
      region: body.region, town: body.town, business_type: body.type, status: 'pending', partner_id: partnerId, created_at: Date.now(),
    }
    await db.insertInto('dealer_applications').values(row).execute()
    return {
      success: true as const,
      msg: doneText('dealer_application_received', language),
      application: { _id: row.id, kind: body.kind, reference: row.reference, createdAt: new Date(row.created_at).toISOString() },
    }
  })

  route(app, s, 'partner', async ({ params }) => {
    const partner = await db.selectFrom('partners').select(['id', 'name', 'app_key']).where('id', '=', params.partnerId).executeTakeFirst()
    if (!partner) throw notFound('partner_not_found')
    return { success: true as const, partner: { _id: partner.id, name: partner.name, appKey: partner.app_key } }
  }, { cacheMs: 60_000 })

  route(app, s, 'repairFaults', async ({ country }) => {
    const rows = await db.selectFrom('faults').selectAll().orderBy('sort').execute()
    const currency = countryCurrency[country]
    return {
      success: true as const,
      faults: rows.map((f) => ({ _id: f.id, label: f.label, component: f.component, price: f[priceColumns[country].price], currency })),
    }
  }, { cacheMs: 60_000 })
}
