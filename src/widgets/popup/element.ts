/**
 * @tag simu-popup
 * @attr country - ke | tz | ug: whose mobile numbers the form accepts (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * Shows itself 10 s after load unless the cookie simu_popup_cancel (7 days; a year with 'Don't show me
 * again') or simu_popup_submit (this browser session) exists on the page's site.
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
 */
import { defineElement } from '../ui/element'
import { PopupGate } from './PopupGate'

defineElement('simu-popup', PopupGate, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-popup': HTMLElement
  }
}
