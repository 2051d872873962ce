import { warranty } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { useT } from '@widgets/ui/host'
import type { PageProps } from '../types'
import * as styles from './shop.css'
import '@core/shop/texts'

/** /{country}/ecommerce/condition-guide: the one grade Simu sells, its warranty and its price. */
export default function ConditionGuide({ country }: Pick<PageProps, 'country'>) {
  const t = useT()
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="guide-title">
        <h1 className={styles.title} id="guide-title">{t('shop.guide.title')}</h1>
        <p className={styles.text}>{t('shop.guide.intro')}</p>
      </section>
      <section className={styles.section} aria-labelledby="guide-what">
        <h2 className={styles.h2} id="guide-what">{t('shop.guide.whatTitle')}</h2>
        <p className={styles.text}>{t('shop.guide.whatBody', { points: warranty.qualityCheckPoints })}</p>
      </section>
      <section className={styles.section} aria-labelledby="guide-grade">
        <h2 className={styles.h2} id="guide-grade">{t('shop.guide.gradeTitle')}</h2>
        <p className={styles.text}>{t('shop.guide.gradeBody')}</p>
        <ul className={styles.guideList}>
          <li>{t('shop.guide.oneGrade')}</li>
          <li>{t('shop.guide.warranty', { months: warranty.shopMonths })}</li>
          <li>{t('shop.guide.halfPrice')}</li>
          <li>{t('shop.guide.otherGrades')}</li>
        </ul>
        <a className={styles.linkButton} href={pathTo('shop', { country })}>{t('shop.guide.shopLink')}</a>
      </section>
    </div>
  )
}
