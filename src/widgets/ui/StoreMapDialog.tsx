import { regionName } from '@core/i18n/regions'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { useT, useWidgetLanguage } from './host'
import { storeMapUrl, type MapStore } from './store-map-url'
import * as ui from './ui.css'
import * as styles from './StoreMap.css'
import '@core/sell/texts'

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
