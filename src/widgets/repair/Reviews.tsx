import type { Language } from '@core/domain/constants'
import type { RepairModel } from '@core/repair'
import { useT } from '../ui/host'
import { relativeTime } from './format'
import * as styles from './Repair.css'

const maxStars = 5

/** Stars drawn for the eye; a screen reader hears 'Rated 4 out of 5' instead. */
export function Stars({ rating }: { rating: number }) {
  const t = useT()
  const full = Math.max(0, Math.min(maxStars, Math.round(rating)))
  return (
    <span role="img" aria-label={t('repair.reviews.rated', { rating: full })} className={styles.stars}>
      {'★'.repeat(full)}{'☆'.repeat(maxStars - full)}
    </span>
  )
}

/** The model's reviews: name, stars, message and how long ago (in the page's language). */
export function Reviews({ reviews, language, now }: { reviews: RepairModel['reviews']; language: Language; now?: number }) {
  const t = useT()
  if (reviews.length === 0) return <p className={styles.muted}>{t('repair.reviews.empty')}</p>
  return (
    <ul className={styles.reviews}>
      {reviews.map((r, i) => (
        <li key={`${r.createdAt}-${i}`} className={styles.review}>
          <div className={styles.reviewHead}>
            <p className={`${styles.text} ${styles.strong}`}>{`${r.user.fname} ${r.user.lname}`.trim()}</p>
            <Stars rating={r.rating} />
          </div>
          <p className={styles.text}>{r.message}</p>
          <p className={styles.muted}><time dateTime={r.createdAt}>{relativeTime(r.createdAt, language, now)}</time></p>
        </li>
      ))}
    </ul>
  )
}
