/**
 * @tag simu-search
 * @summary A phone search box that opens Simu's product pages.
 * @attr {'ke' | 'tz' | 'ug'} [country] - the country whose product pages the results open (default: the visitor's country)
 * @attr {'en' | 'sw'} [lang] - the language (default: the page's language, else the shared one)
 * @attr {string} [partner-id] - accepted and checked (at most 80 characters), not used yet: attribution comes from the loader's data-app-key
 * @prop {'ke' | 'tz' | 'ug' | undefined} country - the country attribute as a property (a string, like the attribute)
 * @prop {string} lang - the lang attribute as a property (HTMLElement's own lang, which it replaces)
 * @prop {string | undefined} partnerId - the partner-id attribute as a property (a string, like the attribute)
 * @fires {SimuSearchNavigateDetail} simu-navigate - a result was chosen; cancelable: preventDefault() and route yourself
 * @fires {SimuSearchNavigateDetail} simu:navigate - the same event under its first name, sent with simu-navigate until version 2
 * @fires {SimuErrorDetail} simu-error - something the page's developer should know: detail.code is stable (e.g. origin_not_registered), detail.message is for the console
 * @fires {SimuErrorDetail} simu:error - the same event under its first name, sent with simu-error until version 2
 * @csspart container - the search box and its drop-down
 * @csspart field - the search box
 * @csspart input - the search text
 * @csspart icon-button - the × that clears the text
 * @csspart results - the drop-down under the search box: its results or a message
 * @csspart item - a result
 * @csspart image - a phone's picture
 * @csspart badge - In stock / Out of stock
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
 * @cssprop {<length>} [--simu-reserved-height] - the room the element keeps until it has drawn (see Keep your page still in docs/embedding.md)
 */
import type { SimuElement } from '@widgets/events'
import { defineElement } from '../ui/element'
import { SearchBox } from './SearchBox'

defineElement('simu-search', SearchBox, {}, (a) => ({ country: a.country }))

/** <simu-search>: its properties (the attributes in camelCase) and the events it sends (src/widgets/events.ts). */
export type SimuSearchElement = SimuElement<{
  country: 'ke' | 'tz' | 'ug' | undefined
  partnerId: string | undefined
}, 'simu-navigate' | 'simu-error'>

declare global {
  interface HTMLElementTagNameMap {
    'simu-search': SimuSearchElement
  }
}
