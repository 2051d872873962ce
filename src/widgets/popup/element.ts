/**
 * @tag simu-popup
 * @summary The promotional pop-up with a short sign-up form; it shows itself 10 s after load unless the cookie simu_popup_cancel or simu_popup_submit exists.
 * @attr {'ke' | 'tz' | 'ug'} [country] - the country whose mobile numbers the form accepts (default: the visitor's country)
 * @attr {'en' | 'sw'} [lang] - the language (default: the page's language, else the shared one)
 * @attr {string} [partner-id] - accepted and checked (at most 80 characters), not used yet: attribution comes from the loader's data-app-key
 * @prop {'ke' | 'tz' | 'ug' | undefined} country - the country attribute as a property (a string, like the attribute)
 * @prop {string} lang - the lang attribute as a property (HTMLElement's own lang, which it replaces)
 * @prop {string | undefined} partnerId - the partner-id attribute as a property (a string, like the attribute)
 * @fires {SimuErrorDetail} simu-error - something the page's developer should know: detail.code is stable (e.g. origin_not_registered), detail.message is for the console
 * @fires {SimuErrorDetail} simu:error - the same event under its first name, sent with simu-error until version 2
 * @csspart dialog - the pop-up's panel
 * @csspart backdrop - the dimmed layer behind a dialog or drawer
 * @csspart dialog-title - a dialog's or drawer's heading
 * @csspart close-button - the × that closes a dialog or drawer (also icon-button)
 * @csspart icon-button - a button that shows only a symbol (×, −, +)
 * @csspart field - a form field: its label, control, hint and error together
 * @csspart label - a field's label
 * @csspart input - a text box or text area
 * @csspart hint - help text under a field
 * @csspart choice - Don't show me again
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart error - an error message: the error panel, a banner, the text under a field
 * @csspart spinner - a loading indicator
 * @cssprop {<color>} [--simu-color-brand=#0b5fff] - the main colour: buttons, links, the chosen option
 * @cssprop {<color>} [--simu-color-brand-text=#ffffff] - text on the brand colour
 * @cssprop {<color>} [--simu-color-brand-soft=#e8efff] - a light tint of the brand colour: chosen rows, highlights
 * @cssprop {<color>} [--simu-color-text=#14171f] - body text
 * @cssprop {<color>} [--simu-color-muted=#555d6e] - secondary text
 * @cssprop {<color>} [--simu-color-surface=#ffffff] - the background
 * @cssprop {<color>} [--simu-color-surface-alt=#f4f6fa] - the background of panels
 * @cssprop {<color>} [--simu-color-border=#cfd5e1] - borders of fields and cards
 * @cssprop {<color>} [--simu-color-critical=#b3261e] - errors
 * @cssprop {<color>} [--simu-color-critical-soft=#fdecea] - the background of errors
 * @cssprop {<color>} [--simu-color-positive=#0f7b3f] - success
 * @cssprop {<color>} [--simu-color-positive-soft=#e7f6ed] - the background of success
 * @cssprop {<color>} [--simu-color-focus=#0b5fff] - the focus ring
 * @cssprop {*} [--simu-font-body=system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif] - the font family (load the font in your page with @font-face)
 * @cssprop {<length>} [--simu-font-size=16px] - the base font size
 * @cssprop {<length>} [--simu-radius-small=8px] - small corners: fields, buttons
 * @cssprop {<length>} [--simu-radius-large=14px] - large corners: cards, dialogs
 * @cssprop {<length>} [--simu-space-xs=4px] - spacing, extra small
 * @cssprop {<length>} [--simu-space-s=8px] - spacing, small
 * @cssprop {<length>} [--simu-space-m=12px] - spacing, medium
 * @cssprop {<length>} [--simu-space-l=16px] - spacing, large
 * @cssprop {<length>} [--simu-space-xl=24px] - spacing, extra large
 */
import type { SimuElement } from '@widgets/events'
import { defineElement } from '../ui/element'
import { PopupGate } from './PopupGate'

defineElement('simu-popup', PopupGate, {}, (a) => ({ country: a.country }))

/** <simu-popup>: its properties (the attributes in camelCase) and the events it sends (src/widgets/events.ts). */
export type SimuPopupElement = SimuElement<{
  country: 'ke' | 'tz' | 'ug' | undefined
  partnerId: string | undefined
}, 'simu-error'>

declare global {
  interface HTMLElementTagNameMap {
    'simu-popup': SimuPopupElement
  }
}
