import type { PayoutResult } from '@core/sell'
import type { Country } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { formatDate } from '@core/domain/trade-in'
import { pathTo } from '@core/platform/routes'
import { useT } from '../ui/host'
import { useLanguage } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

/** The latest payout: what was paid, where, the reference and the invoice; or plainly nothing yet. */
export function PaymentResult({ payout, country }: { payout: PayoutResult | null; country: Country }) {
  const t = useT()
  const language = useLanguage()
  if (!payout) {
    return (
      <div className={styles.box.info} data-testid="payment-result">
        <h2 className={styles.heading}>{t('sell.tracking.payment.nothing')}</h2>
        <p className={styles.text}>{t('sell.tracking.payment.nothingBody')}</p>
        <p className={styles.text}><a href={pathTo('deviceDetails', { country })}>{t('sell.tracking.payment.track')}</a></p>
      </div>
    )
  }
  return (
    <div className={styles.box.positive} data-testid="payment-result">
      <h2 className={styles.heading}>{t('sell.tracking.payment.success')}</h2>
      <p className={styles.text}>
        {t('sell.tracking.payment.body', {
          amount: formatMoney(payout.amount, payout.currency), method: t(`sell.tracking.payout.methods.${payout.method}`), number: payout.number, model: payout.modelName,
        })}
      </p>
      <p className={styles.text}>{t('sell.tracking.payment.reference', { reference: payout.reference })}</p>
      <p className={styles.text}>{t('sell.tracking.payment.when', { date: formatDate(payout.paidAt, language) })}</p>
      <p className={styles.text}><a href={pathTo('invoice', { country, id: payout.quoteId })}>{t('sell.tracking.payment.invoice', { number: payout.invoiceNumber })}</a></p>
    </div>
  )
}
