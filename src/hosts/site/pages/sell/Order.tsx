import { useMemo } from 'react'
import type { TrackedQuote } from '@core/sell'
import { pathTo } from '@core/platform/routes'
import { createTradeIn } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { tradeInStyles as styles, TradeInTracker } from '@widgets/trade-in'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'

/** /{country}/orders/{id}: one sell order, tracked, with its purchase order and invoice. */
export default function Order({ country, params }: PageProps) {
  const t = useT()
  const tradeIn = useMemo(() => createTradeIn(params.id ?? ''), [params.id])
  return (
    <TradeInPage title={t('sell.tracking.orders.order')}>
      <TradeInTracker tradeIn={tradeIn} footer={(quote) => <OrderLinks quote={quote} />} />
      <p className={styles.pageLinks}><a href={pathTo('orders', { country })}>{t('sell.tracking.orders.all')}</a></p>
    </TradeInPage>
  )
}

export function OrderLinks({ quote }: { quote: TrackedQuote }) {
  const t = useT()
  const invoiced = quote.tradeIn.state === 'offer_confirmed' || quote.tradeIn.state === 'paid'
  return (
    <p className={styles.pageLinks}>
      <a href={pathTo('purchaseOrder', { country: quote.country, id: quote._id })}>{t('sell.tracking.orders.viewPurchaseOrder')}</a>
      {invoiced ? <a href={pathTo('invoice', { country: quote.country, id: quote._id })}>{t('sell.tracking.orders.viewInvoice')}</a> : null}
    </p>
  )
}
