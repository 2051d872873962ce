import { useStore } from '@nanostores/react'
import { useId, useMemo } from 'react'
import type { Country, Language } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { colourName } from '@core/i18n/colours'
import { pathTo } from '@core/platform/routes'
import { $language } from '@core/platform/locale'
import { $repairBooking, type AddressDetails, type RepairBooking } from '@core/repair'
import { createRepairAddress, type RepairAddress, type RepairAddressState } from '@core/repair'
import { DateCarousel, RepairSnackbar, repairStyles as styles } from '@widgets/repair'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import { StoreMapLink } from '@widgets/ui/StoreMap'
import type { PageProps } from '../types'

type AddressPart = { address: RepairAddress; state: RepairAddressState; a: AddressDetails; id: string }

/** Back from the summary of a booking just made: say it is booked, never 'nothing to book' (issue 10). */
function NoBooking({ booked, country, id }: { booked: string | null | undefined; country: Country; id: string }) {
  const t = useT()
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.h1}>{t(booked ? 'repair.address.bookedTitle' : 'repair.address.noBookingTitle')}</h1>
        <p className={styles.text}>{t(booked ? 'repair.address.bookedBody' : 'repair.address.noBookingBody')}</p>
        <p className={styles.text}>
          {booked
            ? <a className={styles.linkButton} href={`${pathTo('repairSummary', { country })}?ticket=${encodeURIComponent(booked)}`}>{t('repair.address.seeSummary')}</a>
            : <a className={styles.linkButton} href={pathTo('repairLanding', { country })}>{t('repair.address.startRepair')}</a>}
        </p>
      </section>
    </div>
  )
}

/** The page's title, and the phone with its estimate. */
function AddressHeader({ booking, language, id }: { booking: RepairBooking; language: Language; id: string }) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.h1}>{t('repair.address.title')}</h1>
      <p className={styles.text}>{t('repair.address.intro')}</p>
      {booking.device ? (
        <div className={styles.device}>
          <PhoneImage src={booking.device.image} alt="" size={72} className={styles.deviceImage} />
          <div className={styles.deviceText}>
            <p className={`${styles.text} ${styles.strong}`}>
              {booking.device.colorName ? t('repair.address.device', { model: booking.device.modelName, color: colourName(booking.device.colorName, language) }) : booking.device.modelName}
            </p>
            {booking.total ? <p className={styles.muted}>{`${t('repair.card.estimate')}: ${formatMoney(booking.total.cost, booking.total.currency)}`}</p> : null}
          </div>
        </div>
      ) : null}
    </section>
  )
}

