/**
 * The API contract: one zod/mini schema for the request and the reply of every call in the call tables
 * of both spec documents (sell-side.md §7, shop-and-repair.md §7), and of the calls Simu adds (marked
 * "Simu"). The client validates replies with it; the server validates requests with the same schemas.
 *
 * Field names follow the spec, including its spellings (reciept, modelID, random for the SMS code).
 * Money is an integer in the currency's unit.
 */
import * as z from 'zod/mini'
import { countries, currencies } from '../domain/constants'
import { answers, questionKeys, type QuestionKey } from '../domain/questions'

// ---------------------------------------------------------------- building blocks

export const required = 'this field is required'
export const text = (max: number, message = required) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `at most ${max} characters`))
export const Id = z.string({ error: 'an id is required' }).check(z.minLength(1, 'an id is required'), z.maxLength(80, 'id too long'))
export const Country = z.enum(countries, { error: 'country must be one of ke, tz, ug' })
export const Currency = z.enum(currencies)
export const Answer = z.enum(answers, { error: "answers are 'yes' or 'no'" })
export const Money = z.int().check(z.nonnegative())
export const Flag = z.boolean()
/** RFC 5321: a forward path holds at most 254 characters of address. */
export const emailMaxLength = 254
/**
 * Linear on any input: no two quantifiers can claim the same character (the local part stops at @,
 * each domain label stops at a dot), so a failed match never backtracks. The older
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ let the domain and its last label fight over dots: 'a@' + '.'.repeat(60000)
 * + '@' took 7 s (issue 9).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
// The length check aborts, so the pattern only ever sees 254 characters.
export const Email = z.string({ error: required }).check(z.maxLength(4 * emailMaxLength, { error: 'email is not valid', abort: true }), z.trim(), z.toLowerCase(), z.minLength(1, required),
  z.maxLength(emailMaxLength, { error: 'email is not valid', abort: true }), z.regex(emailPattern, 'email is not valid'))
export const Phone = z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(20, 'phone number is not valid'))
export const Password = z.string({ error: required }).check(z.minLength(1, required), z.maxLength(200, 'password is too long'))
export const NewPassword = z.string({ error: required }).check(z.minLength(8, 'password must be at least 8 characters'), z.maxLength(200, 'password is too long'))
export const Ok = { success: z.literal(true) }
export const msg = z.optional(z.string())

/** Every failed call answers this, with a 4xx or 5xx status. */
export const ErrorReply = z.object({ success: z.literal(false), msg: z.string() })
export type ErrorReply = z.infer<typeof ErrorReply>

// ---------------------------------------------------------------- users and sign-in

export const User = z.object({
  _id: Id,
  userId: Id,
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  country: Country,
  signupComplete: Flag,
  /** Simu: whether the account has a password (a code-only account sets its first one with an SMS code). */
  hasPassword: z.optional(Flag),
  /** Simu: whether the e-mail was proven by a code sent to it (only such an address gets password resets). */
  emailVerified: z.optional(Flag),
})
export type User = z.infer<typeof User>

export const SendOtpBody = z.object({ phone: Phone, country: z.optional(Country) })
export const SendOtpReply = z.object({ ...Ok, msg })

export const VerifyOtpBody = z.object({
  phone: Phone,
  random: z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.regex(/^\d{6}$/, 'incorrect OTP...')),
  country: z.optional(Country),
})
export const SignedInReply = z.object({ ...Ok, user: User, token: z.string(), userId: Id, msg })

/** PUT register/{id}: completes sign-up after a code sign-in (phone, email, first name). */
export const CompleteSignupBody = z.object({
  phone: Phone,
  email: Email,
  fname: text(60),
  lname: z.optional(z.string().check(z.trim(), z.maxLength(60, 'at most 60 characters'))),
  country: z.optional(Country),
  userId: z.optional(Id),
  token: z.optional(z.string()),
})
export const UserReply = z.object({ ...Ok, user: User, msg })
/** GET profile: the user, and whether an e-mail change can be made (no e-mail goes out while EMAIL_PROVIDER is off, as in production). */
export const ProfileReply = z.object({ ...Ok, user: User, msg, emailChangeAvailable: z.optional(Flag) })

