import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef } from 'react'
import { pathTo } from '@core/platform/routes'
import { $signedIn } from '@core/account'
import { $signInRequest } from '@core/account'
import { $cart, $cartConflict, siteAddress, siteTarget } from '@core/cart'
import { $pendingOrder, placeOrderBlock, sharedCheckout, type Checkout as CheckoutStore, loadOfferedMethods } from '@core/checkout'
import { $country } from '@core/platform/locale'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useEmit, useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './Checkout.css'
import { DeliveryCard, PaymentCard, PersonalCard } from './FormCards'
import { OrderFailed, PaymentStatus } from './PaymentStatus'
import { Summary } from './Summary'

export interface CheckoutProps {
  /** Where the full site lives (a partner page): the invoice and the shop links go there. */
  siteUrl?: string
  /** For stories and tests: a checkout created outside. */
  checkout?: CheckoutStore
  /** Follow a placed order by polling (off in stories, which show fixed states). */
  live?: boolean
}

const formId = 'simu-checkout-form'

/**
 * <simu-checkout> (shop-and-repair.md §2 Checkout): the order summary (beside the form on wide
 * screens, above it on phones) and three cards (delivery, payment, personal details); Place Order; then
 * the M-Pesa payment until it is paid (to the invoice), or the order failure panel with Retry Order.
 */
export function Checkout({ siteUrl, checkout: given, live = true }: CheckoutProps) {
  const checkout = useMemo(() => given ?? sharedCheckout({ siteUrl }), [given, siteUrl])
  const state = useStore(checkout.$state)
  const lines = useStore($cart)
  const country = useStore($country)
  const signedIn = useStore($signedIn)
  const signingIn = useStore($signInRequest) !== null
  const t = useT()
  const emit = useEmit()

  useEffect(() => {
    // A finished order belongs to the last visit: a new visit starts a new checkout.
    if (live && checkout.$state.get().done) checkout.reset()
    if (live && checkout.$state.get().places.status === 'idle') void checkout.loadPlaces()
    if (live) void loadOfferedMethods()
    if (live) void checkout.resume()
  }, [checkout, live])
  useEffect(() => {
    if (!signedIn) return
    checkout.prefill()
    // The session may arrive after the page (a cookie read, a sign-in): then the pending order or the
    // order Place Order asked a sign-in for goes on, once the sign-in drawer is done (sign-up included).
    if (live && !signingIn) void checkout.resume().then((resumed) => (resumed ? null : checkout.continueAfterSignIn().then((order) => order && announce(order))))
  }, [checkout, signedIn, signingIn, live])
  // Another tab placed the order for this cart: this one follows it too.
  const pendingId = useStore($pendingOrder)?.orderId
  useEffect(() => {
    if (live && pendingId) void checkout.resume()
  }, [checkout, live, pendingId])
  const following = state.stage && !state.done ? state.stage.order._id : undefined
  useEffect(() => (live && following ? checkout.follow() : undefined), [checkout, live, following])

  const root = useRef<HTMLElement>(null)
  const announce = (order: { _id: string; orderNumber: number; total: number; currency: string; paymentMethod: string; status: string }) => emit('simu:order-placed', {
    orderId: order._id, orderNumber: order.orderNumber, total: order.total, currency: order.currency, paymentMethod: order.paymentMethod, status: order.status,
  })
  const place = async () => {
    const order = await checkout.placeOrder()
    // A refused form: take keyboard and screen-reader users to the first field that needs them.
    if (!order) requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-stock-conflict]')?.focus())
    if (order) announce(order)
  }

  // Cart hand-off: the one site-url helper (origin plus optional base path), as every widget reads site-url.
  const shopPath = siteUrl ? siteTarget(siteAddress(pathTo('shop', { country }), siteUrl)) : pathTo('shop', { country })
  let body: React.ReactNode
  if (state.stage) {
    body = <PaymentStatus checkout={checkout} />
  } else if (state.done) {
    body = <div className={styles.card} part="card"><a className={styles.link} href={state.done.path}>{t('checkout.pay.openInvoice')}</a></div>
  } else if (lines.length === 0) {
    body = (
      <div className={styles.card} part="card">
        <p className={styles.text}>{t('checkout.summary.empty')}</p>
        <a className={styles.link} href={shopPath}>{t('checkout.summary.backToShop')}</a>
      </div>
    )
  } else if (state.places.status === 'idle' || state.places.status === 'loading') {
    body = <div className={styles.card} part="card"><Spinner label={t('checkout.loadingPlaces')} /><p className={styles.muted} aria-hidden="true">{t('checkout.loadingPlaces')}</p></div>
  } else if (state.places.status === 'error') {
    body = (
      <ErrorPanel message={state.places.network ? t('common.networkError') : t('checkout.placesError')}>
        <div><Button tone="secondary" onClick={() => void checkout.loadPlaces()}>{t('common.retry')}</Button></div>
      </ErrorPanel>
    )
  } else if (state.orderFailure) {
    body = <OrderFailed checkout={checkout} country={country} onRetry={() => void place()} />
  } else {
    body = <CheckoutForm checkout={checkout} country={country} lines={lines} onPlace={() => void place()} />
  }

  return (
    <section className={styles.root} part="container" ref={root} aria-labelledby="simu-co-title" data-testid="checkout">
      <h2 className={styles.title} part="title" id="simu-co-title">{t('checkout.title')}</h2>
      {body}
    </section>
  )
}

