import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { createAllInvoices } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { EmptyState, InvoiceList, RemoteView } from '@widgets/trade-in'
import { ShopOrderList } from '../checkout/MyShopOrders'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'
import '@core/checkout/texts'

/**
 * /{country}/invoice/list: the seller's purchase invoices (drafts until paid), and the shop orders'
 * invoices below them. It used to list trade-ins only, so a shopper with shop orders read "No invoices yet".
 */
export default function InvoiceListPage({ country }: PageProps) {
  const t = useT()
  const invoices = useMemo(() => createAllInvoices(), [])
  const state = useStore(invoices.$state)
  return (
    <TradeInPage title={t('sell.tracking.invoices.title')}>
      <RemoteView state={state} onRetry={() => void invoices.load()}>
        {({ tradeIns, shopOrders }) => tradeIns.length === 0 && shopOrders.length === 0
          ? <EmptyState title={t('sell.tracking.invoices.empty')} body={t('sell.tracking.invoices.emptyBody')} country={country} />
          : (
            <>
              {tradeIns.length > 0 ? <InvoiceList invoices={tradeIns} country={country} /> : null}
              <ShopOrderList country={country} orders={shopOrders} />
            </>
          )}
      </RemoteView>
    </TradeInPage>
  )
}
