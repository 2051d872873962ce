import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTestimonialForm, createTestimonialsList, type TestimonialFormState, type TestimonialsState } from '@core/site/testimonial'
import { TestimonialForm, Testimonials } from '@widgets/testimonial-form'

/** <simu-testimonial-form> (the footer's 'Post Testimonial' dialog) and the landing page's testimonials, in every state. */
const meta = {
  title: 'Widgets/TestimonialForm',
  component: TestimonialForm,
  excludeStories: ['formIn', 'listIn', 'testimonials'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TestimonialForm>
export default meta
type Story = StoryObj<typeof meta>

const filled = { name: 'Wanjiru Kamau', occupation: 'Nurse', testimonial: 'Sold my Galaxy S10 in ten minutes and got paid by M-Pesa before the rider left.' }
/** A form in a fixed state (nothing is sent). */
export function formIn(state: Partial<TestimonialFormState>) {
  const form = createTestimonialForm()
  form.$state.set({ open: true, fields: { name: '', occupation: '', testimonial: '' }, errors: {}, status: 'idle', ...state })
  return form
}
const inState = (state: Partial<TestimonialFormState>): Story => ({ render: () => <TestimonialForm country="ke" form={formIn(state)} /> })

/** Closed: the 'Post Testimonial' button. */
export const Closed = inState({ open: false })
/** Open and empty. */
export const Open = inState({})
/** Filled in. */
export const Filled = inState({ fields: filled })
/** Submitted empty: the three required messages. */
export const Required = inState({ errors: { name: 'required', occupation: 'required', testimonial: 'required' } })
/** Submitting: 'Just a moment' on a disabled button. */
export const Submitting = inState({ fields: filled, status: 'sending' })
/** The server said no: its message as an error alert, Submit enabled again. */
export const ServerError = inState({ fields: filled, status: 'failed', message: 'Too many testimonials from your network. Please try again later.', network: false })
/** No reply: an error alert, Submit enabled again. */
export const NetworkError = inState({ fields: filled, status: 'failed', network: true })
/** Sent: the dialog closed and reset; the server's message shows until dismissed or 6 s pass. */
export const Success = inState({ open: false, notice: 'Thank you for your testimonial! It will appear on our site once our team has reviewed it.' })

export const testimonials = [
  { _id: 't1', name: 'Wanjiru Kamau', occupation: 'Nurse, Nairobi', testimonial: 'I sold my old Galaxy S10 in under ten minutes. The M-Pesa arrived before the rider left.', createdAt: '2026-02-21T00:00:00.000Z' },
  { _id: 't2', name: 'Brian Otieno', occupation: 'Boda boda rider, Kisumu', testimonial: 'The price on the website was the price I got. No haggling, no stories.', createdAt: '2026-02-06T00:00:00.000Z' },
  { _id: 't3', name: 'Amina Hassan', occupation: 'Shop owner, Mombasa', testimonial: 'My screen was cracked and Simu still gave me a fair offer and explained every deduction.', createdAt: '2026-01-21T00:00:00.000Z' },
]
/** The landing page's list in a fixed state (nothing is fetched). */
export function listIn(state: TestimonialsState) {
  const list = createTestimonialsList()
  list.$state.set(state)
  return list
}
const listStory = (state: TestimonialsState): Story => ({ render: () => <Testimonials country="ke" list={listIn(state)} /> })

export const ListLoading = listStory({ status: 'loading' })
export const ListReady = listStory({ status: 'ready', testimonials })
export const ListEmpty = listStory({ status: 'ready', testimonials: [] })
export const ListError = listStory({ status: 'error', message: 'Something went wrong!', network: false })
export const ListOffline = listStory({ status: 'error', message: 'Something went wrong!', network: true })
