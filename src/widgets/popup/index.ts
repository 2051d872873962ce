/**
 * The door of simu-popup: what host pages and other code may use of this widget.
 * The promotion pop-up with its sign-up form.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { PromoPopup } from './PromoPopup'
