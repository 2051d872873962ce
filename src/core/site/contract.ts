/**
 * The API contract of the site's forms and pages: pop-up, testimonials, places, warranty registration, applications: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import type { Country as CountryCode } from '@core/domain/constants'
import { imeiProblem } from '@core/domain/imei'
import { Country, Currency, Email, Flag, Id, Money, Ok, PageQuery, Phone, call, day, msg, pageReply, required, text, MessageReply } from '@core/platform/api/define'

// ---------------------------------------------------------------- forms

export const PopupBody = z.object({
  fname: z.string({ error: 'First Name is required' }).check(z.trim(), z.minLength(1, 'First Name is required'), z.maxLength(60, 'at most 60 characters')),
  lname: z.optional(z.string().check(z.trim(), z.maxLength(60, 'at most 60 characters'))),
  phone: z.string({ error: 'Phone Number is required' }).check(z.trim(), z.minLength(1, 'Phone Number is required'), z.maxLength(20, 'phone number is not valid')),
  isupdateChecked: z.optional(Flag),
  country: z.optional(Country),
})
export const TestimonialBody = z.object({
  name: z.string({ error: 'Name is required' }).check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80, 'at most 80 characters')),
  occupation: z.string({ error: 'Occupation is required' }).check(z.trim(), z.minLength(1, 'Occupation is required'), z.maxLength(80, 'at most 80 characters')),
  testimonial: z.string({ error: 'Testimonial is required' }).check(z.trim(), z.minLength(1, 'Testimonial is required'), z.maxLength(1000, 'at most 1000 characters')),
  country: z.optional(Country),
})
export const Testimonial = z.object({ _id: Id, name: z.string(), occupation: z.string(), testimonial: z.string(), createdAt: z.string() })
/** Simu: GET testimonials (approved ones, newest first, for the sell landing page), a page at a time (docs/api.md "Paging"). */
export const TestimonialsReply = z.object({ ...Ok, testimonials: z.array(Testimonial), ...pageReply })

/**
 * The site area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 *
 * Simu additions (the spec names the pages but not their calls): warranty registration, dealer and
 * retailer applications, the partner page's partner, and the repair landing's fault price list.
 */

// ---------------------------------------------------------------- places

/**
 * Where a dealer or retailer can be: Kenya's 47 counties, Tanzania's 31 regions, and Uganda's four
 * regions plus Kampala, which Ugandan businesses name on its own.
 */
export const regions: Record<CountryCode, readonly string[]> = {
  ke: [
    'Baringo', 'Bomet', 'Bungoma', 'Busia', 'Elgeyo-Marakwet', 'Embu', 'Garissa', 'Homa Bay', 'Isiolo', 'Kajiado',
    'Kakamega', 'Kericho', 'Kiambu', 'Kilifi', 'Kirinyaga', 'Kisii', 'Kisumu', 'Kitui', 'Kwale', 'Laikipia', 'Lamu',
    'Machakos', 'Makueni', 'Mandera', 'Marsabit', 'Meru', 'Migori', 'Mombasa', "Murang'a", 'Nairobi', 'Nakuru', 'Nandi',
    'Narok', 'Nyamira', 'Nyandarua', 'Nyeri', 'Samburu', 'Siaya', 'Taita-Taveta', 'Tana River', 'Tharaka-Nithi',
    'Trans-Nzoia', 'Turkana', 'Uasin Gishu', 'Vihiga', 'Wajir', 'West Pokot',
  ],
  tz: [
    'Arusha', 'Dar es Salaam', 'Dodoma', 'Geita', 'Iringa', 'Kagera', 'Kaskazini Pemba', 'Kaskazini Unguja', 'Katavi',
    'Kigoma', 'Kilimanjaro', 'Kusini Pemba', 'Kusini Unguja', 'Lindi', 'Manyara', 'Mara', 'Mbeya', 'Mjini Magharibi',
    'Morogoro', 'Mtwara', 'Mwanza', 'Njombe', 'Pwani', 'Rukwa', 'Ruvuma', 'Shinyanga', 'Simiyu', 'Singida', 'Songwe',
    'Tabora', 'Tanga',
  ],
  ug: ['Kampala', 'Central', 'Eastern', 'Northern', 'Western'],
}
const allRegions = new Set(Object.values(regions).flat())

// ---------------------------------------------------------------- warranty registration

export const imeiMessages = {
  notDigits: 'use digits only',
  length: 'an IMEI has 15 digits (dial *#06# to see it)',
  checksum: 'this is not a valid IMEI, check the number (dial *#06# to see it)',
} as const

