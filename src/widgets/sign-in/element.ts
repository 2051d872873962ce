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
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} kind - reflects the kind attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} next - reflects the next attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} open - reflects the open attribute (null removes it); kept when set before the element is defined
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
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
