/**
 * @tag simu-sell-wizard
 * @summary The sell wizard that creates a locked quote (mode sell), or the Samsung store trade-in (mode samsung).
 * @attr {'ke' | 'tz' | 'ug'} [country] - the country: its currency, prices and stores (default: the visitor's country)
 * @attr {'en' | 'sw'} [lang] - the language (default: the page's language, else the shared one)
 * @attr {string} [partner-id] - accepted and checked (at most 80 characters), not used yet: attribution comes from the loader's data-app-key
 * @attr {'sell' | 'samsung'} [mode=sell] - sell: the online sell wizard; samsung: the Samsung store trade-in (fixed prices by model, choose a store, walk in)
 * @attr {string} [brand] - sell mode: preselected brand id or name, e.g. samsung
 * @attr {string} [model] - preselected model id, e.g. samsung-galaxy-s21 (sell mode: together with brand)
 * @attr {'samsung-20' | 'samsung-19'} [store-list=samsung-20] - samsung mode: the Samsung store list offered
 * @attr {string} [return-url] - sell mode: an http(s) URL or a /path opened once the quote exists (default: Simu's device-details page)
 * @prop {'ke' | 'tz' | 'ug' | undefined} country - the country attribute as a property (a string, like the attribute)
 * @prop {string} lang - the lang attribute as a property (HTMLElement's own lang, which it replaces)
 * @prop {string | undefined} partnerId - the partner-id attribute as a property (a string, like the attribute)
 * @prop {'sell' | 'samsung' | undefined} mode - the mode attribute as a property (a string, like the attribute)
 * @prop {string | undefined} brand - the brand attribute as a property (a string, like the attribute)
 * @prop {string | undefined} model - the model attribute as a property (a string, like the attribute)
 * @prop {'samsung-20' | 'samsung-19' | undefined} storeList - the store-list attribute as a property (a string, like the attribute)
 * @prop {string | undefined} returnUrl - the return-url attribute as a property (a string, like the attribute)
 * @fires {SimuSellQuoteDetail | SimuSamsungTradeInDetail} simu-quote - sell mode: the quote was created; samsung mode: a store was chosen for the walk-in
 * @fires {SimuSellQuoteDetail | SimuSamsungTradeInDetail} simu:quote - the same event under its first name, sent with simu-quote until version 2
 * @fires {SimuAuthRequiredDetail} simu-auth-required - the seller must sign in; cancelable: preventDefault() runs your own sign-in instead of Simu's drawer
 * @fires {SimuAuthRequiredDetail} simu:auth-required - the same event under its first name, sent with simu-auth-required until version 2
 * @fires {SimuErrorDetail} simu-error - something the page's developer should know: detail.code is stable (e.g. origin_not_registered), detail.message is for the console
 * @fires {SimuErrorDetail} simu:error - the same event under its first name, sent with simu-error until version 2
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
import type { SimuElement } from '@widgets/events'
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

/** <simu-sell-wizard>: its properties (the attributes in camelCase) and the events it sends (src/widgets/events.ts). */
export type SimuSellWizardElement = SimuElement<{
  country: 'ke' | 'tz' | 'ug' | undefined
  partnerId: string | undefined
  mode: 'sell' | 'samsung' | undefined
  brand: string | undefined
  model: string | undefined
  storeList: 'samsung-20' | 'samsung-19' | undefined
  returnUrl: string | undefined
}, 'simu-quote' | 'simu-auth-required' | 'simu-error'>

declare global {
  interface HTMLElementTagNameMap {
    'simu-sell-wizard': SimuSellWizardElement
  }
}
