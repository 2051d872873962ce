/**
 * @tag simu-sell-wizard
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr mode - sell (default): the online sell wizard | samsung: the Samsung store trade-in (fixed
 *   prices by model, select a store, walk in and get a new phone)
 * @attr brand - sell mode: preselected brand id or name, e.g. samsung
 * @attr model - preselected model id, e.g. samsung-galaxy-s21 (sell mode: with brand)
 * @attr store-list - samsung mode: samsung-20 (default) | samsung-19, the Samsung store list offered
 * @attr return-url - sell mode: the page to open once the quote exists (default: Simu's device-details page)
 * @event simu:quote - sell mode: detail { estimate, quote, answers, country } once the quote is created;
 *   samsung mode: detail { mode: 'samsung', tradeIn: { model, variant, price }, store, country } when a store is chosen
 * @event simu:auth-required - detail { kind: 'sell', next }: the seller must sign in; cancel it to run your own
 *   sign-in instead of Simu's drawer
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
 * @cssprop --simu-reserved-height - the room kept on the page until the widget has drawn (default 590px; 736px up to 767 px wide (mode="samsung": 562px; 807px))
 * @csspart container - the widget's outer box
 * @csspart title - the widget's main heading
 * @csspart subtitle - the line under the title
 * @csspart heading - a step's or a section's heading
 * @csspart card - a question, the side panel, a store, the walk-in summary
 * @csspart image - a phone's picture
 * @csspart price - the Max Price, the trade-in price and the offer
 * @csspart field - a form field: its label, control, hint and error together
 * @csspart label - a field's label
 * @csspart select - a drop-down list
 * @csspart hint - help text under a field
 * @csspart choice - a Yes or No answer, a damage or accessory tile, a store (samsung mode)
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart text-button - a quiet action drawn as text
 * @csspart error - an error message: the error panel, a banner, the text under a field
 * @csspart spinner - a loading indicator
 * @csspart dialog - a store's Map dialog (samsung mode)
 * @csspart backdrop - the dimmed layer behind a dialog or drawer
 * @csspart dialog-title - a dialog's or drawer's heading
 */
import { oneOf, optional, text } from '@core/platform/attribute-rules'
import { samsungStoreLists } from '@core/domain/constants'
import { wizardModes } from '@core/sell'
import { defineElement } from '../ui/element'
import { SellWizard } from './SellWizard'

const id = text([[/^[\w-]{1,80}$/, 'must be letters, digits and dashes']])

defineElement('simu-sell-wizard', SellWizard, {
  mode: optional(oneOf(wizardModes, 'mode must be sell or samsung')),
  brand: optional(text([[/^[\w -]{1,40}$/, 'brand must be a brand name or id']])),
  model: optional(id),
  'store-list': optional(oneOf(samsungStoreLists, 'store-list must be samsung-20 or samsung-19')),
  'return-url': optional(text([[/^(https?:\/\/|\/)[^\s"'<>]*$/, 'return-url must be an http(s) or /path URL']])),
}, (a) => ({ mode: a.mode, brand: a.brand, model: a.model, storeList: a['store-list'], returnUrl: a['return-url'], embedded: true }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-sell-wizard': HTMLElement
  }
}
