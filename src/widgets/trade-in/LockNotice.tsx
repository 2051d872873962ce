import { useStore } from '@nanostores/react'
import type { TrackedQuote } from '@core/sell'
import type { Translate } from '@core/i18n'
import { lockCountdown, type LockCountdown } from '@core/domain/trade-in'
import { pathTo } from '@core/platform/routes'
import { $now } from '@core/sell'
import { useT } from '../ui/host'
import * as styles from './TradeIn.css'

/** 'Price locked: 6 days, 23 hours and 59 minutes left': it moves every minute, so the seller sees it run. */
export function lockText(t: Translate, c: LockCountdown): string {
  if (c.days === 0 && c.hours === 0 && c.minutes === 0) return t('sell.tracking.lock.lastMinute')
  const parts: string[] = []
  if (c.days > 0) parts.push(c.days === 1 ? t('sell.tracking.lock.dayOne') : t('sell.tracking.lock.dayMany', { n: c.days }))
  if (c.hours > 0) parts.push(c.hours === 1 ? t('sell.tracking.lock.hourOne') : t('sell.tracking.lock.hourMany', { n: c.hours }))
  if (c.minutes > 0) parts.push(c.minutes === 1 ? t('sell.tracking.lock.minuteOne') : t('sell.tracking.lock.minuteMany', { n: c.minutes }))
  const [a = '', b = '', c3 = ''] = parts
  const time = parts.length === 3 ? t('sell.tracking.lock.list', { a, b, c: c3 }) : parts.length === 2 ? t('sell.tracking.lock.and', { a, b }) : a
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
