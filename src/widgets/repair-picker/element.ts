/**
 * @tag simu-repair-picker
 * @attr country - ke | tz | ug (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr brand - preselected brand id or name, e.g. samsung
 * @attr open - "true" opens the dialog at once (a value-less attribute reads as absent: write open="true")
 * @attr site-url - the full Simu site to open the repair page on: an http(s) URL, its origin plus optional base path
 *   (default: the host the loader script came from)
 * @event simu:navigate - detail { route: 'repair', country, brandId, modelId, modelName, path, url } on Proceed;
 *   cancelable: cancel it to open the repair page yourself
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 */
import { oneOf, optional, text } from '@core/platform/attribute-rules'
import { siteUrlAttribute } from '@core/platform/site-url'
import { defineElement } from '../ui/element'
import { RepairPicker } from './RepairPicker'

defineElement('simu-repair-picker', RepairPicker, {
  brand: optional(text([[/^[\w -]{1,40}$/, 'brand must be a brand name or id']])),
  open: optional(oneOf(['true', 'false'], 'open must be true or false')),
  // Cart hand-off: one site-url rule for every widget (stores/cart.ts siteUrlAttribute).
  'site-url': siteUrlAttribute,
}, (a) => ({ brand: a.brand, open: a.open === 'true', siteUrl: a['site-url'], embedded: true }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-repair-picker': HTMLElement
  }
}
