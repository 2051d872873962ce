import { useStore } from '@nanostores/react'
import { atom, type WritableAtom } from 'nanostores'
import { useEffect, useState, type MouseEvent } from 'react'
import { countryCurrency, type Country, type Currency } from '@core/domain/constants'
import { cartCurrency, lineCurrency, lineKey, type CartLine } from '@core/domain/cart'
import { formatMoney } from '@core/domain/money'
import { $cartOpen, $cartOpener, cart as pageCart, followSiteLink, siteLink, siteTarget, type Cart, lineName, lineStock, noticeText } from '@core/cart'
import { $country } from '@core/platform/locale'
import { CountryPrompt } from './CountryPrompt'
import { useColourName } from '../ui/colour'
import { WidgetDialog as Dialog } from '../ui/LazyDialog'
import { buttonPart } from '../ui/Button'
import { useEmit, useT } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import * as ui from '../ui/ui.css'
import * as styles from './CartDrawer.css'
import { nearestDrawer } from './nearest'

/** The page's drawers (by their icon button) and the open flag each follows: of those sharing a flag, one opens. */
const $drawers = atom<{ icon: HTMLElement; $open: WritableAtom<boolean> }[]>([])

export interface CartDrawerProps {
  /** The country the cart's links go to (default: the visitor's country). */
  country?: Country
  /** The full site (site-url: origin plus optional base path) for the cart page and checkout links (default: the API's origin). */
  siteUrl?: string
  /** Extra class for the icon button (the site header places it in its grid). */
  className?: string
  /** For stories and tests: a cart and an open flag created outside. */
  cart?: Cart
  $open?: WritableAtom<boolean>
}

/**
 * <simu-cart-drawer> and the site header's cart (shop-and-repair.md §2 Cart, §4): a cart icon with the
 * number of phones, opening a drawer from the right with the lines, Items Total, the cart page and
 * Checkout. It also opens when any widget calls openCart() (of several drawers, the nearest to the caller), and
 * the page hears simu:cart-change at load and on every change, once however many cart widgets it has.
 */
export function CartDrawer({ country: given, siteUrl, className, cart = pageCart, $open = $cartOpen }: CartDrawerProps) {
  const t = useT()
  const emit = useEmit()
  const visitorCountry = useStore($country)
  const country = given ?? visitorCountry
  const open = useStore($open)
  const count = useStore(cart.$count)
  const opener = useStore($cartOpener)
  const drawers = useStore($drawers)
  const [icon, setIcon] = useState<HTMLButtonElement | null>(null)

  useEffect(() => {
    if (!icon) return
    const entry = { icon, $open }
    $drawers.set([...$drawers.get(), entry])
    return () => $drawers.set($drawers.get().filter((d) => d !== entry))
  }, [icon, $open])
  // One drawer opens: the nearest to what asked (another widget's Add to cart, this icon), else the first.
  const icons = drawers.filter((d) => d.$open === $open).map((d) => d.icon)
  const shown = open && icon !== null && nearestDrawer(icons, opener) === icon
  const first = icon !== null && nearestDrawer(icons, null) === icon
  // The page hears of each change once, however many cart widgets it has (a drawer before an add-to-cart).
  useEffect(() => cart.offer({ node: icon, rank: 0, tell: (change) => emit('simu:cart-change', change) }), [cart, emit, icon])
  // Stock may have moved since the phones were added: check it each time the cart is opened.
  useEffect(() => {
    if (shown) void cart.refreshStock()
  }, [shown, cart])

  const label = count === 0 ? t('cart.icon.empty') : count === 1 ? t('cart.icon.one') : t('cart.icon.many', { count })
  return (
    <>
      <button
        ref={setIcon}
        type="button"
        className={className ? `${styles.icon} ${className}` : styles.icon}
        part="trigger"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={shown}
        onClick={() => {
          $cartOpener.set(icon)
          $open.set(true)
        }}
      >
        <CartIcon />
        {count > 0 ? <span className={styles.badge} part="badge" aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}
      </button>
      <Dialog open={shown} onOpenChange={(o) => $open.set(o)} title={t('cart.drawer.title')} kind="drawer" returnFocus={opener}>
        {shown ? <DrawerBody cart={cart} country={country} siteUrl={siteUrl} onClose={() => $open.set(false)} /> : null}
      </Dialog>
      {/* The page's one question about the cart's country: asked by its first drawer. */}
      {cart === pageCart && first ? <CountryPrompt /> : null}
    </>
  )
}

