/**
 * @tag simu-sign-in
 * @attr country - ke | tz | ug (default: the visitor's country): reads the phone number for it
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @attr kind - sell | shop | repair: the headline when the page opens the drawer itself (default sell)
 * @attr next - a /path or http(s) URL to open after sign-in
 * @attr open - "true" opens the drawer; the element removes it when the drawer closes
 * @cssprop --simu-color-brand - the brand colour: primary buttons, links, chosen answers (default #0b5fff)
 * @cssprop --simu-color-brand-text - text on the brand colour (default #ffffff)
 * @cssprop --simu-color-brand-soft - the pale brand background of a chosen answer (default #e8efff)
 * @cssprop --simu-color-text - the text (default #14171f)
 * @cssprop --simu-color-muted - quieter text: subtitles, hints, notes (default #555d6e)
 * @cssprop --simu-color-surface - the background of the widget, its fields and dialogs (default #ffffff)
 * @cssprop --simu-color-surface-alt - the background of summaries and side panels (default #f4f6fa)
 * @cssprop --simu-color-border - borders of the widget, fields and cards (default #cfd5e1)
 * @cssprop --simu-color-critical - errors and deductions (default #b3261e)
 * @cssprop --simu-color-critical-soft - the background of error panels (default #fdecea)
 * @cssprop --simu-color-positive - success messages (default #0f7b3f)
 * @cssprop --simu-color-positive-soft - the background of success messages (default #e7f6ed)
 * @cssprop --simu-color-focus - the keyboard focus ring (default #0b5fff)
 * @cssprop --simu-font-body - the font family (default system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif)
 * @cssprop --simu-font-size - the base font size; every text size is relative to it (default 16px)
 * @cssprop --simu-radius-small - corners of buttons, fields and small boxes (default 8px)
 * @cssprop --simu-radius-large - corners of the widget's box and of dialogs (default 14px)
 * @cssprop --simu-space-xs - the smallest space (default 4px)
 * @cssprop --simu-space-s - a small space (default 8px)
 * @cssprop --simu-space-m - a medium space (default 12px)
 * @cssprop --simu-space-l - a large space (default 16px)
 * @cssprop --simu-space-xl - the largest space: the widget's padding (default 24px)
 * @csspart dialog - the sign-in drawer (also drawer)
 * @csspart drawer - the sign-in drawer
 * @csspart backdrop - the dimmed layer behind a dialog or drawer
 * @csspart dialog-title - a dialog's or drawer's heading
 * @csspart close-button - the × that closes a dialog or drawer (also icon-button)
 * @csspart icon-button - a button that shows only a symbol (×, −, +)
 * @csspart field - a form field: its label, control, hint and error together
 * @csspart label - a field's label
 * @csspart input - a text box or text area
 * @csspart hint - help text under a field
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart text-button - Change the number, Resend the code
 * @csspart error - an error message: the error panel, a banner, the text under a field
 * @csspart spinner - a loading indicator
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
