import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import type { TrackedQuote } from '@core/sell'
import { pathTo } from '@core/platform/routes'
import { createTradeIn, createTradeInList, featuredTradeIn } from '@core/sell'
import { useT } from '@widgets/ui/host'
import { EmptyState, RemoteView, TradeInList, tradeInStyles as styles, TradeInTracker } from '@widgets/trade-in'
import type { PageProps } from '../types'
import { TradeInPage } from './TradeInPage'

/**
 * /{country}/device-details and /{country}/device-details/{id}: a signed-in seller's estimates and
 * their tracking. Without an id it opens the newest trade-in still going and lists the others.
 */
export default function DeviceDetails({ country, params }: PageProps) {
  const t = useT()
  return (
    <TradeInPage title={t('sell.tracking.deviceDetails.title')}>
      {params.id ? (
        <>
          <One id={params.id} />
          <p className={styles.pageLinks}><a href={pathTo('deviceDetails', { country })}>{t('sell.tracking.deviceDetails.all')}</a></p>
        </>
      ) : <Newest country={country} />}
    </TradeInPage>
  )
}

function One({ id }: { id: string }) {
  const tradeIn = useMemo(() => createTradeIn(id), [id])
  return <TradeInTracker tradeIn={tradeIn} />
}

function Newest({ country }: { country: PageProps['country'] }) {
  const t = useT()
  const list = useMemo(() => createTradeInList(), [])
  const state = useStore(list.$state)
  return (
    <RemoteView state={state} onRetry={() => void list.load()}>
      {(quotes) => quotes.length === 0
        ? <EmptyState title={t('sell.tracking.empty.title')} body={t('sell.tracking.empty.body')} country={country} />
        : <Featured quotes={quotes} />}
    </RemoteView>
  )
}

function Featured({ quotes }: { quotes: TrackedQuote[] }) {
  const t = useT()
  const featured = featuredTradeIn(quotes)!
  const tradeIn = useMemo(() => createTradeIn(featured._id, { quote: { status: 'ready', data: featured } }), [featured._id])
  const others = quotes.filter((q) => q._id !== featured._id)
  return (
    <>
      <TradeInTracker tradeIn={tradeIn} />
      {others.length ? (
        <section className={styles.section} aria-labelledby="other-estimates">
          <h2 className={styles.heading} id="other-estimates">{t('sell.tracking.deviceDetails.others')}</h2>
          <TradeInList quotes={others} route="deviceDetail" label={t('sell.tracking.deviceDetails.others')} />
        </section>
      ) : null}
    </>
  )
}
