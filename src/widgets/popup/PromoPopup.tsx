import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, type FormEvent } from 'react'
import { formLimits, createPopup, type FieldProblem, type Popup } from '@core/site'
import { timing, type Country } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './PromoPopup.css'
import { TextField } from '../ui/TextField'

export interface PromoPopupProps {
  /** The country whose phone numbers are accepted (default: the visitor's country). */
  country?: Country
  /** For stories and tests: a pop-up created outside (it then opens only when told). */
  popup?: Popup
  /** When the page's pop-up started waiting (performance.now()), if before this renders: the 10 s count from then. */
  startedAt?: number
}

/**
 * <simu-popup>: 'Want to get exclusive offers, deals and latest updates?' 10 s after the page loads,
 * unless the visitor cancelled it in the last 7 days or signed up in this browser session.
 */
export function PromoPopup({ country, popup: given, startedAt }: PromoPopupProps) {
  const popup = useMemo(
    () => given ?? createPopup(startedAt === undefined ? {} : { delayMs: Math.max(0, timing.popupDelayMs - (performance.now() - startedAt)) }),
    [given, startedAt],
  )
  const state = useStore(popup.$state)
  const visitorCountry = useStore($country)
  const c = country ?? visitorCountry
  const t = useT()
  const form = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)

  useEffect(() => (given ? undefined : popup.schedule()), [given, popup])
  // After a submit that failed the checks, focus goes to the first field that needs fixing.
  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [state.errors])

  if (!state.open) return null
  const sending = state.status === 'sending'
  const problem = (p: FieldProblem | undefined, field: 'fname' | 'lname' | 'phone') => {
    if (!p) return undefined
    if (p === 'tooLong') return t('forms.popup.tooLong', { max: formLimits[field] })
    if (p === 'required') return field === 'fname' ? t('forms.popup.firstNameRequired') : t('forms.popup.phoneRequired')
    return t('forms.popup.phoneInvalid', { country: t(`forms.countryName.${c}`), example: t(`forms.phoneExample.${c}`) })
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    focusFirstError.current = true
    void popup.submit(c)
  }

  return (
    <Dialog open onOpenChange={(open) => { if (!open) popup.dismiss() }} title={t('forms.popup.title')}>
      <button type="button" className={styles.close} part="icon-button close-button" aria-label={t('common.close')} onClick={() => popup.dismiss()}>
        <span aria-hidden="true">×</span>
      </button>
      <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.intro}>{t('forms.popup.intro')}</p>
        <div className={styles.row}>
          <TextField look="dialog" label={t('forms.popup.firstName')} autoComplete="given-name" maxLength={formLimits.fname} required
            value={state.fields.fname} error={problem(state.errors.fname, 'fname')} onChange={(v) => popup.setField('fname', v)} />
          <TextField look="dialog" label={t('forms.popup.lastName')} optional={t('forms.popup.optional')} autoComplete="family-name" maxLength={formLimits.lname}
            value={state.fields.lname} error={problem(state.errors.lname, 'lname')} onChange={(v) => popup.setField('lname', v)} />
        </div>
        <TextField look="dialog" label={t('forms.popup.phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={formLimits.phone} required
          hint={t('forms.popup.phoneHint', { country: t(`forms.countryName.${c}`), example: t(`forms.phoneExample.${c}`) })}
          value={state.fields.phone} error={problem(state.errors.phone, 'phone')} onChange={(v) => popup.setField('phone', v)} />
        <label className={styles.check} part="choice">
          <input type="checkbox" className={styles.checkbox} checked={state.fields.dontShowAgain} onChange={(e) => popup.setField('dontShowAgain', e.currentTarget.checked)} />
          {t('forms.popup.dontShowAgain')}
        </label>
        {state.status === 'sent' && state.message ? <p className={styles.success} role="status">{state.message}</p> : null}
        {state.status === 'failed' ? <p className={styles.failure} part="error" role="alert">{state.network ? t('forms.popup.networkError') : state.message}</p> : null}
        <div className={styles.actions}>
          <Button tone="secondary" onClick={() => popup.dismiss()}>{t('forms.popup.cancel')}</Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? <><Spinner label={t('forms.popup.sending')} /><span aria-hidden="true">{t('forms.popup.sending')}</span></> : t('forms.popup.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
