import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { createTradeInList } from '../../../../core/stores/trade-in'
import { useT } from '../../../../widgets/ui/host'
import { EmptyState, RemoteView } from '../../../../widgets/trade-in/parts'
import { TradeInList } from '../../../../widgets/trade-in/TradeInList'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'
import '../../../../core/i18n/areas/sell'

/** /{country}/orders: the seller's sell orders (trade-ins past their quote) with status badges. */
export default function Orders({ country }: PageProps) {
  const t = useT()
  const list = useMemo(() => createTradeInList(), [])
  const orders = useStore(list.$orders)
  return (
    <TradeInPage title={t('sell.tracking.orders.title')} intro={t('sell.tracking.orders.intro')}>
      <RemoteView state={orders} onRetry={() => void list.load()}>
        {(quotes) => quotes.length === 0
          ? <EmptyState title={t('sell.tracking.orders.empty')} body={t('sell.tracking.orders.emptyBody')} country={country} />
          : <TradeInList quotes={quotes} route="order" label={t('sell.tracking.orders.title')} />}
      </RemoteView>
    </TradeInPage>
  )
}
