import { warranty } from '@core/domain/constants'
import { useT } from '@widgets/ui/host'
import * as styles from './shop.css'

const Icon = ({ d }: { d: string }) => (
  <svg className={styles.badgeIcon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
)
const shield = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z'
const tag = 'M3 12V4h8l9 9-8 8-9-9zM7.5 7.5h.01'
const check = 'M20 6L9 17l-5-5'
const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z'

/** The shop's four trust badges (shop-and-repair.md §2 'Home-style page'). */
export function TrustBadges() {
  const t = useT()
  return (
    <ul className={styles.badges} aria-label={t('shop.home.badgesLabel')}>
      <li className={styles.trustBadge}><Icon d={shield} />{t('shop.home.warranty', { months: warranty.shopMonths })}</li>
      <li className={styles.trustBadge}><Icon d={tag} />{t('shop.home.halfPrice')}</li>
      <li className={styles.trustBadge}><Icon d={check} />{t('shop.home.certified')}</li>
      <li className={styles.trustBadge}><Icon d={star} />{t('shop.home.asNew')}</li>
    </ul>
  )
}
