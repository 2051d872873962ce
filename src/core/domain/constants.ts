/**
 * Every number and fixed value the spec names, in one place (sell-side.md §9, shop-and-repair.md §9),
 * plus the few Simu adds (marked "Simu").
 */

export const countries = ['ke', 'tz', 'ug'] as const
export type Country = (typeof countries)[number]
export const isCountry = (v: unknown): v is Country => countries.includes(v as Country)
export const defaultCountry: Country = 'ke'

export const languages = ['en', 'sw'] as const
export type Language = (typeof languages)[number]
export const isLanguage = (v: unknown): v is Language => languages.includes(v as Language)
export const fallbackLanguage: Language = 'en'
/** tz switches the language to Swahili (sell-side.md §4). */
export const countryLanguage: Record<Country, Language> = { ke: 'en', tz: 'sw', ug: 'en' }

export const currencies = ['KES', 'TZS', 'UGX'] as const
export type Currency = (typeof currencies)[number]
export const countryCurrency: Record<Country, Currency> = { ke: 'KES', tz: 'TZS', ug: 'UGX' }
/** Labels the spec shows before an amount (shop-and-repair.md §9). */
export const currencyLabel: Record<Currency, string> = { KES: 'Ksh', TZS: 'Tzs', UGX: 'Ugx' }

/** Country dialling codes and national number lengths (Simu: the spec leaves phone format open). */
export const countryDialCode: Record<Country, string> = { ke: '254', tz: '255', ug: '256' }
export const nationalNumberLength = 9

/** WhatsApp contact per country (Simu numbers). */
export const whatsappNumber: Record<Country, string> = {
  ke: '254709919000',
  tz: '255768919000',
  ug: '256709919000',
}

export const timing = {
  searchDebounceMs: 500,
  popupDelayMs: 10_000,
  popupCancelCookieDays: 7,
  snackbarMs: 6_000,
  sliderAutoplayMs: 6_000,
  cartPersistDebounceMs: 1_000,
  repairLoadingResetMs: 4_000,
  /** Simu: how long the IP lookup may take before the country falls back to ke. */
  ipLookupTimeoutMs: 1_500,
} as const

export const layout = {
  heroSwitchPx: 1200,
  chatPopupPx: 360,
  mobileLPx: 425,
  breakpoints: [320, 375, 425, 768, 1000, 1224, 1440, 1800],
  thumbnails: 10,
  thumbnailsSmall: 6,
  repairCarouselSlides: { wide: 5, medium: 4, narrow: 2 },
  repairCarouselBreakpoints: { medium: 1024, narrow: 600 },
} as const

export const catalogue = {
  pageSize: 24,
  pageSizeInStock: 10_000,
  inTheBoxPosition: 8,
} as const

/** Price bands per country, in the country's currency; baseprice=1..4 selects one (shop-and-repair.md §9). */
export const priceBands: Record<Country, readonly (readonly [number, number | null])[]> = {
  ke: [[0, 10_000], [10_000, 20_000], [20_000, 50_000], [50_000, null]],
  tz: [[0, 180_000], [180_000, 360_000], [360_000, 900_000], [900_000, null]],
  ug: [[0, 300_000], [300_000, 400_000], [400_000, 600_000], [600_000, null]],
}

export const checkout = {
  deliveryFeeKes: 250,
  maxAttempts: 3,
  maxCouponAttempts: 3,
} as const

/**
 * Simu: units one customer may take (issue 9: one fresh account reserved all 659 units with 3 unpaid
 * orders). A shop like this sells one or two of a phone to a person. The server enforces them in
 * confirm_order; the cart applies the per-variant and per-order caps first, so shoppers never meet a refusal.
 */
export const checkoutLimits = {
  /** Units of one variant in one order, and in all the customer's unpaid orders together. */
  unitsPerVariant: 2,
  /** Units in one order. */
  unitsPerOrder: 5,
  /** Units held by all of one customer's unpaid orders together (this one included). */
  reservedUnits: 5,
  /**
   * How far back paid orders count toward unitsPerVariant. Unpaid orders always count while they hold
   * stock; paid ones count for 30 days, so the 15-minute reservation cannot be renewed into a reseller's
   * stock (pay for 2, reserve 2 more, and so on), while a customer may buy the same phone again next month
   * (a lost or broken one). Resellers buy through the dealer programme instead.
   */
  paidWindowDays: 30,
} as const

