import { useMemo } from 'react'
import { handoffFromSearch } from '@core/sell'
import { SellWizard } from '@widgets/sell-wizard'
import { useT } from '@widgets/ui/host'
import type { PageProps } from '../types'
import * as styles from './sell-pages.css'

/** /{country}/sell-your-device and /{country}/sell-device: the sell wizard. */
export default function SellWizardPage({ search }: PageProps) {
  const t = useT()
  // A price checker on another site hands over its phone and answers in the address.
  const handoff = useMemo(() => handoffFromSearch(search), [search])
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('site.pages.sellWizard')}</h1>
      <SellWizard model={handoff.model} variant={handoff.variant} answers={handoff.answers} />
    </div>
  )
}
