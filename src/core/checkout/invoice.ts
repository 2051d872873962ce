/** A shop order's invoice (/{country}/invoice/{id}), and paying an unpaid M-Pesa order from it (issue 10). */
import { map } from 'nanostores'
import { api } from '@core/platform/api/client'
import { $auth } from '@core/account'
import { checkPhone, failureProblem } from '@core/account'
import type { Message } from '@core/platform/message'
import type { OrderDetails } from './contract'

export type ShopInvoiceState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDetails }
  /** Not a shop order (404), or the shopper is not signed in: the page shows the trade-in invoice instead. */
  | { status: 'notShop' }
  | { status: 'error'; problem: Message }

/** Paying an unpaid M-Pesa order from its invoice (issue 10): a new push to this phone. */
export interface InvoicePay {
  phone: string
  busy: boolean
  problem?: Message
}

/** /{country}/invoice/{id}: a shop order's invoice, or word that it is a trade-in's (sell/InvoicePage shows it). */
export function createShopInvoice(id: string, initial?: ShopInvoiceState) {
  const $invoice = map<{ state: ShopInvoiceState; pay: InvoicePay }>({ state: initial ?? { status: 'loading' }, pay: { phone: '', busy: false } })
  const updatePay = (p: Partial<InvoicePay>) => $invoice.setKey('pay', { ...$invoice.get().pay, ...p })
  const setOrder = (order: OrderDetails) => {
    $invoice.setKey('state', { status: 'ready', order })
    // The push goes to the order's phone unless the shopper typed another.
    if (!$invoice.get().pay.phone) updatePay({ phone: order.customer.phone })
  }
  /**
   * Which invoice this is, without a refused call: the shopper's shop orders (one read that succeeds) either
   * hold this id, and then the order is there already, or they do not, and it is a trade-in's. Only a
   * history longer than the list's first page (or a failed list) asks for the order itself.
   */
  async function load() {
    const auth = $auth.get()
    if (!auth) return $invoice.setKey('state', { status: 'notShop' })
    $invoice.setKey('state', { status: 'loading' })
    const mine = await api('shopOrders', { token: auth.token })
    const known = mine.ok ? mine.data.orders.find((o) => o._id === id) : undefined
    if (known) return setOrder(known)
    if (mine.ok && mine.data.orders.length >= mine.data.total) return $invoice.setKey('state', { status: 'notShop' })
    const r = await api('shopOrder', { params: { id }, token: auth.token })
    if (r.ok) setOrder(r.data.order)
    else if (r.kind === 'server' && (r.status === 404 || r.status === 400 || r.status === 403)) $invoice.setKey('state', { status: 'notShop' })
    else $invoice.setKey('state', { status: 'error', problem: failureProblem(r) })
  }
  /** Reads the order again without the loading state (while its payment is followed). */
  async function refresh() {
    const auth = $auth.get()
    if (!auth) return
    const r = await api('shopOrder', { params: { id }, token: auth.token })
    if (r.ok) setOrder(r.data.order)
  }
  const setPayPhone = (phone: string) => updatePay({ phone, problem: undefined })
  /** Pay now: a new STK push for the unpaid order, to the phone in the field. */
  async function payNow() {
    const { state, pay } = $invoice.get()
    if (state.status !== 'ready' || pay.busy) return
    const phone = checkPhone(pay.phone, state.order.country)
    if ('problem' in phone) return updatePay({ problem: phone.problem })
    updatePay({ busy: true, problem: undefined })
    const r = await api('payOrder', { params: { id }, body: { phone: phone.phone }, token: $auth.get()?.token ?? null })
    if (r.ok) {
      updatePay({ busy: false })
      setOrder(r.data.order)
    } else updatePay({ busy: false, problem: failureProblem(r) })
  }
  return { $invoice, load, refresh, setPayPhone, payNow }
}
export type ShopInvoiceStore = ReturnType<typeof createShopInvoice>
