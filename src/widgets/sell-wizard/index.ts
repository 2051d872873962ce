/**
 * The door of simu-sell-wizard: what host pages and other code may use of this widget.
 * Sell a phone step by step, and the store list it ends on.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { SellWizard } from './SellWizard'
export { StoreList, type StoreChoice } from './StoreList'
