/**
 * Cart rules (shop-and-repair.md §3-4): one line per variant, totals, stock caps. The spec's lines are
 * unique by variant id plus colour, and a variant has one colour (shop_variants.color_id): the variant id
 * is the key, as the server's confirm_order counts it. A colour label never splits a variant in two.
 */
import { checkoutLimits, currencies, type Currency } from './constants'

export interface CartColor {
  id: string
  value: string
  label: string
}
export interface CartLine {
  modelName: string
  modelId: string
  modelImage: string
  variant: {
    _id: string
    quantity: number
    /** The price of one phone, in `currency`. */
    price: number
    color: CartColor
    ram: number
    storage: number
    /**
     * Simu: the currency of `price`. Simu sells in three countries, so a line shows its own currency
     * rather than the spec's fixed Ksh (§9). Optional only for lines stored before it existed: those
     * read as the visitor's country's currency.
     */
    currency?: Currency
  }
}

/** The same line: the same variant (its colour is the variant's own). */
export const sameLine = (a: CartLine, b: CartLine) => a.variant._id === b.variant._id
/** A stable key for a line (React keys, busy flags, notices): its variant id. */
export const lineKey = (l: CartLine) => l.variant._id

/** Lines stored before the cart was keyed by variant alone: two lines of one variant become one (quantities added). */
export function oneLinePerVariant(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>()
  for (const l of lines) {
    const held = merged.get(l.variant._id)
    merged.set(l.variant._id, held ? { ...held, variant: { ...held.variant, quantity: held.variant.quantity + l.variant.quantity } } : l)
  }
  return merged.size === lines.length ? [...lines] : [...merged.values()]
}

/** Nothing is added without a variant (§4: 'Without a priority variant nothing is added'). */
export const hasVariant = (l: CartLine | null | undefined): l is CartLine => typeof l?.variant?._id === 'string' && l.variant._id.trim() !== ''

/** The lines with `line`'s quantity set to `quantity` (at least 1). */
export function withQuantity(lines: readonly CartLine[], line: CartLine, quantity: number): CartLine[] {
  const q = Math.max(1, Math.trunc(quantity))
  return lines.map((l) => (sameLine(l, line) && l.variant.quantity !== q ? { ...l, variant: { ...l.variant, quantity: q } } : l))
}

/** The typed quantity as the cart table takes it: its absolute value, at least 1, a whole number. */
export function typedQuantity(input: string | number): number {
  const n = Math.abs(Math.trunc(Number(input)))
  return Number.isFinite(n) && n >= 1 ? n : 1
}

/** How many of a variant a line may hold when `stock` units are available (its one line holds them all). */
export const availableFor = (stock: number): number => Math.max(0, Math.floor(stock))

/**
 * How many of `line` the checkout limits let the cart hold (Simu, issue 9): at most
 * checkoutLimits.unitsPerVariant of its variant and
 * checkoutLimits.unitsPerOrder phones in all. `scope` names the cap that binds.
 */
export interface CartLimits { unitsPerVariant: number; unitsPerOrder: number }

export function allowedFor(lines: readonly CartLine[], line: CartLine, limits: CartLimits = checkoutLimits): { max: number; scope: 'variant' | 'order' } {
  const others = lines.filter((l) => !sameLine(l, line))
  const byVariant = limits.unitsPerVariant
  const byOrder = limits.unitsPerOrder - cartCount(others)
  return byVariant <= byOrder ? { max: Math.max(0, byVariant), scope: 'variant' } : { max: Math.max(0, byOrder), scope: 'order' }
}

/** The wanted quantity capped at what is available; `capped` says the cap cut it. */
export function capQuantity(wanted: number, available: number): { quantity: number; capped: boolean } {
  return wanted > available ? { quantity: available, capped: true } : { quantity: wanted, capped: false }
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.variant.quantity, 0)
export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.variant.price * l.variant.quantity, 0)
export const lineTotal = (l: CartLine) => l.variant.price * l.variant.quantity

/** The currency of a line: its own, else `fallback` (the visitor's country's, for older stored lines). */
export const lineCurrency = (l: CartLine, fallback: Currency): Currency => l.variant.currency ?? fallback

