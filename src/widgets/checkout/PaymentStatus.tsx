import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { whatsappNumber, type Country } from '@core/domain/constants'
import { canRetryOrder, customerCareNumber, mpesaFailureReason } from '@core/domain/checkout'
import { formatMoney } from '@core/domain/money'
import type { Checkout } from '@core/checkout'
import { describe } from '@core/platform/message'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './Checkout.css'
import { TextField } from '../ui/TextField'

/**
 * After Place Order with M-Pesa: the push is on the shopper's phone. Pending (enter your PIN), then
 * paid (to the invoice), failed (the reason by Daraja's result code) or timed out; after a failure or
 * a timeout the push can be sent again (to another phone too) or paid by Paybill. The store polls the
 * order meanwhile, so a late payment or a Paybill payment still lands here.
 */
export function PaymentStatus({ checkout }: { checkout: Checkout }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const heading = useRef<HTMLHeadingElement>(null)
  const stage = state.stage
  const payState = stage?.order.payment.state
  const lapsed = stage?.order.status === 'expired' || stage?.order.status === 'cancelled'
  // Move focus to the new heading when the payment changes state, so screen readers hear it.
  useEffect(() => heading.current?.focus(), [payState, lapsed])
  if (!stage) return null
  const { order } = stage
  const p = order.payment
  const total = formatMoney(order.total, order.currency)

  if (lapsed) {
    return (
      <div className={styles.card} part="card" data-testid="payment-status" data-state="expired">
        <h3 className={styles.cardTitle} part="heading" ref={heading} tabIndex={-1}>{t('checkout.pay.failedTitle')}</h3>
        <p className={styles.note.critical} part="error">{t('checkout.pay.expired')}</p>
        <div className={styles.actions}><Button onClick={() => checkout.startOver()}>{t('checkout.pay.startOver')}</Button></div>
      </div>
    )
  }

  if (p.state === 'paid') {
    return (
      <div className={styles.card} part="card" data-testid="payment-status" data-state="paid">
        <h3 className={styles.cardTitle} part="heading" ref={heading} tabIndex={-1}>{t('checkout.pay.paid')}</h3>
        {state.done ? <a className={styles.link} href={state.done.path}>{t('checkout.pay.openInvoice')}</a> : null}
      </div>
    )
  }

  if (p.state === 'pending') {
    return (
      <div className={styles.card} part="card" data-testid="payment-status" data-state="pending">
        <h3 className={styles.cardTitle} part="heading" ref={heading} tabIndex={-1}>{t('checkout.pay.pendingTitle')}</h3>
        <div className={styles.status} role="status">
          <span className={styles.bigSpinner}><Spinner label={t('checkout.pay.pendingTitle')} /></span>
          <p className={styles.note.info}><strong>{t('checkout.pay.check', { total })}</strong></p>
          <p className={styles.text}>{t('checkout.pay.order', { number: order.orderNumber })}</p>
          <p className={styles.muted}>{stage.stale ? t('checkout.pay.checking') : t('checkout.pay.waiting')}</p>
          {p.reservedUntil ? <p className={styles.muted}>{t('checkout.pay.reservedUntil', { time: timeOf(p.reservedUntil) })}</p> : null}
        </div>
      </div>
    )
  }

  const reason = mpesaFailureReason(p.resultCode)
  return (
    <div className={styles.card} part="card" data-testid="payment-status" data-state={p.state}>
      <h3 className={styles.cardTitle} part="heading" ref={heading} tabIndex={-1}>{p.state === 'timeout' ? t('checkout.pay.timeoutTitle') : t('checkout.pay.failedTitle')}</h3>
      <p className={styles.note.critical} part="error" role="alert">{p.state === 'timeout' ? t('checkout.pay.timeout') : t(`checkout.pay.reasons.${reason}`)}</p>
      <p className={styles.text}>{t('checkout.pay.order', { number: order.orderNumber })}</p>
      {p.reservedUntil ? <p className={styles.muted}>{t('checkout.pay.reservedUntil', { time: timeOf(p.reservedUntil) })}</p> : null}
      <form className={styles.sub} onSubmit={(e) => { e.preventDefault(); void checkout.repay() }}>
        <TextField look="checkout" label={t('checkout.pay.againPhone')} hint={t('checkout.pay.againHint')} value={stage.repayPhone} type="tel" inputMode="tel" autoComplete="tel" maxLength={20}
          error={stage.repayProblem ? describe(stage.repayProblem, t) : undefined} onChange={(v) => checkout.setRepayPhone(v)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={stage.repaying} aria-busy={stage.repaying || undefined}>
            {stage.repaying ? <><Spinner label={t('checkout.pay.sending')} /> {t('checkout.pay.sending')}</> : t('checkout.pay.again')}
          </Button>
          {!stage.paybill ? <Button tone="secondary" onClick={() => checkout.showPaybill()}>{t('checkout.pay.paybill')}</Button> : null}
        </div>
      </form>
      {stage.paybill ? (
        <div className={styles.status} data-testid="paybill">
          <h4 className={styles.subTitle} part="heading">{t('checkout.pay.paybill')}</h4>
          <p className={styles.text}>{t('checkout.pay.paybillSteps')}</p>
          <dl className={styles.paybill}>
            <dt>{t('checkout.pay.businessNumber')}</dt><dd data-testid="business-number">{p.paybill.businessNumber}</dd>
            <dt>{t('checkout.pay.accountNumber')}</dt><dd data-testid="account-number">{p.paybill.accountNumber}</dd>
            <dt>{t('checkout.pay.amount')}</dt><dd>{total}</dd>
          </dl>
          <p className={styles.muted}>{t('checkout.pay.paybillNote')}</p>
        </div>
      ) : null}
    </div>
  )
}

/** Order failure (shop-and-repair.md §2, §4, §8): the error panel with Retry Order, capped after 3 attempts. */
export function OrderFailed({ checkout, country, onRetry }: { checkout: Checkout; country: Country; onRetry: () => void }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const retryable = canRetryOrder(state.attempts)
  const detail = state.orderFailure ? describe(state.orderFailure, t) : undefined
  return (
    <div className={styles.card} part="card" data-testid="order-failed">
      <ErrorPanel message={t('checkout.failure.order')}>
        {detail && detail !== t('checkout.failure.order') ? <p className={styles.text}>{detail}</p> : null}
        {/* Only a refused payment is one: a refused order (a limit, another country's cart) is not told to call support about a payment. */}
        {state.paymentFailed ? <p className={styles.text}>{t('checkout.failure.payment')}</p> : null}
        <p className={styles.text}>{t('checkout.failure.care', { number: customerCareNumber(whatsappNumber[country]) })}</p>
        {!retryable ? <p className={styles.text}>{t('checkout.failure.capped')}</p> : null}
        <div className={styles.actions}>
          <Button disabled={!retryable || state.submitting} aria-busy={state.submitting || undefined} onClick={onRetry}>
            {state.submitting ? <><Spinner label={t('checkout.failure.retrying')} /> {t('checkout.failure.retrying')}</> : t('checkout.failure.retry')}
          </Button>
          <Button tone="secondary" onClick={() => checkout.dismissFailure()}>{t('checkout.failure.back')}</Button>
        </div>
      </ErrorPanel>
    </div>
  )
}

const timeOf = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
}

