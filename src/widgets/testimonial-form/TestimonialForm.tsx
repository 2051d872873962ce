import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import type { Country } from '@core/domain/constants'
import { createTestimonialForm, type TestimonialForm as Form } from '@core/site'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { TestimonialDialog } from './TestimonialDialog'

export interface TestimonialFormProps {
  country?: Country
  /** For stories and tests: a form created outside. */
  form?: Form
}

/** <simu-testimonial-form>: a 'Post Testimonial' button that opens the testimonial dialog. */
export function TestimonialForm({ country, form: given }: TestimonialFormProps) {
  const form = useMemo(() => given ?? createTestimonialForm(), [given])
  const open = useStore(form.$state).open
  const t = useT()
  return (
    <div part="container">
      <Button tone="secondary" part="trigger" aria-haspopup="dialog" aria-expanded={open} onClick={() => form.setOpen(true)}>{t('forms.testimonial.open')}</Button>
      <TestimonialDialog form={form} country={country} />
    </div>
  )
}
