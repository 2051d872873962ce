import { useStore } from '@nanostores/react'
import { useMemo, useRef, type FormEvent } from 'react'
import { businessTypes, regions, type ApplicationKind, applicationFields, createApplicationForm, type ApplicationForm } from '@core/site'
import { warranty, type Country } from '@core/domain/constants'
import { Button } from '@widgets/ui/Button'
import { useT, useWidgetLanguage } from '@widgets/ui/host'
import { regionName } from '@core/i18n/regions'
import { Spinner } from '@widgets/ui/Spinner'
import { mailboxes } from '@hosts/site/shell/links'
import { ChoiceField, FailureAlert, focusFirstError, TextField } from './Field'
import * as styles from './content.css'

const benefits = {
  dealer: ['pages.dealer.benefits.commission', 'pages.dealer.benefits.training', 'pages.dealer.benefits.payouts'],
  retailer: ['pages.retailer.benefits.stock', 'pages.retailer.benefits.warranty', 'pages.retailer.benefits.marketing'],
} as const

/** Dealer and retailer registration: what the partner gets, and the application form with its success state. */
export function ApplicationPage({ kind, country, form: given }: { kind: ApplicationKind; country: Country; form?: ApplicationForm }) {
  const t = useT()
  const language = useWidgetLanguage()
  const form = useMemo(() => given ?? createApplicationForm(kind, country), [given, kind, country])
  const state = useStore(form.$state)
  const done = useRef<HTMLHeadingElement>(null)
  const { values, errors, status } = state
  const busy = status === 'submitting'
  const id = (field: string) => `${kind}-${field}`

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await form.submit()
    if (ok) requestAnimationFrame(() => done.current?.focus())
    else focusFirstError(kind, applicationFields, form.$state.get().errors)
  }

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby={`${kind}-title`}>
        <h1 id={`${kind}-title`} className={styles.h1}>{t(`pages.${kind}.title`)}</h1>
        <p className={styles.lead}>{t(`pages.${kind}.intro`)}</p>
      </section>
      <div className={styles.twoColumns}>
        <Benefits kind={kind} />
        <section id="apply" className={`${styles.card} ${styles.section}`} aria-labelledby={`${kind}-apply`}>
          <h2 id={`${kind}-apply`} className={styles.h2} tabIndex={-1} ref={status === 'success' ? done : undefined}>
            {status === 'success' ? t('pages.apply.successTitle') : t('pages.apply.formTitle')}
          </h2>
          {status === 'success' && state.result ? (
            <div className={styles.success}>
              <p className={styles.text}>
                {t('pages.apply.successBody', { name: values.contactName.trim(), reference: state.result.application.reference })}
              </p>
            </div>
          ) : (
            <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${kind}-apply`} aria-busy={busy || undefined}>
              <TextField id={id('businessName')} label={t('pages.apply.businessName')} value={values.businessName} error={errors.businessName}
                autoComplete="organization" maxLength={120} onChange={(v) => form.set('businessName', v)} />
              <TextField id={id('contactName')} label={t('pages.apply.contactName')} value={values.contactName} error={errors.contactName}
                autoComplete="name" maxLength={80} onChange={(v) => form.set('contactName', v)} />
              <div className={styles.fieldGrid}>
                <TextField id={id('phone')} type="tel" label={t('pages.apply.phone')} value={values.phone} error={errors.phone}
                  inputMode="tel" autoComplete="tel" maxLength={20} onChange={(v) => form.set('phone', v)} />
                <TextField id={id('email')} type="email" label={t('pages.apply.email')} value={values.email} error={errors.email}
                  inputMode="email" autoComplete="email" maxLength={254} onChange={(v) => form.set('email', v.toLowerCase())} />
              </div>
              <div className={styles.fieldGrid}>
                <ChoiceField id={id('region')} label={t('pages.apply.region')} value={values.region} error={errors.region}
                  placeholder={t('pages.apply.chooseRegion')} options={regions[country].map((r) => ({ value: r, label: regionName(r, language) }))}
                  onChange={(v) => form.set('region', v)} />
                <TextField id={id('town')} label={t('pages.apply.town')} value={values.town} error={errors.town}
                  autoComplete="address-level2" maxLength={60} onChange={(v) => form.set('town', v)} />
              </div>
              <ChoiceField id={id('type')} label={t('pages.apply.type')} value={values.type} error={errors.type}
                placeholder={t('pages.apply.chooseType')} options={businessTypes.map((b) => ({ value: b, label: t(`pages.apply.types.${b}`) }))}
                onChange={(v) => form.set('type', v)} />
              <FailureAlert failure={state.failure} />
              <div className={styles.submitRow}>
                <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? <><Spinner label={t('pages.forms.sending')} /><span aria-hidden="true">{t('pages.forms.sending')}</span></> : t('pages.apply.submit')}
                </Button>
              </div>
            </form>
          )}
        </section>
      </div>
    </div>
  )
}

/** What the partner gains, and for a retailer whom to write to. */
function Benefits({ kind }: { kind: ApplicationKind }) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby={`${kind}-benefits`}>
      <h2 id={`${kind}-benefits`} className={styles.h2}>{t('pages.apply.benefitsTitle')}</h2>
      <ul className={styles.bullets}>
        {benefits[kind].map((key) => <li key={key}>{t(key, { months: warranty.shopMonths })}</li>)}
      </ul>
      {kind === 'retailer' ? (
        <>
          <h2 className={styles.h3}>{t('pages.retailer.contactTitle')}</h2>
          <p className={styles.text}>
            {t('pages.retailer.contactBody', { email: mailboxes.partners })}
          </p>
        </>
      ) : null}
    </section>
  )
}
