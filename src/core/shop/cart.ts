import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { ShopVariant } from './contract'
import { checkoutLimits, countryCurrency, timing, storageKeys, type Country, type Currency } from '@core/domain/constants'
import {
  allowedFor, availableFor, capQuantity, cartCount, cartCurrency, cartHandoff, cartTotal, decodeCartParam, encodeCartParam, hasVariant,
  isCartLine, lineCurrency, lineKey, sameLine, typedQuantity, withQuantity, type CartLimits, type CartLine, type HandoffEntry,
} from '@core/domain/cart'
import { pathTo, type RouteName } from '@core/platform/routes'
import { $country, setCountry } from '@core/platform/locale'
import { navigate } from '@core/platform/navigation'
import { persistentValue } from '@core/platform/storage'
import { siteAddress, type SiteLink } from '@core/platform/site-url'

/**
 * Units of a variant available right now (GET get_quantity_by_variant/{variantId}), or null when the
 * check could not be made. The cart never raises a quantity without one.
 */
export type StockCheck = (variantId: string) => Promise<number | null>

/** Why the cart refused a change. */
export type CartProblem = 'noVariant' | 'soldOut' | 'atStock' | 'atLimit' | 'stockUnknown' | 'otherCurrency'

/** What the cart tells the visitor after a change it capped or refused (shown by the drawer and the cart page). */
export type CartNotice =
  | { kind: 'capped'; line: string; modelName: string; available: number }
  /** Held to checkoutLimits: `max` of one phone (scope variant) or phones in all (scope order). */
  | { kind: 'limit'; line: string; modelName: string; scope: 'variant' | 'order'; max: number }
  | { kind: 'soldOut'; line: string; modelName: string }
  | { kind: 'stockUnknown'; line: string; modelName: string }
  | { kind: 'noVariant' }
  | { kind: 'otherCurrency'; currency: Currency }

export type CartOutcome = { ok: true; quantity: number; capped: boolean } | { ok: false; problem: CartProblem }

export interface CartOptions {
  /** The lines (the page's persisted list, or a plain atom in stories and tests). */
  $lines: WritableAtom<CartLine[]>
  stock: StockCheck
  /** The currency of lines stored without one: the visitor's country's. */
  currency?: () => Currency
  /** The checkout limits the cart previews (checkoutLimits; stories and tests of the stock cap may lift them). */
  limits?: CartLimits
}

/**
 * The cart's rules over a list of lines (shop-and-repair.md §4): adding raises a line by 1, minus stops
 * at 1, a typed quantity is its absolute value, and (Simu) no quantity ever rises above the live stock.
 */
