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
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} mode - reflects the mode attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} brand - reflects the brand attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} model - reflects the model attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} storeList - reflects the store-list attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} returnUrl - reflects the return-url attribute (null removes it); kept when set before the element is defined
 * @event simu-quote - the documented name of simu:quote (same detail; preventDefault on either cancels both)
 * @event simu-auth-required - the documented name of simu:auth-required (same detail; preventDefault on either cancels both)
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
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
