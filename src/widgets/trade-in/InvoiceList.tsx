import type { InvoiceSummary } from '@core/sell'
import type { Country } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { formatDate } from '@core/domain/trade-in'
import { pathTo } from '@core/platform/routes'
import { useT } from '../ui/host'
import { useLanguage } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

/** The seller's invoices: number (or draft), date, phone, amount, status, each linking to the invoice. */
export function InvoiceList({ invoices, country }: { invoices: readonly InvoiceSummary[]; country: Country }) {
  const t = useT()
  const language = useLanguage()
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="invoices">
        <caption className={styles.muted}>{t('sell.tracking.invoices.intro')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sell.tracking.invoices.number')}</th>
            <th scope="col">{t('sell.tracking.invoices.date')}</th>
            <th scope="col">{t('sell.tracking.invoices.device')}</th>
            <th scope="col" className={styles.numeric}>{t('sell.tracking.invoices.amount')}</th>
            <th scope="col">{t('sell.tracking.invoices.status')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i._id}>
              <td>
                <a href={pathTo('invoice', { country, id: i._id })} aria-label={t('sell.tracking.invoices.view', { number: i.number ?? t('sell.tracking.invoices.draftNumber') })}>
                  {i.number ?? t('sell.tracking.invoices.draftNumber')}
                </a>
              </td>
              <td>{formatDate(i.date, language)}</td>
              <td>{i.title}</td>
              <td className={styles.numeric}>{formatMoney(i.total, i.currency)}</td>
              <td><span className={i.status === 'paid' ? styles.badge.positive : styles.badge.neutral}>{t(`sell.tracking.invoices.${i.status}`)}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
