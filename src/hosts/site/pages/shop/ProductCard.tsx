import type { InventoryItem } from '@core/shop'
import type { Country } from '@core/domain/constants'
import { warranty } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { pathTo } from '@core/platform/routes'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { visuallyHidden } from '@widgets/ui/ui.css'
import * as styles from './shop.css'

/** A catalogue card: stock badge, picture, name, warranty, struck sale price and 'Starting from' price. */
export function ProductCard({ item, country, headingLevel = 2 }: { item: InventoryItem; country: Country; headingLevel?: 2 | 3 }) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { currency, saleprice, discounted } = item.prices
  return (
    <a className={styles.card} href={pathTo('productDetails', { country, id: item.details._id })}>
      <span className={item.instock ? styles.badgeIn : styles.badgeOut}>{item.instock ? t('shop.card.inStock') : t('shop.card.outOfStock')}</span>
      <PhoneImage src={item.image} alt="" className={styles.cardImage} size={150} />
      <span className={styles.cardBody}>
        <Heading className={styles.cardName}>{item.details.modelName}</Heading>
        <span className={styles.cardWarranty}>{t('shop.card.warranty', { months: warranty.shopMonths })}</span>
        {saleprice > discounted ? (
          <s className={styles.struck}>
            <span className={visuallyHidden}>{t('shop.card.salePrice', { price: formatMoney(saleprice, currency) })}</span>
            <span aria-hidden="true">{formatMoney(saleprice, currency)}</span>
          </s>
        ) : null}
        <span className={styles.from}>{t('shop.card.startingFrom')}</span>
        <span className={styles.price}>{formatMoney(discounted, currency)}</span>
      </span>
    </a>
  )
}

/** A grey card while the catalogue loads. */
export function PlaceholderCard() {
  return <span className={styles.placeholder} aria-hidden="true" />
}

/** The 'in the box' block at position 8 of the grid. */
export function InTheBox() {
  const t = useT()
  return (
    <section className={styles.promo} aria-labelledby="in-the-box-title">
      <h2 className={styles.cardName} id="in-the-box-title">{t('shop.inTheBox.title')}</h2>
      <p className={styles.muted}>{t('shop.inTheBox.intro')}</p>
      <ul className={styles.promoList}>
        <li>{t('shop.inTheBox.charger')}</li>
        <li>{t('shop.inTheBox.cable')}</li>
        <li>{t('shop.inTheBox.warrantyCard')}</li>
        <li>{t('shop.inTheBox.coupon')}</li>
      </ul>
    </section>
  )
}
