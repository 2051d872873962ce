import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { checkout as rules, countryCurrency, type Country } from '@core/domain/constants'
import { cartCurrency, type CartLine } from '@core/domain/cart'
import { sameDayDeliveryCountries } from '@core/domain/checkout'
import { formatMoney } from '@core/domain/money'
import { $cartNotice, cart, noticeText } from '@core/cart'
import { couponApplicable, totalsOf, type Checkout } from '@core/checkout'
import { describe } from '@core/platform/message'
import { Button } from '../ui/Button'
import { useColourName } from '../ui/colour'
import { useT } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { Spinner } from '../ui/Spinner'
import * as ui from '../ui/ui.css'
import * as styles from './Checkout.css'

/** The order summary: cart lines with quantity controls, totals, the discount code and (given) Place Order. */
export function Summary({ checkout, lines, country, children }: { checkout: Checkout; lines: readonly CartLine[]; country: Country; children?: React.ReactNode }) {
  const t = useT()
  const state = useStore(checkout.$state)
  // The cart holds one currency (the cart's rule); older stored lines read as the country's.
  const currency = cartCurrency(lines, countryCurrency[country]) ?? countryCurrency[country]
  const money = (n: number) => formatMoney(n, currency)
  const { itemsTotal, discount, total } = totalsOf(state, lines)
  const fee = t('checkout.summary.deliveryFee', { fee: rules.deliveryFeeKes })
  return (
    <section className={styles.card} part="card" aria-labelledby="simu-co-summary">
      <h3 className={styles.cardTitle} part="heading" id="simu-co-summary">{t('checkout.summary.title')}</h3>
      <ul className={styles.lines} aria-label={t('checkout.summary.items')}>
        {lines.map((line) => <Line key={`${line.variant._id}-${line.variant.color.id}`} line={line} money={money} />)}
      </ul>
      <Notice />
      <Coupon checkout={checkout} />
      <dl className={styles.rows}>
        <div className={styles.row}><dt>{t('checkout.summary.itemsTotal')}</dt><dd data-testid="items-total">{money(itemsTotal)}</dd></div>
        <div className={styles.row}>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd>
            {/* The fee is a Kenyan shilling amount: shown struck through in ke, just FREE elsewhere. */}
            {country === 'ke' ? <><s className={styles.struck} aria-hidden="true">{fee}</s><span className={ui.visuallyHidden}>{t('checkout.summary.deliveryWas', { fee })}</span></> : null}
            <span className={styles.free} aria-hidden={country === 'ke' ? true : undefined}>{t('checkout.summary.free')}</span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{state.coupon.applied ? t('checkout.summary.couponCode', { code: state.coupon.applied.code }) : t('checkout.summary.coupon')}</dt>
          <dd className={discount ? styles.discount : undefined} data-testid="discount">{discount ? `− ${money(discount)}` : t('checkout.summary.noCoupon')}</dd>
        </div>
        <div className={styles.totalRow}><dt>{t('checkout.summary.total')}</dt><dd part="price" data-testid="total">{money(total)}</dd></div>
      </dl>
      {sameDayDeliveryCountries.includes(country) ? <p className={styles.muted}>{t('checkout.summary.sameDay')}</p> : null}
      {children}
    </section>
  )
}

function Line({ line, money }: { line: CartLine; money: (n: number) => string }) {
  const t = useT()
  const colour = useColourName()
  const name = line.modelName
  const q = line.variant.quantity
  return (
    <li className={styles.line} part="item">
      <PhoneImage src={line.modelImage} alt="" className={styles.lineImage} size={80} />
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{name}</p>
        <p className={styles.muted}>{t('checkout.summary.variant', { ram: line.variant.ram, storage: line.variant.storage, color: colour(line.variant.color.label) })}</p>
        <p className={styles.text} part="price">{t('checkout.summary.priceTimes', { price: money(line.variant.price), quantity: q })}</p>
        <div className={styles.stepper}>
          {/* The minus control is disabled at quantity 1 (shop-and-repair.md §4). */}
          <button type="button" className={styles.iconButton} part="icon-button" disabled={q <= 1} aria-label={t('checkout.summary.decrease', { name })} onClick={() => cart.decrease(line)}>−</button>
          <span className={styles.quantity} aria-live="polite"><span className={ui.visuallyHidden}>{t('checkout.summary.quantity', { quantity: q })}</span><span aria-hidden="true">{q}</span></span>
          <button type="button" className={styles.iconButton} part="icon-button" aria-label={t('checkout.summary.increase', { name })} onClick={() => void cart.increase(line)}>+</button>
        </div>
      </div>
      <button type="button" className={styles.iconButton} part="icon-button" aria-label={t('checkout.summary.remove', { name })} onClick={() => cart.remove(line)}>✕</button>
    </li>
  )
}

function Coupon({ checkout }: { checkout: Checkout }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const c = state.coupon
  const id = useId()
  const capped = c.attempts > rules.maxCouponAttempts
  const message = c.problem ? describe(c.problem, t) : undefined
  return (
    <form className={styles.field} part="field" onSubmit={(e) => { e.preventDefault(); void checkout.applyCoupon() }}>
      <label className={ui.label} part="label" htmlFor={id}>{t('checkout.coupon.label')}</label>
      <div className={styles.inline}>
        <input
          id={id}
          className={`${styles.input} ${styles.grow}`}
          part="input"
          value={c.code}
          maxLength={40}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-status`}
          onChange={(e) => checkout.setCouponCode(e.currentTarget.value)}
        />
        <Button type="submit" tone="secondary" disabled={!couponApplicable(c)} aria-busy={c.busy || undefined}>
          {c.busy ? <><Spinner label={t('checkout.coupon.applying')} /> {t('checkout.coupon.applying')}</> : t('checkout.coupon.apply')}
        </Button>
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {message ? <p className={styles.error} part="error">{message}</p> : null}
        {c.applied && c.appliedUnchanged ? <p className={styles.note.positive}>{t('checkout.coupon.success')}</p> : null}
        {capped ? <p className={styles.hint}>{t('checkout.coupon.capped')}</p> : null}
      </div>
    </form>
  )
}

/** The cart's last message (plus capped at the stock or a checkout limit, sold out), in the cart's own words (the drawer's). */
function Notice() {
  const t = useT()
  const notice = useStore($cartNotice)
  return <div role="status">{notice ? <p className={styles.note.info}>{noticeText(notice, t)}</p> : null}</div>
}
