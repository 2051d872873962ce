import { useStore } from '@nanostores/react'
import { useEffect, useMemo } from 'react'
import { createShopOrders } from '../../../../core/stores/checkout'
import { createInvoiceList } from '../../../../core/stores/trade-in'
import { useT } from '../../../../widgets/ui/host'
import { InvoiceList } from '../../../../widgets/trade-in/InvoiceList'
import { EmptyState, RemoteView } from '../../../../widgets/trade-in/parts'
import { MyShopOrders } from '../checkout/MyShopOrders'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'
import '../../../../core/i18n/areas/sell'
import '../../../../core/i18n/areas/checkout'

/**
 * /{country}/invoice/list: the seller's purchase invoices (drafts until paid), and the shop orders'
 * invoices below them. It used to list trade-ins only, so a shopper with shop orders read "No invoices yet".
 */
export default function InvoiceListPage({ country }: PageProps) {
  const t = useT()
  const invoices = useMemo(() => createInvoiceList(), [])
  const state = useStore(invoices.$state)
  const shop = useMemo(() => createShopOrders(), [])
  const { orders } = useStore(shop.$orders)
  useEffect(() => void shop.load(), [shop])
  const shopOrders = orders?.length ?? 0
  return (
    <TradeInPage title={t('sell.tracking.invoices.title')}>
      <RemoteView state={state} onRetry={() => void invoices.load()}>
        {(list) => list.length === 0 && shopOrders === 0
          ? <EmptyState title={t('sell.tracking.invoices.empty')} body={t('sell.tracking.invoices.emptyBody')} country={country} />
          : (
            <>
              {list.length > 0 ? <InvoiceList invoices={list} country={country} /> : null}
              <MyShopOrders country={country} />
            </>
          )}
      </RemoteView>
    </TradeInPage>
  )
}
