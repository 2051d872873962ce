/**
 * @tag simu-price-checker
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr brand - preselected brand id or name, e.g. samsung
 * @attr model - preselected model id, e.g. samsung-galaxy-s21 (with brand)
 * @attr sell-url - a page to open after 'Sell now' unless the host cancels simu:quote (default: Simu's sell wizard with the phone and answers filled in)
 * @event simu:quote - detail: { estimate, answers, country }; cancelable
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
 * @cssprop --simu-reserved-height - the room kept on the page until the widget has drawn (default 526px; 538px up to 425 px wide)
 * @csspart container - the widget's outer box
 * @csspart title - the widget's main heading
 * @csspart subtitle - the line under the title
 * @csspart heading - each step's heading
 * @csspart card - the chosen phone with its Max Price
 * @csspart image - a phone's picture
 * @csspart price - the Max Price and the offer
 * @csspart field - a form field: its label, control, hint and error together
 * @csspart label - a field's label
 * @csspart select - a drop-down list
 * @csspart hint - help text under a field
 * @csspart choice - a Yes or No answer
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart text-button - a quiet action drawn as text
 * @csspart error - an error message: the error panel, a banner, the text under a field
 * @csspart spinner - a loading indicator
 * @csspart dialog - the "How is this calculated?" dialog
 * @csspart backdrop - the dimmed layer behind a dialog or drawer
 * @csspart dialog-title - a dialog's or drawer's heading
 */
import { optional, text } from '@core/platform/attribute-rules'
import { defineElement } from '../ui/element'
import { PriceChecker } from './PriceChecker'

const id = text([[/^[\w-]{1,80}$/, 'must be letters, digits and dashes']])

defineElement('simu-price-checker', PriceChecker, {
  brand: optional(text([[/^[\w -]{1,40}$/, 'brand must be a brand name or id']])),
  model: optional(id),
  'sell-url': optional(text([[/^(https?:\/\/|\/)[^\s"'<>]*$/, 'sell-url must be an http(s) or /path URL']])),
}, (a) => ({ brand: a.brand, model: a.model, sellUrl: a['sell-url'] }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-price-checker': HTMLElement
  }
}
