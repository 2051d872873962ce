/**
 * The cart's rules over a list of lines (shop-and-repair.md §4): adding raises a line by 1, minus stops
 * at 1, a typed quantity is its absolute value, and (Simu) no quantity ever rises above the live stock.
 * One line per variant (domain/cart.ts sameLine), as the server counts an order. The page's one cart is
 * page-cart.ts; the stock checks are cart-stock.ts.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores'
import { checkoutLimits, type Currency } from '@core/domain/constants'
import {
  allowedFor, availableFor, capQuantity, cartCount, cartCurrency, cartTotal, hasVariant, lineCurrency, lineKey, sameLine, typedQuantity, withQuantity,
  type CartLimits, type CartLine,
} from '@core/domain/cart'
import type { CartNotice, CartOutcome, CartProblem } from './cart-notice'
import { createCartEvents } from './cart-events'
import { createStockChecks, heldNotice, stockCorrections, type StockCheck } from './cart-stock'

export type { CartNotice, CartOutcome, CartProblem } from './cart-notice'
export type { StockCheck } from './cart-stock'

export interface CartOptions {
  /** The lines (the page's persisted list, or a plain atom in stories and tests). */
  $lines: WritableAtom<CartLine[]>
  stock: StockCheck
  /** The currency of lines stored without one: the visitor's country's. */
  currency?: () => Currency
  /** The checkout limits the cart previews (checkoutLimits; stories and tests of the stock cap may lift them). */
  limits?: CartLimits
}

type Checks = ReturnType<typeof createStockChecks>
type Notices = WritableAtom<CartNotice | null>

/** Sets a line to target(current quantity), capped at the live stock and the limits; a new line when it is not in the cart. */
function createRaise($lines: WritableAtom<CartLine[]>, $notice: Notices, checks: Checks, limits: CartLimits) {
  const refuse = (notice: CartNotice, problem: CartProblem): CartOutcome => {
    $notice.set(notice)
    return { ok: false, problem }
  }
  return async function raise(line: CartLine, target: (current: number | undefined) => number, absolute: boolean): Promise<CartOutcome> {
    const key = lineKey(line)
    const version = checks.bump(key)
    const units = await checks.check(line)
    const lines = $lines.get()
    const current = lines.find((l) => sameLine(l, line))
    if (absolute && !checks.isLatest(key, version)) return { ok: true, quantity: current?.variant.quantity ?? 0, capped: false }
    if (units === null) return refuse({ kind: 'stockUnknown', line: key, modelName: line.modelName }, 'stockUnknown')
    const inStock = availableFor(units)
    if (inStock <= 0) return refuse({ kind: 'soldOut', line: key, modelName: line.modelName }, 'soldOut')
    // The checkout limits bind before the stock does: the server would refuse more anyway.
    const allowed = allowedFor(lines, line, limits)
    const byLimit = allowed.max < inStock
    const available = Math.min(inStock, allowed.max)
    const notice = heldNotice(line, allowed, byLimit, available, limits)
    // The other lines already fill an order: nothing is added or raised.
    if (available <= 0) return refuse(notice, 'atLimit')
    const { quantity, capped } = capQuantity(target(current?.variant.quantity), available)
    // Already at the last unit (or the limit): nothing changes, and the visitor is told why.
    // A line above the cap (stock fell, or a cart from before the limits) is lowered below instead.
    if (capped && current?.variant.quantity === quantity) return refuse(notice, byLimit ? 'atLimit' : 'atStock')
    if (current) $lines.set(withQuantity(lines, current, quantity))
    else $lines.set([...lines, { ...line, variant: { ...line.variant, quantity } }])
    $notice.set(capped ? notice : null)
    return { ok: true, quantity, capped }
  }
}

