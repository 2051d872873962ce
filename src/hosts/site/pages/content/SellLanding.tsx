import type { PageProps } from '../types'
import { PriceChecker } from '../../../../widgets/price-checker/PriceChecker'
import { useT } from '../../../../widgets/ui/host'
import { go } from '../../router'
import * as styles from '../../site.css'

export default function SellLanding({ country }: PageProps) {
  const t = useT()
  return (
    <div className={styles.hero}>
      <div>
        <h1 className={styles.heroTitle}>{t('site.sellHeroTitle')}</h1>
        <p className={styles.heroText}>{t('site.sellHeroBody')}</p>
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className={styles.stepTitle} style={{ marginTop: 24 }}>{t('site.stepsTitle')}</h2>
          <ol className={styles.steps}>
            <li className={styles.stepItem}><h3 className={styles.stepTitle}>1. {t('site.stepCheckPrice')}</h3><p className={styles.stepText}>{t('site.stepCheckPriceBody')}</p></li>
            <li className={styles.stepItem}><h3 className={styles.stepTitle}>2. {t('site.stepPickup')}</h3><p className={styles.stepText}>{t('site.stepPickupBody')}</p></li>
            <li className={styles.stepItem}><h3 className={styles.stepTitle}>3. {t('site.stepPaid')}</h3><p className={styles.stepText}>{t('site.stepPaidBody')}</p></li>
          </ol>
        </section>
      </div>
      {/* On the full site 'Sell now' continues into the sell flow with the estimate in $sell. */}
      <PriceChecker onSellNow={() => go('sellWizard', { country })} />
    </div>
  )
}