/** POST auth: password sign-in; `auth` holds the phone number. */
export const PasswordSignInBody = z.object({ auth: Phone, password: Password })

/** Simu: a 6-digit SMS code (send_otp) that proves the phone for a sign-up or a password change. */
export const SmsCode = z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.regex(/^\d{6}$/, 'the code is 6 digits'))

/**
 * POST register: a full sign-up, or (phone only) the check the spec describes; see docs/decisions.md.
 * Simu: `code` is the SMS code send_otp texted to the phone: an account belongs to whoever proves the phone.
 */
export const RegisterBody = z.object({
  fname: text(60),
  lname: z.optional(z.string().check(z.trim(), z.maxLength(60, 'at most 60 characters'))),
  phone: Phone,
  email: Email,
  password: NewPassword,
  code: SmsCode,
})
export const RegisterPhoneBody = z.object({ phone: Phone })
export const RegisterReply = z.object({ ...Ok, accessToken: z.optional(z.string()), user: z.optional(User), msg })

/**
 * PUT update_password/:id. Simu: the current password, or a fresh SMS code (send_otp to the account's
 * phone), proves it is the owner; an account without a password sets its first one with a code.
 */
export const UpdatePasswordBody = z.object({ password: NewPassword, currentPassword: z.optional(Password), code: z.optional(SmsCode) })
export const MessageReply = z.object({ ...Ok, msg })

// ---------------------------------------------------------------- sell side: brands, models, variants

export const Brand = z.object({ _id: Id, brand: z.string() })
export const BrandsReply = z.object({ ...Ok, brands: z.array(Brand) })

export const DeviceModel = z.object({
  details: z.object({ _id: Id, modelName: z.string() }),
  image: z.string(),
  releaseYear: z.optional(z.number()),
})
export type DeviceModel = z.infer<typeof DeviceModel>
export const DeviceModelsReply = z.object({ ...Ok, deviceModels: z.array(DeviceModel) })

export const SellVariant = z.object({
  variant: z.object({ _id: Id, ram: z.number(), storage: z.number() }),
  prices: z.object({ currency: Currency, price: Money }),
})
export type SellVariant = z.infer<typeof SellVariant>
/** Simu: GET get_sell_variants/{modelId} (the spec leaves the variants path open). */
export const SellVariantsReply = z.object({ ...Ok, variants: z.array(SellVariant) })

export const SearchQuery = z.object({ query: z.string().check(z.maxLength(100, 'search text is too long')) })
export const SearchResult = z.object({
  image: z.string(),
  instock: Flag,
  /** The shop sells the model: the hit opens its product page; otherwise its sell page (issue 10, point 13). */
  shop: z.optional(Flag),
  models: z.object({ _id: Id, modelName: z.string() }),
})
export const SearchReply = z.object({ ...Ok, results: z.object({ models: z.array(SearchResult) }) })

// ---------------------------------------------------------------- sell side: estimate and quotes

const answerShape = Object.fromEntries(questionKeys.map((k) => [k, z.optional(Answer)])) as {
  [K in QuestionKey]: z.ZodMiniOptional<typeof Answer>
}
export const SellAnswers = z.object(answerShape)

/** Simu: POST estimate: an anonymous itemised preview (nothing stored, no price lock). */
export const EstimateBody = z.object({ modelID: Id, variantID: Id, ...answerShape })
export type EstimateBody = z.infer<typeof EstimateBody>
/** POST calculate: the signed-in seller's estimate, stored as a quote with a price lock. */
export const CalculateBody = z.object({ modelID: Id, variantID: Id, user_id: z.optional(Id), ...answerShape })
export type CalculateBody = z.infer<typeof CalculateBody>

export const Deduction = z.object({ key: z.enum(questionKeys), amount: Money })
export const Offer = z.object({
  currency: Currency,
  maxPrice: Money,
  deductions: z.array(Deduction),
  floor: Money,
  floorApplied: Flag,
  offer: Money,
})
export type Offer = z.infer<typeof Offer>
export const Estimate = z.object({
  ...Offer.shape,
  model: z.object({ _id: Id, modelName: z.string(), image: z.string() }),
  variant: z.object({ _id: Id, ram: z.number(), storage: z.number() }),
})
export type Estimate = z.infer<typeof Estimate>
export const EstimateReply = z.object({ ...Ok, estimate: Estimate })

