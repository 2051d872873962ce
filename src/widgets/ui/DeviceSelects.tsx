import type { DeviceModel, SellVariant } from '@core/catalogue/contract'
import { variantLabel } from '@core/domain/money'
import type { Loadable } from '@core/platform/loadable'
import { Button } from './Button'
import { useT } from './host'
import { SelectField } from './SelectField'
import * as styles from './ui.css'

export interface DeviceSelectsProps {
  brands: Loadable<{ _id: string; brand: string }[]>
  models: Loadable<DeviceModel[]>
  variants: Loadable<SellVariant[]>
  brandId?: string
  modelId?: string
  variantId?: string
  onBrand: (id: string) => void
  onModel: (id: string) => void
  onVariant: (id: string) => void
  onRetryBrands: () => void
  /** How a variant reads in its list; '{ram}GB/ {storage}GB' by default. */
  variantText?: (v: SellVariant) => string
}

/**
 * Brand -> model -> variant, as the price checker and the sell wizard ask it (sell-side.md §2): each
 * select disabled while its list is empty (§5), the brand-load banner with Try again (§8).
 */
export function DeviceSelects({ brands, models, variants, brandId, modelId, variantId, onBrand, onModel, onVariant, onRetryBrands, variantText = (v) => variantLabel(v.variant) }: DeviceSelectsProps) {
  const t = useT()
  const brandOptions = brands.status === 'ready' ? brands.data.map((b) => ({ value: b._id, label: b.brand })) : []
  const modelOptions = models.status === 'ready' ? models.data.map((m) => ({ value: m.details._id, label: m.details.modelName })) : []
  const variantOptions = variants.status === 'ready' ? variants.data.map((v) => ({ value: v.variant._id, label: variantText(v) })) : []
  const placeholder = (list: Loadable<unknown>, choose: string) => (list.status === 'loading' ? t('common.loading') : choose)
  return (
    <>
      {brands.status === 'error' ? (
        <div className={styles.banner} role="alert" part="error">
          <p className={styles.bannerText}><strong>{t('picker.brandsError', { message: brands.network ? t('common.networkError') : brands.message })}</strong></p>
          <p className={styles.bannerText}>{t('picker.brandsErrorText')}</p>
          <div><Button tone="secondary" onClick={onRetryBrands}>{t('common.retry')}</Button></div>
        </div>
      ) : null}
      <SelectField label={t('picker.brand')} placeholder={placeholder(brands, t('picker.chooseBrand'))} options={brandOptions} value={brandId} busy={brands.status === 'loading'} onChange={onBrand} />
      <SelectField
        label={t('picker.model')}
        placeholder={placeholder(models, t('picker.chooseModel'))}
        options={modelOptions}
        value={modelId}
        busy={models.status === 'loading'}
        hint={models.status === 'error' ? t('picker.modelsError') : models.status === 'ready' && modelOptions.length === 0 ? t('picker.noModels') : undefined}
        onChange={onModel}
      />
      <SelectField
        label={t('picker.variant')}
        placeholder={placeholder(variants, t('picker.chooseVariant'))}
        options={variantOptions}
        value={variantId}
        busy={variants.status === 'loading'}
        hint={variants.status === 'error' ? t('picker.variantsError') : undefined}
        onChange={onVariant}
      />
    </>
  )
}
