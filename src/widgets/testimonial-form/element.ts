/**
 * @tag simu-testimonial-form
 * @attr country - ke | tz | ug: the country the testimonial is for (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * A 'Post Testimonial' button that opens the testimonial dialog.
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
 * @cssprop --simu-reserved-height - the room kept on the page until the widget has drawn (default 44px)
 * @csspart container - the box around the button
 * @csspart trigger - Post Testimonial
 * @csspart button - every button with a text (primary, secondary and text buttons, and links drawn as buttons)
 * @csspart primary-button - the main action of a step
 * @csspart secondary-button - a secondary action (outlined)
 * @csspart dialog - the testimonial dialog
 * @csspart backdrop - the dimmed layer behind a dialog or drawer
 * @csspart dialog-title - a dialog's or drawer's heading
 * @csspart field - a form field: its label, control, hint and error together
 * @csspart label - a field's label
 * @csspart input - a text box or text area
 * @csspart hint - help text under a field
 * @csspart error - an error message: the error panel, a banner, the text under a field
 * @csspart spinner - a loading indicator
 */
import { defineElement } from '../ui/element'
import { TestimonialForm } from './TestimonialForm'

defineElement('simu-testimonial-form', TestimonialForm, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-testimonial-form': HTMLElement
  }
}
