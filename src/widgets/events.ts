/**
 * The events the widgets send to the host page, by name, with the type of each one's `detail`: the
 * public contract of @simu/widgets (the package's types/events.d.ts is this file's declarations, and each
 * element.ts names its events with these types in its JSDoc header, from which custom-elements.json is made).
 *
 * Self-contained on purpose (no import): a partner's TypeScript reads these types without Simu's source.
 * tests/package/events.test.ts checks that what the widgets emit (the core's Estimate, Quote, CartLine,
 * Store…) still fits these types, so they cannot drift apart.
 *
 * The hyphenated names (simu-quote…) are the documented names: Angular cannot bind a name with a colon
 * (angular/angular#28491). The simu:* names are sent too, as aliases, for the whole of major version 1.
 */

/** The documented event names, one per kind of event. */
export const simuEventNames = ['simu-quote', 'simu-auth-required', 'simu-cart-change', 'simu-order-placed', 'simu-error', 'simu-navigate'] as const
export type SimuEventName = (typeof simuEventNames)[number]

/** Each documented name's alias of the first releases (simu-quote → simu:quote), sent with it until 2.0. */
export const simuEventAliases = {
  'simu-quote': 'simu:quote',
  'simu-auth-required': 'simu:auth-required',
  'simu-cart-change': 'simu:cart-change',
  'simu-order-placed': 'simu:order-placed',
  'simu-error': 'simu:error',
  'simu-navigate': 'simu:navigate',
} as const
export type SimuEventAlias = (typeof simuEventAliases)[SimuEventName]

export type SimuCountry = 'ke' | 'tz' | 'ug'
export type SimuLanguage = 'en' | 'sw'
export type SimuCurrency = 'KES' | 'TZS' | 'UGX'
/** The visitor's answers to the condition questions, by question key (deviceOn, makesCalls, box…). */
export type SimuAnswers = Partial<Record<string, 'yes' | 'no'>>

/** An itemised offer for one phone (amounts are integers in the currency's unit). */
export interface SimuEstimate {
  currency: SimuCurrency
  /** The price of the phone in perfect condition. */
  maxPrice: number
  deductions: { key: string; amount: number }[]
  /** The lowest offer Simu makes for a phone that switches on. */
  floor: number
  /** True when the offer was raised to the floor. */
  floorApplied: boolean
  /** What Simu offers. */
  offer: number
  /** image: the absolute URL of an SVG. */
  model: { _id: string; modelName: string; image: string }
  /** ram and storage in GB. */
  variant: { _id: string; ram: number; storage: number }
}

/** A stored quote: the estimate with its price locked for 7 days. */
export interface SimuQuote extends SimuEstimate {
  _id: string
  status: 'quoted' | 'pickup_scheduled' | 'dropoff_chosen' | 'inspected' | 'offer_confirmed' | 'offer_revised' | 'paid' | 'cancelled' | 'returned' | 'expired'
  country: SimuCountry
  answers: SimuAnswers
  createdAt: string
  expiresAt: string
}

/** A Samsung trade-in store. */
export interface SimuStore {
  _id: string
  name: string
  store_name: string
  store_location: string
  region: string
  contact: string
  lat: number
  lng: number
  openingHours: string
}

/** simu-quote from <simu-price-checker>: Sell now on the estimate (cancelable: stops the navigation to sell-url). */
export interface SimuEstimateQuoteDetail {
  estimate: SimuEstimate
  answers: SimuAnswers
  country: SimuCountry
}
/** simu-quote from <simu-sell-wizard mode="sell">: the quote was created. */
export interface SimuSellQuoteDetail {
  /** The same object as quote, for listeners written for the price checker. */
  estimate: SimuQuote
  quote: SimuQuote
  answers: SimuAnswers
  country: SimuCountry
}
/** simu-quote from <simu-sell-wizard mode="samsung">: a store was chosen for the walk-in trade-in. */
export interface SimuSamsungTradeInDetail {
  mode: 'samsung'
  tradeIn: { model: { _id: string; modelName: string; image: string }; variant: { _id: string; ram: number; storage: number }; price: number }
  store: SimuStore
  country: SimuCountry
}
export type SimuQuoteDetail = SimuEstimateQuoteDetail | SimuSellQuoteDetail | SimuSamsungTradeInDetail

