/**
 * The door of simu-price-checker: what host pages and other code may use of this widget.
 * What a phone is worth, from brand, model and condition.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { PriceChecker } from './PriceChecker'