export function createCart({ $lines, stock, currency = () => 'KES', limits = checkoutLimits }: CartOptions) {
  const $notice = atom<CartNotice | null>(null)
  /** The last known units available, by variant id (filled by every check). */
  const $stock = atom<Readonly<Record<string, number>>>({})
  /** Lines whose stock is being checked, by lineKey. */
  const $busy = atom<ReadonlySet<string>>(new Set())
  const $count: ReadableAtom<number> = computed($lines, cartCount)
  const $total: ReadableAtom<number> = computed($lines, cartTotal)
  // A typed quantity is absolute: an older check must not overwrite a newer change to the same line.
  const versions = new Map<string, number>()
  const bump = (key: string) => {
    const v = (versions.get(key) ?? 0) + 1
    versions.set(key, v)
    return v
  }
  const busyCounts = new Map<string, number>()
  const setBusy = (key: string, delta: number) => {
    const n = (busyCounts.get(key) ?? 0) + delta
    if (n > 0) busyCounts.set(key, n)
    else busyCounts.delete(key)
    $busy.set(new Set(busyCounts.keys()))
  }

  async function check(line: CartLine): Promise<number | null> {
    const key = lineKey(line)
    setBusy(key, 1)
    try {
      const n = await stock(line.variant._id).catch(() => null)
      if (n !== null) $stock.set({ ...$stock.get(), [line.variant._id]: Math.max(0, Math.floor(n)) })
      return n
    } finally {
      setBusy(key, -1)
    }
  }

  /** Sets a line to target(current quantity), capped at the live stock; a new line when it is not in the cart. */
  async function raise(line: CartLine, target: (current: number | undefined) => number, absolute: boolean): Promise<CartOutcome> {
    const key = lineKey(line)
    const version = bump(key)
    const units = await check(line)
    const lines = $lines.get()
    const current = lines.find((l) => sameLine(l, line))
    if (absolute && versions.get(key) !== version) return { ok: true, quantity: current?.variant.quantity ?? 0, capped: false }
    if (units === null) {
      $notice.set({ kind: 'stockUnknown', line: key, modelName: line.modelName })
      return { ok: false, problem: 'stockUnknown' }
    }
    const inStock = availableFor(lines, line, units)
    if (inStock <= 0) {
      $notice.set({ kind: 'soldOut', line: key, modelName: line.modelName })
      return { ok: false, problem: 'soldOut' }
    }
    // The checkout limits bind before the stock does: the server would refuse more anyway.
    const allowed = allowedFor(lines, line, limits)
    const byLimit = allowed.max < inStock
    const available = Math.min(inStock, allowed.max)
    const notice: CartNotice = byLimit
      ? { kind: 'limit', line: key, modelName: line.modelName, scope: allowed.scope, max: allowed.scope === 'variant' ? limits.unitsPerVariant : limits.unitsPerOrder }
      : { kind: 'capped', line: key, modelName: line.modelName, available }
    if (available <= 0) {
      // The other lines already fill an order: nothing is added or raised.
      $notice.set(notice)
      return { ok: false, problem: 'atLimit' }
    }
    const { quantity, capped } = capQuantity(target(current?.variant.quantity), available)
    if (capped && current?.variant.quantity === quantity) {
      // Already at the last unit (or the limit): nothing changes, and the visitor is told why.
      // A line above the cap (stock fell, or a cart from before the limits) is lowered below instead.
      $notice.set(notice)
      return { ok: false, problem: byLimit ? 'atLimit' : 'atStock' }
    }
    if (current) $lines.set(withQuantity(lines, current, quantity))
    else $lines.set([...lines, { ...line, variant: { ...line.variant, quantity } }])
    $notice.set(capped ? notice : null)
    return { ok: true, quantity, capped }
  }

  /** Adds one phone: a new line of 1, or the same variant and colour raised by 1 (at most the stock). */
  async function add(line: CartLine): Promise<CartOutcome> {
    if (!hasVariant(line)) {
      $notice.set({ kind: 'noVariant' })
      return { ok: false, problem: 'noVariant' }
    }
    // One cart is one country's order: prices in two currencies cannot be paid together.
    const held = cartCurrency($lines.get(), currency())
    if (held && held !== lineCurrency(line, currency())) {
      $notice.set({ kind: 'otherCurrency', currency: held })
      return { ok: false, problem: 'otherCurrency' }
    }
    return raise(line, (q) => (q ?? 0) + 1, false)
  }

  /**
   * Brings a line handed over from a partner page (importCartParam): the line holds at least `quantity`,
   * never more than the stock, and only in the cart's one currency. Taking the larger quantity rather than
   * the sum means the same hand-over twice (a reload, a second Checkout click) never doubles a line.
   */
  async function bring(line: CartLine, quantity: number): Promise<CartOutcome> {
    if (!hasVariant(line)) return { ok: false, problem: 'noVariant' }
    const held = cartCurrency($lines.get(), currency())
    if (held && held !== lineCurrency(line, currency())) return { ok: false, problem: 'otherCurrency' }
    return raise(line, (q) => Math.max(q ?? 0, typedQuantity(quantity)), false)
  }

  /** The plus control. */
  async function increase(line: CartLine): Promise<CartOutcome> {
    if (!$lines.get().some((l) => sameLine(l, line))) return { ok: false, problem: 'noVariant' }
    return raise(line, (q) => (q ?? 0) + 1, false)
  }

  /** The minus control: never below 1 (§5). */
  function decrease(line: CartLine): void {
    const current = $lines.get().find((l) => sameLine(l, line))
    if (!current || current.variant.quantity <= 1) return
    bump(lineKey(line))
    $lines.set(withQuantity($lines.get(), current, current.variant.quantity - 1))
    clearNoticeFor(lineKey(line))
  }

  /** The cart table's quantity field: the absolute value of what was typed, at most the stock. */
  async function setQuantity(line: CartLine, input: string | number): Promise<CartOutcome> {
    const q = typedQuantity(input)
    const current = $lines.get().find((l) => sameLine(l, line))
    if (!current) return { ok: false, problem: 'noVariant' }
    if (q <= current.variant.quantity) {
      bump(lineKey(line))
      $lines.set(withQuantity($lines.get(), current, q))
      clearNoticeFor(lineKey(line))
      return { ok: true, quantity: q, capped: false }
    }
    return raise(line, () => q, true)
  }

  function remove(line: CartLine): void {
    bump(lineKey(line))
    $lines.set($lines.get().filter((l) => !sameLine(l, line)))
    clearNoticeFor(lineKey(line))
  }

  function clear(): void {
    for (const l of $lines.get()) bump(lineKey(l))
    $lines.set([])
    $notice.set(null)
  }

  /**
   * Checks every line against the live stock (when the cart is opened): a line above what is left is
   * lowered to it; a line with nothing left stays, marked out of stock, for the visitor to remove.
   */
  async function refreshStock(): Promise<void> {
    const lines = $lines.get()
    const variants = [...new Set(lines.map((l) => l.variant._id))]
    const units = await Promise.all(variants.map((id) => check(lines.find((l) => l.variant._id === id)!)))
    const known = new Map(variants.map((id, i) => [id, units[i]]))
    let next = $lines.get()
    let notice: CartNotice | null = null
    for (const line of next) {
      const n = known.get(line.variant._id)
      if (n === null || n === undefined) continue
      const available = availableFor(next, line, n)
      if (available <= 0) {
        notice ??= { kind: 'soldOut', line: lineKey(line), modelName: line.modelName }
        continue
      }
      // A cart stored before the checkout limits (or brought from a partner's page) may hold more than checkout
      // takes: the lines above this one keep their place, so the limits are counted against them only.
      const allowed = allowedFor(next.slice(0, next.findIndex((l) => sameLine(l, line))), line, limits)
      const cap = Math.min(available, allowed.max)
      if (line.variant.quantity <= cap) continue
      next = cap >= 1 ? withQuantity(next, line, cap) : next.filter((l) => !sameLine(l, line))
      notice ??= cap < available
        ? { kind: 'limit', line: lineKey(line), modelName: line.modelName, scope: allowed.scope, max: allowed.scope === 'variant' ? limits.unitsPerVariant : limits.unitsPerOrder }
        : { kind: 'capped', line: lineKey(line), modelName: line.modelName, available }
    }
    if (next !== $lines.get()) $lines.set(next)
    if (notice) $notice.set(notice)
  }

  function clearNoticeFor(key: string) {
    const n = $notice.get()
    if (n && 'line' in n && n.line === key) $notice.set(null)
  }
  const dismissNotice = () => $notice.set(null)

  return { $lines, $count, $total, $notice, $stock, $busy, currency, add, bring, increase, decrease, setQuantity, remove, clear, refreshStock, dismissNotice }
}

