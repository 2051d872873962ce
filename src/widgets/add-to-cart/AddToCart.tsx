import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { formatMoney, variantLabel } from '@core/domain/money'
import { createAddToCart, type AddToCart as Control, noticeText } from '@core/cart'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { FirstScreenLoading } from '../ui/FirstScreenLoading'
import { useColourName } from '../ui/colour'
import { useContextCountry, useT } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { Spinner } from '../ui/Spinner'
import * as styles from './AddToCart.css'

export interface AddToCartProps {
  /** The model to offer, e.g. iphone-12: its priority variant is what gets added. */
  modelId: string
  /** For stories and tests: a control created outside. */
  control?: Control
}

/**
 * <simu-add-to-cart>: a small featured-phone card for a partner's page (picture, name, price) with an
 * Add to cart button that puts the model's priority variant in the page's one cart and opens the cart.
 */
export function AddToCart({ modelId, control: given }: AddToCartProps) {
  const country = useContextCountry()
  const control = useMemo(() => given ?? createAddToCart({ modelId, country }), [given, modelId, country])
  const s = useStore(control.$state)
  const notice = useStore(control.$notice)
  const t = useT()
  const colour = useColourName()

  if (s.status === 'loading') return <FirstScreenLoading className={styles.card} text="cart.add.loading" />
  if (s.status === 'failed' || !s.phone) {
    return (
      <div className={styles.card}>
        <ErrorPanel message={t('cart.add.failed')} />
        <Button tone="secondary" onClick={() => void control.reload()}>{t('cart.add.retry')}</Button>
      </div>
    )
  }
  const { phone } = s
  const line = phone.line
  const soldOut = !line || phone.quantity < 1
  const refused = s.outcome && !s.outcome.ok
  return (
    <section className={styles.card} aria-labelledby="simu-atc-name">
      <p className={styles.kicker}>{t('cart.add.featured')}</p>
      <PhoneImage src={phone.image} alt={phone.modelName} size={120} className={styles.image} />
      <h2 className={styles.name} id="simu-atc-name">{phone.modelName}</h2>
      {line ? <p className={styles.meta}>{variantLabel(line.variant)} · {colour(line.variant.color.label)}</p> : null}
      {line && phone.currency ? (
        <p className={styles.prices}>
          <span className={styles.price}>{formatMoney(line.variant.price, phone.currency)}</span>
          {phone.saleprice > line.variant.price ? (
            <s className={styles.was}><span className={styles.visuallyHidden}>{t('cart.add.was')} </span>{formatMoney(phone.saleprice, phone.currency)}</s>
          ) : null}
        </p>
      ) : null}
      <Button onClick={() => void control.add()} disabled={soldOut || s.adding} aria-busy={s.adding || undefined}>
        {s.adding ? <Spinner label={t('cart.add.adding')} /> : null}
        {soldOut ? t('cart.add.noneLeft') : t('cart.add.button')}
      </Button>
      <p role="status" className={refused ? styles.refused : styles.status}>
        {s.outcome?.ok ? t('cart.add.added') : refused && notice ? noticeText(notice, t) : ''}
      </p>
    </section>
  )
}
