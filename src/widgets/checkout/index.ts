/**
 * The door of simu-checkout: what host pages and other code may use of this widget.
 * The checkout form and the shop invoice it ends on.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { Checkout } from './Checkout'
export { ShopInvoice } from './ShopInvoice'
