import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { pathTo } from '@core/platform/routes'
import { $user } from '@core/account'
import { createTradeIn } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { PurchaseOrderView, RemoteView, tradeInStyles as styles } from '@widgets/trade-in'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'

/** /{country}/purchase-orders/{id}: Simu's purchase of the phone (device, agreed price, state). */
export default function PurchaseOrder({ country, params }: PageProps) {
  const t = useT()
  const id = params.id ?? ''
  const tradeIn = useMemo(() => createTradeIn(id), [id])
  const state = useStore(tradeIn.$state)
  const user = useStore($user)
  return (
    <TradeInPage title={t('sell.tracking.purchaseOrder.title')}>
      <RemoteView state={state.quote} onRetry={() => void tradeIn.load()}>
        {(quote) => (
          <>
            <PurchaseOrderView quote={quote} seller={{ name: quote.tradeIn.payout.name || `${user?.fname ?? ''} ${user?.lname ?? ''}`.trim(), phone: user?.phone ?? '' }} />
            <p className={styles.pageLinks}>
              <a href={pathTo('order', { country, id })}>{t('sell.tracking.orders.track')}</a>
              <a href={pathTo('orders', { country })}>{t('sell.tracking.orders.all')}</a>
            </p>
          </>
        )}
      </RemoteView>
    </TradeInPage>
  )
}
