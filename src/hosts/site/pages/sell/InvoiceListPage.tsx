import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { createInvoiceList } from '../../../../core/stores/trade-in'
import { useT } from '../../../../widgets/ui/host'
import { InvoiceList } from '../../../../widgets/trade-in/InvoiceList'
import { EmptyState, RemoteView } from '../../../../widgets/trade-in/parts'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'
import '../../../../core/i18n/areas/sell'

/** /{country}/invoice/list: the seller's purchase invoices (drafts until paid). */
export default function InvoiceListPage({ country }: PageProps) {
  const t = useT()
  const invoices = useMemo(() => createInvoiceList(), [])
  const state = useStore(invoices.$state)
  return (
    <TradeInPage title={t('sell.tracking.invoices.title')}>
      <RemoteView state={state} onRetry={() => void invoices.load()}>
        {(list) => list.length === 0
          ? <EmptyState title={t('sell.tracking.invoices.empty')} body={t('sell.tracking.invoices.emptyBody')} country={country} />
          : <InvoiceList invoices={list} country={country} />}
      </RemoteView>
    </TradeInPage>
  )
}