export type Cart = ReturnType<typeof createCart>

/** Live stock from the API; a variant the shop no longer has (404) has none left. */
export const apiStock: StockCheck = async (variantId) => {
  const reply = await api('quantityByVariant', { params: { variantId } })
  if (reply.ok) return reply.data.quantity
  return reply.kind === 'server' && reply.status === 404 ? 0 : null
}

/** The cart, stored under simu.cartList (debounced 1000 ms) and shared by every widget and tab. */
export const $cart = persistentValue<CartLine[]>(
  storageKeys.cartList,
  [],
  (raw) => (Array.isArray(raw) ? raw.filter(isCartLine) : undefined),
  timing.cartPersistDebounceMs,
)

/** The page's one cart: every widget on the page imports this same instance. */
export const cart = createCart({ $lines: $cart, stock: apiStock, currency: () => countryCurrency[$country.get()] })

export const $cartCount = cart.$count
export const $cartTotal = cart.$total
export const $cartNotice = cart.$notice

/** Adds a phone (see Cart.add). Resolves to what happened, so a product page can say it. */
export const addToCart = (line: CartLine) => cart.add(line)
export const removeFromCart = (line: CartLine) => cart.remove(line)
export const setQuantity = (line: CartLine, quantity: string | number) => cart.setQuantity(line, quantity)
export const clearCart = () => cart.clear()

