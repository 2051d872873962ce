import { useStore } from '@nanostores/react'
import { useId } from 'react'
import type { Store } from '@core/catalogue/contract'
import { regionsOf, storesIn, type StoreListStore } from '@core/sell'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useT, useWidgetLanguage } from '../ui/host'
import { regionName } from '@core/i18n/regions'
import { Spinner } from '../ui/Spinner'
import { StoreMapLink } from '../ui/StoreMap'
import * as ui from '../ui/ui.css'
import * as styles from './SellWizard.css'

export interface StoreChoice {
  value: string | undefined
  onChoose: (storeId: string) => void
}

/**
 * A trade-in store list with its region filter: name, location, phone ('No phone number' when the list
 * has none), opening hours and a Map that opens the store's details with a Google Maps link (issue 10). With `choice`, each store is a
 * radio button (the Samsung mode's 'select a store').
 */
export function StoreList({ stores, label, choice }: { stores: StoreListStore; label: string; choice?: StoreChoice }) {
  const state = useStore(stores.$state)
  const region = useStore(stores.$region)
  const t = useT()
  const language = useWidgetLanguage()
  const filterId = useId()

  if (state.status === 'idle' || state.status === 'loading') return <Spinner label={t('common.loading')} />
  if (state.status === 'error') {
    return (
      <ErrorPanel title={t('sell.stores.error')} message={state.network ? t('common.networkError') : state.message}>
        <div><Button tone="secondary" onClick={() => void stores.reload()}>{t('common.retry')}</Button></div>
      </ErrorPanel>
    )
  }
  const all = state.data.stores
  const shown = storesIn(all, region)
  const regions = regionsOf(all)

  const cards = shown.map((s) => <StoreCard key={s._id} store={s} choice={choice} group={filterId} />)
  return (
    <div className={styles.fields}>
      <div className={styles.storeTools}>
        <div className={`${ui.field} ${styles.storeFilter}`} part="field">
          <label className={ui.label} part="label" htmlFor={filterId}>{t('sell.stores.region')}</label>
          <select id={filterId} className={ui.select} part="select" value={region ?? ''} disabled={regions.length === 0} onChange={(e) => stores.setRegion(e.currentTarget.value)}>
            <option value="">{t('sell.stores.allRegions')}</option>
            {regions.map((r) => <option key={r} value={r}>{regionName(r, language)}</option>)}
          </select>
        </div>
        <p className={styles.storeCount} aria-live="polite">{t('sell.stores.count', { count: shown.length })}</p>
      </div>
      {shown.length === 0 ? (
        <p className={styles.note}>{all.length === 0 ? t('sell.stores.none') : t('sell.stores.empty')}</p>
      ) : choice ? (
        <fieldset className={styles.storeFieldset}>
          <legend className={ui.visuallyHidden}>{label}</legend>
          <ul className={styles.stores}>{cards}</ul>
        </fieldset>
      ) : (
        <ul className={styles.stores} aria-label={label}>{cards}</ul>
      )}
    </div>
  )
}

function StoreCard({ store, choice, group }: { store: Store; choice?: StoreChoice; group: string }) {
  const t = useT()
  const language = useWidgetLanguage()
  const nameId = useId()
  const phone = store.contact.trim()
  const name = <p className={styles.storeName} id={nameId}>{store.store_name}</p>
  return (
    <li className={styles.store} part="card" data-testid="store">
      {choice ? (
        <label className={styles.storeChoice} part="choice">
          <input className={styles.radio} type="radio" name={`${group}-store`} value={store._id} checked={choice.value === store._id} onChange={() => choice.onChoose(store._id)} aria-labelledby={nameId} />
          {name}
        </label>
      ) : name}
      <p className={styles.storeText}>{store.store_location}</p>
      <p className={styles.storeText}>{regionName(store.region, language)}</p>
      <p className={styles.storeText}>
        {phone ? <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : t('sell.stores.noPhone')}
      </p>
      {store.openingHours ? <p className={styles.storeText}>{t('sell.stores.hours')}: {store.openingHours}</p> : null}
      <div className={styles.storeLinks}>
        <StoreMapLink className={styles.link} store={store} />
      </div>
    </li>
  )
}
