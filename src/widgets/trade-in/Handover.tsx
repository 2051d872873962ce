import { useStore } from '@nanostores/react'
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import type { TrackedQuote } from '@core/sell'
import { formatDay, isAfterHandover, pickupAddressMax, pickupSlots, type PickupSlot, type UserAction } from '@core/domain/trade-in'
import type { Country } from '@core/domain/constants'
import { splitTown } from '@core/domain/towns'
import { createHandover, type Handover, type TradeInStore } from '@core/sell'
import { Button } from '../ui/Button'
import { useT, useWidgetLanguage } from '../ui/host'
import { StoreMapLink } from '../ui/StoreMap'
import { regionName } from '@core/i18n/regions'
import * as ui from '../ui/ui.css'
import { LoadFailure, Loading, TextField, useLanguage } from './parts'
import { TownField } from './TownField'
import * as styles from './TradeIn.css'


/**
 * What happens next: the booked hand-over (pickup or store) and, while it can still change, the
 * form to book or change it.
 */
export function HandoverPanel({ quote, tradeIn, busy, handover: given }: { quote: TrackedQuote; tradeIn: TradeInStore; busy: UserAction | null; handover?: Handover }) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const { pickup, store, nextActions } = quote.tradeIn
  const canBook = nextActions.includes('schedule_pickup') || nextActions.includes('choose_store')
  const booked = pickup !== null || store !== null
  const [editing, setEditing] = useState(!booked)
  // A booking just made (or changed) closes the form and shows what was booked.
  useEffect(() => setEditing(!booked), [booked, pickup?.date, pickup?.slot, pickup?.address, store?._id])
  const state = quote.tradeIn.state
  // Once the phone is handed over, the next step follows the trade-in, not the old booking.
  if (isAfterHandover(state)) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <h3 className={styles.heading} id={`${id}-title`}>{t('sell.tracking.next.title')}</h3>
        <p className={styles.text} data-testid="next-step">{t(`sell.tracking.next.after.${state}`)}</p>
      </section>
    )
  }
  if (!canBook && !booked) return null
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading} id={`${id}-title`}>{t('sell.tracking.next.title')}</h3>
      {pickup ? (
        <div className={styles.box.info} data-testid="booking">
          <p className={styles.text}><strong>{t('sell.tracking.next.pickupBooked', { day: formatDay(pickup.date, language), slot: t(`sell.tracking.pickup.slots.${pickup.slot}`) })}</strong></p>
          <p className={styles.text}>{t('sell.tracking.next.pickupAt', { address: pickup.address })}</p>
        </div>
      ) : store ? (
        <div className={styles.box.info} data-testid="booking">
          <p className={styles.text}><strong>{t('sell.tracking.next.storeChosen', { store: store.store_name })}</strong></p>
          <p className={styles.text}>{store.store_location}</p>
          <p className={styles.text}>{t('sell.tracking.store.hours', { hours: store.openingHours })}</p>
          <p className={styles.text}><StoreMapLink store={store} /></p>
          <p className={styles.muted}>{t('sell.tracking.next.storeVisit')}</p>
        </div>
      ) : (
        <p className={styles.text}>{t('sell.tracking.next.intro')}</p>
      )}
      {canBook && booked ? (
        <div>
          <Button tone="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {editing ? t('sell.tracking.next.keep') : t('sell.tracking.next.change')}
          </Button>
        </div>
      ) : null}
      {canBook && editing ? <HandoverForm quote={quote} tradeIn={tradeIn} busy={busy} handover={given} /> : null}
    </section>
  )
}