export const repair = {
  /**
   * Taken off an estimate when the phone's Simu warranty is active, per currency: the spec's Ksh 200,
   * and the same value in Tzs and Ugx (a flat 200 is nothing there; issue 10, point 20).
   */
  warrantyDiscount: { KES: 200, TZS: 4000, UGX: 6000 } as Record<Currency, number>,
  moneyBackDays: 7,
  dropOffRadiusMiles: 5,
  turnaroundDays: [2, 7],
  /** 'mostly 2-3' days (the spec's turnaround FAQ). */
  usualTurnaroundDays: [2, 3],
  /** The other-services message box grows from 3 to 6 rows. */
  messageRows: { min: 3, max: 6 },
  firstSlotOffsetDays: 4,
  slotCount: 5,
} as const

export const warranty = {
  shopMonths: 12,
  replaceDays: 30,
  qualityCheckPoints: 32,
} as const

/** Only devices released in 2018 or later are bought (sell-side.md §1). */
export const oldestBoughtReleaseYear = 2018

/** Storage keys, prefixed so a partner page's own storage is never touched. */
export const storageKeys = {
  country: 'simu.country',
  language: 'simu.language',
  cartList: 'simu.cartList',
  selectedModel: 'simu.selectedModel',
  selectedBuyModel: 'simu.selectedBuyModel',
  auth: 'simu.auth',
  /** Simu: the repair booking in progress (sessionStorage: one booking per tab). */
  repairBooking: 'simu.repairBooking',
  /** Simu: the sell wizard's answers and step in progress (sessionStorage: a reload keeps them, issue 10). */
  sellAnswers: 'simu.sellAnswers',
  sellStep: 'simu.sellStep',
} as const

/** Sign-in by SMS code (Simu; the spec leaves the limits open). */
export const otp = {
  digits: 6,
  ttlMinutes: 10,
  maxWrongTries: 5,
  maxSendsPerPhonePerHour: 5,
  minSecondsBetweenSends: 60,
  maxSendsPerIpPerHour: 30,
  maxVerifiesPerIpPerHour: 60,
} as const

export const session = {
  /** Simu: a sign-in lasts 30 days unless revoked by sign-out. */
  ttlDays: 30,
  /**
   * Simu: a session made on a partner's page lives this long. Its token sits in that page's storage,
   * where any script of the page can read it (docs/embedding.md).
   */
  partnerTtlHours: 8,
  /** Simu: the HttpOnly cookie that carries the site's own session (Path=/api). */
  cookie: 'simu_session',
} as const

export const quote = {
  /** Simu: an itemised offer is locked for 7 days. */
  priceLockDays: 7,
} as const

/**
 * Trade-in store lists (sell-side.md §2 'Samsung trade-in store list'): the two Samsung lists of 19
 * and 20 stores, and Simu's own stores per country (Simu).
 */
export const storeLists = ['samsung-20', 'samsung-19', 'simu'] as const
export type StoreListName = (typeof storeLists)[number]
export const samsungStoreLists = ['samsung-20', 'samsung-19'] as const satisfies readonly StoreListName[]
/**
 * Where the Samsung store trade-in runs: Samsung's partner stores are all in Kenya, so elsewhere the page
 * says so plainly and the landing page does not advertise it (issue 10, point 15).
 */
export const samsungTradeInCountries: readonly Country[] = ['ke']
export const samsungTradeInOpen = (country: Country): boolean => samsungTradeInCountries.includes(country)
/** The regions the Samsung lists cover, in the order the filter offers them (sell-side.md §2). */
export const samsungRegions = ['Nairobi', 'Mombasa', 'Eldoret', 'Nakuru', 'Kisumu area', 'Kitengela', 'Meru'] as const
/** The brand whose stores take phones at fixed prices by model (sell-side.md §1 store trade-in). */
export const samsungBrandId = 'samsung'
/** Simu: the country whose Samsung stores run the store trade-in. */
export const samsungTradeInCountry: Country = 'ke'

/** Sell-side claims (sell-side.md §1). */
export const claims = {
  /** 'more than 80 service centres' */
  serviceCentres: 80,
  /** 'a trade-in takes about 8 to 10 minutes' */
  tradeInMinutes: [8, 10],
  /** '... plus about 10 minutes for payment' */
  paymentMinutes: 10,
} as const
