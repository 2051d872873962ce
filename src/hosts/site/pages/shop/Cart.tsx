import { useStore } from '@nanostores/react'
import { useEffect, useState, type MouseEvent } from 'react'
import { countryCurrency, type Country, type Currency } from '@core/domain/constants'
import { cartCurrency, lineCurrency, lineKey, lineTotal, type CartLine } from '@core/domain/cart'
import { formatMoney } from '@core/domain/money'
import { cart as pageCart, dismissCartImport, followSiteLink, importCartParam, siteLink, siteTarget, type Cart, lineName, lineStock } from '@core/cart'
import { CartNoticeBar, HandoffNotice } from '@widgets/cart-drawer'
import * as ui from '@widgets/ui/ui.css'
import { useColourName } from '@widgets/ui/colour'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import type { PageProps } from '../types'
import * as styles from './cart.css'

/**
 * /{country}/ecommerce/cart (shop-and-repair.md §2 Cart, §4, §5): the table Name, saleprice, Quantity,
 * Total; a typed quantity takes its absolute value, minus stops at 1, plus and typing stop at the live
 * stock; Items Total, 'No items in cart', Checkout and continue shopping.
 */
export default function CartPage({ country, cart = pageCart }: PageProps & { cart?: Cart }) {
  const t = useT()
  const lines = useStore(cart.$lines)
  const total = useStore(cart.$total)
  const fallback = countryCurrency[country]
  const currency = cartCurrency(lines, fallback) ?? fallback
  // A cart handed over from a partner page (?cart=) comes in first; then stock may have moved since the
  // phones were added. The address bar, not the router's copy, says whether the parameter is still there.
  useEffect(() => {
    void importCartParam(globalThis.location?.search ?? '', { cart }).then(() => cart.refreshStock())
    // Its notice belongs to this visit of the page.
    return dismissCartImport
  }, [cart])

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>{t('cart.table.title')}</h1>
      <HandoffNotice />
      <CartNoticeBar cart={cart} />
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('cart.empty')}</p>
          <p className={styles.muted}>{t('cart.table.emptyHint')}</p>
          <SiteLink route="shop" country={country} className={ui.button.primary}>{t('cart.table.continue')}</SiteLink>
        </div>
      ) : (
        <>
          <table className={styles.table}>
            <caption className={ui.visuallyHidden}>{t('cart.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cart.table.name')}</th>
                <th scope="col">{t('cart.table.saleprice')}</th>
                <th scope="col">{t('cart.table.quantity')}</th>
                <th scope="col">{t('cart.table.total')}</th>
                <th scope="col"><span className={ui.visuallyHidden}>{t('cart.table.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => <Row key={lineKey(line)} cart={cart} line={line} currency={lineCurrency(line, fallback)} />)}
            </tbody>
          </table>
          <div className={styles.summary}>
            <p className={styles.total}>
              <span>{t('cart.itemsTotal')}</span>
              <strong data-testid="cart-items-total">{formatMoney(total, currency)}</strong>
            </p>
            <div className={styles.actions}>
              <SiteLink route="shop" country={country} className={ui.button.secondary}>{t('cart.table.continue')}</SiteLink>
              <SiteLink route="checkout" country={country} className={ui.button.primary}>{t('cart.table.checkout')}</SiteLink>
            </div>
          </div>
        </>
      )}
    </section>
  )
}

function Row({ cart, line, currency }: { cart: Cart; line: CartLine; currency: Currency }) {
  const t = useT()
  const colour = useColourName()
  const stock = useStore(cart.$stock)
  const busy = useStore(cart.$busy).has(lineKey(line))
  const { soldOut, atCap, available } = lineStock(stock, line)
  const name = lineName(line, colour)
  const q = line.variant.quantity
  const hintId = `cart-hint-${lineKey(line).replace(/[^\w-]/g, '_')}`
  return (
    <tr className={styles.row}>
      <td className={styles.nameCell} data-label={t('cart.table.name')}>
        <div className={styles.nameBox}>
          <PhoneImage src={line.modelImage} alt={line.modelName} size={64} className={styles.image} />
          <span className={styles.nameText}>
            <strong>{line.modelName}</strong>
            <span className={styles.muted}>{t('cart.line.variant', { ram: line.variant.ram, storage: line.variant.storage })}</span>
            <span className={styles.muted}>{t('cart.line.color', { color: colour(line.variant.color.label) })}</span>
          </span>
        </div>
      </td>
      <td data-label={t('cart.table.saleprice')}>{formatMoney(line.variant.price, currency)}</td>
      <td data-label={t('cart.table.quantity')}>
        <div className={styles.stepper}>
          <button type="button" className={styles.step} aria-label={t('cart.line.decrease', { name })} disabled={q <= 1} onClick={() => cart.decrease(line)}>−</button>
          <QuantityField cart={cart} line={line} label={t('cart.line.quantityOf', { name })} describedBy={atCap || soldOut ? hintId : undefined} />
          <button
            type="button"
            className={styles.step}
            aria-label={t('cart.line.increase', { name })}
            aria-busy={busy || undefined}
            disabled={busy || atCap || soldOut}
            onClick={() => void cart.increase(line)}
          >+</button>
        </div>
        {soldOut ? <p className={styles.warning} id={hintId}>{t('cart.line.outOfStock')}</p> : null}
        {atCap && !soldOut ? <p className={styles.hint} id={hintId}>{t('cart.line.onlyLeft', { n: available ?? 0 })}</p> : null}
      </td>
      <td data-label={t('cart.table.total')} className={styles.lineTotal}>{formatMoney(lineTotal(line), currency)}</td>
      <td className={styles.removeCell}>
        <button type="button" className={styles.remove} aria-label={t('cart.line.remove', { name })} onClick={() => cart.remove(line)}>×</button>
      </td>
    </tr>
  )
}

/** The typed quantity: kept as typed until Enter or leaving the field, then its absolute value (§4), at most the stock. */
function QuantityField({ cart, line, label, describedBy }: { cart: Cart; line: CartLine; label: string; describedBy?: string }) {
  const q = line.variant.quantity
  const [draft, setDraft] = useState(String(q))
  useEffect(() => setDraft(String(q)), [q])
  const commit = async () => {
    if (draft === String(q)) return
    const outcome = await cart.setQuantity(line, draft)
    // The store may keep the quantity it had (same value, capped, refused): show what it holds.
    setDraft(String(cart.$lines.get().find((l) => lineKey(l) === lineKey(line))?.variant.quantity ?? (outcome.ok ? outcome.quantity : q)))
  }
  return (
    <input
      className={styles.quantity}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      aria-label={label}
      aria-describedby={describedBy}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          void commit()
        }
      }}
    />
  )
}

function SiteLink({ route, country, className, children }: { route: 'shop' | 'checkout'; country: Country; className: string; children: string }) {
  const lines = useStore(pageCart.$lines)
  const link = siteLink(route, country, undefined, lines)
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    followSiteLink(link)
  }
  return <a className={className} href={siteTarget(link)} onClick={onClick}>{children}</a>
}
