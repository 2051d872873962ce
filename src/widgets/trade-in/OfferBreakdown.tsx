import { useId } from 'react'
import type { TrackedQuote } from '@core/sell'
import { formatMoney } from '@core/domain/money'
import { useT } from '../ui/host'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

/** The itemised offer: maximum price, each deduction by the fault it names, the offer (and the agreed price). */
export function OfferBreakdown({ quote }: { quote: TrackedQuote }) {
  const t = useT()
  const id = useId()
  const money = (n: number) => formatMoney(n, quote.currency)
  const deducted = quote.deductions.reduce((sum, d) => sum + d.amount, 0)
  const agreedDiffers = quote.tradeIn.agreedOffer !== quote.offer && quote.tradeIn.revision?.decision === 'accepted'
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading} id={`${id}-title`}>{t('sell.tracking.offer.title')}</h3>
      <p className={styles.text}>{t('price.maxPrice')}: <strong className={styles.amount}>{money(quote.maxPrice)}</strong></p>
      {quote.deductions.length === 0 ? (
        <p className={styles.muted}>{t('sell.tracking.offer.noDeductions')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('sell.tracking.offer.deductions')}>
          {quote.deductions.map((d) => (
            <li className={styles.line} key={d.key}>
              <span>{t(`question.${d.key}.fault`)}</span>
              <span className={styles.minus}>− {money(d.amount)}</span>
            </li>
          ))}
          {quote.floorApplied ? (
            <li className={styles.line}>
              <span>{t('sell.tracking.offer.floor')}</span>
              <span className={styles.amount}>+ {money(quote.offer - (quote.maxPrice - deducted))}</span>
            </li>
          ) : null}
        </ul>
      )}
      <div className={styles.offer}>
        <span>{t('sell.tracking.offer.yourOffer')}</span>
        <span className={styles.offerAmount} data-testid="offer">{agreedDiffers ? <s>{money(quote.offer)}</s> : money(quote.offer)}</span>
      </div>
      {agreedDiffers ? (
        <div className={styles.offer}>
          <span>{t('sell.tracking.offer.agreed')}</span>
          <span className={styles.offerAmount} data-testid="agreed">{money(quote.tradeIn.agreedOffer)}</span>
        </div>
      ) : null}
    </section>
  )
}
