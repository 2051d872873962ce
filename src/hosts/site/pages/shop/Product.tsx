import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import { layout, warranty, type Country, type Currency } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { startingPrice } from '@core/domain/shop'
import { pathTo } from '@core/platform/routes'
import { createProductPage, selectedVariant, type Product, type ProductPage, type ProductState } from '@core/shop'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useColourName } from '@widgets/ui/colour'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import { visuallyHidden } from '@widgets/ui/ui.css'
import type { PageProps } from '../types'
import { ProductCard } from './ProductCard'
import * as styles from './shop.css'

/** /{country}/ecommerce/product-details/{id} and /details/{id}: one refurbished phone. */
export default function ProductRoute({ country, params }: PageProps) {
  const id = params.id ?? ''
  const page = useMemo(() => createProductPage(id, { country }), [id, country])
  return <ProductView country={country} page={page} />
}

/** The product page for a given store: stories pass one in any state. */
export function ProductView({ country, page }: { country: Country; page: ProductPage }) {
  const t = useT()
  const state = useStore(page.$state)
  const canBuy = useStore(page.$canBuy)
  const { product } = state

  if (product.status === 'idle' || product.status === 'loading') {
    return (
      <section className={styles.section} aria-busy="true">
        <h1 className={styles.title}><Spinner label={t('shop.product.loading')} /></h1>
      </section>
    )
  }
  if (product.status === 'error') {
    return (
      <section className={styles.section}>
        <h1 className={visuallyHidden}>{t('site.pages.productDetails')}</h1>
        <ErrorPanel message={t('shop.product.couldNotFetch')}>
          <a className={styles.linkButton} href={pathTo('shop', { country })}>{t('shop.product.backToShop')}</a>
        </ErrorPanel>
      </section>
    )
  }

  const data = product.data
  const variant = selectedVariant(state)
  const shown = variant ?? { ...startingPrice(data.variants), currency: data.variants[0]?.currency }
  const model = data.inventory.details.modelName
  const availability = state.availability
  const busy = state.variants.status === 'loading' || availability.status === 'checking' || state.adding === true
  return (
    <div className={styles.stack}>
      <section className={styles.section}>
        <div className={styles.product}>
          <Gallery images={data.images.map((i) => i.upload)} fallback={data.inventory.image} model={model} color={data.colors.find((c) => c.id === state.colorId)?.value} />
          <div className={styles.info}>
            <h1 className={styles.title}>{model}</h1>
            <Price shown={shown} />

            <ColourChoice page={page} colors={data.colors} colorId={state.colorId} />

            <StorageChoice page={page} state={state} />

            <AvailabilityLine availability={availability} />

            <ul className={styles.facts}>
              {variant ? <li className={styles.fact}>{t('shop.product.battery')}: {t('shop.product.batteryValue', { percent: variant.batteryHealth })}</li> : null}
              <li className={styles.factPositive}>{t('shop.product.imeiChecked')}</li>
            </ul>
            {variant?.buyBackPrice ? (
              <p className={styles.buyBack}>{t('shop.product.buyBack', { price: formatMoney(variant.buyBackPrice, variant.currency), months: warranty.shopMonths })}</p>
            ) : null}

            <div className={styles.actions}>
              <Button disabled={!canBuy || busy} aria-busy={busy || undefined} onClick={() => void page.addToCart()}>{t('shop.product.addToCart')}</Button>
              <Button tone="secondary" disabled={!canBuy || busy} onClick={() => void page.buyNow()}>{t('shop.product.buyNow')}</Button>
            </div>
            {availability.status === 'ready' && availability.quantity < 1 ? <p className={styles.muted}>{t('shop.product.soldOutHint')}</p> : null}

            <Promises country={country} />
          </div>
        </div>
      </section>

      <Specs specs={data.inventory.specs} />

      {state.related.length > 0 ? (
        <section className={styles.section} aria-labelledby="also-like-title">
          <h2 className={styles.h2} id="also-like-title">{t('shop.product.alsoLike')}</h2>
          <ul className={styles.grid}>
            {state.related.map((item) => <li key={item.details._id}><ProductCard item={item} country={country} headingLevel={3} /></li>)}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

type Shown = { discounted?: number; saleprice?: number; currency?: Currency }

/** The price, with the sale price struck through when it is higher. */
function Price({ shown }: { shown: Shown }) {
  const t = useT()
  return (
    <>
      {shown.currency && shown.discounted !== undefined ? (
        <div className={styles.priceRow}>
          <p className={styles.bigPrice}><span className={visuallyHidden}>{t('shop.product.price')} </span>{formatMoney(shown.discounted, shown.currency)}</p>
          {shown.saleprice !== undefined && shown.saleprice > shown.discounted ? (
            <s className={styles.struck}>
              <span className={visuallyHidden}>{t('shop.product.salePrice', { price: formatMoney(shown.saleprice, shown.currency) })}</span>
              <span aria-hidden="true">{formatMoney(shown.saleprice, shown.currency)}</span>
            </s>
          ) : null}
        </div>
      ) : null}
    </>
  )
}

/** Colour (radio, required): choosing one loads its variants. */
function ColourChoice({ page, colors, colorId }: { page: ProductPage; colors: Product['colors']; colorId?: string }) {
  const t = useT()
  const colour = useColourName()
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('shop.product.color')}</legend>
      <div className={styles.choices}>
        {colors.map((c) => (
          <label key={c.id} className={styles.choice}>
            <input type="radio" name="color" required checked={colorId === c.id} onChange={() => void page.chooseColor(c.id)} />
            {/* A fill attribute, not a style one: the page's CSP refuses inline styles in the server's HTML. */}
            <svg className={styles.swatch} viewBox="0 0 2 2" aria-hidden="true" focusable="false"><circle cx="1" cy="1" r="1" fill={c.value} /></svg>
            {colour(c.label)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** 'Internal Storage' (radio, required): the chosen colour's variants, loading or failed. */
function StorageChoice({ page, state }: { page: ProductPage; state: ProductState }) {
  const t = useT()
  return (
    <fieldset className={styles.fieldset} aria-busy={state.variants.status === 'loading' || undefined}>
      <legend className={styles.legend}>{t('shop.product.storage')}</legend>
      {state.variants.status === 'loading' ? <Spinner label={t('shop.product.loadingVariants')} /> : null}
      {state.variants.status === 'error' ? (
        <div role="alert">
          <p className={styles.muted}>{t('shop.product.variantsError')}</p>
          {state.colorId ? <Button tone="quiet" onClick={() => void page.chooseColor(state.colorId!)}>{t('common.retry')}</Button> : null}
        </div>
      ) : null}
      {state.variants.status === 'ready' ? (
        <div className={styles.choices}>
          {state.variants.data.map((v) => (
            <label key={v._id} className={styles.choice}>
              <input type="radio" name="storage" required checked={state.variantId === v._id} onChange={() => page.chooseVariant(v._id)} />
              {t('shop.product.storageOption', { ram: v.ram, storage: v.storage })}
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}

/** The Availability line of the chosen variant, checked live. */
function AvailabilityLine({ availability }: { availability: ProductState['availability'] }) {
  const t = useT()
  return (
    <p className={styles.availability} aria-live="polite" data-testid="availability">
      {t('shop.product.availability')}:{' '}
      {availability.status === 'checking' || availability.status === 'idle' ? <span>{t('shop.product.checking')}</span> : null}
      {availability.status === 'ready' ? (
        availability.quantity > 0 ? <span className={styles.inStock}>{t('shop.product.inStock')}</span> : <span className={styles.outOfStock}>{t('shop.product.outOfStock')}</span>
      ) : null}
      {availability.status === 'error' ? <span className={styles.outOfStock}>{t('shop.product.stockError')}</span> : null}
    </p>
  )
}

/** The condition box, the price note, what comes in the box and the trust points. */
function Promises({ country }: { country: Country }) {
  const t = useT()
  return (
    <>
      <div className={styles.conditionBox}>
        <h2 className={styles.h3}>{t('shop.product.conditionTitle')}: {t('shop.product.conditionGrade')}</h2>
        <p className={styles.text}>{t('shop.product.conditionBody')}</p>
        <p className={styles.text}>{t('shop.product.conditionWarranty', { months: warranty.shopMonths })}</p>
        <a href={pathTo('conditionGuide', { country })}>{t('shop.product.conditionLink')}</a>
      </div>
      <p className={styles.muted}>{t('shop.product.priceNote')}</p>
      <p className={styles.text}>{t('shop.product.comesWith')}</p>
      <ul className={styles.facts} aria-label={t('shop.product.trustLabel')}>
        <li className={styles.fact}>{t('shop.product.trustWarranty', { months: warranty.shopMonths })}</li>
        <li className={styles.fact}>{t('shop.product.trustReplace', { days: warranty.replaceDays })}</li>
        <li className={styles.fact}>{t('shop.product.trustChecks', { points: warranty.qualityCheckPoints })}</li>
        <li className={styles.fact}>{t('shop.product.trustHalfPrice')}</li>
      </ul>
    </>
  )
}

/** The pictures with thumbnails: up to 10, or 6 on small screens (constants.layout). */
function Gallery({ images, fallback, model, color }: { images: string[]; fallback: string; model: string; color?: string }) {
  const t = useT()
  const pictures = (images.length > 0 ? images : [fallback]).slice(0, layout.thumbnails).map((src) => inColor(src, color))
  const [index, setIndex] = useState(0)
  const current = pictures[Math.min(index, pictures.length - 1)]
  return (
    <div className={styles.gallery} role="group" aria-label={t('shop.product.gallery', { model })}>
      <div className={styles.mainPicture}>
        <PhoneImage src={current} alt={`${model}, ${t('shop.product.picture', { n: index + 1, count: pictures.length })}`} className={styles.mainImage} size={320} priority />
      </div>
      {pictures.length > 1 ? (
        <ul className={styles.thumbs}>
          {pictures.map((src, i) => (
            <li key={src} className={i >= layout.thumbnailsSmall ? styles.thumbSmallHidden : undefined}>
              <button type="button" className={styles.thumb} aria-pressed={i === index} aria-label={t('shop.product.showPicture', { n: i + 1 })} onClick={() => setIndex(i)}>
                <PhoneImage src={src} alt="" className={styles.thumbImage} size={52} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * Simu's own drawings (/images/phones/...) take the chosen colour (?color=#rrggbb), so the picture shows
 * the phone the shopper is about to buy; any other picture stays as it is.
 */
export function inColor(src: string, color: string | undefined): string {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color) || !src.includes('/images/phones/')) return src
  const url = new URL(src, 'http://simu.invalid')
  url.searchParams.set('color', color)
  return src.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`
}

function Specs({ specs }: { specs: Product['inventory']['specs'] }) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="specs-title">
      <h2 className={styles.h2} id="specs-title">{t('shop.product.specsTitle')}</h2>
      {specs.highlights.length > 0 ? <ul className={styles.highlights}>{specs.highlights.map((h) => <li key={h}>{h}</li>)}</ul> : null}
      {specs.pairs.length > 0 ? (
        <dl className={styles.specs}>
          {specs.pairs.map((p) => (
            <div key={p.key} className={styles.specRow}>
              <dt className={styles.specKey}>{p.key}</dt>
              <dd className={styles.specValue}>{p.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}
