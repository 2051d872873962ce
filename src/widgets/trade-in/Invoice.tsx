import type { PurchaseInvoice } from '@core/sell'
import type { Translate } from '@core/i18n'
import { formatMoney, variantLabel } from '@core/domain/money'
import type { QuestionKey } from '@core/domain/questions'
import { formatDate } from '@core/domain/trade-in'
import { pathTo } from '@core/platform/routes'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { reasonText, useLanguage } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

function lineText(t: Translate, line: PurchaseInvoice['lines'][number]): string {
  switch (line.kind) {
    case 'maxPrice':
      return t('sell.tracking.invoice.lines.maxPrice')
    case 'deduction':
      return t(`question.${line.key as QuestionKey}.fault`)
    case 'floor':
      return t('sell.tracking.invoice.lines.floor')
    case 'revision':
      return t('sell.tracking.invoice.lines.revision', { reasons: (line.reasons ?? []).map((r) => reasonText(t, r)).join(', ') })
  }
}

/**
 * The self-billing purchase invoice, printable: number, date, buyer and seller, device with IMEI,
 * the itemised lines, the amount and the payout. A draft (before payment) has no number yet.
 */
export function InvoiceView({ invoice }: { invoice: PurchaseInvoice }) {
  const t = useT()
  const language = useLanguage()
  const money = (n: number) => `${n < 0 ? '− ' : ''}${formatMoney(Math.abs(n), invoice.currency)}`
  const paid = invoice.status === 'paid'
  return (
    <article className={`${styles.card} ${styles.invoice}`} aria-labelledby="invoice-title" data-simu-invoice="" data-testid="invoice">
      <div className={styles.actions}>
        <h2 className={styles.title} id="invoice-title">{t('sell.tracking.invoice.title')}</h2>
        <div className={`${styles.row} ${styles.noPrint}`}>
          {invoice.editable ? <a href={pathTo('invoiceEdit', { country: invoice.country, id: invoice._id })}>{t('sell.tracking.invoice.edit')}</a> : null}
          <Button tone="secondary" onClick={() => globalThis.print?.()}>{t('sell.tracking.invoice.print')}</Button>
        </div>
      </div>
      <p className={styles.muted}>{t('sell.tracking.invoice.selfBilling')}</p>
      {paid ? null : <p className={styles.box.attention}>{t('sell.tracking.invoice.draftNote')}</p>}
      <dl className={styles.facts}>
        <dt>{t('sell.tracking.invoice.number')}</dt><dd data-testid="invoice-number">{invoice.number ?? t('sell.tracking.invoice.draftNumber')}</dd>
        <dt>{t('sell.tracking.invoice.date')}</dt><dd>{invoice.issuedAt ? formatDate(invoice.issuedAt, language) : '—'}</dd>
      </dl>
      <div className={styles.parties}>
        <section aria-labelledby="invoice-buyer">
          <h3 className={styles.label} id="invoice-buyer">{t('sell.tracking.invoice.buyer')}</h3>
          <p className={styles.text}>{t('sell.tracking.invoice.buyerName')} {t(`site.countries.${invoice.country}`)}</p>
        </section>
        <section aria-labelledby="invoice-seller">
          <h3 className={styles.label} id="invoice-seller">{t('sell.tracking.invoice.seller')}</h3>
          <p className={styles.text}>{invoice.seller.name}</p>
          <p className={styles.text}>{invoice.seller.phone}</p>
        </section>
      </div>
      <dl className={styles.facts}>
        <dt>{t('sell.tracking.invoice.device')}</dt><dd>{invoice.device.modelName} ({variantLabel(invoice.device)})</dd>
        <dt>{t('sell.tracking.invoice.imei')}</dt><dd>{invoice.device.imei ?? t('sell.tracking.invoice.imeiUnknown')}</dd>
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('sell.tracking.invoice.description')}</th>
              <th scope="col" className={styles.numeric}>{t('sell.tracking.invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td>{lineText(t, l)}</td>
                <td className={styles.numeric}>{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totalRow}>
              <th scope="row">{paid ? t('sell.tracking.invoice.total') : t('sell.tracking.invoice.totalDraft')}</th>
              <td className={styles.numeric} data-testid="invoice-total">{money(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <section aria-labelledby="invoice-payment" className={styles.section}>
        <h3 className={styles.label} id="invoice-payment">{t('sell.tracking.invoice.payment')}</h3>
        <p className={styles.text}>{t('sell.tracking.payout.summary', { method: t(`sell.tracking.payout.methods.${invoice.payout.method}`), number: invoice.payout.number })}</p>
        {invoice.payout.reference ? <p className={styles.text}>{t('sell.tracking.invoice.reference')}: <strong data-testid="invoice-reference">{invoice.payout.reference}</strong></p> : null}
        {invoice.payout.paidAt ? <p className={styles.text}>{t('sell.tracking.invoice.paidAt')}: {formatDate(invoice.payout.paidAt, language)}</p> : null}
      </section>
    </article>
  )
}
