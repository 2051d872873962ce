/**
 * @tag simu-search
 * @attr country - ke | tz | ug: whose product pages the results open (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @event simu:navigate - detail: { path, href, modelId, country }; cancelable (the host then routes itself)
 * @cssprop --simu-color-brand, --simu-color-text, --simu-color-border, --simu-font-body, ... (see docs/embedding.md)
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @event simu-navigate - the documented name of simu:navigate (same detail; preventDefault on either cancels both)
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
 */
import { defineElement } from '../ui/element'
import { SearchBox } from './SearchBox'

defineElement('simu-search', SearchBox, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-search': HTMLElement
  }
}