// ---------------------------------------------------------------- one cart, one country (issue 10)

const currencyCountry = Object.fromEntries(Object.entries(countryCurrency).map(([c, cur]) => [cur, c])) as Record<Currency, Country>

/** A cart priced in another country's currency than the page's: it is that country's order. */
export interface CartCountryConflict {
  cartCountry: Country
  cartCurrency: Currency
  /** The page's country now. */
  country: Country
  count: number
}

/** Set while a non-empty cart belongs to another country than the page's (the prompt to keep or empty it shows). */
export const $cartConflict: ReadableAtom<CartCountryConflict | null> = computed([$cart, $country], (lines, country) => {
  const held = cartCurrency(lines, countryCurrency[country])
  if (!held || lines.length === 0 || held === countryCurrency[country]) return null
  return { cartCountry: currencyCountry[held], cartCurrency: held, country, count: cartCount(lines) }
})

/**
 * Keep the cart and stay in its country: on the site the same page of that country opens (/tz/x becomes
 * /ke/x); a partner page only switches the widgets' country.
 */
export function keepCartCountry(): void {
  const conflict = $cartConflict.get()
  if (!conflict) return
  const loc = globalThis.location
  const onSite = typeof document !== 'undefined' && document.querySelector('[data-simu-site]') !== null
  const parts = loc?.pathname.split('/') ?? []
  setCountry(conflict.cartCountry)
  if (onSite && loc && countryCurrency[parts[1] as Country]) {
    parts[1] = conflict.cartCountry
    navigate(`${parts.join('/')}${loc.search}`)
  }
}

/** Empty the cart to shop in the page's country. */
export const emptyCartForCountry = () => cart.clear()

/** Whether the cart drawer is open: any widget (a product page's Add to cart) may open it. */
export const $cartOpen = atom(false)
export const openCart = () => $cartOpen.set(true)
export const closeCart = () => $cartOpen.set(false)

export { isSiteUrl, siteAddress, siteBase, siteTarget, siteUrlAttribute, type SiteLink } from '@core/platform/site-url'

/**
 * A link from the cart to a page of the full site (cart page, checkout, shop). From a page that is not
 * the site (a partner's), the cart page and checkout links carry the cart (`?cart=`, domain/cart.ts
 * encodeCartParam): the partner's localStorage is not the site's, and the site imports it on arrival.
 */
export function siteLink(route: RouteName, country: Country, siteUrl?: string, lines: readonly CartLine[] = []): SiteLink {
  const link = siteAddress(pathTo(route, { country }), siteUrl)
  const value = (route === 'cart' || route === 'checkout') && !link.sameOrigin ? encodeCartParam(lines) : ''
  return value ? { ...link, href: `${link.href}?${new URLSearchParams({ [cartHandoff.param]: value })}` } : link
}

/** Follows a site link: through the site's router on its own origin, otherwise a normal page load. */
export function followSiteLink(link: SiteLink): void {
  closeCart()
  if (link.sameOrigin) navigate(link.path)
  else globalThis.location.assign(link.href)
}

/** The phone an add-to-cart control offers: the model's priority variant (§4), as a cart line. */
export interface OfferedPhone {
  modelName: string
  image: string
  /** The line to add, or null when the model has no priority variant (then nothing can be added). */
  line: CartLine | null
  saleprice: number
  currency: Currency | null
  /** Units available of that variant when the product loaded. */
  quantity: number
}
export type OfferLoader = (modelId: string) => Promise<OfferedPhone | null>

