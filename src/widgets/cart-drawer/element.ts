/**
 * @tag simu-cart-drawer
 * @attr country - ke | tz | ug (default: the visitor's country): the site pages the cart links to
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - the full Simu site the cart page and Checkout links open: an http(s) URL, its origin plus optional base
 *   path, e.g. https://simu.africa (default: the origin the widgets' API is on). From a page on another origin the
 *   links carry the cart (?cart=), which the site's cart and checkout pages import
 * @event simu:cart-change - detail: { lines, count, total, currency } on every change to the cart (this page or another tab)
 * @prop {CartSnapshot} cart - read-only: the cart now, { lines, count, total, currency } (a copy), as soon as the element is defined
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, ... (see docs/embedding.md)
 *
 * The cart icon with its count; the drawer opens on a click, or when any widget calls openCart().
 * Every widget on the page shares the one cart (simu.cartList), and so do other tabs.
 */
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

declare global {
  interface HTMLElementTagNameMap {
    'simu-cart-drawer': HTMLElement
  }
}
