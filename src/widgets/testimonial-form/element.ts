/**
 * @tag simu-testimonial-form
 * @attr country - ke | tz | ug: the country the testimonial is for (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * A 'Post Testimonial' button that opens the testimonial dialog.
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
 */
import { defineElement } from '../ui/element'
import { TestimonialForm } from './TestimonialForm'

defineElement('simu-testimonial-form', TestimonialForm, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-testimonial-form': HTMLElement
  }
}
