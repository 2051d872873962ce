/**
 * The door of simu-add-to-cart: what host pages and other code may use of this widget.
 * A featured-phone card with 'Add to cart'.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { AddToCart } from './AddToCart'
