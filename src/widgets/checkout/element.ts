/**
 * @tag simu-checkout
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - where the Simu site lives: an http(s) URL, its origin plus optional base path (https://simu.africa);
 *   the invoice and shop links open there (default: the origin the widgets' API is on)
 * @event simu:order-placed - detail: { orderId, orderNumber, total, currency, paymentMethod, status }
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} siteUrl - reflects the site-url attribute (null removes it); kept when set before the element is defined
 * @event simu-order-placed - the documented name of simu:order-placed (same detail; preventDefault on either cancels both)
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
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
