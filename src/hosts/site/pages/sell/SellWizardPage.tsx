import { SellWizard } from '../../../../widgets/sell-wizard/SellWizard'
import { useT } from '../../../../widgets/ui/host'
import type { PageProps } from '../types'
import * as styles from './sell-pages.css'

/** /{country}/sell-your-device and /{country}/sell-device: the sell wizard. */
export default function SellWizardPage(_: PageProps) {
  const t = useT()
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('site.pages.sellWizard')}</h1>
      <SellWizard />
    </div>
  )
}
