import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useMemo, useRef, type FormEvent } from 'react'
import { formLimits, type FieldProblem, createTestimonialForm, type TestimonialField, type TestimonialForm } from '@core/site'
import type { Country } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import * as styles from './TestimonialForm.css'

// Radix loads only when someone opens the dialog.
const Dialog = lazy(() => import('../ui/Dialog').then((m) => ({ default: m.Dialog })))

export interface TestimonialDialogProps {
  /** Controlled: whether the dialog is open (the footer's 'Post Testimonial' link sets it). */
  open?: boolean
  /** Called when the dialog opens or closes itself: Cancel, Escape, or after a successful submit. */
  onOpenChange?: (open: boolean) => void
  /** The country the testimonial is for (default: the visitor's country). */
  country?: Country
  /** For stories and tests: a form created outside. */
  form?: TestimonialForm
}

/**
 * The footer's 'Post Testimonial' dialog (sell-side.md §2, §4): name, occupation and testimonial;
 * 'Just a moment' while sending; on success it closes, resets and shows the server's message as a
 * snackbar; on failure the server's message (or the network one) is an alert and Submit works again.
 */
export function TestimonialDialog({ open, onOpenChange, country, form: given }: TestimonialDialogProps) {
  const form = useMemo(() => given ?? createTestimonialForm(), [given])
  const state = useStore(form.$state)
  const visitorCountry = useStore($country)
  const c = country ?? visitorCountry
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)
  const shown = useRef(state.open)

  // Controlled from outside: follow the open prop.
  useEffect(() => {
    if (open !== undefined && open !== form.$state.get().open) form.setOpen(open)
  }, [open, form])
  // Tell the owner when the dialog opened or closed itself.
  useEffect(() => {
    if (shown.current === state.open) return
    shown.current = state.open
    if (state.open !== open) onOpenChange?.(state.open)
  }, [state.open, open, onOpenChange])
  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [state.errors])

  const sending = state.status === 'sending'
  const problem = (field: TestimonialField, p: FieldProblem | undefined) =>
    !p ? undefined : p === 'tooLong' ? t('forms.testimonial.tooLong', { max: formLimits[field] }) : t(`forms.testimonial.${field}Required`)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    focusFirstError.current = true
    void form.submit(c)
  }
  const left = formLimits.testimonial - state.fields.testimonial.length

  return (
    <>
      {state.open ? (
        <Suspense fallback={null}>
          <Dialog open onOpenChange={(o) => form.setOpen(o)} title={t('forms.testimonial.title')}>
            <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
              <p className={styles.intro}>{t('forms.testimonial.intro')}</p>
              <TextField look="dialog" label={t('forms.testimonial.name')} autoComplete="name" maxLength={formLimits.name} required
                value={state.fields.name} error={problem('name', state.errors.name)} onChange={(v) => form.setField('name', v)} />
              <TextField look="dialog" label={t('forms.testimonial.occupation')} autoComplete="organization-title" maxLength={formLimits.occupation} required
                value={state.fields.occupation} error={problem('occupation', state.errors.occupation)} onChange={(v) => form.setField('occupation', v)} />
              <TextField look="dialog" multiline label={t('forms.testimonial.testimonial')} maxLength={formLimits.testimonial} required rows={5}
                hint={t('forms.testimonial.charactersLeft', { count: left })}
                value={state.fields.testimonial} error={problem('testimonial', state.errors.testimonial)} onChange={(v) => form.setField('testimonial', v)} />
              {state.status === 'failed' ? <p className={styles.failure} part="error" role="alert">{state.network ? t('forms.testimonial.networkError') : state.message}</p> : null}
              <div className={styles.actions}>
                <Button tone="secondary" disabled={sending} onClick={() => form.setOpen(false)}>{t('forms.testimonial.cancel')}</Button>
                <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
                  {sending ? <><Spinner label={t('forms.testimonial.sending')} /><span aria-hidden="true">{t('forms.testimonial.sending')}</span></> : t('forms.testimonial.submit')}
                </Button>
              </div>
            </form>
          </Dialog>
        </Suspense>
      ) : null}
      {/* Present before the message arrives, so screen readers announce it. */}
      <div role="status" aria-live="polite">
        {state.notice !== undefined ? (
          <div className={styles.notice}>
            <p className={styles.noticeText}>{state.notice}</p>
            <button type="button" className={styles.noticeClose} onClick={() => form.dismissNotice()}>{t('forms.testimonial.dismiss')}</button>
          </div>
        ) : null}
      </div>
    </>
  )
}
