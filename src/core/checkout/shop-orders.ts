/** 'My shop orders': the signed-in shopper's orders, newest first (empty when signed out or on failure). */
import { map } from 'nanostores'
import { everyPage } from '@core/platform/api/every-page'
import { $auth } from '@core/account'
import type { OrderDetails } from './contract'

export function createShopOrders() {
  const $orders = map<{ orders: OrderDetails[] | null }>({ orders: null })
  async function load() {
    const auth = $auth.get()
    // On Simu's own site the token is '' (the HttpOnly cookie carries the session): signed in is `auth`, not a token.
    if (!auth) return $orders.setKey('orders', null)
    // Every page of the list (docs/api.md "Paging"): the list shows them all.
    const r = await everyPage('shopOrders', (d) => d.orders, { token: auth.token })
    $orders.setKey('orders', r.ok ? r.data : null)
  }
  return { $orders, load }
}