/** The changes that never raise a quantity (no stock check): minus, a lower typed quantity, remove, clear. */
function createLowering($lines: WritableAtom<CartLine[]>, $notice: Notices, checks: Checks) {
  function clearNoticeFor(key: string) {
    const n = $notice.get()
    if (n && 'line' in n && n.line === key) $notice.set(null)
  }
  /** Sets the line, counted as the line's latest change. */
  function lower(line: CartLine, next: CartLine[]) {
    checks.bump(lineKey(line))
    $lines.set(next)
    clearNoticeFor(lineKey(line))
  }
  /** The minus control: never below 1 (§5). */
  function decrease(line: CartLine): void {
    const current = $lines.get().find((l) => sameLine(l, line))
    if (!current || current.variant.quantity <= 1) return
    lower(line, withQuantity($lines.get(), current, current.variant.quantity - 1))
  }
  const remove = (line: CartLine): void => lower(line, $lines.get().filter((l) => !sameLine(l, line)))
  function clear(): void {
    for (const l of $lines.get()) checks.bump(lineKey(l))
    $lines.set([])
    $notice.set(null)
  }
  return { lower, decrease, remove, clear }
}

export function createCart({ $lines, stock, currency = () => 'KES', limits = checkoutLimits }: CartOptions) {
  const $notice = atom<CartNotice | null>(null)
  const $count: ReadableAtom<number> = computed($lines, cartCount)
  const $total: ReadableAtom<number> = computed($lines, cartTotal)
  const checks = createStockChecks(stock)
  const raise = createRaise($lines, $notice, checks, limits)
  const { lower, decrease, remove, clear } = createLowering($lines, $notice, checks)
  /** The cart's one currency: a line in another is refused (one cart is one country's order). */
  const otherCurrency = (line: CartLine): Currency | null => {
    const held = cartCurrency($lines.get(), currency())
    return held && held !== lineCurrency(line, currency()) ? held : null
  }

  /** Adds one phone: a new line of 1, or the same variant raised by 1 (at most the stock). */
  async function add(line: CartLine): Promise<CartOutcome> {
    if (!hasVariant(line)) {
      $notice.set({ kind: 'noVariant' })
      return { ok: false, problem: 'noVariant' }
    }
    const held = otherCurrency(line)
    if (held) {
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
    if (otherCurrency(line)) return { ok: false, problem: 'otherCurrency' }
    return raise(line, (q) => Math.max(q ?? 0, typedQuantity(quantity)), false)
  }

  /** The plus control. */
  async function increase(line: CartLine): Promise<CartOutcome> {
    if (!$lines.get().some((l) => sameLine(l, line))) return { ok: false, problem: 'noVariant' }
    return raise(line, (q) => (q ?? 0) + 1, false)
  }

  /** The cart table's quantity field: the absolute value of what was typed, at most the stock. */
  async function setQuantity(line: CartLine, input: string | number): Promise<CartOutcome> {
    const q = typedQuantity(input)
    const current = $lines.get().find((l) => sameLine(l, line))
    if (!current) return { ok: false, problem: 'noVariant' }
    if (q > current.variant.quantity) return raise(line, () => q, true)
    lower(line, withQuantity($lines.get(), current, q))
    return { ok: true, quantity: q, capped: false }
  }

  /** Checks every line against the live stock (when the cart is opened): see stockCorrections. */
  async function refreshStock(): Promise<void> {
    const lines = $lines.get()
    const variants = [...new Set(lines.map((l) => l.variant._id))]
    const units = await Promise.all(variants.map((id) => checks.check(lines.find((l) => l.variant._id === id)!)))
    const { next, notice } = stockCorrections($lines.get(), new Map(variants.map((id, i) => [id, units[i]])), limits)
    if (next !== $lines.get()) $lines.set(next)
    if (notice) $notice.set(notice)
  }

  const dismissNotice = () => $notice.set(null)
  const { $stock, $busy } = checks
  // The page hears of the cart through one of its widgets (cart-events.ts): offer(), and snapshot() to read it.
  const { offer, snapshot } = createCartEvents($lines, currency)
  return { $lines, $count, $total, $notice, $stock, $busy, currency, add, bring, increase, decrease, setQuantity, remove, clear, refreshStock, dismissNotice, offer, snapshot }
}

export type Cart = ReturnType<typeof createCart>
