import { useId } from 'react'
import type { TrackedQuote, TradeInEvent } from '@core/sell'
import type { Translate } from '@core/i18n'
import { formatMoney } from '@core/domain/money'
import { formatDay, formatWhen, upcomingSteps } from '@core/domain/trade-in'
import { useT } from '../ui/host'
import { reasonText, useLanguage } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

function eventText(t: Translate, e: TradeInEvent, quote: TrackedQuote, language: string): string {
  const money = (n: number | undefined) => formatMoney(n ?? 0, quote.currency)
  const d = e.data
  const method = d.method ? t(`sell.tracking.payout.methods.${d.method}`) : ''
  switch (e.type) {
    case 'quoted':
      return t('sell.tracking.timeline.events.quoted', { amount: money(d.amount ?? quote.offer) })
    case 'pickup_scheduled':
      return t('sell.tracking.timeline.events.pickup_scheduled', { day: d.date ? formatDay(d.date, language) : '', slot: d.slot ? t(`sell.tracking.pickup.slots.${d.slot}`) : '' })
    case 'dropoff_chosen':
      return t('sell.tracking.timeline.events.dropoff_chosen', { store: d.storeName ?? '' })
    case 'offer_confirmed':
      return t('sell.tracking.timeline.events.offer_confirmed', { amount: money(d.amount) })
    case 'offer_revised':
      return t('sell.tracking.timeline.events.offer_revised', { amount: money(d.newOffer) })
    case 'revision_accepted':
      return t('sell.tracking.timeline.events.revision_accepted', { amount: money(d.newOffer) })
    case 'payout_updated':
      return t('sell.tracking.timeline.events.payout_updated', { method, number: d.number ?? '' })
    case 'paid':
      return t('sell.tracking.timeline.events.paid', { amount: money(d.amount), method, reference: d.reference ?? '' })
    case 'cancelled':
    case 'inspected':
    case 'revision_declined':
      return t(`sell.tracking.timeline.events.${e.type}`)
  }
}

/** Every step so far, with its time, then the steps still to come. */
export function Timeline({ quote }: { quote: TrackedQuote }) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const ahead = upcomingSteps(quote.tradeIn.state)
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading} id={`${id}-title`}>{t('sell.tracking.timeline.title')}</h3>
      <ol className={styles.timeline} aria-labelledby={`${id}-title`} data-testid="timeline">
        {quote.tradeIn.events.map((e, i) => (
          <li className={styles.event} key={`${e.type}-${e.at}-${i}`} data-event={e.type}>
            <p className={styles.eventTitle}>{eventText(t, e, quote, language)}</p>
            {e.type === 'offer_revised' && e.data.reasons?.length ? (
              <p className={styles.eventTime}>{e.data.reasons.map((r) => reasonText(t, r)).join(', ')}</p>
            ) : null}
            <p className={styles.eventTime}><time dateTime={e.at}>{formatWhen(e.at, language)}</time></p>
          </li>
        ))}
      </ol>
      {ahead.length ? (
        <>
          <h4 className={styles.label} id={`${id}-ahead`}>{t('sell.tracking.timeline.upcoming')}</h4>
          <ol className={styles.timeline} aria-labelledby={`${id}-ahead`}>
            {ahead.map((step) => (
              <li className={styles.upcoming} key={step}><p className={styles.eventTitle}>{t(`sell.tracking.timeline.steps.${step}`)}</p></li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
