import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { pathTo } from '@core/platform/routes'
import { $signedIn } from '@core/account'
import { createShopInvoice } from '@core/checkout'
import { describe } from '@core/platform/message'
import * as styles from '@widgets/ui/layout.css'
import { ShopInvoice } from '@widgets/checkout'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import * as ui from '@widgets/ui/ui.css'
import type { PageProps } from '../types'
import { MyShopOrders } from './MyShopOrders'

// The trade-in invoice: its page loads only when the id is not one of the shopper's shop orders.
const SellInvoicePage = lazy(() => import('../sell/InvoicePage'))

/** /{country}/invoice/{id} (this page is the route's one owner): a shop order's printable invoice, or the trade-in invoice of that id. */
export default function InvoicePage(props: PageProps) {
  const { country, params } = props
  const t = useT()
  const id = params.id ?? ''
  const signedIn = useStore($signedIn)
  const invoice = useMemo(() => createShopInvoice(id), [id])
  const { state } = useStore(invoice.$invoice)
  useEffect(() => void invoice.load(), [invoice, signedIn])

  if (state.status === 'notShop') {
    return (
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <SellInvoicePage {...props} />
      </Suspense>
    )
  }
  return (
    <div className={styles.pageNarrow}>
      <h1 className={ui.visuallyHidden}>{t('checkout.invoice.title')}</h1>
      {state.status === 'loading' ? <Spinner label={t('checkout.invoice.loading')} /> : null}
      {state.status === 'error' ? (
        <ErrorPanel message={describe(state.problem, t)}>
          <div><Button tone="secondary" onClick={() => void invoice.load()}>{t('common.retry')}</Button></div>
        </ErrorPanel>
      ) : null}
      {state.status === 'ready' ? <ShopInvoice order={state.order} invoice={invoice} /> : null}
      <div className={styles.noPrint}>
        <MyShopOrders country={country} current={id} />
        <p><a className={styles.link} href={pathTo('shop', { country })}>{t('checkout.summary.backToShop')}</a></p>
      </div>
    </div>
  )
}