/** The cart line for a shop variant of a model. */
export function lineOf(model: { _id: string; modelName: string; image: string }, v: ShopVariant): CartLine {
  return {
    modelName: model.modelName,
    modelId: model._id,
    modelImage: model.image,
    variant: { _id: v._id, quantity: 1, price: v.discounted, color: v.color, ram: v.ram, storage: v.storage, currency: v.currency },
  }
}

/** Loads a model's priority variant through GET get_single_product/{id}; null when it failed. */
export const apiOffer: OfferLoader = async (modelId) => {
  const reply = await api('singleProduct', { params: { id: modelId } })
  if (!reply.ok) return null
  const { details, image } = reply.data.inventory
  const priority = reply.data.variants.find((v) => v.priority)
  return {
    modelName: details.modelName,
    image,
    line: priority ? lineOf({ _id: details._id, modelName: details.modelName, image }, priority) : null,
    saleprice: priority?.saleprice ?? 0,
    currency: priority?.currency ?? null,
    quantity: priority?.quantity ?? 0,
  }
}

export interface AddToCartState {
  status: 'loading' | 'ready' | 'failed'
  phone: OfferedPhone | null
  adding: boolean
  /** What the last add did. */
  outcome: CartOutcome | null
}

/**
 * One add-to-cart control (<simu-add-to-cart>): loads the model's priority variant, adds it to the
 * page's cart (stock-checked) and opens the cart drawer on success.
 */
export function createAddToCart({ modelId, load = apiOffer, cart: target = cart, open = openCart }: {
  modelId: string
  load?: OfferLoader
  cart?: Cart
  open?: () => void
}) {
  const $state = atom<AddToCartState>({ status: 'loading', phone: null, adding: false, outcome: null })
  let latest = 0
  async function reload(): Promise<void> {
    const call = ++latest
    $state.set({ status: 'loading', phone: null, adding: false, outcome: null })
    const phone = await load(modelId).catch(() => null)
    if (call !== latest) return
    $state.set({ status: phone ? 'ready' : 'failed', phone, adding: false, outcome: null })
  }
  async function add(): Promise<CartOutcome | null> {
    const s = $state.get()
    if (s.status !== 'ready' || s.adding) return null
    $state.set({ ...s, adding: true, outcome: null })
    const outcome: CartOutcome = s.phone?.line ? await target.add(s.phone.line) : (target.$notice.set({ kind: 'noVariant' }), { ok: false, problem: 'noVariant' })
    $state.set({ ...$state.get(), adding: false, outcome })
    if (outcome.ok) open()
    return outcome
  }
  void reload()
  return { $state, $notice: target.$notice, reload, add }
}
export type AddToCart = ReturnType<typeof createAddToCart>

// ---------------------------------------------------------------- the cart hand-off (Simu)

/** A model as the hand-over reads it (GET get_single_product/{id}); 'gone' when the shop no longer has it, null when unreachable. */
export type ProductLoader = (modelId: string) => Promise<{ model: { _id: string; modelName: string; image: string }; variants: ShopVariant[] } | 'gone' | null>

export const apiProduct: ProductLoader = async (modelId) => {
  const reply = await api('singleProduct', { params: { id: modelId } })
  if (reply.ok) {
    const { details, image } = reply.data.inventory
    return { model: { _id: details._id, modelName: details.modelName, image }, variants: reply.data.variants }
  }
  return reply.kind === 'server' && (reply.status === 404 || reply.status === 400) ? 'gone' : null
}

/** Why a handed-over line is not in the cart as asked. */
export type ImportProblem = 'soldOut' | 'gone' | 'capped' | 'limit' | 'otherCurrency' | 'unreachable'

/** What the hand-over did, for the notice on the cart and checkout pages. */
export interface CartImport {
  status: 'importing' | 'done'
  /** Phones (units) now in the cart from the hand-over. */
  added: number
  /** The partner's host the shopper came from, when the browser says (the referrer). */
  from?: string
  /** Lines not added, or added with fewer phones (capped: `available` were left). */
  problems: { name: string; problem: ImportProblem; available?: number }[]
}

/** The last hand-over on this page (null: none). */
export const $cartImport = atom<CartImport | null>(null)
export const dismissCartImport = () => $cartImport.set(null)

