import type { TrackedQuote } from '@core/sell'
import { formatMoney, variantLabel } from '@core/domain/money'
import { formatDate } from '@core/domain/trade-in'
import { pathTo, type RouteName } from '@core/platform/routes'
import { useT } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { StatusBadge, useLanguage } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

/** Trade-ins as cards linking to their page (device-details/{id} or orders/{id}) with a status badge. */
export function TradeInList({ quotes, route, label }: {
  quotes: readonly TrackedQuote[]
  route: Extract<RouteName, 'deviceDetail' | 'order'>
  label: string
}) {
  const t = useT()
  const language = useLanguage()
  return (
    <ul className={styles.cards} aria-label={label}>
      {quotes.map((q) => (
        <li key={q._id}>
          <a className={styles.cardLink} href={pathTo(route, { country: q.country, id: q._id })}>
            <PhoneImage src={q.model.image} alt="" className={styles.smallImage} size={48} />
            <span className={styles.section}>
              <span className={styles.cardName}>{t('sell.tracking.device', { model: q.model.modelName, variant: variantLabel(q.variant) })}</span>
              <span className={styles.muted}>{t('sell.tracking.quotedOn', { date: formatDate(q.createdAt, language) })}</span>
            </span>
            <span className={styles.section}>
              <StatusBadge state={q.tradeIn.state} />
              <strong className={styles.amount}>{formatMoney(q.tradeIn.agreedOffer, q.currency)}</strong>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
