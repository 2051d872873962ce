/**
 * Place Order (shop-and-repair.md §2 Checkout, §7; issue 10): checks the form, sends a signed-out shopper
 * through the sign-in drawer (the order goes on once signed in), then confirm_order once per
 * Idempotency-Key. A refusal is the failure panel, or (a phone that ran out) an updated cart.
 */
import { api } from '@core/platform/api/client'
import { serverText } from '@core/platform/message'
import type { CartLine } from '@core/domain/cart'
import { lineCurrency, sameLine } from '@core/domain/cart'
import { newIdempotencyKey, shippingOf } from '@core/domain/checkout'
import { countryCurrency } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { $auth } from '@core/account'
import { $signInRequest, openSignIn } from '@core/account'
import { checkEmail, checkPhone } from '@core/account'
import { $cart, $cartConflict, cart as pageCart } from '@core/cart'
import type { OrderDetails } from './contract'
import type { createForm } from './form'
import type { createPayment } from './payment'
import { $pendingOrder, askedToContinue, cartSignature, digest, takeContinue } from './pending-order'
import { assign, placeOrderBlock, serverOr, totalsOf, type CheckoutContext, type CheckoutState } from './state'
import { currentPath, onPartnerPage } from '@core/platform/host'

type Refusal = { kind: 'network' | 'server'; message: string; status?: number }

/** The confirm_order body: prices are the server's, but the currency and total are the ones on screen. */
function orderBody(s: CheckoutState, lines: readonly CartLine[], userId: string, country: CheckoutContext['country']) {
  const { count, total } = totalsOf(s, lines)
  // Lipa Later pays from the phone it verified; M-Pesa and cash orders name the shopper's phone.
  const phone = checkPhone(s.payment === 'lipalater' ? s.lipa.phone : s.phone, country())
  const email = checkEmail(s.email)
  if (!('phone' in phone) || !('email' in email)) return null
  const fallback = countryCurrency[country()]
  return {
    shipping: shippingOf(s.deliveryMethod, s.address),
    paymentMethod: {
      method: s.payment,
      phone: phone.phone,
      email: email.email,
      clientName: s.name.trim(),
      ...(s.payment === 'lipalater' ? { id_number: s.lipa.idNumber.trim() } : {}),
      ...(s.payment === 'cash' ? { code: s.cash.code.trim() } : {}),
    },
    cart: lines.map((l) => ({ modelId: l.modelId, variant: { _id: l.variant._id, quantity: l.variant.quantity, color: l.variant.color.id, currency: lineCurrency(l, fallback) } })),
    alerts: s.alerts,
    userId,
    total,
    ...(s.coupon.applied ? { code: s.coupon.applied.code, hasCoupon: true, coupon_quantity: count } : { hasCoupon: false }),
  }
}

/** After a 409: reads the live stock of every line, removes the sold-out ones and lowers the rest. Null when nothing ran out. */
async function updateCartStock(text: string): Promise<CheckoutState['stockConflict'] | null> {
  const before = $cart.get()
  await pageCart.refreshStock()
  const stock = pageCart.$stock.get()
  const wanted = (variantId: string) => before.filter((l) => l.variant._id === variantId).reduce((n, l) => n + l.variant.quantity, 0)
  // Only the stock counts here: a line the checkout limits lowered is the limit's refusal, told as such.
  const short = before.filter((l) => stock[l.variant._id] !== undefined && stock[l.variant._id]! < wanted(l.variant._id))
  const removed = short.filter((l) => stock[l.variant._id] === 0)
  for (const l of removed) pageCart.remove(l)
  const lowered = short.filter((l) => stock[l.variant._id]! > 0 && $cart.get().some((a) => sameLine(a, l)))
  pageCart.dismissNotice()
  if (removed.length === 0 && lowered.length === 0) return null
  return { text, removed: removed.map((l) => l.modelName), lowered: lowered.map((l) => l.modelName) }
}

