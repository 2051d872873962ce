/**
 * The door of simu-testimonial-form: what host pages and other code may use of this widget.
 * The testimonial form, its dialog and the list of testimonials.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { TestimonialDialog, type TestimonialDialogProps } from './TestimonialDialog'
export { TestimonialForm, type TestimonialFormProps } from './TestimonialForm'
export { Testimonials, type TestimonialsProps } from './Testimonials'
