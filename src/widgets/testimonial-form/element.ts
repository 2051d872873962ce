/**
 * @tag simu-testimonial-form
 * @attr country - ke | tz | ug: the country the testimonial is for (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * A 'Post Testimonial' button that opens the testimonial dialog.
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, --simu-radius-large, ... (see docs/embedding.md)
 */
import { defineElement } from '../ui/element'
import { TestimonialForm } from './TestimonialForm'

defineElement('simu-testimonial-form', TestimonialForm, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-testimonial-form': HTMLElement
  }
}
