import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { pathTo } from '@core/platform/routes'
import { createInvoice } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { InvoiceView, RemoteView, tradeInStyles as styles } from '@widgets/trade-in'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'

/** /{country}/invoice/{id}: the printable purchase invoice of one trade-in. */
export default function InvoicePage({ country, params }: PageProps) {
  const t = useT()
  const id = params.id ?? ''
  const invoice = useMemo(() => createInvoice(id), [id])
  const state = useStore(invoice.$state)
  return (
    <TradeInPage title={t('site.pages.invoice')}>
      {state.status === 'error' && state.code === 409 ? (
        <div className={styles.box.info}>
          <p className={styles.text}>{t('sell.tracking.invoice.notYet')}</p>
          <p className={styles.text}><a href={pathTo('deviceDetail', { country, id })}>{t('sell.tracking.orders.track')}</a></p>
        </div>
      ) : (
        <RemoteView state={state} onRetry={() => void invoice.load()}>
          {(data) => <InvoiceView invoice={data} />}
        </RemoteView>
      )}
      <p className={styles.pageLinks}><a href={pathTo('invoiceList', { country })}>{t('sell.tracking.invoice.back')}</a></p>
    </TradeInPage>
  )
}
