import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { pathTo } from '@core/platform/routes'
import { createTradeIn } from '@core/sell'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { PayoutForm, PayoutSummary, RemoteView, tradeInStyles as styles } from '@widgets/trade-in'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'

/** /{country}/invoice/edit/{id}: the payout details (service, mobile-money number, name) before payment. */
export default function InvoiceEdit({ country, params }: PageProps) {
  const t = useT()
  const id = params.id ?? ''
  const tradeIn = useMemo(() => createTradeIn(id), [id])
  const state = useStore(tradeIn.$state)
  return (
    <TradeInPage title={t('sell.tracking.invoiceEdit.title')}>
      <RemoteView state={state.quote} onRetry={() => void tradeIn.load()}>
        {(quote) => {
          const invoiced = quote.tradeIn.state === 'offer_confirmed' || quote.tradeIn.state === 'paid'
          const back = invoiced ? pathTo('invoice', { country, id }) : pathTo('deviceDetail', { country, id })
          return (
            <div className={styles.card}>
              <p className={styles.text}>{t('sell.tracking.invoiceEdit.intro', { model: quote.model.modelName })}</p>
              {state.done === 'update_payout' ? (
                <div className={styles.box.positive} role="status"><p className={styles.text}>{t('sell.tracking.done.update_payout')}</p></div>
              ) : null}
              {state.failure ? <ErrorPanel message={state.failure.kind === 'network' ? t('common.networkError') : state.failure.kind === 'conflict' ? t('sell.tracking.failures.conflict') : state.failure.message} /> : null}
              {quote.tradeIn.nextActions.includes('update_payout') ? (
                <PayoutForm country={quote.country} payout={quote.tradeIn.payout} busy={state.busy !== null} onSave={(body) => void tradeIn.updatePayout(body)} />
              ) : (
                <>
                  <p className={styles.box.info}>{t('sell.tracking.invoiceEdit.locked')}</p>
                  <PayoutSummary payout={quote.tradeIn.payout} />
                </>
              )}
              <p className={styles.pageLinks}><a href={back}>{invoiced ? t('sell.tracking.invoiceEdit.back') : t('sell.tracking.orders.track')}</a></p>
            </div>
          )
        }}
      </RemoteView>
    </TradeInPage>
  )
}
