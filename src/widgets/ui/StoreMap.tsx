import { useState, type MouseEvent } from 'react'
import type { Store } from '../../core/api/contract'
import { mapsUrl } from '../../core/domain/maps'
import { regionName } from '../../core/i18n/regions'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { useT, useWidgetLanguage } from './host'
import * as ui from './ui.css'
import * as styles from './StoreMap.css'
import '../../core/i18n/areas/sell'

export type MapStore = Pick<Store, 'store_name' | 'store_location' | 'region' | 'contact' | 'lat' | 'lng' | 'openingHours'>

/** The store's Google Maps search link (its coordinates, or its address when it has none). */
export const storeMapUrl = (store: MapStore) => mapsUrl({ lat: store.lat, lng: store.lng, address: `${store.store_location}, ${store.region}` })

/** A plain click opens the dialog; a click meant for a new tab or window still follows the link. */
const wantsDialog = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented

/**
 * A store's 'Map' (issue 10, point 17). No maps script can load on Simu's pages, so the link opens a
 * dialog with what a map would be used for: the store's address, opening hours and phone, and a link
 * to Google Maps in a new tab. The element stays a real link to Google Maps, so ctrl-, middle- and
 * shift-clicks open the map directly, as before.
 */
export function StoreMapLink({ store, className }: { store: MapStore; className?: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!wantsDialog(e)) return
    e.preventDefault()
    // Safari does not focus a clicked link; the dialog gives focus back to whatever had it when it opened.
    e.currentTarget.focus()
    setOpen(true)
  }
  return (
    <>
      <a className={className} href={storeMapUrl(store)} target="_blank" rel="noopener noreferrer" aria-haspopup="dialog" aria-label={t('sell.stores.mapLabel', { store: store.store_name })} onClick={onClick}>
        {t('sell.stores.map')}
      </a>
      <StoreMapDialog store={store} open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/** The store's details and a Google Maps link: no script, no iframe, nothing fetched. */
export function StoreMapDialog({ store, open, onClose }: { store: MapStore; open: boolean; onClose: () => void }) {
  const t = useT()
  const language = useWidgetLanguage()
  const phone = store.contact.trim()
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!next) onClose() }} title={store.store_name}>
      <div data-testid="store-map">
        <dl className={styles.details}>
          <div>
            <dt className={styles.term}>{t('sell.stores.mapDialog.address')}</dt>
            <dd className={styles.value}>{store.store_location}<br />{regionName(store.region, language)}</dd>
          </div>
          {store.openingHours ? (
            <div>
              <dt className={styles.term}>{t('sell.stores.hours')}</dt>
              <dd className={styles.value}>{store.openingHours}</dd>
            </div>
          ) : null}
          <div>
            <dt className={styles.term}>{t('sell.stores.mapDialog.phone')}</dt>
            <dd className={styles.value}>{phone ? <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : t('sell.stores.noPhone')}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('sell.stores.mapDialog.note')}</p>
        <div className={styles.actions}>
          <a className={styles.google} href={storeMapUrl(store)} target="_blank" rel="noopener noreferrer">
            {t('sell.stores.mapDialog.google')} <span className={ui.visuallyHidden}>{t('sell.stores.mapDialog.newTab')}</span>
          </a>
          <Button tone="secondary" onClick={onClose}>{t('common.close')}</Button>
        </div>
      </div>
    </Dialog>
  )
}
