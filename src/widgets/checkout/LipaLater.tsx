import { useStore } from '@nanostores/react'
import { lipaLaterOutcome, isZeroLimit, lipaLaterSignupUrl, type LipaLaterEligibility } from '@core/domain/checkout'
import { formatCountryMoney } from '@core/domain/money'
import { $cart } from '@core/cart'
import { totalsOf, type Checkout } from '@core/checkout'
import { $country } from '@core/platform/locale'
import { describe } from '@core/platform/message'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './Checkout.css'
import { TextField } from '../ui/TextField'

/**
 * Lipa Later (shop-and-repair.md §3 'Lipa later state', §4 'Lipa later'): ID/passport and phone ->
 * Request OTP -> OTP -> Verify, then one of three outcomes: no data (sign up first, order blocked),
 * data without terms (limit not authorised), or the authorised terms.
 */
export function LipaLater({ checkout }: { checkout: Checkout }) {
  const t = useT()
  const state = useStore(checkout.$state)
  const lines = useStore($cart)
  const country = useStore($country)
  const l = state.lipa
  const { total } = totalsOf(state, lines)
  const money = (n: number) => formatCountryMoney(n, country)
  const err = (f: 'idNumber' | 'phone' | 'otp') => (l.errors[f] ? describe(l.errors[f]!, t) : undefined)
  return (
    <div className={styles.sub} role="group" aria-labelledby="simu-co-lipa">
      <h4 className={styles.subTitle} part="heading" id="simu-co-lipa">{t('checkout.lipaLater.title')}</h4>
      <div className={styles.twoColumns}>
        <TextField look="checkout" label={t('checkout.lipaLater.idNumber')} value={l.idNumber} maxLength={20} autoComplete="off" error={err('idNumber')} onChange={(v) => checkout.setLipa('idNumber', v)} />
        <TextField look="checkout" label={t('checkout.lipaLater.phone')} value={l.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} error={err('phone')} onChange={(v) => checkout.setLipa('phone', v)} />
      </div>
      <TextField look="checkout" label={t('checkout.lipaLater.amount')} value={money(total)} readOnly />
      <div className={styles.actions}>
        <Button tone="secondary" disabled={l.busy !== null} aria-busy={l.busy === 'otp' || undefined} onClick={() => void checkout.requestLipaLaterOtp()}>
          {l.busy === 'otp' ? <><Spinner label={t('checkout.lipaLater.requesting')} /> {t('checkout.lipaLater.requesting')}</> : t('checkout.lipaLater.requestOtp')}
        </Button>
      </div>
      {l.step !== 'start' && l.message && l.step === 'otpSent' ? <p className={styles.note.info} role="status">{l.message}</p> : null}
      {l.step !== 'start' ? (
        <div className={styles.inline}>
          <div className={styles.grow}>
            <TextField look="checkout" label={t('checkout.lipaLater.otp')} value={l.otp} inputMode="numeric" autoComplete="one-time-code" maxLength={10} error={err('otp')} onChange={(v) => checkout.setLipa('otp', v)} />
          </div>
          <Button disabled={l.busy !== null} aria-busy={l.busy === 'verify' || undefined} onClick={() => void checkout.verifyLipaLater()}>
            {l.busy === 'verify' ? <><Spinner label={t('checkout.lipaLater.verifying')} /> {t('checkout.lipaLater.verifying')}</> : t('checkout.lipaLater.verify')}
          </Button>
        </div>
      ) : null}
      {l.problem ? <p className={styles.note.critical} part="error" role="alert">{describe(l.problem, t)}</p> : null}
      {l.step === 'verified' && l.data !== undefined ? <Outcome data={l.data} message={l.message} total={total} money={money} /> : null}
    </div>
  )
}

function Outcome({ data, message, total, money }: { data: LipaLaterEligibility | null; message?: string; total: number; money: (n: number) => string }) {
  const t = useT()
  const outcome = lipaLaterOutcome(data)
  if (outcome === 'noData' || !data) {
    return (
      <div className={styles.status} role="status">
        <p className={styles.note.critical} part="error">{message || t('checkout.lipaLater.noData')}</p>
        <a className={styles.link} href={lipaLaterSignupUrl} target="_blank" rel="noopener noreferrer">{t('checkout.lipaLater.signup')}</a>
      </div>
    )
  }
  const red = (n: number) => (isZeroLimit(n) ? styles.zero : undefined)
  return (
    <div className={styles.status} role="status">
      <p className={styles.text}>{t('checkout.lipaLater.hello', { name: data.first_name })}</p>
      <dl className={styles.facts}>
        <dt>{t('checkout.lipaLater.status')}</dt><dd>{data.credit_limit_status}</dd>
        <dt>{t('checkout.lipaLater.creditLimit')}</dt><dd className={red(data.credit_limit)} data-testid="credit-limit">{money(data.credit_limit)}</dd>
        <dt>{t('checkout.lipaLater.availableLimit')}</dt><dd className={red(data.available_limit)} data-testid="available-limit">{money(data.available_limit)}</dd>
      </dl>
      {outcome === 'notAuthorised' ? <p className={styles.note.critical} part="error">{t('checkout.lipaLater.notAuthorised')}</p> : null}
      {/* Issue 10: never a green "authorised" above a red Ksh 0: only a limit that covers the order is authorised. */}
      {outcome === 'authorised' && data.available_limit >= total && !isZeroLimit(data.available_limit) ? <p className={styles.note.positive}>{t('checkout.lipaLater.authorised')}</p> : null}
      {data.available_limit < total ? <p className={styles.note.critical} part="error">{t('checkout.lipaLater.limitTooLow')}</p> : null}
      {data.payment_terms ? (
        <>
          <h5 className={styles.subTitle} part="heading">{t('checkout.lipaLater.terms')}</h5>
          <dl className={styles.facts}>
            <dt>{t('checkout.lipaLater.principal')}</dt><dd>{money(data.payment_terms.principal_amount)}</dd>
            <dt>{t('checkout.lipaLater.upfront')}</dt><dd>{money(data.payment_terms.upfront_fees)}</dd>
            <dt>{t('checkout.lipaLater.firstInstallment')}</dt><dd>{money(data.payment_terms.first_installment)}</dd>
            <dt>{t('checkout.lipaLater.minimumPayment')}</dt><dd>{money(data.payment_terms.minimum_payment)}</dd>
          </dl>
        </>
      ) : null}
    </div>
  )
}
