/**
 * @tag simu-cart-drawer
 * @attr country - ke | tz | ug (default: the visitor's country): the site pages the cart links to
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - the full Simu site the cart page and Checkout links open: an http(s) URL, its origin plus optional base
 *   path, e.g. https://simu.africa (default: the origin the widgets' API is on). From a page on another origin the
 *   links carry the cart (?cart=), which the site's cart and checkout pages import
 * @event simu:cart-change - detail: { lines, count, total, currency } on every change to the cart (this page or another tab)
 * @cssprop --simu-color-brand - the brand colour: primary buttons, links, chosen answers (default #0b5fff)
 * @cssprop --simu-color-brand-text - text on the brand colour (default #ffffff)
 * @cssprop --simu-color-brand-soft - the pale brand background of a chosen answer (default #e8efff)
 * @cssprop --simu-color-text - the text (default #14171f)
 * @cssprop --simu-color-muted - quieter text: subtitles, hints, notes (default #555d6e)
 * @cssprop --simu-color-surface - the background of the widget, its fields and dialogs (default #ffffff)
 * @cssprop --simu-color-surface-alt - the background of summaries and side panels (default #f4f6fa)
 * @cssprop --simu-color-border - borders of the widget, fields and cards (default #cfd5e1)
 * @cssprop --simu-color-critical - errors and deductions (default #b3261e)
 * @cssprop --simu-color-critical-soft - the background of error panels (default #fdecea)
 * @cssprop --simu-color-positive - success messages (default #0f7b3f)
 * @cssprop --simu-color-positive-soft - the background of success messages (default #e7f6ed)
 * @cssprop --simu-color-focus - the keyboard focus ring (default #0b5fff)
 * @cssprop --simu-font-body - the font family (default system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif)
 * @cssprop --simu-font-size - the base font size; every text size is relative to it (default 16px)
 * @cssprop --simu-radius-small - corners of buttons, fields and small boxes (default 8px)
 * @cssprop --simu-radius-large - corners of the widget's box and of dialogs (default 14px)
 * @cssprop --simu-space-xs - the smallest space (default 4px)
 * @cssprop --simu-space-s - a small space (default 8px)
 * @cssprop --simu-space-m - a medium space (default 12px)
 * @cssprop --simu-space-l - a large space (default 16px)
 * @cssprop --simu-space-xl - the largest space: the widget's padding (default 24px)
 * @cssprop --simu-reserved-height - the room kept on the page until the widget has drawn (default 44px)
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
 *
 * The cart icon with its count; the drawer opens on a click, or when any widget calls openCart().
 * Every widget on the page shares the one cart (simu.cartList), and so do other tabs.
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
