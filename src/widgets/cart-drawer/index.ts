/**
 * The door of simu-cart-drawer: what host pages and other code may use of this widget.
 * The page's one cart (icon, count, drawer) and the cart hand-off notice.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { CartDrawer, CartNoticeBar, type CartDrawerProps } from './CartDrawer'
export { HandoffNotice } from './HandoffNotice'
