import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef } from 'react'
import { formatMoney, variantLabel } from '@core/domain/money'
import { cart, createAddToCart, openCart, type AddToCart as Control, noticeText } from '@core/cart'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { FirstScreenLoading } from '../ui/FirstScreenLoading'
import { useColourName } from '../ui/colour'
import { useContextCountry, useEmit, usePortalContainer, useT } from '../ui/host'
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
  // The drawer that opens is the nearest to the Add to cart button, and Escape there gives the focus back to it.
  const card = useRef<HTMLElement>(null)
  const country = useContextCountry()
  const control = useMemo(
    () => given ?? createAddToCart({ modelId, country, open: () => openCart(card.current?.querySelector('button') ?? null) }),
    [given, modelId, country],
  )
  const s = useStore(control.$state)
  const notice = useStore(control.$notice)
  const t = useT()
  const colour = useColourName()
  const emit = useEmit()
  // Where this card is in the page (inside its shadow root), to find the first teller.
  const place = usePortalContainer()
  // A page with add-to-cart cards and no drawer hears of its cart too; with a drawer, the drawer tells (once per change).
  useEffect(() => cart.offer({ node: place, rank: 1, tell: (change) => emit('simu:cart-change', change) }), [emit, place])

  if (s.status === 'loading') return <FirstScreenLoading className={styles.card} text="cart.add.loading" />
  if (s.status === 'failed' || !s.phone) {
    return (
      <div className={styles.card} part="container card">
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
    <section ref={card} className={styles.card} part="container card" aria-labelledby="simu-atc-name">
      <p className={styles.kicker}>{t('cart.add.featured')}</p>
      <PhoneImage src={phone.image} alt={phone.modelName} size={120} className={styles.image} />
      <h2 className={styles.name} part="title" id="simu-atc-name">{phone.modelName}</h2>
      {line ? <p className={styles.meta}>{variantLabel(line.variant)} · {colour(line.variant.color.label)}</p> : null}
      {line && phone.currency ? (
        <p className={styles.prices}>
          <span className={styles.price} part="price">{formatMoney(line.variant.price, phone.currency)}</span>
          {phone.saleprice > line.variant.price ? (
            <s className={styles.was}><span className={styles.visuallyHidden}>{t('cart.add.was')} </span>{formatMoney(phone.saleprice, phone.currency)}</s>
          ) : null}
        </p>
      ) : null}
      <Button onClick={() => void control.add()} disabled={soldOut || s.adding} aria-busy={s.adding || undefined}>
        {s.adding ? <Spinner label={t('cart.add.adding')} /> : null}
        {soldOut ? t('cart.add.noneLeft') : t('cart.add.button')}
      </Button>
      <p role="status" className={refused ? styles.refused : styles.status} part={refused ? 'error' : undefined}>
        {s.outcome?.ok ? t('cart.add.added') : refused && notice ? noticeText(notice, t) : ''}
      </p>
    </section>
  )
}
