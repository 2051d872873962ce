/**
 * The order being placed or paid, kept with the cart in localStorage (issue 10), so a reload or a second
 * tab returns to its payment screen and Place Order with the same cart never holds a second phone: the
 * Idempotency-Key survives a reload, and the order id once the server answered. Cleared when it settles.
 * Also the sign-in Place Order asked for, so the order goes on once signed in (kept for the tab).
 */
import type { CartLine } from '@core/domain/cart'
import { $auth } from '@core/account'
import { $signInRequest } from '@core/account'
import { persistentValue } from '@core/platform/storage'

export interface PendingOrder {
  /** The Idempotency-Key sent with this body. */
  key: string
  /** A digest of the confirm_order body the key was made for (no personal data in localStorage). */
  body: string
  /** The cart the order was placed for (variant, colour, quantity of each line). */
  cart: string
  orderId?: string
}
const isPendingOrder = (v: unknown): v is PendingOrder => {
  const o = v as Partial<PendingOrder> | null
  return !!o && typeof o === 'object' && typeof o.key === 'string' && /^[\w:.-]{1,200}$/.test(o.key) && typeof o.body === 'string' && typeof o.cart === 'string'
    && (o.orderId === undefined || (typeof o.orderId === 'string' && /^[\w-]{1,80}$/.test(o.orderId)))
}
export const $pendingOrder = persistentValue<PendingOrder | null>('simu.pendingOrder', null, (raw) => (raw === null ? null : isPendingOrder(raw) ? raw : undefined))

/** The cart as an order sees it: which variants, colours and quantities (not prices or names). */
export const cartSignature = (lines: readonly CartLine[]) =>
  lines.map((l) => `${l.variant._id}/${l.variant.color.id}/${l.variant.quantity}`).sort().join(',')

/** FNV-1a, twice with different seeds: equality of two bodies, not secrecy. */
export function digest(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193) >>> 0
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0
  }
  return `${a.toString(16)}${b.toString(16)}`
}

/** Place Order asked for a sign-in: once signed in, the order goes on (issue 10), for this long at most. */
const continueKey = 'simu.placeAfterSignIn'
const continueMs = 15 * 60_000

export function askedToContinue(): void {
  try {
    globalThis.sessionStorage?.setItem(continueKey, String(Date.now()))
  } catch {
    // Private mode: the page's own state still carries on.
  }
}

/** Whether a Place Order asked for the sign-in lately; forgets the request either way. */
export function takeContinue(): boolean | null {
  let asked: number
  try {
    asked = Number(globalThis.sessionStorage?.getItem(continueKey) ?? null)
  } catch {
    return null
  }
  if (!asked) return null
  forgetContinue()
  return Date.now() - asked <= continueMs
}

function forgetContinue(): void {
  try {
    globalThis.sessionStorage?.removeItem(continueKey)
  } catch {
    // nothing kept
  }
}

// A drawer closed without signing in drops the request: a later sign-in elsewhere places nothing.
$signInRequest.listen((request) => {
  if (request === null && !$auth.get()) forgetContinue()
})
