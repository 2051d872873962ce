import { useStore } from '@nanostores/react'
import { useId, useMemo, useState, type FormEvent } from 'react'
import type { Payout, TrackedQuote } from '@core/sell'
import type { Country } from '@core/domain/constants'
import type { UserAction } from '@core/domain/trade-in'
import { createPayoutForm, type PayoutForm as PayoutFormStore, type TradeInStore } from '@core/sell'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import * as ui from '../ui/ui.css'
import { TextField } from './parts'
import * as styles from './TradeIn.css'

/** Where the money goes: the service, number and name, and (before payment) a way to change them. */
export function PayoutPanel({ quote, tradeIn, busy }: { quote: TrackedQuote; tradeIn: TradeInStore; busy: UserAction | null }) {
  const t = useT()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const { payout, nextActions, state } = quote.tradeIn
  const editable = nextActions.includes('update_payout')
  if (!editable && state !== 'paid') return null
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading} id={`${id}-title`}>{t('sell.tracking.payout.title')}</h3>
      <PayoutSummary payout={payout} />
      {editable ? (
        editing ? (
          <PayoutForm country={quote.country} payout={payout} busy={busy !== null} onCancel={() => setEditing(false)}
            onSave={async (body) => { if (await tradeIn.updatePayout(body)) setEditing(false) }} />
        ) : (
          <>
            <p className={styles.muted}>{t('sell.tracking.payout.hint')}</p>
            <div><Button tone="secondary" onClick={() => setEditing(true)}>{t('sell.tracking.payout.change')}</Button></div>
          </>
        )
      ) : null}
    </section>
  )
}

export function PayoutSummary({ payout }: { payout: Payout }) {
  const t = useT()
  return (
    <div className={styles.box.info} data-testid="payout">
      <p className={styles.text}><strong>{t('sell.tracking.payout.summary', { method: t(`sell.tracking.payout.methods.${payout.method}`), number: payout.number })}</strong></p>
      {payout.name ? <p className={styles.text}>{t('sell.tracking.payout.inName', { name: payout.name })}</p> : null}
    </div>
  )
}

/** The payout form: the country's services, a mobile-money number checked for the country, the name. */
export function PayoutForm({ country, payout, busy, onSave, onCancel, form: given }: {
  country: Country
  payout: Payout
  busy: boolean
  onSave: (body: { method: Payout['method']; number: string; name: string }) => void | Promise<void>
  onCancel?: () => void
  form?: PayoutFormStore
}) {
  const t = useT()
  const id = useId()
  const payoutForm = useMemo(() => given ?? createPayoutForm(country, payout), [given, country, payout])
  const form = useStore(payoutForm.$form)
  const problem = (p: string | undefined) => {
    if (!p) return undefined
    if (p === 'invalidNumber') return t('sell.tracking.problems.invalidNumber', { country: t(`site.countries.${country}`), example: t(`sell.tracking.problems.examples.${country}`) })
    return t(`sell.tracking.problems.${p as 'required' | 'tooLong'}`)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = payoutForm.valid()
    if (body) void onSave(body)
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('sell.tracking.payout.title')}>
      {payoutForm.methods.length > 1 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-method`}>{t('sell.tracking.payout.method')}</label>
          <select id={`${id}-method`} className={ui.select} value={form.method} onChange={(e) => payoutForm.set('method', e.currentTarget.value)}>
            {payoutForm.methods.map((m) => <option key={m} value={m}>{t(`sell.tracking.payout.methods.${m}`)}</option>)}
          </select>
        </div>
      ) : null}
      <TextField label={t('sell.tracking.payout.number')} problem={problem(form.problems.number)} value={form.number} type="tel" inputMode="tel"
        autoComplete="tel" required onChange={(e) => payoutForm.set('number', e.currentTarget.value)} />
      <TextField label={t('sell.tracking.payout.name')} problem={problem(form.problems.name)} value={form.name} autoComplete="name"
        required onChange={(e) => payoutForm.set('name', e.currentTarget.value)} />
      <div className={styles.row}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>{busy ? t('sell.tracking.payout.saving') : t('sell.tracking.payout.save')}</Button>
        {onCancel ? <Button tone="quiet" onClick={onCancel}>{t('sell.tracking.payout.cancel')}</Button> : null}
      </div>
    </form>
  )
}
