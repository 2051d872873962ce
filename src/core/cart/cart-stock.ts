/** The live stock the cart is held to (§4, Simu): checks by variant, the busy lines, and what a line may still hold. */
import { atom } from 'nanostores'
import { api } from '@core/platform/api/client'
import { allowedFor, availableFor, lineKey, sameLine, withQuantity, type CartLimits, type CartLine } from '@core/domain/cart'
import type { CartNotice } from './cart-notice'

/**
 * Units of a variant available right now (GET get_quantity_by_variant/{variantId}), or null when the
 * check could not be made. The cart never raises a quantity without one.
 */
export type StockCheck = (variantId: string) => Promise<number | null>

/** Live stock from the API; a variant the shop no longer has (404) has none left. */
export const apiStock: StockCheck = async (variantId) => {
  const reply = await api('quantityByVariant', { params: { variantId } })
  if (reply.ok) return reply.data.quantity
  return reply.kind === 'server' && reply.status === 404 ? 0 : null
}

/**
 * The stock checks of one cart: the last known units by variant, the lines being checked, and a version
 * per line so an older check never overwrites a newer change (a typed quantity is absolute).
 */
export function createStockChecks(stock: StockCheck) {
  /** The last known units available, by variant id (filled by every check). */
  const $stock = atom<Readonly<Record<string, number>>>({})
  /** Lines whose stock is being checked, by lineKey. */
  const $busy = atom<ReadonlySet<string>>(new Set())
  const versions = new Map<string, number>()
  const busyCounts = new Map<string, number>()
  const setBusy = (key: string, delta: number) => {
    const n = (busyCounts.get(key) ?? 0) + delta
    if (n > 0) busyCounts.set(key, n)
    else busyCounts.delete(key)
    $busy.set(new Set(busyCounts.keys()))
  }
  /** A change to the line: answers its version. */
  const bump = (key: string) => {
    const v = (versions.get(key) ?? 0) + 1
    versions.set(key, v)
    return v
  }
  const isLatest = (key: string, version: number) => versions.get(key) === version
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
  return { $stock, $busy, bump, isLatest, check }
}

/** The notice for a line held back: by a checkout limit, or by the stock. */
export function heldNotice(line: CartLine, allowed: { scope: 'variant' | 'order' }, byLimit: boolean, available: number, limits: CartLimits): CartNotice {
  return byLimit
    ? { kind: 'limit', line: lineKey(line), modelName: line.modelName, scope: allowed.scope, max: allowed.scope === 'variant' ? limits.unitsPerVariant : limits.unitsPerOrder }
    : { kind: 'capped', line: lineKey(line), modelName: line.modelName, available }
}

/**
 * The lines against the live stock (`known` units by variant; null: unknown): a line above what is left is
 * lowered to it; a line with nothing left stays, marked out of stock, for the visitor to remove.
 */
export function stockCorrections(lines: CartLine[], known: ReadonlyMap<string, number | null | undefined>, limits: CartLimits): { next: CartLine[]; notice: CartNotice | null } {
  let next = lines
  let notice: CartNotice | null = null
  for (const line of next) {
    const n = known.get(line.variant._id)
    if (n === null || n === undefined) continue
    const available = availableFor(n)
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
    notice ??= heldNotice(line, allowed, cap < available, available, limits)
  }
  return { next, notice }
}

/** A line against the last known stock: what is left of its variant, sold out, or at the last unit. */
export function lineStock(stock: Readonly<Record<string, number>>, line: CartLine) {
  const units = stock[line.variant._id]
  const available = units === undefined ? undefined : availableFor(units)
  return {
    available,
    soldOut: available === 0,
    atCap: available !== undefined && available > 0 && line.variant.quantity >= available,
  }
}