function HandoverForm({ quote, tradeIn, busy, handover: given }: { quote: TrackedQuote; tradeIn: TradeInStore; busy: UserAction | null; handover?: Handover }) {
  const t = useT()
  const handover = useMemo(() => given ?? createHandover(quote.country, {
    // Changing a booking starts from it.
    ...(quote.tradeIn.pickup ? { mode: 'pickup' as const, ...splitTown(quote.country, quote.tradeIn.pickup.address) } : {}),
    ...(quote.tradeIn.store ? { mode: 'store' as const, storeId: quote.tradeIn.store._id } : {}),
  }), [given, quote.country, quote.tradeIn.pickup, quote.tradeIn.store])
  const form = useStore(handover.$form)
  const name = useId()
  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sell.tracking.next.how')}</legend>
        <div className={styles.choices}>
          {(['pickup', 'store'] as const).map((mode) => (
            <label className={styles.choice} key={mode}>
              <input className={styles.radio} type="radio" name={`${name}-mode`} value={mode} checked={form.mode === mode} onChange={() => handover.setMode(mode)} />
              {t(`sell.tracking.next.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {form.mode === 'pickup' ? <PickupForm country={quote.country} handover={handover} tradeIn={tradeIn} busy={busy} /> : <StoreChooser handover={handover} tradeIn={tradeIn} busy={busy} />}
    </div>
  )
}

function PickupForm({ country, handover, tradeIn, busy }: { country: Country; handover: Handover; tradeIn: TradeInStore; busy: UserAction | null }) {
  const t = useT()
  const language = useLanguage()
  const form = useStore(handover.$form)
  const id = useId()
  const problem = (p: string | undefined) => (p ? t(`sell.tracking.problems.${p as 'required'}`) : undefined)
  const townProblem = form.problems.town === 'unknownTown' ? t('sell.tracking.pickup.townUnknown', { country: t(`site.countries.${country}`) }) : problem(form.problems.town)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const pickup = handover.pickup()
    if (pickup) void tradeIn.schedulePickup(pickup)
  }
  const days = form.days
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('sell.tracking.next.pickup')}>
      <TextField
        label={t('sell.tracking.pickup.address')}
        hint={t('sell.tracking.pickup.addressHint')}
        problem={problem(form.problems.address)}
        value={form.address}
        maxLength={pickupAddressMax + 20}
        autoComplete="street-address"
        required
        onChange={(e) => handover.setField('address', e.currentTarget.value)}
      />
      <TownField country={country} value={form.town} problem={townProblem} onChange={(town) => handover.setField('town', town)} />
      {days.status === 'error' ? (
        <LoadFailure state={days} title={t('sell.tracking.pickup.daysError')} onRetry={() => void handover.loadDays()} />
      ) : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-day`}>{t('sell.tracking.pickup.day')}</label>
          <select
            id={`${id}-day`}
            className={ui.select}
            value={form.date}
            disabled={days.status !== 'ready'}
            aria-busy={days.status === 'loading' || undefined}
            aria-invalid={form.problems.date ? true : undefined}
            aria-describedby={`${id}-day-note${form.problems.date ? ` ${id}-day-problem` : ''}`}
            required
            onChange={(e) => handover.setField('date', e.currentTarget.value)}
          >
            <option value="" disabled>{days.status === 'loading' ? t('common.loading') : t('sell.tracking.pickup.chooseDay')}</option>
            {days.status === 'ready' ? days.data.map((d) => <option key={d.date} value={d.date}>{formatDay(d.date, language)}</option>) : null}
          </select>
          <p className={styles.muted} id={`${id}-day-note`}>{t('sell.tracking.pickup.closedNote')}</p>
          {form.problems.date ? <p className={styles.problem} id={`${id}-day-problem`}>{problem(form.problems.date)}</p> : null}
        </div>
      )}
      <fieldset className={styles.fieldset} aria-describedby={form.problems.slot ? `${id}-slot-problem` : undefined}>
        <legend className={styles.legend}>{t('sell.tracking.pickup.slot')}</legend>
        <div className={styles.choices}>
          {pickupSlots.map((slot: PickupSlot) => (
            <label className={styles.choice} key={slot}>
              <input className={styles.radio} type="radio" name={`${id}-slot`} value={slot} checked={form.slot === slot} onChange={() => handover.setField('slot', slot)} />
              {t(`sell.tracking.pickup.slotLabels.${slot}`)}
            </label>
          ))}
        </div>
        {form.problems.slot ? <p className={styles.problem} id={`${id}-slot-problem`}>{problem(form.problems.slot)}</p> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy !== null} aria-busy={busy === 'schedule_pickup' || undefined}>
          {busy === 'schedule_pickup' ? t('sell.tracking.pickup.submitting') : t('sell.tracking.pickup.submit')}
        </Button>
      </div>
    </form>
  )
}

function StoreChooser({ handover, tradeIn, busy }: { handover: Handover; tradeIn: TradeInStore; busy: UserAction | null }) {
  const t = useT()
  const language = useWidgetLanguage()
  const form = useStore(handover.$form)
  const regions = useStore(handover.$regions)
  const visible = useStore(handover.$visibleStores)
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const storeId = handover.store()
    if (storeId) void tradeIn.chooseStore(storeId)
  }
  if (form.stores.status === 'loading') return <Loading label={t('common.loading')} />
  if (form.stores.status === 'error' || form.stores.status === 'signedOut') {
    return <LoadFailure state={form.stores.status === 'error' ? form.stores : { status: 'error', message: '', network: true, code: 0 }} title={t('sell.tracking.store.storesError')} onRetry={() => void handover.loadStores()} />
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('sell.tracking.next.store')}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-region`}>{t('sell.tracking.store.region')}</label>
        <select id={`${id}-region`} className={ui.select} value={form.region} onChange={(e) => handover.setRegion(e.currentTarget.value)}>
          <option value="">{t('sell.tracking.store.allRegions')}</option>
          {regions.map((r) => <option key={r} value={r}>{regionName(r, language)}</option>)}
        </select>
      </div>
      <fieldset className={styles.fieldset} aria-describedby={form.problems.store ? `${id}-store-problem` : undefined}>
        <legend className={styles.legend}>{t('sell.tracking.store.list')}</legend>
        {visible.length === 0 ? <p className={styles.muted}>{t('sell.tracking.store.none')}</p> : (
          <ul className={styles.stores}>
            {visible.map((s) => (
              <li className={styles.storeItem} key={s._id}>
                <label className={styles.storeLabel}>
                  <input className={styles.radio} type="radio" name={`${id}-store`} value={s._id} checked={form.storeId === s._id} onChange={() => handover.setStore(s._id)} />
                  <span className={styles.storeName}>{s.store_name}</span>
                  <span>{s.store_location}</span>
                  <span className={styles.muted}>{t('sell.tracking.store.hours', { hours: s.openingHours })}</span>
                  {s.contact ? <span className={styles.muted}>{t('sell.tracking.store.contact', { contact: s.contact })}</span> : null}
                </label>
                <StoreMapLink store={s} />
              </li>
            ))}
          </ul>
        )}
        {form.problems.store ? <p className={styles.problem} id={`${id}-store-problem`}>{t('sell.tracking.problems.store')}</p> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy !== null} aria-busy={busy === 'choose_store' || undefined}>
          {busy === 'choose_store' ? t('sell.tracking.store.submitting') : t('sell.tracking.store.submit')}
        </Button>
      </div>
    </form>
  )
}