const imports = new Map<string, Promise<CartImport | null>>()

/** The partner's host from the referrer, when it is another site than this one. */
function partnerHost(referrer: string | undefined): string | undefined {
  try {
    const from = new URL(referrer ?? '')
    return from.origin !== globalThis.location?.origin && /^https?:$/.test(from.protocol) ? from.host : undefined
  } catch {
    return undefined
  }
}

/** This page's address without the `cart` parameter, so a reload does not bring the cart again. */
function dropParam(): void {
  const loc = globalThis.location
  if (!loc || !globalThis.history) return
  const url = new URL(loc.href)
  if (!url.searchParams.has(cartHandoff.param)) return
  url.searchParams.delete(cartHandoff.param)
  globalThis.history.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * The site's cart and checkout pages take the cart a partner page handed over (`?cart=`, see siteLink):
 * each line is rebuilt from the server (its price in this country's currency, its name and image; the
 * link carries ids only), added under the cart's rules (stock cap, one currency), and the parameter is
 * removed from the address. Once per parameter value on a page; null when there is nothing to import.
 * The parameter stays only when nothing could be reached (offline), so a reload can try again.
 */
export function importCartParam(
  search: string | URLSearchParams,
  options: { cart?: Cart; load?: ProductLoader; referrer?: string } = {},
): Promise<CartImport | null> {
  const value = new URLSearchParams(search).get(cartHandoff.param)
  if (value === null) return Promise.resolve(null)
  const known = imports.get(value)
  if (known) return known
  const run = runImport(decodeCartParam(value), options)
  imports.set(value, run)
  return run
}

async function runImport(
  entries: HandoffEntry[],
  { cart: target = cart, load = apiProduct, referrer = globalThis.document?.referrer }: { cart?: Cart; load?: ProductLoader; referrer?: string },
): Promise<CartImport | null> {
  const from = partnerHost(referrer)
  if (entries.length === 0) {
    dropParam()
    return null
  }
  $cartImport.set({ status: 'importing', added: 0, from, problems: [] })
  const models = [...new Set(entries.map((e) => e.modelId))]
  const loaded = await Promise.all(models.map((id) => load(id).catch(() => null)))
  const byModel = new Map(models.map((id, i) => [id, loaded[i]]))
  const result: CartImport = { status: 'done', added: 0, from, problems: [] }
  let unreachable = 0
  // One after another: each line's stock cap counts what the lines before it took.
  for (const entry of entries) {
    const product = byModel.get(entry.modelId)
    if (!product) {
      unreachable++
      result.problems.push({ name: entry.modelId, problem: 'unreachable' })
      continue
    }
    const variant = product === 'gone' ? undefined : product.variants.find((v) => v._id === entry.variantId && v.color.id === entry.colorId)
    if (product === 'gone' || !variant) {
      result.problems.push({ name: product === 'gone' ? entry.modelId : product.model.modelName, problem: 'gone' })
      continue
    }
    const line = lineOf(product.model, variant)
    const outcome = await target.bring(line, entry.quantity)
    const held = target.$lines.get().find((l) => sameLine(l, line))?.variant.quantity ?? 0
    // The cart's notice tells a checkout limit (issue 9) from the stock.
    const capped = target.$notice.get()?.kind === 'limit' ? 'limit' : 'capped'
    if (outcome.ok) {
      result.added += outcome.quantity
      if (outcome.capped) result.problems.push({ name: line.modelName, problem: capped, available: outcome.quantity })
    } else if (outcome.problem === 'atStock' || outcome.problem === 'atLimit') {
      result.added += held
      result.problems.push({ name: line.modelName, problem: capped, available: held })
    } else if (outcome.problem === 'stockUnknown') {
      unreachable++
      result.problems.push({ name: line.modelName, problem: 'unreachable' })
    } else {
      result.problems.push({ name: line.modelName, problem: outcome.problem === 'otherCurrency' ? 'otherCurrency' : 'soldOut' })
    }
  }
  // The hand-over's own notice says it all: no second message about the last line.
  target.dismissNotice()
  if (unreachable < entries.length) dropParam()
  $cartImport.set(result)
  return result
}
