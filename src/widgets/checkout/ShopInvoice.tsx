import { useStore } from '@nanostores/react'

import { useEffect } from 'react'
import type { OrderDetails, ShopInvoiceStore } from '@core/checkout'
import { checkoutTiming } from '@core/domain/checkout'
import { warranty } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { lineLabel } from '@core/i18n/colours'
import { $language } from '@core/platform/locale'

import { describe } from '@core/platform/message'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import * as styles from './Checkout.css'

const badgeOf = (order: OrderDetails) =>
  order.status === 'paid' ? styles.badge.paid : order.status === 'pending_payment' ? styles.badge.pending : styles.badge.failed

/**
 * A shop order's invoice, printable: number, date, status and payment (with the M-Pesa receipt),
 * items, totals with the discount and free delivery, the customer and the delivery.
 */
export function ShopInvoice({ order, invoice }: { order: OrderDetails; invoice?: ShopInvoiceStore }) {
  const t = useT()
  const language = useStore($language)
  const money = (n: number) => formatMoney(n, order.currency)
  const date = new Date(order.createdAt)
  const dateText = Number.isNaN(date.getTime()) ? order.createdAt : date.toLocaleDateString(language === 'sw' ? 'sw' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
  const deliveryMethod = (['dropoff', 'pickup', 'store'] as const).find((m) => m === order.delivery.method)
  return (
    <article className={styles.invoice} data-simu-shop-invoice="" aria-labelledby="simu-invoice-title">
      <div className={styles.invoiceHead}>
        <div className={styles.status}>
          <h2 className={styles.title} id="simu-invoice-title">{t('checkout.invoice.heading', { number: order.orderNumber })}</h2>
          <span className={badgeOf(order)} data-testid="invoice-status">{t(`checkout.invoice.statuses.${order.status}`)}</span>
        </div>
        <Button tone="secondary" className={styles.noPrint} onClick={() => globalThis.print?.()}>{t('checkout.invoice.print')}</Button>
      </div>
      <dl className={styles.facts}>
        <dt>{t('checkout.invoice.orderNumber')}</dt><dd>{order.orderNumber}</dd>
        <dt>{t('checkout.invoice.date')}</dt><dd>{dateText}</dd>
        <dt>{t('checkout.invoice.paymentMethod')}</dt><dd>{t(`checkout.invoice.methods.${order.paymentMethod}`)}</dd>
        <dt>{t('checkout.invoice.paymentState')}</dt><dd data-testid="invoice-payment">{t(`checkout.invoice.paymentStates.${order.payment.state}`)}</dd>
        {order.payment.receipt ? <><dt>{t(`checkout.invoice.receipts.${order.paymentMethod}`)}</dt><dd data-testid="invoice-receipt">{order.payment.receipt}</dd></> : null}
      </dl>
      {invoice && order.paymentMethod === 'mpesa' && order.status === 'pending_payment' ? <PayNow order={order} invoice={invoice} /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('checkout.invoice.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checkout.invoice.item')}</th>
              <th scope="col" className={styles.num}>{t('checkout.invoice.quantity')}</th>
              <th scope="col" className={styles.num}>{t('checkout.invoice.price')}</th>
              <th scope="col" className={styles.num}>{t('checkout.invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.variantId}-${item.label}`}>
                <td><strong>{item.modelName}</strong><br /><span className={styles.muted}>{lineLabel(item.label, language)}</span></td>
                <td className={styles.num}>{item.quantity}</td>
                <td className={styles.num}>{money(item.price)}</td>
                <td className={styles.num}>{money(item.price * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.rows}>
        <div className={styles.row}><dt>{t('checkout.invoice.itemsTotal')}</dt><dd>{money(order.itemsTotal)}</dd></div>
        {order.discount > 0 ? (
          <div className={styles.row}><dt>{t('checkout.invoice.discount', { code: order.coupon?.code ?? '' })}</dt><dd className={styles.discount}>− {money(order.discount)}</dd></div>
        ) : null}
        <div className={styles.row}><dt>{t('checkout.invoice.delivery')}</dt><dd>{order.deliveryFee > 0 ? money(order.deliveryFee) : <span className={styles.free}>{t('checkout.invoice.free')}</span>}</dd></div>
        <div className={styles.totalRow}><dt>{t('checkout.invoice.total')}</dt><dd data-testid="invoice-total">{money(order.total)}</dd></div>
      </dl>
      <div className={styles.parties}>
        <section className={styles.status} aria-labelledby="simu-invoice-customer">
          <h3 className={styles.subTitle} id="simu-invoice-customer">{t('checkout.invoice.customer')}</h3>
          <p className={styles.text}>{order.customer.name}</p>
          <p className={styles.text}>{order.customer.phone}</p>
          <p className={styles.text}>{order.customer.email}</p>
        </section>
        <section className={styles.status} aria-labelledby="simu-invoice-delivery">
          <h3 className={styles.subTitle} id="simu-invoice-delivery">{t('checkout.invoice.deliverTo')}</h3>
          <p className={styles.text}>{deliveryMethod ? t(`checkout.invoice.deliveryMethods.${deliveryMethod}`) : order.delivery.method}</p>
          <p className={styles.text}>{order.delivery.address}</p>
        </section>
      </div>
      <p className={styles.muted}>{t('checkout.invoice.thanks', { months: warranty.shopMonths })}</p>
    </article>
  )
}

/**
 * Issue 10: an unpaid M-Pesa order is paid from its invoice. Pay now sends a new STK push (to the
 * order's phone, or another); the Paybill details are always there. The invoice follows the payment.
 */
function PayNow({ order, invoice }: { order: OrderDetails; invoice: ShopInvoiceStore }) {
  const t = useT()
  const { pay } = useStore(invoice.$invoice)
  const p = order.payment
  const total = formatMoney(order.total, order.currency)
  const waiting = p.state === 'pending' && p.pushes > 0
  // While a push waits on the phone the invoice reads the order every 2 s, so it turns Paid by itself.
  useEffect(() => {
    if (!waiting) return undefined
    const timer = setInterval(() => void invoice.refresh(), checkoutTiming.pollMs)
    return () => clearInterval(timer)
  }, [invoice, waiting])
  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="simu-invoice-pay" data-testid="invoice-pay">
      <h3 className={styles.subTitle} id="simu-invoice-pay">{t('checkout.invoice.pay.title')}</h3>
      <p className={styles.text}>{t('checkout.invoice.pay.intro')}</p>
      {waiting ? <p className={styles.note.info} role="status">{t('checkout.invoice.pay.sent', { total })}</p> : null}
      {p.state === 'failed' || p.state === 'timeout' ? <p className={styles.note.critical}>{t('checkout.invoice.pay.failed')}</p> : null}
      <form className={styles.sub} onSubmit={(e) => { e.preventDefault(); void invoice.payNow() }}>
        <TextField look="checkout" label={t('checkout.invoice.pay.phone')} value={pay.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={20}
          error={pay.problem ? describe(pay.problem, t) : undefined} onChange={(v) => invoice.setPayPhone(v)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={pay.busy || waiting} aria-busy={pay.busy || undefined}>
            {pay.busy ? <><Spinner label={t('checkout.invoice.pay.sending')} /> {t('checkout.invoice.pay.sending')}</> : t('checkout.invoice.pay.now')}
          </Button>
        </div>
      </form>
      <div className={styles.status} data-testid="invoice-paybill">
        <h4 className={styles.subTitle}>{t('checkout.pay.paybill')}</h4>
        <p className={styles.text}>{t('checkout.pay.paybillSteps')}</p>
        <dl className={styles.paybill}>
          <dt>{t('checkout.pay.businessNumber')}</dt><dd>{p.paybill.businessNumber}</dd>
          <dt>{t('checkout.pay.accountNumber')}</dt><dd>{p.paybill.accountNumber}</dd>
          <dt>{t('checkout.pay.amount')}</dt><dd>{total}</dd>
        </dl>
        <p className={styles.muted}>{t('checkout.pay.paybillNote')}</p>
      </div>
    </section>
  )
}
