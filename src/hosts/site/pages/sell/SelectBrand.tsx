import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { formatCountryMoney } from '@core/domain/money'
import { createTradeInPrices } from '@core/sell'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import { href } from '@hosts/site/router'
import type { PageProps } from '../types'
import * as styles from './sell-pages.css'

/** /{country}/sell-old-mobile-phone/select-brand/{brand}/{id}: the brand's models as cards, each to its variants. */
export default function SelectBrand({ country, params }: PageProps) {
  const t = useT()
  const brandId = params.id ?? ''
  const prices = useMemo(() => createTradeInPrices(brandId), [brandId])
  const state = useStore(prices.$state)
  // Until the reply names the brand, the path's brand segment does.
  const brandName = state.status === 'ready' ? state.data.brand.brand : (params.brand ?? '').replace(/-/g, ' ')
  return (
    <section className={styles.section} aria-labelledby="select-brand-title">
      <h1 className={styles.title} id="select-brand-title">{t('sell.wizard.brandPage.title', { brand: brandName })}</h1>
      <p className={styles.intro}>{t('sell.wizard.brandPage.intro')}</p>
      {state.status === 'idle' || state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? (
        <ErrorPanel title={t('sell.wizard.brandPage.error')} message={state.network ? t('common.networkError') : state.message}>
          <div><Button tone="secondary" onClick={() => void prices.reload()}>{t('common.retry')}</Button></div>
        </ErrorPanel>
      ) : null}
      {state.status === 'ready' && state.data.models.length === 0 ? <p className={styles.note}>{t('sell.wizard.brandPage.empty')}</p> : null}
      {state.status === 'ready' && state.data.models.length > 0 ? (
        <ul className={styles.cards} aria-label={brandName}>
          {state.data.models.map((m) => {
            const top = Math.max(0, ...m.variants.map((v) => v.prices.price))
            return (
              <li key={m.details._id}>
                <a className={styles.card} href={href('selectVariant', { country, modelId: m.details._id })}>
                  <PhoneImage src={m.image} alt="" className={styles.cardImage} />
                  <span className={styles.cardName}>{m.details.modelName}</span>
                  {top > 0 ? <span className={styles.cardPrice}>{t('sell.wizard.brandPage.upTo', { price: formatCountryMoney(top, country) })}</span> : null}
                  <span className={styles.cardAction} aria-hidden="true">{t('sell.wizard.brandPage.seePrices')}</span>
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
      <p><a href={href('sellWizard', { country })}>{t('sell.wizard.brandPage.allBrands')}</a></p>
    </section>
  )
}
