/**
 * 'My orders' (issue 10 point 6): trade-ins, shop orders and repairs in one list, newest first. The
 * three lists come from the calls that already serve each area (quotes, shop_orders, repair_tickets);
 * a shopper used to find only the sell-side 'Orders' and 'Invoices' pages, which never list shop orders.
 */
import { type ApiResult } from '@core/platform/api/client'
import { everyPage } from '@core/platform/api/every-page'
import type { TrackedQuote } from '@core/sell/contract'
import type { RepairTicket } from '@core/repair/contract'
import type { OrderDetails } from '@core/checkout/contract'
import type { Currency } from '@core/domain/constants'
import { variantLabel } from '@core/domain/money'
import { isSellOrder } from '@core/domain/trade-in'
import { pathTo } from '@core/platform/routes'
import { createSignedInLoadable } from '@core/account'

export type OrderKind = 'tradeIn' | 'shop' | 'repair'

export interface OrderEntry {
  kind: OrderKind
  id: string
  /** What the order is about: the phone(s). */
  title: string
  /** A shop order's phones, each with its quantity (the page words 'iPhone 13 × 2' in the reader's language). */
  lines?: { name: string; quantity: number }[]
  /** A trade-in's memory, shown after the model as the trade-in pages do. */
  variant?: string
  /** The number a customer quotes to support (order number, ticket); absent for a trade-in. */
  reference?: string
  /** An i18n key of the order's state. */
  statusKey: string
  amount: number
  currency: Currency
  createdAt: string
  href: string
}

const tradeInEntry = (q: TrackedQuote): OrderEntry => ({
  kind: 'tradeIn',
  id: q._id,
  title: q.model.modelName,
  variant: variantLabel(q.variant),
  statusKey: `sell.tracking.states.${q.tradeIn.state}`,
  amount: q.tradeIn.agreedOffer,
  currency: q.currency,
  createdAt: q.createdAt,
  // A quote nobody handed over yet is tracked on device-details; a sell order has its order page.
  href: pathTo(isSellOrder(q.tradeIn.state) ? 'order' : 'deviceDetail', { country: q.country, id: q._id }),
})

const shopEntry = (o: OrderDetails): OrderEntry => ({
  kind: 'shop',
  id: o._id,
  title: o.items.map((i) => i.modelName).join(', '),
  lines: o.items.map((i) => ({ name: i.modelName, quantity: i.quantity })),
  reference: `#${o.orderNumber}`,
  statusKey: `checkout.invoice.statuses.${o.status}`,
  amount: o.total,
  currency: o.currency,
  createdAt: o.createdAt,
  href: pathTo('invoice', { country: o.country, id: o._id }),
})

const repairEntry = (r: RepairTicket): OrderEntry => ({
  kind: 'repair',
  id: r._id,
  title: r.modelName,
  reference: r.ticket,
  statusKey: `repair.summary.stages.${r.stage}`,
  amount: r.cost,
  currency: r.currency,
  createdAt: r.createdAt,
  href: `${pathTo('repairSummary', { country: r.country })}?ticket=${encodeURIComponent(r._id)}`,
})

/** All three kinds in one list, newest first (ties keep a stable order by kind and id). */
export function mergeOrders(quotes: readonly TrackedQuote[], orders: readonly OrderDetails[], tickets: readonly RepairTicket[]): OrderEntry[] {
  const all = [...quotes.map(tradeInEntry), ...orders.map(shopEntry), ...tickets.map(repairEntry)]
  return all.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
}

/** The signed-in customer's orders of every kind; one failed list fails the page (with Retry), never a partial 'none'. */
export function createMyOrders() {
  return createSignedInLoadable(async (token): Promise<ApiResult<OrderEntry[]>> => {
    // Every page of each list (docs/api.md "Paging"): the page shows every order.
    const [quotes, orders, tickets] = await Promise.all([
      everyPage('quotes', (d) => d.quotes, { token }), everyPage('shopOrders', (d) => d.orders, { token }), everyPage('repairTickets', (d) => d.tickets, { token }),
    ])
    if (!quotes.ok) return quotes
    if (!orders.ok) return orders
    if (!tickets.ok) return tickets
    return { ok: true, data: mergeOrders(quotes.data, orders.data, tickets.data) }
  })
}
