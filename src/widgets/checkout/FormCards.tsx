import { useStore } from '@nanostores/react'
import type { Country } from '@core/domain/constants'
import { addressKind, dealerLabel, deliveryMethodNames, paymentMethodNames } from '@core/domain/checkout'
import { $signedIn } from '@core/account'
import { $country } from '@core/platform/locale'
import { type Checkout, $offeredMethods } from '@core/checkout'
import { describe } from '@core/platform/message'
import { SelectField } from '../ui/SelectField'
import { useT } from '../ui/host'
import { CashCode } from './CashCode'
import * as styles from './Checkout.css'
import { TextField } from '../ui/TextField'
import { LipaLater } from './LipaLater'

/** 1. Delivery: home/office (typed address), a pickup point (dealers) or a Simu store. */
export function DeliveryCard({ checkout, country }: { checkout: Checkout; country: Country }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const places = state.places.status === 'ready' ? state.places.data : { dealers: [], stores: [] }
  const kind = addressKind(state.deliveryMethod)
  const error = state.errors.address ? describe(state.errors.address, t) : undefined
  const labels = {
    dropoff: t('checkout.delivery.dropoff', { country: t(`site.countries.${country}`) }),
    pickup: t('checkout.delivery.pickup'),
    store: t('checkout.delivery.store'),
  }
  return (
    <section className={styles.card} part="card" aria-labelledby="simu-co-delivery">
      <h3 className={styles.cardTitle} part="heading" id="simu-co-delivery">{t('checkout.delivery.title')}</h3>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.delivery.legend')}</legend>
        {deliveryMethodNames.map((m) => (
          <label key={m} className={styles.option} part="choice">
            <input type="radio" className={styles.radio} name="simu-co-delivery" value={m} checked={state.deliveryMethod === m} onChange={() => checkout.setDelivery(m)} />
            <span className={styles.optionLabel}>{labels[m]}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'text' ? (
        <TextField look="checkout" label={t('checkout.delivery.address')} hint={t('checkout.delivery.addressHint')} value={state.address} multiline maxLength={300}
          autoComplete="street-address" error={error} onChange={(v) => checkout.setField('address', v)} />
      ) : kind === 'dealer' ? (
        <div>
          <SelectField label={t('checkout.delivery.dealer')} placeholder={t('checkout.delivery.dealerPlaceholder')} value={state.address}
            options={places.dealers.map((d) => ({ value: d._id, label: dealerLabel(d) }))} onChange={(v) => checkout.setField('address', v)} />
          {error ? <p className={styles.error} part="error" role="alert">{error}</p> : null}
        </div>
      ) : (
        <div>
          <SelectField label={t('checkout.delivery.shop')} placeholder={t('checkout.delivery.shopPlaceholder')} value={state.address}
            options={places.stores.map((s) => ({ value: s._id, label: s.name }))} onChange={(v) => checkout.setField('address', v)} />
          {error ? <p className={styles.error} part="error" role="alert">{error}</p> : null}
        </div>
      )}
    </section>
  )
}

/** 2. Payment method: M-Pesa (default), Lipa Later or a cash code, each with its own part. */
export function PaymentCard({ checkout }: { checkout: Checkout }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const offered = useStore($offeredMethods)
  const country = useStore($country)
  // A method the server stopped offering (Lipa Later switched off) is not shown; the store moves a choice off it.
  const hints = { mpesa: t('checkout.payment.mpesaHint'), lipalater: t('checkout.payment.lipalaterHint'), cash: t('checkout.payment.cashHint') }
  const names = { mpesa: t('checkout.payment.mpesa'), lipalater: t('checkout.payment.lipalater'), cash: t('checkout.payment.cash') }
  return (
    <section className={styles.card} part="card" aria-labelledby="simu-co-payment">
      <h3 className={styles.cardTitle} part="heading" id="simu-co-payment">{t('checkout.payment.title')}</h3>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.payment.legend')}</legend>
        {paymentMethodNames.filter((m) => offered.includes(m)).map((m) => (
          // The hint describes the option without becoming part of its name.
          <div key={m} className={styles.option} part="choice">
            <input type="radio" id={`simu-co-pay-${m}`} className={styles.radio} name="simu-co-payment" value={m} checked={state.payment === m}
              aria-describedby={`simu-co-pay-${m}-hint`} onChange={() => checkout.setPayment(m)} />
            <span className={styles.optionText}>
              <label className={styles.optionLabel} htmlFor={`simu-co-pay-${m}`}>{names[m]}</label>
              <span className={styles.hint} id={`simu-co-pay-${m}-hint`}>{hints[m]}</span>
            </span>
          </div>
        ))}
      </fieldset>
      <p className={styles.muted} data-testid="payment-country-note">{t(`checkout.payment.countryNote.${country}`)}</p>
      {state.payment === 'lipalater' ? <LipaLater checkout={checkout} /> : null}
      {state.payment === 'cash' ? <CashCode checkout={checkout} /> : null}
    </section>
  )
}

/** 3. Personal details: name, phone (M-Pesa is asked from it), email (the invoice goes there), alerts. */
export function PersonalCard({ checkout }: { checkout: Checkout }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const signedIn = useStore($signedIn)
  const err = (f: 'name' | 'phone' | 'email') => (state.errors[f] ? describe(state.errors[f]!, t) : undefined)
  return (
    <section className={styles.card} part="card" aria-labelledby="simu-co-personal">
      <h3 className={styles.cardTitle} part="heading" id="simu-co-personal">{t('checkout.personal.title')}</h3>
      <div className={styles.twoColumns}>
        <TextField look="checkout" label={t('checkout.personal.name')} value={state.name} autoComplete="name" maxLength={120} error={err('name')} onChange={(v) => checkout.setField('name', v)} />
        <TextField look="checkout" label={t('checkout.personal.phone')} value={state.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={20}
          hint={state.payment === 'mpesa' ? t('checkout.personal.phoneHint') : undefined} error={err('phone')} onChange={(v) => checkout.setField('phone', v)} />
      </div>
      <TextField look="checkout" label={t('checkout.personal.email')} value={state.email} type="email" inputMode="email" autoComplete="email" maxLength={254}
        hint={t('checkout.personal.emailHint')} error={err('email')} onChange={(v) => checkout.setField('email', v)} />
      <label className={styles.check} part="choice">
        <input type="checkbox" className={styles.checkbox} checked={state.alerts} onChange={(e) => checkout.setAlerts(e.currentTarget.checked)} />
        <span>{t('checkout.personal.alerts')}</span>
      </label>
      {!signedIn ? <p className={styles.note.info}>{t('checkout.personal.signInNote')}</p> : null}
    </section>
  )
}