/** Store visit: the steps, and (once chosen) the store with its opening hours. */
function StoreOption({ address, state, a, id }: AddressPart) {
  const t = useT()
  const stores = state.stores.status === 'ready' ? state.stores.data : []
  const chosenStore = stores.find((s) => s._id === a.shopId)
  return (
    <div className={styles.option}>
      <label className={styles.optionHead}>
        <input type="radio" name={`${id}-option`} checked={a.option === 'store'} onChange={() => address.setOption('store')} />
        {t('repair.address.store')}
      </label>
      <ol className={styles.steps}>
        <li>{t('repair.address.storeSteps.visit')}</li>
        <li>{t('repair.address.storeSteps.scan')}</li>
        <li>{t('repair.address.storeSteps.pay')}</li>
      </ol>
      {a.option === 'store' ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-store`}>{t('repair.address.storeSelect')}</label>
          {state.stores.status === 'error' ? (
            <ErrorPanel message={state.stores.network ? t('common.networkError') : t('repair.address.storesFailed')}>
              <div><Button tone="secondary" onClick={() => void address.loadStores()}>{t('common.retry')}</Button></div>
            </ErrorPanel>
          ) : null}
          <select
            id={`${id}-store`}
            className={styles.input}
            value={a.shopId}
            disabled={stores.length === 0}
            aria-busy={state.stores.status === 'loading' || undefined}
            aria-invalid={state.errors.shopId || undefined}
            aria-describedby={[chosenStore ? `${id}-hours` : '', state.errors.shopId ? `${id}-store-error` : ''].filter(Boolean).join(' ') || undefined}
            onChange={(e) => address.setStore(e.currentTarget.value)}
          >
            <option value="" disabled>{state.stores.status === 'loading' ? t('repair.address.storesLoading') : t('repair.address.storePlaceholder')}</option>
            {stores.map((s) => <option key={s._id} value={s._id}>{`${s.name} — ${s.store_location}`}</option>)}
          </select>
          {chosenStore ? <p id={`${id}-hours`} className={styles.hint}>{t('repair.address.openingHours', { hours: chosenStore.openingHours })}</p> : null}
          {chosenStore ? <p className={styles.hint}><StoreMapLink store={chosenStore} /></p> : null}
          {state.errors.shopId ? <p id={`${id}-store-error`} className={styles.error}>{t('repair.errors.required')}</p> : null}
        </div>
      ) : null}
    </div>
  )
}

/** Home visit: where the technician comes. */
function HomeOption({ address, state, a, id }: AddressPart) {
  const t = useT()
  return (
    <div className={styles.option}>
      <label className={styles.optionHead}>
        <input type="radio" name={`${id}-option`} checked={a.option === 'home'} onChange={() => address.setOption('home')} />
        {t('repair.address.home')}
      </label>
      <p className={styles.muted}>{t('repair.address.homeBody')}</p>
      {a.option === 'home' ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-location`}>{t('repair.address.location')}</label>
          <input
            id={`${id}-location`}
            className={styles.input}
            value={a.location}
            maxLength={300}
            autoComplete="street-address"
            aria-invalid={state.errors.location || undefined}
            aria-describedby={`${id}-location-hint${state.errors.location ? ` ${id}-location-error` : ''}`}
            onChange={(e) => address.setLocation(e.currentTarget.value)}
          />
          <p id={`${id}-location-hint`} className={styles.hint}>{t('repair.address.locationHint')}</p>
          {state.errors.location ? <p id={`${id}-location-error`} className={styles.error}>{t('repair.errors.required')}</p> : null}
        </div>
      ) : null}
    </div>
  )
}

/** Home visit: the day the technician comes. */
function AppointmentDay({ address, state, a, id, language }: AddressPart & { language: Language }) {
  const t = useT()
  const slots = state.slots.status === 'ready' ? state.slots.data : []
  return (
    <div className={styles.field}>
      <p id={`${id}-dates`} className={styles.label}>{t('repair.address.dateLegend')}</p>
      {slots.length ? (
        <DateCarousel
          slots={slots}
          value={a.appointment_date}
          onChange={address.setDate}
          language={language}
          label={t('repair.address.dateLegend')}
          invalid={state.errors.appointment_date}
          describedBy={state.errors.appointment_date ? `${id}-date-error` : undefined}
        />
      ) : <Spinner label={t('common.loading')} />}
      {state.errors.appointment_date ? <p id={`${id}-date-error`} className={styles.error}>{t('repair.errors.required')}</p> : null}
    </div>
  )
}

/** /{country}/repair/address: store visit or home visit, then 'Request Diagnosis' (shop-and-repair.md §2, §4). */
export function RepairAddressView({ address, country }: { address: RepairAddress; country: Country }) {
  const t = useT()
  const id = useId()
  const state = useStore(address.$state)
  const booking = useStore($repairBooking)
  const language = useStore($language) as Language
  const a = booking.addressDetails
  if (!booking.repairProId) return <NoBooking booked={booking.bookedTicket} country={country} id={id} />
  const part = { address, state, a, id }

  return (
    <div className={styles.page}>
      <AddressHeader booking={booking} language={language} id={id} />
      <form
        className={styles.card}
        noValidate
        aria-busy={state.requesting || undefined}
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => { e.preventDefault(); void address.request() }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('repair.address.optionsLegend')}</legend>
          <div className={styles.options}>
            <StoreOption {...part} />
            <HomeOption {...part} />
          </div>
        </fieldset>
        {a.option === 'home' ? <AppointmentDay {...part} language={language} /> : null}
        <div>
          <Button type="submit" aria-busy={state.requesting || undefined} aria-disabled={state.requesting || undefined}>
            {state.requesting ? <><Spinner label="" />{t('repair.address.requesting')}</> : t('repair.address.request')}
          </Button>
        </div>
      </form>
      <RepairSnackbar snackbar={address.snackbar} />
    </div>
  )
}

export default function RepairAddressPage({ country }: PageProps) {
  const address = useMemo(() => createRepairAddress(), [])
  return <RepairAddressView address={address} country={country} />
}