export const quoteStatuses = ['quoted', 'pickup_scheduled', 'dropoff_chosen', 'inspected', 'offer_confirmed', 'offer_revised', 'paid', 'cancelled', 'returned', 'expired'] as const
export const Quote = z.object({
  ...Estimate.shape,
  _id: Id,
  status: z.enum(quoteStatuses),
  country: Country,
  answers: SellAnswers,
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type Quote = z.infer<typeof Quote>
export const CalculateReply = z.object({ ...Ok, quote: Quote, msg })
/** Simu: GET quotes (the signed-in user's) and GET quotes/{id}. */
export const QuotesReply = z.object({ ...Ok, quotes: z.array(Quote) })
export const QuoteReply = z.object({ ...Ok, quote: Quote })

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
/** Simu: GET testimonials (approved ones, for the sell landing page). */
export const TestimonialsReply = z.object({ ...Ok, testimonials: z.array(Testimonial) })

// ---------------------------------------------------------------- stores and dealers

export const Store = z.object({
  _id: Id,
  name: z.string(),
  store_name: z.string(),
  store_location: z.string(),
  region: z.string(),
  contact: z.string(),
  lat: z.number(),
  lng: z.number(),
  openingHours: z.string(),
})
export type Store = z.infer<typeof Store>
export const StoresReply = z.object({ ...Ok, stores: z.array(Store) })
export const Dealer = z.object({ _id: Id, name: z.string(), region: z.array(z.object({ name: z.string() })) })
export type Dealer = z.infer<typeof Dealer>
export const DealersReply = z.object({ ...Ok, dealers: z.array(Dealer) })

// ---------------------------------------------------------------- shop

export const ColorOption = z.object({ id: Id, value: z.string(), label: z.string() })
export const ShopVariant = z.object({
  _id: Id,
  modelID: Id,
  ram: z.number(),
  storage: z.number(),
  color: ColorOption,
  currency: Currency,
  saleprice: Money,
  discounted: Money,
  priority: Flag,
  instock: Flag,
  quantity: z.int().check(z.nonnegative()),
  /** Simu: the battery health (percent of design capacity) of the units of this variant. */
  batteryHealth: z.number(),
  /** Simu: what Simu pays to buy this variant back after the 12-month warranty (domain/shop.ts buyBackPrice). */
  buyBackPrice: z.optional(Money),
})
export type ShopVariant = z.infer<typeof ShopVariant>

export const InventoryItem = z.object({
  /** brand is the brand's name; brandId (Simu) its id, as the brands filter takes it. */
  details: z.object({ _id: Id, modelName: z.string(), brand: z.string(), brandId: Id }),
  image: z.string(),
  instock: Flag,
  prices: z.object({ currency: Currency, saleprice: Money, discounted: Money }),
  specs: z.object({ highlights: z.array(z.string()), pairs: z.array(z.object({ key: z.string(), value: z.string() })) }),
  priorityVariant: z.optional(Id),
})
export type InventoryItem = z.infer<typeof InventoryItem>

const numeric = (name: string) => z.optional(z.string().check(z.regex(/^\d{1,6}$/, `${name} must be a number`)))
export const AvailableModelsQuery = z.object({
  baseprice: z.optional(z.enum(['1', '2', '3', '4'], { error: 'baseprice is 1 to 4' })),
  instock: z.optional(z.enum(['1'], { error: 'instock is 1' })),
  brands: z.optional(z.string().check(z.maxLength(400, 'too many brands'))),
  page: numeric('page'),
  limit: numeric('limit'),
})
/** count is the number of models matching the filters (every page); brands (Simu) the brands the shop stocks, for the filter. */
export const AvailableModelsReply = z.object({ ...Ok, inventory: z.array(InventoryItem), count: z.number(), brands: z.optional(z.array(Brand)), msg })

export const ProductReply = z.object({
  ...Ok,
  inventory: z.object({ details: InventoryItem.shape.details, image: z.string(), specs: InventoryItem.shape.specs }),
  variants: z.array(ShopVariant),
  images: z.array(z.object({ upload: z.string() })),
  colors: z.array(ColorOption),
  instock: Flag,
  quantity: z.number(),
  /** Simu: what Simu pays to buy the phone back after the 12-month warranty. */
  buyBackPrice: z.optional(Money),
})
export const VariantModelReply = z.object({
  ...Ok,
  color: z.object({ highlights: z.object({ colors: z.array(ColorOption) }) }),
  variants: z.array(ShopVariant),
})
export const InventoryByBrandReply = z.object({ ...Ok, brands: z.array(InventoryItem) })
export const ImageByModelBody = z.object({ modelId: Id, key: z.optional(z.string().check(z.maxLength(40))) })
export const ImageByModelReply = z.object({ ...Ok, data: z.object({ image: z.string() }) })
export const DevicesReply = z.object({ ...Ok, devices: z.array(InventoryItem) })
export const VariantByColorReply = z.object({ ...Ok, variant: z.array(ShopVariant) })
export const QuantityReply = z.object({ ...Ok, quantity: z.number() })

// ---------------------------------------------------------------- checkout

export const paymentMethods = ['mpesa', 'lipalater', 'cash'] as const
export const deliveryMethods = ['dropoff', 'pickup', 'store'] as const

export const LipaLaterOtpBody = z.object({ id_number: text(20), phone_number: Phone })
export const LipaLaterOtpReply = z.object({ status: z.number(), data: z.object({ message: z.string() }) })
export const LipaLaterVerifyBody = z.object({ id_number: text(20), item_value: Money, otp: text(10), phone_number: Phone })
export const LipaLaterEligibility = z.object({
  first_name: z.string(),
  credit_limit_status: z.string(),
  credit_limit: Money,
  available_limit: Money,
  payment_terms: z.optional(
    z.object({ principal_amount: Money, upfront_fees: Money, first_installment: Money, minimum_payment: Money }),
  ),
})
export const LipaLaterVerifyReply = z.object({ status: z.number(), message: z.string(), data: z.nullable(LipaLaterEligibility) })

export const AuthCodeBody = z.object({ code: text(40) })
export const AuthCodeReply = z.object({ ...Ok, code: z.string(), msg })

export const CouponBody = z.object({
  code: text(40),
  assignedModels: z.array(Id).check(z.maxLength(100)),
  coupon_quantity: z.int().check(z.positive()),
})
export const CouponReply = z.object({ ...Ok, coupon: z.object({ value: Money, assignedModels: z.array(Id) }), msg })

export const CartItem = z.object({
  modelId: Id,
  variant: z.object({
    _id: Id,
    quantity: z.int().check(z.positive('quantity must be at least 1'), z.lte(50, 'at most 50 of one phone')),
    color: z.optional(z.string()),
    /** The currency the cart showed this line in (issue 10): a line of another country's cart is refused. */
    currency: z.optional(Currency),
  }),
})
export const ConfirmOrderBody = z.object({
  shipping: z.object({ method: z.enum(deliveryMethods), name: z.optional(z.string().check(z.maxLength(300))), _id: z.optional(Id) }),
  paymentMethod: z.object({
    method: z.enum(paymentMethods),
    phone: Phone,
    email: Email,
    clientName: text(120),
    id_number: z.optional(z.string().check(z.maxLength(20))),
    code: z.optional(z.string().check(z.maxLength(40))),
  }),
  cart: z.array(CartItem).check(z.minLength(1, 'No items in cart'), z.maxLength(50)),
  alerts: z.optional(Flag),
  userId: z.optional(Id),
  code: z.optional(z.string().check(z.maxLength(40))),
  hasCoupon: z.optional(Flag),
  coupon_quantity: z.optional(z.number()),
  /** The total the shopper saw (issue 10): the server refuses to charge any other amount. */
  total: z.optional(Money),
})
export const orderStatuses = ['pending_payment', 'paid', 'failed', 'cancelled', 'expired'] as const
export const Order = z.object({
  _id: Id,
  orderNumber: z.number(),
  status: z.enum(orderStatuses),
  country: Country,
  currency: Currency,
  itemsTotal: Money,
  discount: Money,
  total: Money,
  paymentMethod: z.enum(paymentMethods),
  items: z.array(z.object({ modelId: Id, modelName: z.string(), variantId: Id, label: z.string(), quantity: z.number(), price: Money })),
  createdAt: z.string(),
})
export const paymentStates = ['pending', 'paid', 'failed', 'timeout'] as const
export type PaymentState = (typeof paymentStates)[number]

/** Simu: an order's payment, as the checkout's pending screen and the invoice page read it. */
export const OrderPayment = z.object({
  state: z.enum(paymentStates),
  /** Daraja's ResultCode of the last push (0 paid, 1 insufficient funds, 1032 cancelled, 1037 unreachable, 2001 wrong PIN). */
  resultCode: z.optional(z.number()),
  resultDesc: z.optional(z.string()),
  /** The M-Pesa receipt (MpesaReceiptNumber), the Paybill TransID or Lipa Later's reference, once paid. */
  receipt: z.optional(z.string()),
  /** Pay by Paybill instead: business number and the account number to enter (the order number). */
  paybill: z.object({ businessNumber: z.string(), accountNumber: z.string() }),
  /** When the reservation of the units lapses if still unpaid (ISO time). */
  reservedUntil: z.string(),
  /** STK pushes sent for this order so far. */
  pushes: z.number(),
})
export type OrderPayment = z.infer<typeof OrderPayment>

/** Simu: the order with its payment, delivery and customer (confirm_order and the shop_orders calls answer it). */
export const OrderDetails = z.object({
  ...Order.shape,
  payment: OrderPayment,
  delivery: z.object({ method: z.string(), address: z.string() }),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** What delivery costs the customer (0: the fee is waived, shown struck through). */
  deliveryFee: Money,
  coupon: z.optional(z.object({ code: z.string(), value: Money })),
  currency: Currency,
})
export type OrderDetails = z.infer<typeof OrderDetails>
export const ConfirmOrderReply = z.object({ ...Ok, order: OrderDetails, msg })

// ---------------------------------------------------------------- repair

/**
 * GET get_repair_by_model/{id}/{colorId}: the model, the colour ('default' when the visitor did not
 * choose one: color.name is then empty) and reviews of Simu's repair service (this model's first).
 */
export const RepairModelReply = z.object({
  ...Ok,
  model: z.object({
    data: z.object({ image: z.string() }),
    find: z.object({ _id: Id, modelName: z.string() }),
    color: z.object({ _id: Id, name: z.string() }),
    reviews: z.array(z.object({ user: z.object({ fname: z.string(), lname: z.string() }), message: z.string(), rating: z.number(), createdAt: z.string() })),
  }),
})
/** An IMEI as typed (spaces and dashes allowed); the server checks its digits (Luhn). */
const ImeiInput = z.string({ error: required }).check(z.trim(), z.maxLength(30, 'an IMEI has 15 digits'))
/**
 * POST estimate_repair_value: deductions name the faults by component ('broken screen': 'yes'); no
 * fault with a message is a call-back request ('Send Message'). The server prices it (warranty: -200).
 */
export const EstimateRepairBody = z.object({
  userId: z.optional(Id),
  modelId: Id,
  colorId: Id,
  imei: z.optional(ImeiInput),
  deductions: z.record(z.string().check(z.maxLength(40, 'unknown repair service')), z.literal('yes', { error: "deductions are 'yes'" })),
  additionalInfo: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'at most 1000 characters'))),
})
export const EstimateRepairReply = z.object({ ...Ok, msg, warranty: Flag, cost: Money, currency: Currency, repairProId: Id })
export const CheckStatusBody = z.object({ imei: z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(30, 'an IMEI has 15 digits')) })
export const CheckStatusReply = z.object({ ...Ok, msg, /** Simu: whether the warranty is active ('Warranty Active'). */ active: Flag })
/**
 * PUT complete_repairpro_booking: the spec sends shopId and repairProId (store visit); Simu adds the
 * home visit (option 'home' with a location and an appointment date, YYYY-MM-DD, one of the offered days).
 */
