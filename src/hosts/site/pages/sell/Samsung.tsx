import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { samsungStoreLists, samsungTradeInOpen, type Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { formatCountryMoney, variantLabel } from '@core/domain/money'
import { createStoreList, createTradeInPrices } from '@core/sell'
import { SellWizard, StoreList } from '@widgets/sell-wizard'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import type { PageProps } from '../types'
import * as styles from './sell-pages.css'

/**
 * /{country}/samsung/all-phones: the Samsung store trade-in (sell-side.md §1, §2): fixed prices by model,
 * select a store, walk in and get a new phone; the price list and both Samsung store lists.
 */
export default function Samsung({ country }: PageProps) {
  return samsungTradeInOpen(country) ? <SamsungTradeIn country={country} /> : <KenyaOnly country={country} />
}

/**
 * Outside Kenya: Samsung's trade-in stores are Kenyan and priced in shillings, so the page says so
 * and sends the visitor to Simu's own sell flow and stores in their country (issue 10, point 15).
 */
function KenyaOnly({ country }: { country: Country }) {
  const t = useT()
  const name = t(`site.countries.${country}`)
  return (
    <section className={styles.section} aria-labelledby="samsung-title">
      <h1 className={styles.title} id="samsung-title">{t('sell.samsung.page.kenyaOnlyTitle')}</h1>
      <p className={styles.intro}>{t('sell.samsung.page.kenyaOnly', { country: name })}</p>
      <p className={styles.note}>
        <a className={styles.cardAction} href={pathTo('sellWizard', { country })}>{t('sell.samsung.page.kenyaOnlySell')}</a>
        {' · '}
        <a className={styles.cardAction} href={pathTo('stores', { country })}>{t('sell.samsung.page.kenyaOnlyStores', { country: name })}</a>
      </p>
    </section>
  )
}

function SamsungTradeIn({ country }: { country: Country }) {
  const t = useT()
  const prices = useMemo(() => createTradeInPrices(), [])
  const lists = useMemo(() => samsungStoreLists.map((l) => createStoreList(l)), [])
  const state = useStore(prices.$state)
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="samsung-title">
        <h1 className={styles.title} id="samsung-title">{t('site.pages.samsung')}</h1>
        <p className={styles.intro}>{t('sell.samsung.page.intro')}</p>
        <h2 className={styles.heading}>{t('sell.samsung.page.howTitle')}</h2>
        <ol className={styles.steps}>
          <li className={styles.step}><h3 className={styles.stepTitle}>1. {t('sell.samsung.page.how1Title')}</h3><p className={styles.stepText}>{t('sell.samsung.page.how1')}</p></li>
          <li className={styles.step}><h3 className={styles.stepTitle}>2. {t('sell.samsung.page.how2Title')}</h3><p className={styles.stepText}>{t('sell.samsung.page.how2')}</p></li>
          <li className={styles.step}><h3 className={styles.stepTitle}>3. {t('sell.samsung.page.how3Title')}</h3><p className={styles.stepText}>{t('sell.samsung.page.how3')}</p></li>
        </ol>
      </section>

      <SellWizard mode="samsung" />

      <section className={styles.section} aria-labelledby="samsung-prices">
        <h2 className={styles.heading} id="samsung-prices">{t('sell.samsung.page.pricesTitle')}</h2>
        <p className={styles.note}>{t('sell.samsung.priceCondition')}</p>
        {state.status === 'idle' || state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {state.status === 'error' ? (
          <ErrorPanel title={t('sell.samsung.pricesError')} message={state.network ? t('common.networkError') : state.message}>
            <div><Button tone="secondary" onClick={() => void prices.reload()}>{t('common.retry')}</Button></div>
          </ErrorPanel>
        ) : null}
        {state.status === 'ready' ? (
          state.data.models.length === 0 ? <p className={styles.note}>{t('sell.samsung.noPrices')}</p> : (
            <ul className={styles.priceCards} aria-label={t('sell.samsung.page.pricesTitle')}>
              {state.data.models.filter((m) => m.variants.length > 0).map((m) => (
                <li key={m.details._id} className={styles.priceCard}>
                  <div className={styles.priceHead}>
                    <PhoneImage src={m.image} alt="" className={styles.smallImage} size={64} />
                    <h3 className={styles.subheading}>{m.details.modelName}</h3>
                  </div>
                  <ul className={styles.priceList} aria-label={`${t('sell.samsung.tradeInPrice')}: ${m.details.modelName}`}>
                    {m.variants.map((v) => (
                      <li key={v.variant._id} className={styles.priceLine}>
                        <span>{variantLabel(v.variant)}</span>
                        <strong>{formatCountryMoney(v.prices.price, country)}</strong>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="samsung-stores">
        <h2 className={styles.heading} id="samsung-stores">{t('sell.samsung.page.storesTitle')}</h2>
        {lists.map((list) => (
          <section key={list.list} className={styles.stack} aria-labelledby={`samsung-list-${list.list}`}>
            <h3 className={styles.subheading} id={`samsung-list-${list.list}`}>{t(`sell.samsung.lists.${list.list as 'samsung-20'}`)}</h3>
            <StoreList stores={list} label={t(`sell.samsung.lists.${list.list as 'samsung-20'}`)} />
          </section>
        ))}
      </section>
    </div>
  )
}