/** Where the sign-in drawer returns: the site's checkout, or the partner's own page that embeds the widget. */
function checkoutPath(country: CheckoutContext['country']) {
  const here = currentPath()
  if (onPartnerPage() && here) return here
  return pathTo('checkout', { country: country() })
}

export function createPlaceOrder(ctx: CheckoutContext, form: ReturnType<typeof createForm>, payment: ReturnType<typeof createPayment>, resume: () => Promise<boolean>) {
  const { $state, country } = ctx
  const get = () => $state.get()

  /** A refused order: a phone that ran out updates the cart and says so; anything else is the failure panel. */
  async function refused(r: Refusal, s: CheckoutState): Promise<null> {
    if (r.kind === 'server' && r.status === 401) $auth.set(null)
    if (r.kind === 'server' && r.status === 409) {
      const conflict = await updateCartStock(r.message)
      if (conflict) {
        assign($state, { submitting: false, stockConflict: conflict })
        return null
      }
    }
    // A Lipa Later order the server refused without words is an authorization failure (§8).
    const fallback = s.payment === 'lipalater' ? serverOr(r.message, 'checkout.lipaLater.authError') : serverText(r.message)
    assign($state, { submitting: false, paymentFailed: r.kind === 'server' && r.status === 402, orderFailure: r.kind === 'network' ? { code: 'network', key: 'common.networkError' } : fallback })
    return null
  }

  /** confirm_order with the key held for this body: the same body keeps its key across reloads and tabs. */
  async function confirm(s: CheckoutState, lines: readonly CartLine[], auth: NonNullable<ReturnType<typeof $auth.get>>): Promise<OrderDetails | null> {
    const body = orderBody(s, lines, auth.user._id, country)
    if (!body) return null
    const hash = digest(JSON.stringify(body))
    const held = $pendingOrder.get()
    const key = held && held.body === hash ? held.key : newIdempotencyKey()
    $pendingOrder.set({ key, body: hash, cart: cartSignature(lines), ...(held?.key === key && held.orderId ? { orderId: held.orderId } : {}) })
    assign($state, { submitting: true, attempts: s.attempts + 1, orderFailure: undefined, paymentFailed: undefined, stockConflict: undefined })
    const r = await api('confirmOrder', { body, token: auth.token, headers: { 'Idempotency-Key': key } })
    if (!r.ok) return refused(r, s)
    const placed = r.data.order
    $state.setKey('submitting', false)
    if (placed.status === 'paid' || placed.payment.state === 'paid' || placed.paymentMethod !== 'mpesa') {
      payment.finish(placed._id)
      return placed
    }
    $pendingOrder.set({ key, body: hash, cart: cartSignature(lines), orderId: placed._id })
    $state.setKey('stage', payment.stageOf(placed, s.phone))
    return placed
  }

  /**
   * Place Order. The same cart with a pending order goes back to that order's payment screen instead of
   * holding a second phone. Answers the placed order.
   */
  async function placeOrder(): Promise<OrderDetails | null> {
    const s = get()
    const lines = $cart.get()
    if (placeOrderBlock(s, lines) || $cartConflict.get()) return null
    if (!form.validate()) return null
    const auth = $auth.get()
    if (!auth) {
      askedToContinue()
      openSignIn({ kind: 'shop', next: checkoutPath(country) })
      return null
    }
    if (await resume()) return get().stage?.order ?? null
    return confirm(s, lines, auth)
  }

  /** After a sign-in that Place Order asked for: the order goes on, with the form as it was. */
  async function continueAfterSignIn(): Promise<OrderDetails | null> {
    // Signed in is not done: the drawer may still ask for the sign-up details, and then goes to its next page.
    if (!$auth.get() || $signInRequest.get() !== null) return null
    if (takeContinue() !== true || get().stage || get().done) return null
    return placeOrder()
  }

  /** Back to the form from the order failure panel (the attempt counter stays). */
  const dismissFailure = () => assign($state, { orderFailure: undefined, paymentFailed: undefined })
  const dismissStockConflict = () => $state.setKey('stockConflict', undefined)

  return { placeOrder, continueAfterSignIn, dismissFailure, dismissStockConflict }
}
