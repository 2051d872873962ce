/**
 * @tag simu-checkout
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - where the Simu site lives (https://simu.africa): the invoice and shop links open there
 * @event simu:order-placed - detail: { orderId, orderNumber, total, currency, paymentMethod, status }
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 */
import * as z from 'zod/mini'
import { defineElement } from '../ui/element'
import { Checkout } from './Checkout'
import '../../core/i18n/areas/checkout'

defineElement('simu-checkout', Checkout, {
  'site-url': z.optional(z.string().check(z.regex(/^https?:\/\/[^\s"'<>]+$/, 'site-url must be an http(s) URL'))),
}, (a) => ({ siteUrl: a['site-url'] }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-checkout': HTMLElement
  }
}
