import { useStore } from '@nanostores/react'
import { useMemo, useRef, type FormEvent, type RefObject } from 'react'
import { warranty } from '@core/domain/constants'
import { Button } from '@widgets/ui/Button'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import type { PageProps } from '../types'
import { ChoiceField, FailureAlert, focusFirstError, TextField } from './Field'
import { createWarrantyForm, localToday, warrantyFields, type WarrantyForm, type WarrantyReply } from '@core/site'
import * as styles from './content.css'
import '@core/site/texts'

const id = (field: string) => `warranty-${field}`

/** Warranty registration (register-phone and /register-phone): the form, then the confirmation. */
export function WarrantyPage({ country, form: given }: Pick<PageProps, 'country'> & { form?: WarrantyForm }) {
  const t = useT()
  const form = useMemo(() => given ?? createWarrantyForm(country), [given, country])
  const state = useStore(form.$state)
  const successHeading = useRef<HTMLHeadingElement>(null)
  const { values, errors, status } = state
  const busy = status === 'submitting'

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await form.submit()
    if (ok) requestAnimationFrame(() => successHeading.current?.focus())
    else focusFirstError('warranty', warrantyFields, form.$state.get().errors)
  }

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="warranty-title">
        <h1 id="warranty-title" className={styles.h1}>{t('pages.warranty.title')}</h1>
        <p className={styles.lead}>{t('pages.warranty.intro', { months: warranty.shopMonths })}</p>
      </section>
      {status === 'success' && state.result ? (
        <WarrantyDone result={state.result} heading={successHeading} onAnother={() => form.another()} />
      ) : (
        <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={submit} aria-labelledby="warranty-title" aria-busy={busy || undefined}>
          <TextField
            id={id('imei')} label={t('pages.warranty.imei')} hint={t('pages.warranty.imeiHint')} value={values.imei} error={errors.imei}
            inputMode="numeric" autoComplete="off" maxLength={20} onChange={(v) => form.set('imei', v)}
          />
          <DeviceChoice form={form} />
          <div className={styles.fieldGrid}>
            <TextField
              id={id('purchaseDate')} type="date" label={t('pages.warranty.purchaseDate')} value={values.purchaseDate} error={errors.purchaseDate}
              max={localToday()} onChange={(v) => form.set('purchaseDate', v)}
            />
            <TextField
              id={id('receiptNumber')} label={t('pages.warranty.receiptNumber')} value={values.receiptNumber} error={errors.receiptNumber}
              autoComplete="off" maxLength={40} onChange={(v) => form.set('receiptNumber', v)}
            />
          </div>
          <TextField
            id={id('shop')} label={t('pages.warranty.shop')} hint={t('pages.warranty.shopHint')} value={values.shop} error={errors.shop}
            maxLength={120} onChange={(v) => form.set('shop', v)}
          />
          <div className={styles.fieldGrid}>
            <TextField
              id={id('phone')} type="tel" label={t('pages.warranty.phone')} value={values.phone} error={errors.phone}
              inputMode="tel" autoComplete="tel" maxLength={20} onChange={(v) => form.set('phone', v)}
            />
            <TextField
              id={id('email')} type="email" label={t('pages.warranty.email')} value={values.email} error={errors.email}
              inputMode="email" autoComplete="email" maxLength={254} onChange={(v) => form.set('email', v.toLowerCase())}
            />
          </div>
          <FailureAlert failure={state.failure} />
          <div className={styles.submitRow}>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <><Spinner label={t('pages.forms.sending')} /><span aria-hidden="true">{t('pages.forms.sending')}</span></> : t('pages.warranty.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

/** The thanks after a registration: the model, the IMEI and the last day of the warranty. */
function WarrantyDone({ result, heading, onAnother }: { result: WarrantyReply; heading: RefObject<HTMLHeadingElement | null>; onAnother: () => void }) {
  const t = useT()
  return (
    <section className={styles.success} aria-labelledby="warranty-done">
      <h2 id="warranty-done" className={styles.successTitle} tabIndex={-1} ref={heading}>{t('pages.warranty.successTitle')}</h2>
      <p className={styles.text}>
        {t('pages.warranty.successBody', {
          model: result.registration.modelName,
          imei: result.registration.imei,
          date: result.registration.warrantyUntil,
        })}
      </p>
      <div>
        <Button tone="secondary" onClick={onAnother}>{t('pages.warranty.another')}</Button>
      </div>
    </section>
  )
}

/** Brand, then model (the catalogue's device picker), with a retry when the catalogue failed to load. */
function DeviceChoice({ form }: { form: WarrantyForm }) {
  const t = useT()
  const catalogue = useStore(form.$catalogue)
  const { values, errors } = useStore(form.$state)
  const brands = catalogue.brands.status === 'ready' ? catalogue.brands.data.map((b) => ({ value: b._id, label: b.brand })) : []
  const models = catalogue.models.status === 'ready' ? catalogue.models.data.map((m) => ({ value: m.details._id, label: m.details.modelName })) : []
  const catalogueFailed = catalogue.brands.status === 'error' || catalogue.models.status === 'error'
  return (
    <>
      <div className={styles.fieldGrid}>
        <ChoiceField
          id={id('brand')} label={t('pages.warranty.brand')} value={values.brand} error={errors.brand}
          placeholder={catalogue.brands.status === 'loading' ? t('pages.forms.loading') : t('pages.warranty.chooseBrand')}
          options={brands} disabled={brands.length === 0} busy={catalogue.brands.status === 'loading'}
          onChange={(v) => void form.chooseBrand(v)}
        />
        <ChoiceField
          id={id('model')} label={t('pages.warranty.model')} value={values.model} error={errors.model}
          placeholder={catalogue.models.status === 'loading' ? t('pages.forms.loading') : t('pages.warranty.chooseModel')}
          options={models} disabled={models.length === 0} busy={catalogue.models.status === 'loading'}
          onChange={(v) => form.set('model', v)}
        />
      </div>
      {catalogueFailed ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.text}>{t('pages.warranty.catalogueError')}</p>
          <Button tone="quiet" onClick={() => (catalogue.brands.status === 'error' ? void form.loadBrands() : void form.chooseBrand(values.brand))}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </>
  )
}

export default function RegisterPhone({ country }: PageProps) {
  return <WarrantyPage country={country} />
}
