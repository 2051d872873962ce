/**
 * The checkout area's door: everything the browser side (widgets, host pages, stories) uses of the
 * checkout, its texts included. The server reads contract.ts only.
 */
import './texts'

export type { OrderDetails } from './contract'
export {
  couponApplicable,
  emptyLipaLater,
  initialCheckout,
  orderRetryable,
  placeOrderBlock,
  totalsOf,
  type CashState,
  type CheckoutState,
  type CouponState,
  type DealerItem,
  type LipaLaterState,
  type OrderStage,
  type PersonalField,
} from './state'
export { createCheckout, sharedCheckout, type Checkout, type CheckoutOptions } from './checkout'
export { $pendingOrder, cartSignature, type PendingOrder } from './pending-order'
export { $offeredMethods, loadOfferedMethods } from './offered-methods'
export { createShopInvoice, type InvoicePay, type ShopInvoiceState, type ShopInvoiceStore } from './invoice'
export { createShopOrders } from './shop-orders'
export { checkoutTexts } from './texts'