function CheckoutForm({ checkout, country, lines, onPlace }: {
  checkout: CheckoutStore
  country: ReturnType<typeof $country.get>
  lines: ReturnType<typeof $cart.get>
  onPlace: () => void
}) {
  const t = useT()
  return (
    <div className={styles.layout}>
      <div className={styles.summaryColumn}>
        <Summary checkout={checkout} lines={lines} country={country}>
          <div className={styles.wideOnly}><PlaceOrder checkout={checkout} lines={lines} where="summary" /></div>
        </Summary>
      </div>
      <form id={formId} className={styles.formColumn} aria-label={t('checkout.formLabel')} noValidate onSubmit={(e) => { e.preventDefault(); onPlace() }}>
        <StockConflict checkout={checkout} />
        <DeliveryCard checkout={checkout} country={country} />
        <PaymentCard checkout={checkout} />
        <PersonalCard checkout={checkout} />
        {/* On a phone the summary is on top: Place Order also closes the form, where the thumb is. */}
        <div className={`${styles.card} ${styles.narrowOnly}`} part="card"><PlaceOrder checkout={checkout} lines={lines} where="form" /></div>
      </form>
    </div>
  )
}

/** Issue 10: a phone ran out at Place Order. Not a payment failure: the cart is updated and says which phone. */
function StockConflict({ checkout }: { checkout: CheckoutStore }) {
  const t = useT()
  const conflict = useStore(checkout.$state).stockConflict
  if (!conflict) return null
  return (
    <div className={styles.card} part="card" role="alert" tabIndex={-1} data-stock-conflict="" data-testid="stock-conflict">
      <h3 className={styles.cardTitle} part="heading">{t('checkout.stock.title')}</h3>
      <p className={styles.note.critical} part="error">{conflict.text}</p>
      {conflict.removed.map((name) => <p key={`r-${name}`} className={styles.text}>{t('checkout.stock.removed', { name })}</p>)}
      {conflict.lowered.map((name) => <p key={`l-${name}`} className={styles.text}>{t('checkout.stock.lowered', { name })}</p>)}
      <p className={styles.text}>{t('checkout.stock.check')}</p>
      <div className={styles.actions}><Button tone="secondary" onClick={() => checkout.dismissStockConflict()}>{t('checkout.stock.dismiss')}</Button></div>
    </div>
  )
}

/** Place Order with why it is disabled, or the STK Push note (one of two copies shows, by screen width). */
function PlaceOrder({ checkout, lines, where }: { checkout: CheckoutStore; lines: ReturnType<typeof $cart.get>; where: 'summary' | 'form' }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const conflict = useStore($cartConflict)
  const block = placeOrderBlock(state, lines) ?? (conflict ? 'otherCountry' : null)
  const reason = conflict ? t('cart.switchPrompt.title', { country: t(`site.countries.${conflict.cartCountry}`) })
    : block && block !== 'submitting' && block !== 'otherCountry' ? t(`checkout.place.blocked.${block}`) : undefined
  const ids = { blocked: `simu-co-blocked-${where}`, stk: `simu-co-stk-${where}` }
  return (
    <div className={styles.status}>
      <Button type="submit" form={formId} className={styles.place} disabled={block !== null} aria-busy={state.submitting || undefined}
        aria-describedby={reason ? ids.blocked : state.payment === 'mpesa' ? ids.stk : undefined}>
        {state.submitting ? <><Spinner label={t('checkout.place.placing')} /> {t('checkout.place.placing')}</> : t('checkout.place.button')}
      </Button>
      {reason ? <p className={styles.hint} id={ids.blocked}>{reason}</p> : null}
      {state.payment === 'mpesa' ? <p className={styles.muted} id={ids.stk}>{t('checkout.place.stkNote')}</p> : null}
    </div>
  )
}
