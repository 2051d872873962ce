/**
 * @tag simu-price-checker
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr brand - preselected brand id or name, e.g. samsung
 * @attr model - preselected model id, e.g. samsung-galaxy-s21 (with brand)
 * @attr sell-url - a page to open after 'Sell now' unless the host cancels simu:quote (default: Simu's sell wizard with the phone and answers filled in)
 * @event simu:quote - detail: { estimate, answers, country }; cancelable
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
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