/** simu-auth-required: the visitor must sign in (cancelable: run your own sign-in instead of Simu's drawer). */
export interface SimuAuthRequiredDetail {
  kind: 'sell' | 'shop' | 'repair'
  /** The page the visitor goes to after signing in. */
  next: string
}

/** One line of the cart: one variant of one model. */
export interface SimuCartLine {
  modelName: string
  modelId: string
  modelImage: string
  variant: {
    _id: string
    quantity: number
    /** The price of one phone, in currency. */
    price: number
    color: { id: string; value: string; label: string }
    ram: number
    storage: number
    currency?: SimuCurrency
  }
}
/** The cart as the page reads it: <simu-cart-drawer>'s `cart` property (a copy). */
export interface SimuCartSnapshot {
  lines: SimuCartLine[]
  /** Phones in the cart (quantities added up). */
  count: number
  /** Sum of price × quantity. */
  total: number
  /** null when the cart is empty. */
  currency: SimuCurrency | null
}
/**
 * simu-cart-change, once per page however many cart widgets it has: the cart as restored when the page
 * loaded (reason 'load', even when empty), then each change here or in another tab (reason 'change').
 */
export interface SimuCartChangeDetail extends SimuCartSnapshot {
  reason: 'load' | 'change'
}

/** simu-order-placed from <simu-checkout>: an order was placed (before it is paid when paying by M-Pesa). */
export interface SimuOrderPlacedDetail {
  orderId: string
  /** From 1001; also the Paybill account number. */
  orderNumber: number
  total: number
  currency: SimuCurrency
  paymentMethod: 'mpesa' | 'lipalater' | 'cash'
  status: 'pending_payment' | 'paid' | 'failed' | 'cancelled' | 'expired'
}

/** simu-navigate from <simu-search>: a result was chosen (cancelable: route yourself). */
export interface SimuSearchNavigateDetail {
  /** The product page's path on Simu's site. */
  path: string
  /** The same page as an absolute URL. */
  href: string
  modelId: string
  country: SimuCountry
}
/** simu-navigate from <simu-repair-picker>: Proceed with a brand and a model (cancelable: open the repair page yourself). */
export interface SimuRepairNavigateDetail {
  route: 'repair'
  country: SimuCountry
  brandId: string
  modelId: string
  modelName: string
  path: string
  url: string
}
export type SimuNavigateDetail = SimuSearchNavigateDetail | SimuRepairNavigateDetail

/** simu-error: something the page's developer should know (an unregistered origin, a bad key…). */
export interface SimuErrorDetail {
  /** A stable code, e.g. origin_not_registered. */
  code: string
  /** The detail, in English, for the developer (visitors see a translated message in the widget). */
  message: string
}

/** Every event's detail by its documented name. */
export interface SimuEventDetails {
  'simu-quote': SimuQuoteDetail
  'simu-auth-required': SimuAuthRequiredDetail
  'simu-cart-change': SimuCartChangeDetail
  'simu-order-placed': SimuOrderPlacedDetail
  'simu-error': SimuErrorDetail
  'simu-navigate': SimuNavigateDetail
}

/** Every event by its name and by its alias, as addEventListener sees them. */
export type SimuEventMap = { [N in SimuEventName]: CustomEvent<SimuEventDetails[N]> } & {
  [N in SimuEventName as (typeof simuEventAliases)[N]]: CustomEvent<SimuEventDetails[N]>
}

/**
 * A widget's element: its properties (P) and the events it sends (E, with their aliases), typed for
 * addEventListener (`el.addEventListener('simu-quote', (e) => e.detail.country)`).
 */
export type SimuElement<P, E extends SimuEventName> = SimuElementBase<E> & P
export interface SimuElementBase<E extends SimuEventName> extends HTMLElement {
  addEventListener<K extends E | (typeof simuEventAliases)[E]>(type: K, listener: (this: HTMLElement, event: SimuEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void
  removeEventListener<K extends E | (typeof simuEventAliases)[E]>(type: K, listener: (this: HTMLElement, event: SimuEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void
}
