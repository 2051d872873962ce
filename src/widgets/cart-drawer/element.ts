/**
 * @tag simu-cart-drawer
 * @attr country - ke | tz | ug (default: the visitor's country): the site pages the cart links to
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - the full Simu site the cart page and Checkout links open: an http(s) URL, its origin plus optional base
 *   path, e.g. https://simu.africa (default: the origin the widgets' API is on). From a page on another origin the
 *   links carry the cart (?cart=), which the site's cart and checkout pages import
 * @event simu:cart-change - detail: { lines, count, total, currency } on every change to the cart (this page or another tab)
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, ... (see docs/embedding.md)
 *
 * The cart icon with its count; the drawer opens on a click, or when any widget calls openCart().
 * Every widget on the page shares the one cart (simu.cartList), and so do other tabs.
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} siteUrl - reflects the site-url attribute (null removes it); kept when set before the element is defined
 * @event simu-cart-change - the documented name of simu:cart-change (same detail; preventDefault on either cancels both)
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
 */
import { siteUrlAttribute } from '@core/cart'
import { defineElement } from '../ui/element'
import { CartDrawer } from './CartDrawer'

defineElement('simu-cart-drawer', CartDrawer, {
  'site-url': siteUrlAttribute,
}, (a) => ({ country: a.country, siteUrl: a['site-url'] }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-cart-drawer': HTMLElement
  }
}
