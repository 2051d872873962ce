import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { repair } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import type { TextKey } from '@core/i18n'
import { pathTo } from '@core/platform/routes'
import { RepairPicker } from '@widgets/repair-picker/RepairPicker'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import { whatsappUrl } from '@hosts/site/shell/links'
import type { PageProps } from '../types'
import { createRepairPrices, type RepairPrices } from '@core/site'
import * as styles from './content.css'

const faultIds = ['screen', 'battery', 'charging-port', 'microphone', 'speaker', 'earpiece'] as const
const faultLabel = (id: string): TextKey | null => ((faultIds as readonly string[]).includes(id) ? (`pages.repair.faults.${id}` as TextKey) : null)

/** The repair landing page: how repair works, the six faults with their prices, stores and WhatsApp. */
export function RepairPage({ country, prices: given }: Pick<PageProps, 'country'> & { prices?: RepairPrices }) {
  const t = useT()
  const prices = useMemo(() => given ?? createRepairPrices(), [given])
  const state = useStore(prices.$prices)
  const [min, max] = repair.turnaroundDays
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="repair-title">
        <h1 id="repair-title" className={styles.h1}>{t('pages.repair.title')}</h1>
        <p className={styles.lead}>{t('pages.repair.intro', { min, max })}</p>
        <div><RepairPicker /></div>
      </section>

      <section className={styles.section} aria-labelledby="repair-steps">
        <h2 id="repair-steps" className={styles.h2}>{t('pages.repair.stepsTitle')}</h2>
        <ol className={styles.tiles}>
          {(['tell', 'bring', 'fixed'] as const).map((k, i) => (
            <li key={k} className={styles.tile}>
              <span className={styles.stepNumber} aria-hidden="true">{i + 1}</span>
              <h3 className={styles.h3}>{t(`pages.repair.steps.${k}`)}</h3>
              <p className={styles.muted}>{t(`pages.repair.steps.${k}Body`, { min, max })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="repair-prices" aria-busy={state.status === 'loading' || undefined}>
        <h2 id="repair-prices" className={styles.h2}>{t('pages.repair.pricesTitle')}</h2>
        <p className={styles.muted}>{t('pages.repair.pricesIntro')}</p>
        {state.status === 'ready' ? (
          <ul className={styles.priceList}>
            {state.data.map((f) => {
              const label = faultLabel(f._id)
              return (
                <li key={f._id} className={styles.priceRow}>
                  <span>{label ? t(label) : f.label}</span>
                  <span className={styles.price}>{t('pages.repair.from', { price: formatMoney(f.price, f.currency) })}</span>
                </li>
              )
            })}
          </ul>
        ) : state.status === 'error' ? (
          <ErrorPanel message={state.network ? t('common.networkError') : t('pages.repair.pricesError')}>
            <div><Button tone="secondary" onClick={() => void prices.load()}>{t('common.retry')}</Button></div>
          </ErrorPanel>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="repair-badges">
        <h2 id="repair-badges" className={styles.h2}>{t('pages.repair.badgesTitle')}</h2>
        <ul className={styles.tiles}>
          {(['warranty', 'parts', 'money'] as const).map((k) => (
            <li key={k} className={styles.tile}>
              <h3 className={styles.h3}>{t(`pages.repair.badges.${k}`, { days: repair.moneyBackDays })}</h3>
              <p className={styles.muted}>{t(`pages.repair.badges.${k}Body`, { days: repair.moneyBackDays })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.card} ${styles.section}`} aria-labelledby="repair-visit">
        <h2 id="repair-visit" className={styles.h2}>{t('pages.repair.visitTitle')}</h2>
        <p className={styles.text}>{t('pages.repair.visitBody')}</p>
        <div className={styles.actions}>
          <a className={styles.linkButton} href={pathTo('stores', { country })}>{t('pages.repair.stores')}</a>
          <a className={styles.linkButtonSecondary} href={whatsappUrl(country)} target="_blank" rel="noopener noreferrer">
            {t('pages.repair.whatsapp')}<span className={styles.visuallyHiddenText}> {t('pages.shell.newTab')}</span>
          </a>
        </div>
      </section>
    </div>
  )
}

export default function RepairLanding({ country }: PageProps) {
  return <RepairPage country={country} />
}
