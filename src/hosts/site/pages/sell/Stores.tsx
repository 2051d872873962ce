import { useMemo } from 'react'
import { createStoreList } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { StoreList } from '@widgets/sell-wizard'
import type { PageProps } from '../types'
import * as styles from './sell-pages.css'

/** /{country}/stores: Simu's own trade-in stores in the country, with a region filter and opening hours. */
export default function Stores({ country }: PageProps) {
  const t = useT()
  // Recreated per country, so a stale list is never shown under another country's heading.
  const stores = useMemo(() => createStoreList('simu'), [country])
  return (
    <section className={styles.section} aria-labelledby="stores-title">
      <h1 className={styles.title} id="stores-title">{t('sell.stores.pageTitle')}</h1>
      <p className={styles.intro}>{t('sell.stores.pageIntro')}</p>
      <StoreList stores={stores} label={t('sell.stores.listLabel')} />
    </section>
  )
}
