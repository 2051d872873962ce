/**
 * Following an M-Pesa payment (shop-and-repair.md §8, §9; issue 10): the payment screen polls the order
 * until it is paid (then the invoice), sends the push again, shows the Paybill details, and resumes the
 * order pending with this cart after a reload or in a second tab.
 */
import { api } from '@core/platform/api/client'
import { checkoutTiming } from '@core/domain/checkout'
import { pathTo } from '@core/platform/routes'
import { navigate } from '@core/platform/navigation'
import { $auth } from '@core/account'
import { checkPhone, failureProblem } from '@core/account'
import { $cart, clearCart } from '@core/cart'
import { dropDraft } from './form'
import { $pendingOrder, cartSignature } from './pending-order'
import type { OrderDetails } from './contract'
import { assign, type CheckoutContext, type OrderStage } from './state'

export function createPayment(ctx: CheckoutContext) {
  const { $state, country, token, site } = ctx
  const get = () => $state.get()
  const update = (p: Partial<OrderStage>) => {
    const stage = get().stage
    if (stage) $state.setKey('stage', { ...stage, ...p })
  }
  const stageOf = (order: OrderDetails, phone: string): OrderStage => ({ order, repayPhone: phone, repaying: false, paybill: false, stale: false })

  /** Paid (or a cash / Lipa Later order): clear the cart and the form, open the invoice. */
  function finish(orderId: string) {
    const path = site(pathTo('invoice', { country: country(), id: orderId }))
    clearCart()
    $pendingOrder.set(null)
    dropDraft()
    $state.setKey('done', { orderId, path })
    navigate(path)
  }

  /** Reads the order's payment once; a paid order finishes. */
  async function refresh() {
    const stage = get().stage
    if (!stage || get().done) return
    const r = await api('shopOrder', { params: { id: stage.order._id }, token: token() })
    if (!get().stage || get().stage!.order._id !== stage.order._id) return
    if (!r.ok) return update({ stale: true })
    update({ order: r.data.order, stale: false })
    if (r.data.order.payment.state === 'paid') finish(r.data.order._id)
  }

  /**
   * Polls the order every 2 s while the payment screen shows; the server reconciles late callbacks and
   * Paybill payments, so polling goes on after a failure or a timeout. Answers the stopper.
   */
  function follow(): () => void {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      if (stopped) return
      await refresh()
      const s = get()
      const status = s.stage?.order.status
      if (stopped || s.done || !s.stage || status === 'expired' || status === 'cancelled') return
      timer = setTimeout(() => void tick(), checkoutTiming.pollMs)
    }
    timer = setTimeout(() => void tick(), checkoutTiming.pollMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }

  const setRepayPhone = (phone: string) => update({ repayPhone: phone, repayProblem: undefined })
  const showPaybill = () => update({ paybill: true })

  /** 'Send the request again': a new STK push, to the same or another phone. */
  async function repay() {
    const stage = get().stage
    if (!stage || stage.repaying) return
    const phone = checkPhone(stage.repayPhone, country())
    if ('problem' in phone) return update({ repayProblem: phone.problem })
    update({ repaying: true, repayProblem: undefined })
    const r = await api('payOrder', { params: { id: stage.order._id }, body: { phone: phone.phone }, token: token() })
    if (r.ok) update({ repaying: false, order: r.data.order })
    else update({ repaying: false, repayProblem: failureProblem(r) })
  }

  return { finish, refresh, follow, setRepayPhone, showPaybill, repay, stageOf }
}

/** The order pending with this cart (pending-order.ts): back to its payment screen, or to its invoice once paid. */
export function createResume({ $state }: CheckoutContext, payment: ReturnType<typeof createPayment>) {
  const get = () => $state.get()
  /** The pending order's fate as the server tells it: finished, lapsed, or back on its payment screen. */
  function pendingRead(order: OrderDetails): boolean {
    if (order.status === 'paid' || order.payment.state === 'paid') {
      payment.finish(order._id)
      return true
    }
    if (order.status !== 'pending_payment') {
      $pendingOrder.set(null)
      return false
    }
    assign($state, { stage: payment.stageOf(order, get().phone || order.customer.phone), orderFailure: undefined })
    return true
  }

  /**
   * After a reload, in a second tab, or at Place Order: back to the payment screen of the order pending
   * with this cart. A paid order opens its invoice; a lapsed one is forgotten. Answers whether it resumed.
   */
  async function resume(): Promise<boolean> {
    const pending = $pendingOrder.get()
    const auth = $auth.get()
    if (!pending?.orderId || !auth || get().done) return false
    if (get().stage?.order._id === pending.orderId) return true
    if (pending.cart !== cartSignature($cart.get())) return false
    const r = await api('shopOrder', { params: { id: pending.orderId }, token: auth.token })
    if (get().done) return false
    if (get().stage?.order._id === pending.orderId) return true
    if (!r.ok) {
      if (r.kind === 'server' && (r.status === 404 || r.status === 403)) $pendingOrder.set(null)
      return false
    }
    return pendingRead(r.data.order)
  }

  /** Back to the form after an order lapsed unpaid (its units went back on sale). */
  function startOver() {
    $pendingOrder.set(null)
    assign($state, { stage: undefined, orderFailure: undefined, attempts: 0 })
  }

  return { resume, startOver }
}
