/** The site's forms: the pop-up sign-up for offers and updates, and testimonials (stored unapproved). */
import { countryLanguage, type Country } from '@core/domain/constants'
import type { PopupBody, TestimonialBody } from '@core/site/contract'
import type { Db } from '@server/db'
import { normalisePhone } from '@core/domain/phone'
import { translator } from '@core/i18n'
import { newId } from '@server/lib/crypto'
import { badRequest, tooMany } from '@server/lib/errors'
import { pageOf, paged, type PageQueryValues } from '@server/lib/paging'
import { hitLimits } from '@server/lib/rate-limit'
import type { Services } from '@server/services'

/** Simu limits (the spec has none). Mobile networks put many people behind one address, so they are generous. */
export const formsLimits = {
  popupPerIpPerHour: 20,
  testimonialsPerIpPerHour: 10,
} as const
const hour = 3_600_000

/** Replies in the language of the request's country: Kiswahili for tz (sell-side.md §4). */
const textsFor = (country: Country) => translator(countryLanguage[country])

/** Control characters (other than line breaks and tabs) have no place in a name or a testimonial. */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim()

type Caller = { country: Country; ip: string; partnerId: string }
type Infer<T> = T extends { _zod: { output: infer O } } ? O : never
type PopupFields = Infer<typeof PopupBody>
type TestimonialFields = Infer<typeof TestimonialBody>

export async function popupForm(s: Services, body: PopupFields, o: Caller) {
  const { db } = s
  const country = body.country ?? o.country
  const t = textsFor(country)
  const phone = normalisePhone(body.phone, country)
  if (!phone) throw badRequest('phone_invalid_form', { $country: `forms.countryName.${country}`, $example: `forms.phoneExample.${country}` })
  const fname = clean(body.fname)
  if (!fname) throw badRequest('first_name_required')
  const limited = await hitLimits(db, s.dialect, [{ bucket: `popup-ip:${o.ip}`, max: formsLimits.popupPerIpPerHour, windowMs: hour }])
  if (limited) throw tooMany('popup_too_many')
  const now = Date.now()
  const lname = clean(body.lname ?? '')
  const dontShowAgain = body.isupdateChecked ? 1 : 0
  // One row per phone: signing up again updates it, and the reply is the same (it reveals nothing).
  await db.insertInto('popup_forms')
    .values({ id: newId(), fname, lname, phone, dont_show_again: dontShowAgain, country, partner_id: o.partnerId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ fname, lname, dont_show_again: dontShowAgain, country, updated_at: now }))
    .execute()
  return { success: true as const, msg: t('forms.server.popupThanks', { name: fname }) }
}

export async function newTestimonial(s: Services, body: TestimonialFields, o: Caller) {
  const country = body.country ?? o.country
  const t = textsFor(country)
  const fields = { name: clean(body.name), occupation: clean(body.occupation), testimonial: clean(body.testimonial) }
  if (!fields.name) throw badRequest('name_required')
  if (!fields.occupation) throw badRequest('occupation_required')
  if (!fields.testimonial) throw badRequest('testimonial_required')
  const limited = await hitLimits(s.db, s.dialect, [{ bucket: `testimonial-ip:${o.ip}`, max: formsLimits.testimonialsPerIpPerHour, windowMs: hour }])
  if (limited) throw tooMany('testimonials_too_many')
  // Stored unapproved: a person reads it before the landing page shows it.
  await s.db.insertInto('testimonials').values({
    id: newId(), ...fields,
    country, partner_id: o.partnerId, approved: 0, created_at: Date.now(),
  }).execute()
  return { success: true as const, msg: t('forms.server.testimonialThanks') }
}

/** A page of the approved testimonials of the country, newest first (docs/api.md "Paging"). */
export async function testimonials(db: Db, country: Country, query: PageQueryValues | undefined) {
  const request = pageOf('testimonials', query)
  const approved = () => db.selectFrom('testimonials').where('country', '=', country).where('approved', '=', 1)
  const [rows, count] = await Promise.all([
    approved().select(['id', 'name', 'occupation', 'testimonial', 'created_at'])
      .orderBy('created_at', 'desc').orderBy('id').limit(request.limit).offset(request.offset).execute(),
    approved().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    success: true as const,
    testimonials: rows.map((r) => ({ _id: r.id, name: r.name, occupation: r.occupation, testimonial: r.testimonial, createdAt: new Date(Number(r.created_at)).toISOString() })),
    ...paged(request, Number(count.n)),
  }
}