function DrawerBody({ cart, country, siteUrl, onClose }: { cart: Cart; country: Country; siteUrl?: string; onClose: () => void }) {
  const t = useT()
  const lines = useStore(cart.$lines)
  const total = useStore(cart.$total)
  const fallback = countryCurrency[country]
  const currency = cartCurrency(lines, fallback) ?? fallback
  const go = (route: 'cart' | 'checkout' | 'shop') => {
    const link = siteLink(route, country, siteUrl, lines)
    return {
      href: siteTarget(link),
      onClick: (e: MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
        e.preventDefault()
        onClose()
        followSiteLink(link)
      },
    }
  }
  return (
    <div className={styles.body}>
      <button type="button" className={styles.close} part="icon-button close-button" aria-label={t('cart.drawer.close')} onClick={onClose}>×</button>
      <CartNoticeBar cart={cart} />
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('cart.empty')}</p>
          <a className={ui.button.secondary} part={buttonPart.secondary} {...go('shop')}>{t('cart.drawer.continue')}</a>
        </div>
      ) : (
        <>
          <ul className={styles.lines} aria-label={t('cart.drawer.title')}>
            {lines.map((line) => <DrawerLine key={lineKey(line)} cart={cart} line={line} currency={lineCurrency(line, fallback)} />)}
          </ul>
          <div className={styles.footer}>
            <p className={styles.total}>
              <span>{t('cart.itemsTotal')}</span>
              <strong part="price">{formatMoney(total, currency)}</strong>
            </p>
            <div className={styles.actions}>
              <a className={ui.button.secondary} part={buttonPart.secondary} {...go('cart')}>{t('cart.drawer.viewCart')}</a>
              <a className={ui.button.primary} part={buttonPart.primary} {...go('checkout')}>{t('cart.drawer.checkout')}</a>
            </div>
          </div>
        </>
      )}
    </div>
  )
}

function DrawerLine({ cart, line, currency }: { cart: Cart; line: CartLine; currency: Currency }) {
  const t = useT()
  const colour = useColourName()
  const stock = useStore(cart.$stock)
  const busy = useStore(cart.$busy).has(lineKey(line))
  const { soldOut, atCap, available } = lineStock(stock, line)
  const name = lineName(line, colour)
  const q = line.variant.quantity
  const hintId = `simu-cart-hint-${lineKey(line).replace(/[^\w-]/g, '_')}`
  return (
    <li className={styles.line} part="item">
      <PhoneImage src={line.modelImage} alt={line.modelName} size={72} className={styles.image} />
      <div className={styles.info}>
        <p className={styles.name}>{line.modelName}</p>
        <p className={styles.meta}>
          {t('cart.line.variant', { ram: line.variant.ram, storage: line.variant.storage })}
          <br />
          {t('cart.line.color', { color: colour(line.variant.color.label) })}
        </p>
        <p className={styles.price} part="price">{t('cart.line.priceTimes', { price: formatMoney(line.variant.price, currency), quantity: q })}</p>
        <div className={styles.stepper} role="group" aria-label={t('cart.line.quantityOf', { name })}>
          <button type="button" className={styles.step} part="icon-button" aria-label={t('cart.line.decrease', { name })} disabled={q <= 1} onClick={() => cart.decrease(line)}>−</button>
          <span className={styles.quantity} data-testid="cart-line-quantity">{q}</span>
          <button
            type="button"
            className={styles.step}
            part="icon-button"
            aria-label={t('cart.line.increase', { name })}
            aria-describedby={atCap || soldOut ? hintId : undefined}
            aria-busy={busy || undefined}
            disabled={busy || atCap || soldOut}
            onClick={() => void cart.increase(line)}
          >+</button>
        </div>
        {busy ? <p className={styles.hint} part="hint">{t('cart.line.checking')}</p> : null}
        {soldOut ? <p className={styles.warning} part="error" id={hintId}>{t('cart.line.outOfStock')}</p> : null}
        {atCap && !soldOut ? <p className={styles.hint} part="hint" id={hintId}>{t('cart.line.onlyLeft', { n: available ?? 0 })}</p> : null}
      </div>
      <button type="button" className={styles.remove} part="icon-button" aria-label={t('cart.line.remove', { name })} onClick={() => cart.remove(line)}>×</button>
    </li>
  )
}

/** The cart's last message ('Only 2 left in stock', sold out...), read out when it appears. */
export function CartNoticeBar({ cart }: { cart: Cart }) {
  const t = useT()
  const notice = useStore(cart.$notice)
  return (
    <div role="status" className={notice ? styles.notice : styles.noticeEmpty}>
      {notice ? (
        <>
          <p className={styles.noticeText}>{noticeText(notice, t)}</p>
          <button type="button" className={styles.noticeClose} onClick={cart.dismissNotice}>{t('cart.notice.dismiss')}</button>
        </>
      ) : null}
    </div>
  )
}

function CartIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20" r="1.6" fill="currentColor" />
      <circle cx="17" cy="20" r="1.6" fill="currentColor" />
    </svg>
  )
}

