/**
 * @tag simu-checkout
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - where the Simu site lives: an http(s) URL, its origin plus optional base path (https://simu.africa);
 *   the invoice and shop links open there (default: the origin the widgets' API is on)
 * @event simu:order-placed - detail: { orderId, orderNumber, total, currency, paymentMethod, status }
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 */
import { siteBase, siteUrlAttribute } from '@core/platform/site-url'
import { defineElement } from '../ui/element'
import { Checkout } from './Checkout'

defineElement('simu-checkout', Checkout, {
  // Cart hand-off: one site-url rule and one default for every widget (stores/cart.ts siteBase).
  'site-url': siteUrlAttribute,
}, (a) => ({ siteUrl: a['site-url'] ?? siteBase() }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-checkout': HTMLElement
  }
}