export const CompleteRepairBody = z.object({
  repairProId: Id,
  option: z.optional(z.enum(['store', 'home'], { error: "option is 'store' or 'home'" })),
  shopId: z.optional(Id),
  location: z.optional(z.string().check(z.trim(), z.maxLength(300, 'at most 300 characters'))),
  appointmentDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'appointment date is YYYY-MM-DD'))),
})
export const CompleteRepairReply = z.object({ ...Ok, msg, /** Simu: the repair ticket's id (repairTicket call). */ ticketId: Id })
export const RepairRequest = z.object({
  image: z.string(),
  variant: z.object({
    model: z.object({ modelName: z.string() }),
    color: z.object({ name: z.string() }),
    currency: Currency,
    cost: Money,
    /** 0 until the repair is booked (complete_repairpro_booking gives it its number). */
    orderNumber: z.number(),
    country: Country,
    /** The Simu store chosen at booking (store visits only). */
    shop: z.optional(z.object({ location: z.string(), name: z.string(), openingHours: z.string() })),
    /** The chosen faults' labels ('Screen is damaged'). */
    deductions: z.array(z.string()),
    /** Simu: the ticket number (R1042KE), its id and stage, once booked. */
    ticket: z.optional(z.string()),
    ticketId: z.optional(Id),
    stage: z.optional(z.string()),
    /** Simu: whether the warranty discount was applied; the visitor's message ('Send Message'). */
    warranty: z.optional(Flag),
    message: z.optional(z.string()),
    /**
     * Simu: how it was booked and a home visit's day (YYYY-MM-DD). This call needs no sign-in (its id is
     * the secret), so the home address is only in repairTicket.
     */
    option: z.optional(z.enum(['store', 'home'])),
    appointmentDate: z.optional(z.string()),
  }),
})
export type RepairRequest = z.infer<typeof RepairRequest>
export const RepairRequestsReply = z.object({ ...Ok, devices: z.array(RepairRequest) })

