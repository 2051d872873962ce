import { useId } from 'react'
import type { Country } from '@core/domain/constants'
import { emptyView, hasFilters, priceBandLabels, toggleBrand, withFilters, type BandLabel, type ShopView } from '@core/domain/shop'
import type { Translate } from '@core/i18n'
import { Button } from '@widgets/ui/Button'
import { useT } from '@widgets/ui/host'
import * as styles from './shop.css'

export function bandText(t: Translate, label: BandLabel): string {
  if (label.kind === 'under') return t('shop.catalogue.bandUnder', { max: label.max })
  if (label.kind === 'over') return t('shop.catalogue.bandOver', { min: label.min })
  return t('shop.catalogue.bandBetween', { min: label.min, max: label.max })
}

/**
 * The catalogue filters: availability, price band, brand, and 'Clear Filters'. Each change applies at
 * once (and goes back to page 1); the same panel shows beside the grid and in the small-screen drawer.
 */
export function Filters({ view, brands, country, onChange }: {
  view: ShopView
  brands: readonly { _id: string; brand: string }[]
  country: Country
  onChange: (next: ShopView) => void
}) {
  const t = useT()
  // The panel can be in the page twice (sidebar and drawer): its ids must differ.
  const id = useId()
  return (
    <div className={styles.filters}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('shop.catalogue.availability')}</legend>
        <label className={styles.option}>
          <input className={styles.checkbox} type="checkbox" checked={view.instock} onChange={(e) => onChange(withFilters(view, { instock: e.target.checked }))} />
          {t('shop.catalogue.inStockOnly')}
        </label>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('shop.catalogue.priceBand')}</legend>
        <label className={styles.option}>
          <input className={styles.checkbox} type="radio" name={`${id}-band`} checked={view.baseprice === undefined} onChange={() => onChange(withFilters(view, { baseprice: undefined }))} />
          {t('shop.catalogue.anyPrice')}
        </label>
        {priceBandLabels(country).map((label) => (
          <label key={label.band} className={styles.option}>
            <input className={styles.checkbox} type="radio" name={`${id}-band`} checked={view.baseprice === label.band} onChange={() => onChange(withFilters(view, { baseprice: label.band }))} />
            {bandText(t, label)}
          </label>
        ))}
      </fieldset>
      {brands.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('shop.catalogue.brand')}</legend>
          {brands.map((b) => (
            <label key={b._id} className={styles.option}>
              <input className={styles.checkbox} type="checkbox" checked={view.brands.includes(b._id)} onChange={() => onChange(toggleBrand(view, b._id))} />
              {b.brand}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Button tone="secondary" disabled={!hasFilters(view)} onClick={() => onChange(emptyView)}>{t('shop.catalogue.clearFilters')}</Button>
    </div>
  )
}
