/**
 * @tag simu-checkout
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr site-url - where the Simu site lives: an http(s) URL, its origin plus optional base path (https://simu.africa);
 *   the invoice and shop links open there (default: the origin the widgets' API is on)
 * @event simu:order-placed - detail: { orderId, orderNumber, total, currency, paymentMethod, status }
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
 * @csspart container - the widget's outer box
 * @csspart title - the widget's main heading
 * @csspart card - the order summary, delivery, payment and personal details, the payment status
 * @csspart heading - a card's heading
 * @csspart item - a line of the order summary
 * @csspart image - a phone's picture
 * @csspart price - a line's price and the total
 * @csspart icon-button - −, + and remove on a line
 * @csspart field - a form field: its label, control, hint and error together
 * @csspart label - a field's label
 * @csspart input - a text box or text area
 * @csspart select - a drop-down list
 * @csspart hint - help text under a field
 * @csspart choice - a delivery or payment method, the alerts check box
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart error - an error message: the error panel, a banner, the text under a field
 * @csspart spinner - a loading indicator
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
