/**
 * @tag simu-popup
 * @attr country - ke | tz | ug: whose mobile numbers the form accepts (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * Shows itself 10 s after load unless the cookie simu_popup_cancel (7 days; a year with 'Don't show me
 * again') or simu_popup_submit (this browser session) exists on the page's site.
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 */
import { defineElement } from '../ui/element'
import { PopupGate } from './PopupGate'

defineElement('simu-popup', PopupGate, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-popup': HTMLElement
  }
}