// ---------------------------------------------------------------- the calls

type Method = 'GET' | 'POST' | 'PUT'
type Schema = z.ZodMiniType
export interface Call<B extends Schema | undefined = Schema | undefined, Q extends Schema | undefined = Schema | undefined, R extends Schema = Schema> {
  method: Method
  /** Path under /api/v1, with :params as Fastify names them. */
  path: string
  body?: B
  query?: Q
  reply: R
  /** 'user' needs a signed-in user's token; 'optional' reads it when sent. */
  auth?: 'user' | 'optional'
}
export const call = <const C extends Call>(c: C): C => c

/** The calls of the foundation; areas add theirs in api/calls/*.ts, merged in api/calls.ts. */
export const baseCalls = {
  // sell side (sell-side.md §7)
  search: call({ method: 'POST', path: '/search', query: SearchQuery, reply: SearchReply }),
  popupForm: call({ method: 'POST', path: '/popup_form', body: PopupBody, reply: MessageReply }),
  sendOtp: call({ method: 'POST', path: '/send_otp', body: SendOtpBody, reply: SendOtpReply }),
  verifyOtp: call({ method: 'POST', path: '/verify_otp', body: VerifyOtpBody, reply: SignedInReply }),
  calculate: call({ method: 'POST', path: '/calculate', body: CalculateBody, reply: CalculateReply, auth: 'user' }),
  completeSignup: call({ method: 'PUT', path: '/register/:id', body: CompleteSignupBody, reply: UserReply, auth: 'user' }),
  getDevice: call({ method: 'GET', path: '/get_device/:deviceId', reply: BrandsReply }),
  getDeviceModel: call({ method: 'GET', path: '/get_device_model/:brandId', reply: DeviceModelsReply }),
  newTestimonial: call({ method: 'POST', path: '/new_testimonial', body: TestimonialBody, reply: MessageReply }),
  profile: call({ method: 'GET', path: '/profile', reply: ProfileReply, auth: 'user' }),
  updatePassword: call({ method: 'PUT', path: '/update_password/:id', body: UpdatePasswordBody, reply: MessageReply, auth: 'user' }),
  // Simu additions for the sell side
  sellVariants: call({ method: 'GET', path: '/get_sell_variants/:modelId', reply: SellVariantsReply }),
  estimate: call({ method: 'POST', path: '/estimate', body: EstimateBody, reply: EstimateReply, auth: 'optional' }),
  quotes: call({ method: 'GET', path: '/quotes', reply: QuotesReply, auth: 'user' }),
  quote: call({ method: 'GET', path: '/quotes/:id', reply: QuoteReply, auth: 'user' }),
  signOut: call({ method: 'POST', path: '/sign_out', reply: MessageReply, auth: 'user' }),
  testimonials: call({ method: 'GET', path: '/testimonials', reply: TestimonialsReply }),
  tradeInStores: call({ method: 'GET', path: '/trade_in_stores', reply: StoresReply }),
  // authentication (shop-and-repair.md §7)
  auth: call({ method: 'POST', path: '/auth', body: PasswordSignInBody, reply: SignedInReply }),
  register: call({ method: 'POST', path: '/register', body: RegisterBody, reply: RegisterReply }),
  /** POST register with only a phone: the spec's 'does this customer exist' check (same path; see docs/decisions.md). */
  registerPhone: call({ method: 'POST', path: '/register', body: RegisterPhoneBody, reply: RegisterReply }),
  // shop
  variantModel: call({ method: 'GET', path: '/get_variant_model/:modelId', reply: VariantModelReply }),
  availableModels: call({ method: 'GET', path: '/available_models', query: AvailableModelsQuery, reply: AvailableModelsReply }),
  singleProduct: call({ method: 'GET', path: '/get_single_product/:id', reply: ProductReply }),
  inventoryByBrand: call({ method: 'GET', path: '/get_inventory_by_brand/:brandId', reply: InventoryByBrandReply }),
  imageByModel: call({ method: 'POST', path: '/get_image_by_model', body: ImageByModelBody, reply: ImageByModelReply }),
  featuredModels: call({ method: 'GET', path: '/get_featured_models', reply: DevicesReply }),
  deals: call({ method: 'GET', path: '/get_deals', reply: DevicesReply }),
  variantByColor: call({ method: 'GET', path: '/get_variant_by_color/:color/:modelId', reply: VariantByColorReply }),
  quantityByVariant: call({ method: 'GET', path: '/get_quantity_by_variant/:variantId', reply: QuantityReply }),
  stores: call({ method: 'GET', path: '/get_stores', reply: StoresReply }),
  dealers: call({ method: 'GET', path: '/get_dealers', reply: DealersReply }),
  // checkout
  sendLipaLaterOtp: call({ method: 'POST', path: '/send_lipalater_otp', body: LipaLaterOtpBody, reply: LipaLaterOtpReply }),
  verifyLipaLater: call({ method: 'POST', path: '/verify_lipalater', body: LipaLaterVerifyBody, reply: LipaLaterVerifyReply }),
  authCode: call({ method: 'POST', path: '/get_auth_code', body: AuthCodeBody, reply: AuthCodeReply }),
  couponPrice: call({ method: 'POST', path: '/get_coupon_price', body: CouponBody, reply: CouponReply }),
  confirmOrder: call({ method: 'POST', path: '/confirm_order', body: ConfirmOrderBody, reply: ConfirmOrderReply, auth: 'user' }),
  // repair
  repairByModel: call({ method: 'GET', path: '/get_repair_by_model/:id/:colorId', reply: RepairModelReply }),
  estimateRepair: call({ method: 'POST', path: '/estimate_repair_value', body: EstimateRepairBody, reply: EstimateRepairReply, auth: 'user' }),
  checkStatus: call({ method: 'POST', path: '/check_status', body: CheckStatusBody, reply: CheckStatusReply }),
  completeRepair: call({ method: 'PUT', path: '/complete_repairpro_booking', body: CompleteRepairBody, reply: CompleteRepairReply, auth: 'user' }),
  repairRequests: call({ method: 'GET', path: '/get_single_repair_pro_requests/:repairProId', reply: RepairRequestsReply }),
} as const

/** Spec messages that already say what is wrong, shown to the user as they are. */
const standalone = new Set(['incorrect OTP...', 'email is not valid', 'First Name is required', 'Phone Number is required', 'Name is required', 'Occupation is required', 'Testimonial is required', 'No items in cart'])

/** The first clear message of a failed parse: what a 400 says ('field: message', or a spec message alone). */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid request'
  if (standalone.has(issue.message)) return issue.message
  const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : ''
  return `${where}${issue.message}`
}
