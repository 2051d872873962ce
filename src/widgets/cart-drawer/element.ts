/**
 * @tag simu-cart-drawer
 * @summary The page's one cart: an icon with the number of phones and a drawer with the lines, the total and Checkout; every widget and tab shares the cart (simu.cartList).
 * @attr {'ke' | 'tz' | 'ug'} [country] - the country of the site pages the cart links to (default: the visitor's country)
 * @attr {'en' | 'sw'} [lang] - the language (default: the page's language, else the shared one)
 * @attr {string} [partner-id] - accepted and checked (at most 80 characters), not used yet: attribution comes from the loader's data-app-key
 * @attr {string} [site-url] - the Simu site the cart page and Checkout open: an http(s) origin plus optional base path, e.g. https://simu.africa (default: the origin the widgets' API is on); from a page on another origin the links carry the cart (?cart=)
 * @prop {'ke' | 'tz' | 'ug' | undefined} country - the country attribute as a property (a string, like the attribute)
 * @prop {string} lang - the lang attribute as a property (HTMLElement's own lang, which it replaces)
 * @prop {string | undefined} partnerId - the partner-id attribute as a property (a string, like the attribute)
 * @prop {string | undefined} siteUrl - the site-url attribute as a property (a string, like the attribute)
 * @prop {SimuCartSnapshot} cart - read-only: the cart now, { lines, count, total, currency } (a copy), as soon as the element is defined
 * @fires {SimuCartChangeDetail} simu-cart-change - the cart at load (detail.reason 'load'), then each change (a phone added, a quantity, a removal, a stock correction, here or in another tab: reason 'change'); one event per change for the whole page
 * @fires {SimuCartChangeDetail} simu:cart-change - the same event under its first name, sent with simu-cart-change until version 2
 * @fires {SimuErrorDetail} simu-error - something the page's developer should know: detail.code is stable (e.g. origin_not_registered), detail.message is for the console
 * @fires {SimuErrorDetail} simu:error - the same event under its first name, sent with simu-error until version 2
 * @csspart trigger - the cart icon
 * @csspart badge - the number of phones on the icon
 * @csspart dialog - the cart drawer (also drawer), or the dialog that asks which country the cart keeps
 * @csspart drawer - the cart drawer
 * @csspart backdrop - the dimmed layer behind a dialog or drawer
 * @csspart dialog-title - a dialog's or drawer's heading
 * @csspart close-button - the × that closes a dialog or drawer (also icon-button)
 * @csspart icon-button - −, + and remove on a line, and the close ×
 * @csspart item - a cart line
 * @csspart image - a phone's picture
 * @csspart price - a line's price and the items total
 * @csspart hint - a line's stock note
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart error - the error panel, a line's 'out of stock'
 * @csspart spinner - a loading indicator
 * @cssprop {<color>} [--simu-color-brand=#0b5fff] - the main colour: buttons, links, the chosen option
 * @cssprop {<color>} [--simu-color-brand-text=#ffffff] - text on the brand colour
 * @cssprop {<color>} [--simu-color-brand-soft=#e8efff] - a light tint of the brand colour: chosen rows, highlights
 * @cssprop {<color>} [--simu-color-text=#14171f] - body text
 * @cssprop {<color>} [--simu-color-muted=#555d6e] - secondary text
 * @cssprop {<color>} [--simu-color-surface=#ffffff] - the background
 * @cssprop {<color>} [--simu-color-surface-alt=#f4f6fa] - the background of panels
 * @cssprop {<color>} [--simu-color-border=#cfd5e1] - borders of fields and cards
 * @cssprop {<color>} [--simu-color-critical=#b3261e] - errors
 * @cssprop {<color>} [--simu-color-critical-soft=#fdecea] - the background of errors
 * @cssprop {<color>} [--simu-color-positive=#0f7b3f] - success
 * @cssprop {<color>} [--simu-color-positive-soft=#e7f6ed] - the background of success
 * @cssprop {<color>} [--simu-color-focus=#0b5fff] - the focus ring
 * @cssprop {*} [--simu-font-body=system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif] - the font family (load the font in your page with @font-face)
 * @cssprop {<length>} [--simu-font-size=16px] - the base font size
 * @cssprop {<length>} [--simu-radius-small=8px] - small corners: fields, buttons
 * @cssprop {<length>} [--simu-radius-large=14px] - large corners: cards, dialogs
 * @cssprop {<length>} [--simu-space-xs=4px] - spacing, extra small
 * @cssprop {<length>} [--simu-space-s=8px] - spacing, small
 * @cssprop {<length>} [--simu-space-m=12px] - spacing, medium
 * @cssprop {<length>} [--simu-space-l=16px] - spacing, large
 * @cssprop {<length>} [--simu-space-xl=24px] - spacing, extra large
 * @cssprop {<length>} [--simu-reserved-height] - the room the element keeps until it has drawn (see Keep your page still in docs/embedding.md)
 */
import type { SimuCartSnapshot, SimuElement } from '@widgets/events'
import { cart, siteUrlAttribute } from '@core/cart'
import { defineElement } from '../ui/element'
import { CartDrawer } from './CartDrawer'

defineElement('simu-cart-drawer', CartDrawer, {
  'site-url': siteUrlAttribute,
}, (a) => ({ country: a.country, siteUrl: a['site-url'] }))

// The page reads the cart at any time, not only when it changes (a counter after a reload): drawer.cart.count.
const drawer = globalThis.customElements?.get('simu-cart-drawer')
if (drawer && !Object.hasOwn(drawer.prototype, 'cart')) {
  Object.defineProperty(drawer.prototype, 'cart', { get: () => cart.snapshot(), enumerable: true, configurable: true })
}

/** <simu-cart-drawer>: its properties (the attributes in camelCase) and the events it sends (src/widgets/events.ts). */
export type SimuCartDrawerElement = SimuElement<{
  country: 'ke' | 'tz' | 'ug' | undefined
  partnerId: string | undefined
  siteUrl: string | undefined
  /** Read-only: the cart now (a copy). */
  readonly cart: SimuCartSnapshot
}, 'simu-cart-change' | 'simu-error'>

declare global {
  interface HTMLElementTagNameMap {
    'simu-cart-drawer': SimuCartDrawerElement
  }
}
