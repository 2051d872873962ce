/**
 * The footer's testimonial dialog (sell-side.md §2, §4 'Testimonial dialog', §5, §8): closed, open,
 * submitting ('Just a moment'), then success (the dialog closes, the form resets, the server's message
 * shows) or an error alert (the server's message, or the network one) with the button enabled again.
 * Also the approved testimonials the sell landing page lists.
 */
import { map } from 'nanostores'
import { latestOnly } from '@core/platform/loadable'
import { api } from '@core/platform/api/client'
import { everyPage } from '@core/platform/api/every-page'
import { formLimits } from '@core/domain/form-limits'
import type { Testimonial } from './contract'
import type * as z from 'zod/mini'
import { timing, type Country } from '@core/domain/constants'
import type { FieldProblem } from './popup'
import { patcher } from '@core/platform/patch'

export type TestimonialField = 'name' | 'occupation' | 'testimonial'
export type TestimonialFields = Record<TestimonialField, string>
export type TestimonialStatus = 'idle' | 'sending' | 'failed'

export interface TestimonialFormState {
  open: boolean
  fields: TestimonialFields
  errors: Partial<Record<TestimonialField, FieldProblem>>
  status: TestimonialStatus
  /** The server's message of a failed attempt. */
  message?: string
  network?: boolean
  /** The success message, shown after the dialog closed until dismissed or timed out. */
  notice?: string
}

const emptyFields: TestimonialFields = { name: '', occupation: '', testimonial: '' }

export function validateTestimonial(fields: TestimonialFields): TestimonialFormState['errors'] {
  const errors: TestimonialFormState['errors'] = {}
  for (const key of ['name', 'occupation', 'testimonial'] as const) {
    const value = fields[key].trim()
    if (value === '') errors[key] = 'required'
    else if (value.length > formLimits[key]) errors[key] = 'tooLong'
  }
  return errors
}

export function createTestimonialForm({ noticeMs = timing.snackbarMs }: { noticeMs?: number } = {}) {
  const $state = map<TestimonialFormState>({ open: false, fields: { ...emptyFields }, errors: {}, status: 'idle' })
  const patch = patcher($state)
  let noticeTimer: ReturnType<typeof setTimeout> | undefined

  /** Opens or closes the dialog; closing keeps what was typed but not the errors. */
  function setOpen(open: boolean) {
    if ($state.get().status === 'sending' && !open) return
    patch(open ? { open, notice: undefined } : { open, errors: {}, status: 'idle', message: undefined, network: undefined })
  }

  function setField(name: TestimonialField, value: string) {
    const { fields, errors } = $state.get()
    const { [name]: _fixed, ...rest } = errors
    patch({ fields: { ...fields, [name]: value }, errors: rest })
  }

  async function submit(country: Country) {
    const s = $state.get()
    if (s.status === 'sending') return
    const errors = validateTestimonial(s.fields)
    if (Object.keys(errors).length > 0) {
      patch({ errors, status: 'idle', message: undefined })
      return
    }
    patch({ errors: {}, status: 'sending', message: undefined, network: undefined })
    const { name, occupation, testimonial } = s.fields
    const r = await api('newTestimonial', { body: { name: name.trim(), occupation: occupation.trim(), testimonial: testimonial.trim(), country } })
    if (!r.ok) {
      patch({ status: 'failed', message: r.kind === 'network' ? undefined : r.message, network: r.kind === 'network' })
      return
    }
    patch({ open: false, status: 'idle', fields: { ...emptyFields }, notice: r.data.msg ?? '' })
    clearTimeout(noticeTimer)
    noticeTimer = setTimeout(dismissNotice, noticeMs)
  }

  function dismissNotice() {
    clearTimeout(noticeTimer)
    patch({ notice: undefined })
  }

  return { $state, setOpen, setField, submit, dismissNotice }
}

export type TestimonialForm = ReturnType<typeof createTestimonialForm>

// ---------------------------------------------------------------- the approved testimonials

export type ApprovedTestimonial = z.infer<typeof Testimonial>
export type TestimonialsState =
  | { status: 'loading' }
  | { status: 'ready'; testimonials: ApprovedTestimonial[] }
  | { status: 'error'; message: string; network: boolean }

export function createTestimonialsList() {
  const $state = map<TestimonialsState>({ status: 'loading' })
  const latest = latestOnly()

  /** Loads the approved testimonials of the current country ($country is the request's country header). */
  async function load() {
    const isLatest = latest.begin()
    $state.set({ status: 'loading' })
    // Every page of the list (docs/api.md "Paging"): the slider shows them all.
    const r = await everyPage('testimonials', (d) => d.testimonials)
    if (!isLatest()) return
    $state.set(r.ok ? { status: 'ready', testimonials: r.data } : { status: 'error', message: r.message, network: r.kind === 'network' })
  }

  return { $state, load }
}

export type TestimonialsList = ReturnType<typeof createTestimonialsList>
