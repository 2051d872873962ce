import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { oldestBoughtReleaseYear } from '@core/domain/constants'
import { formatCountryMoney, variantLabel } from '@core/domain/money'
import { createSellModel, sellThisPhone } from '@core/sell'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import { go, href } from '@hosts/site/router'
import type { PageProps } from '../types'
import { brandSlug } from './links'
import * as styles from './sell-pages.css'

/** /{country}/sell-old-mobile-phone/select-variant/{model_id}: the model's sizes with Max Price; 'Sell this phone' opens the wizard. */
export default function SelectVariant({ country, params }: PageProps) {
  const t = useT()
  const modelId = params.modelId ?? ''
  const model = useMemo(() => createSellModel(modelId), [modelId])
  const state = useStore(model.$state)
  const data = state.status === 'ready' ? state.data : undefined
  return (
    <section className={styles.section} aria-labelledby="select-variant-title">
      <h1 className={styles.title} id="select-variant-title">
        {data ? t('sell.wizard.variantPage.title', { model: data.model.details.modelName }) : t('site.pages.selectVariant')}
      </h1>
      {state.status === 'idle' || state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? (
        <ErrorPanel title={t('sell.wizard.variantPage.error')} message={state.network ? t('common.networkError') : state.message}>
          {state.network ? <div><Button tone="secondary" onClick={() => void model.reload()}>{t('common.retry')}</Button></div> : null}
        </ErrorPanel>
      ) : null}
      {data ? (
        <>
          <p className={styles.intro}>{t('sell.wizard.variantPage.intro')}</p>
          <div className={styles.model}>
            <PhoneImage src={data.model.image} alt={data.model.details.modelName} className={styles.modelImage} size={160} />
            {data.model.releaseYear !== undefined && data.model.releaseYear < oldestBoughtReleaseYear ? (
              <p className={styles.note} data-testid="too-old">
                {t('sell.wizard.variantPage.tooOld', { year: oldestBoughtReleaseYear, model: data.model.details.modelName, released: data.model.releaseYear ?? '' })}
              </p>
            ) : data.variants.length === 0 ? <p className={styles.note}>{t('sell.wizard.variantPage.noVariants')}</p> : (
              <ul className={styles.variants}>
                {data.variants.map((v) => (
                  <li key={v.variant._id} className={styles.variant}>
                    <div>
                      <p className={styles.variantLabel}>{variantLabel(v.variant)}</p>
                      <p className={styles.variantPrice}>{t('price.maxPrice')}: {formatCountryMoney(v.prices.price, country)}</p>
                    </div>
                    <Button
                      disabled={!(v.prices.price > 0)}
                      aria-label={t('sell.wizard.variantPage.sellThisLabel', { variant: variantLabel(v.variant) })}
                      onClick={() => {
                        sellThisPhone(data.model, v)
                        go('sellWizard', { country })
                      }}
                    >
                      {t('sell.wizard.variantPage.sellThis')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p>
            <a href={href('selectBrand', { country, brand: brandSlug(data.brand.brand), id: data.brand._id })}>
              {t('sell.wizard.variantPage.otherModels', { brand: data.brand.brand })}
            </a>
          </p>
        </>
      ) : null}
    </section>
  )
}
