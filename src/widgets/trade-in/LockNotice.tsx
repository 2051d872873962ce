import { useStore } from '@nanostores/react'
import type { TrackedQuote } from '../../core/api/calls/sell'
import type { Translate } from '../../core/i18n'
import { lockCountdown, type LockCountdown } from '../../core/domain/trade-in'
import { pathTo } from '../../core/routes'
import { $now } from '../../core/stores/trade-in'
import { useT } from '../ui/host'
import * as styles from './TradeIn.css'
import '../../core/i18n/areas/sell'

/** 'Price locked: 6 days and 23 hours left'. */
export function lockText(t: Translate, c: LockCountdown): string {
  if (c.lastHour) return t('sell.tracking.lock.lastHour')
  const days = c.days === 1 ? t('sell.tracking.lock.dayOne') : t('sell.tracking.lock.dayMany', { n: c.days })
  const hours = c.hours === 1 ? t('sell.tracking.lock.hourOne') : t('sell.tracking.lock.hourMany', { n: c.hours })
  const time = c.days === 0 ? hours : c.hours === 0 ? days : t('sell.tracking.lock.and', { days, hours })
  return t('sell.tracking.lock.left', { time })
}

/**
 * The 7-day price lock while it matters: a countdown before the hand-over is booked, a note that a
 * booking keeps the price, and the expired state with the way to a new estimate.
 */
export function LockNotice({ quote }: { quote: TrackedQuote }) {
  const t = useT()
  const now = useStore($now)
  const { state } = quote.tradeIn
  const countdown = lockCountdown(Date.parse(quote.expiresAt), now)
  // A quote whose lock runs out while the page is open expires there and then.
  if (state === 'expired' || (state === 'quoted' && countdown.expired)) {
    return (
      <div className={styles.box.critical} data-testid="lock">
        <p className={styles.text}><strong>{t('sell.tracking.lock.expired')}</strong></p>
        <p className={styles.text}>{t('sell.tracking.lock.expiredBody')}</p>
        <p className={styles.text}><a href={pathTo('sellWizard', { country: quote.country })}>{t('sell.tracking.lock.newEstimate')}</a></p>
      </div>
    )
  }
  if (state !== 'quoted' && state !== 'pickup_scheduled' && state !== 'dropoff_chosen') return null
  if (countdown.expired) return <p className={styles.muted} data-testid="lock">{t('sell.tracking.lock.kept')}</p>
  return (
    <p className={styles.box.info} data-testid="lock">
      <time dateTime={quote.expiresAt}>{lockText(t, countdown)}</time>
    </p>
  )
}
