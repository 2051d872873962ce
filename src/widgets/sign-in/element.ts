/**
 * @tag simu-sign-in
 * @attr country - ke | tz | ug (default: the visitor's country): reads the phone number for it
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr kind - sell | shop | repair: the headline when the page opens the drawer itself (default sell)
 * @attr next - a /path or http(s) URL to open after sign-in
 * @attr open - "true" opens the drawer; the element removes it when the drawer closes
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, ... (see docs/embedding.md)
 *
 * Other widgets open the drawer through openSignIn(), which adds this element to the page if it has none.
 */
import { oneOf, optional, text } from '@core/platform/attribute-rules'
import { pageKinds } from '@core/account'
import { defineElement } from '../ui/element'
import { SignInElement } from './SignInElement'

defineElement('simu-sign-in', SignInElement, {
  kind: optional(oneOf(pageKinds, 'kind must be sell, shop or repair')),
  next: optional(text([[/^(https?:\/\/|\/)[^\s"'<>]*$/, 'next must be an http(s) or /path URL']])),
  open: optional(oneOf(['true', 'false'], 'open must be true or false')),
}, (a) => ({ kind: a.kind, next: a.next, open: a.open === 'true' }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-sign-in': HTMLElement
  }
}