/** The one currency the cart is priced in (its first line's), or undefined for an empty cart. */
export const cartCurrency = (lines: readonly CartLine[], fallback: Currency): Currency | undefined =>
  lines[0] ? lineCurrency(lines[0], fallback) : undefined

export function isCartLine(v: unknown): v is CartLine {
  const l = v as CartLine
  return (
    typeof l?.modelId === 'string' &&
    typeof l.modelName === 'string' &&
    typeof l.variant?._id === 'string' &&
    Number.isInteger(l.variant.quantity) &&
    l.variant.quantity > 0 &&
    typeof l.variant.price === 'number' &&
    typeof l.variant.color?.id === 'string' &&
    (l.variant.currency === undefined || currencies.includes(l.variant.currency))
  )
}

// ---------------------------------------------------------------- the cart hand-off (Simu)

/**
 * A partner page keeps its cart in the partner origin's localStorage, which Simu's site cannot read. So a
 * link from a partner page to the site's cart or checkout carries the cart in the URL: `?cart=` with one
 * `modelId.variantId.colorId.quantity` entry per line, joined by `~`. Only ids and quantities travel:
 * the site asks the server for names, prices and images, so a link can never set a price.
 */
export const cartHandoff = {
  param: 'cart',
  /** More lines than any real cart; a longer list is cut there. */
  maxLines: 50,
  /** Units of one line a link may ask for (the stock caps it again on import). */
  maxQuantity: 99,
  /** Longer parameters are refused whole: well under every browser's and server's URL limit. */
  maxLength: 4000,
} as const

/** One line of a handed-over cart: ids and quantity only. */
export interface HandoffEntry {
  modelId: string
  variantId: string
  colorId: string
  quantity: number
}

/** An id as the contract takes it (1-80 characters), without control characters or surrounding spaces. */
const validId = (id: string) => id.length >= 1 && id.length <= 80 && id.trim() === id && !/[\u0000-\u001f\u007f]/.test(id)
// '.' and '~' separate fields and lines, so they (and '%') are escaped inside an id; plain ids stay readable.
const escapeId = (id: string) => encodeURIComponent(id).replace(/\./g, '%2E').replace(/~/g, '%7E')
const unescapeId = (s: string): string | null => {
  try {
    const id = decodeURIComponent(s)
    return validId(id) ? id : null
  } catch {
    return null
  }
}

/** The cart as the `cart` parameter's value ('' for an empty cart): at most maxLines lines and maxLength characters. */
export function encodeCartParam(lines: readonly CartLine[]): string {
  let out = ''
  let count = 0
  for (const l of lines) {
    if (count >= cartHandoff.maxLines) break
    if (!validId(l.modelId) || !validId(l.variant._id) || !validId(l.variant.color.id)) continue
    const quantity = Math.min(cartHandoff.maxQuantity, Math.max(1, Math.trunc(l.variant.quantity)))
    const entry = [escapeId(l.modelId), escapeId(l.variant._id), escapeId(l.variant.color.id), String(quantity)].join('.')
    const next = out ? `${out}~${entry}` : entry
    // A line that would not fit is left out rather than cut in half.
    if (next.length > cartHandoff.maxLength) break
    out = next
    count++
  }
  return out
}

/**
 * The entries of a `cart` parameter. Malformed entries are skipped, the same line twice is one line
 * with the quantities added (at most maxQuantity), and a parameter longer than maxLength gives nothing.
 */
export function decodeCartParam(value: string | null | undefined): HandoffEntry[] {
  if (!value || value.length > cartHandoff.maxLength) return []
  const entries: HandoffEntry[] = []
  for (const raw of value.split('~')) {
    if (entries.length >= cartHandoff.maxLines) break
    const parts = raw.split('.')
    if (parts.length !== 4 || !/^\d{1,3}$/.test(parts[3]!)) continue
    const [modelId, variantId, colorId] = parts.slice(0, 3).map(unescapeId)
    const quantity = Number(parts[3])
    if (!modelId || !variantId || !colorId || quantity < 1) continue
    const same = entries.find((e) => e.variantId === variantId && e.colorId === colorId)
    if (same) same.quantity = Math.min(cartHandoff.maxQuantity, same.quantity + quantity)
    else entries.push({ modelId, variantId, colorId, quantity: Math.min(cartHandoff.maxQuantity, quantity) })
  }
  return entries
}
