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
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} brand - reflects the brand attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} open - reflects the open attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} siteUrl - reflects the site-url attribute (null removes it); kept when set before the element is defined
 * @event simu-navigate - the documented name of simu:navigate (same detail; preventDefault on either cancels both)
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
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
