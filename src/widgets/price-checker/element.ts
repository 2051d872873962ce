/**
 * @tag simu-price-checker
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr brand - preselected brand id or name, e.g. samsung
 * @attr model - preselected model id, e.g. samsung-galaxy-s21 (with brand)
 * @attr sell-url - a page to open after 'Sell now' unless the host cancels simu:quote (default: Simu's sell wizard with the phone and answers filled in)
 * @event simu:quote - detail: { estimate, answers, country }; cancelable
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} brand - reflects the brand attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} model - reflects the model attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} sellUrl - reflects the sell-url attribute (null removes it); kept when set before the element is defined
 * @event simu-quote - the documented name of simu:quote (same detail; preventDefault on either cancels both)
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
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
