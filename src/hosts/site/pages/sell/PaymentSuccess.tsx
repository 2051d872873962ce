import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { createLatestPayout } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { PaymentResult, RemoteView } from '@widgets/trade-in'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'

/** /{country}/payment-success and /{country}/invoice/payment-success: the seller's latest payout by Simu. */
export default function PaymentSuccess({ country }: PageProps) {
  const t = useT()
  const payout = useMemo(() => createLatestPayout(), [])
  const state = useStore(payout.$state)
  return (
    <TradeInPage title={t('sell.tracking.payment.title')}>
      <RemoteView state={state} onRetry={() => void payout.load()}>
        {(result) => <PaymentResult payout={result} country={country} />}
      </RemoteView>
    </TradeInPage>
  )
}
