import { useStore } from '@nanostores/react'
import { formatCountryMoney, variantLabel } from '@core/domain/money'
import { samsungTradeInCountry } from '@core/domain/constants'
import { $selectedModel } from '@core/sell'
import type { SellWizard } from '@core/sell'
import { Button } from '../ui/Button'
import { useT, useWidgetCountry } from '../ui/host'
import { DeviceSelects } from '../ui/DeviceSelects'
import { SelectField } from '../ui/SelectField'
import * as styles from './SellWizard.css'

/** SelectModel (sell-side.md §2): brand, model and variant, each disabled while its list is empty (§5). */
export function SelectModel({ wizard }: { wizard: SellWizard }) {
  const state = useStore(wizard.$state)
  const selected = useStore($selectedModel)
  const country = useWidgetCountry()
  const t = useT()
  return (
    <div className={styles.fields}>
      <DeviceSelects
        brands={state.brands}
        models={state.models}
        variants={state.variants}
        brandId={state.brandId}
        modelId={state.modelId}
        variantId={state.variantId}
        onBrand={(id) => void wizard.chooseBrand(id)}
        onModel={(id) => void wizard.chooseModel(id)}
        onVariant={(id) => wizard.chooseVariant(id)}
        onRetryBrands={() => void wizard.loadBrands()}
        // 'Max Price' with each size, as the spec's variant list shows it (label '{ram}GB/ {storage}GB').
        variantText={(v) => `${variantLabel(v.variant)} · ${t('price.maxPrice')}: ${formatCountryMoney(v.prices.price, country)}`}
      />
      {selected && selected.variantID === state.variantId ? (
        <p className={styles.maxPrice} part="price" aria-live="polite">{t('price.maxPrice')}: {formatCountryMoney(selected.price, country)}</p>
      ) : null}
    </div>
  )
}

/** The Samsung mode's first step: fixed prices by model (one reply holds every model and size). */
export function SelectSamsungModel({ wizard }: { wizard: SellWizard }) {
  const state = useStore(wizard.$state)
  const selected = useStore($selectedModel)
  const country = useWidgetCountry()
  const t = useT()
  const { prices } = state
  const models = prices.status === 'ready' ? prices.data.filter((m) => m.variants.length > 0) : []
  const model = models.find((m) => m.details._id === state.modelId)
  const variantOptions = (model?.variants ?? []).map((v) => ({ value: v.variant._id, label: `${variantLabel(v.variant)} · ${formatCountryMoney(v.prices.price, country)}` }))
  return (
    <div className={styles.fields}>
      {prices.status === 'error' ? (
        <div className={styles.banner} role="alert" part="error">
          <p className={styles.bannerText}><strong>{t('sell.samsung.pricesError')}</strong></p>
          <p className={styles.bannerText}>{prices.network ? t('common.networkError') : prices.message}</p>
          <div><Button tone="secondary" onClick={() => void wizard.loadPrices()}>{t('common.retry')}</Button></div>
        </div>
      ) : null}
      {country !== samsungTradeInCountry ? <p className={styles.note}>{t('sell.samsung.otherCountry')}</p> : null}
      <SelectField
        label={t('sell.samsung.model')}
        placeholder={prices.status === 'loading' ? t('common.loading') : t('sell.samsung.chooseModel')}
        options={models.map((m) => ({ value: m.details._id, label: m.details.modelName }))}
        value={state.modelId}
        busy={prices.status === 'loading'}
        hint={prices.status === 'ready' && models.length === 0 ? t('sell.samsung.noPrices') : undefined}
        onChange={(id) => void wizard.chooseModel(id)}
      />
      <SelectField
        label={t('picker.variant')}
        placeholder={t('picker.chooseVariant')}
        options={variantOptions}
        value={state.variantId}
        onChange={(id) => wizard.chooseVariant(id)}
      />
      {selected && selected.variantID === state.variantId ? (
        <p className={styles.price} part="price" aria-live="polite">{t('sell.samsung.tradeInPrice')}: {formatCountryMoney(selected.price, country)}</p>
      ) : null}
      <p className={styles.note}>{t('sell.samsung.priceCondition')}</p>
    </div>
  )
}