const Imei = z.string({ error: required }).check(
  z.trim(),
  z.minLength(1, required),
  z.maxLength(30, imeiMessages.length),
  z.refine((v) => imeiProblem(v) !== 'notDigits', imeiMessages.notDigits),
  z.refine((v) => imeiProblem(v) !== 'length', imeiMessages.length),
  z.refine((v) => imeiProblem(v) !== 'checksum', imeiMessages.checksum),
)
/** A calendar day, YYYY-MM-DD, as a date input gives it. */
export const IsoDay = z.string({ error: required }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'use the form YYYY-MM-DD'),
  z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'this date does not exist'),
)
const ReceiptNumber = text(40).check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, 'use letters, digits, spaces, / and - only'))

export const RegisterWarrantyBody = z.object({
  imei: Imei,
  brand: Id,
  model: Id,
  purchaseDate: IsoDay,
  shop: text(120),
  receiptNumber: ReceiptNumber,
  phone: Phone,
  email: Email,
  country: z.optional(Country),
})
export type RegisterWarrantyBody = z.infer<typeof RegisterWarrantyBody>
export const WarrantyRegistration = z.object({
  _id: Id,
  imei: z.string(),
  modelName: z.string(),
  purchaseDate: z.string(),
  /** The last day of the warranty, YYYY-MM-DD. */
  warrantyUntil: z.string(),
})
export type WarrantyRegistration = z.infer<typeof WarrantyRegistration>
export const RegisterWarrantyReply = z.object({ ...Ok, msg, registration: WarrantyRegistration })

// ---------------------------------------------------------------- dealer and retailer applications

export const applicationKinds = ['dealer', 'retailer'] as const
export type ApplicationKind = (typeof applicationKinds)[number]
export const businessTypes = ['phoneShop', 'electronics', 'repairShop', 'mobileMoney', 'online', 'other'] as const
export type BusinessType = (typeof businessTypes)[number]

export const DealerApplicationBody = z.object({
  kind: z.enum(applicationKinds, { error: 'kind is dealer or retailer' }),
  businessName: text(120),
  contactName: text(80),
  phone: Phone,
  email: Email,
  region: text(60).check(z.refine((r) => allRegions.has(r), 'choose a region from the list')),
  town: text(60),
  type: z.enum(businessTypes, { error: 'choose a type of business from the list' }),
  country: z.optional(Country),
})
export type DealerApplicationBody = z.infer<typeof DealerApplicationBody>
export const DealerApplicationReply = z.object({
  ...Ok,
  msg,
  application: z.object({ _id: Id, kind: z.enum(applicationKinds), reference: z.string(), createdAt: z.string() }),
})

// ---------------------------------------------------------------- partner page and repair landing

export const PartnerReply = z.object({
  ...Ok,
  /** appKey is publishable (it ships in every partner page); the site uses it to attribute quotes. */
  partner: z.object({ _id: Id, name: z.string(), appKey: z.string() }),
})
export const RepairFault = z.object({ _id: Id, label: z.string(), component: z.string(), price: Money, currency: Currency })
export type RepairFault = z.infer<typeof RepairFault>
export const RepairFaultsReply = z.object({ ...Ok, faults: z.array(RepairFault) })

export const siteCalls = {
  popupForm: call({ method: 'POST', path: '/popup_form', body: PopupBody, reply: MessageReply }),
  newTestimonial: call({ method: 'POST', path: '/new_testimonial', body: TestimonialBody, reply: MessageReply }),
  testimonials: call({ method: 'GET', path: '/testimonials', query: PageQuery, reply: TestimonialsReply }),
  registerWarranty: call({ method: 'POST', path: '/register_warranty', body: RegisterWarrantyBody, reply: RegisterWarrantyReply }),
  submitDealerApplication: call({ method: 'POST', path: '/submit_dealer_application', body: DealerApplicationBody, reply: DealerApplicationReply }),
  partner: call({ method: 'GET', path: '/partners/:partnerId', reply: PartnerReply }),
  repairFaults: call({ method: 'GET', path: '/repair_faults', reply: RepairFaultsReply }),
} as const

/**
 * The forms area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 *
 * popupForm, newTestimonial, testimonials and search are declared in ../contract.ts; this area adds no
 * call. It holds the field lengths the contract enforces, so the forms can stop typing at the same point.
 */

/** Field lengths of PopupBody and TestimonialBody (Simu; the spec has none): in core/domain/form-limits.ts, zod-free for the forms. */
export { formLimits } from '@core/domain/form-limits'

