import { useStore } from '@nanostores/react'
import { useId, useMemo } from 'react'
import type { RepairRequest } from '@core/repair'
import type { Country } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { pathTo } from '@core/platform/routes'
import { createRepairRequest, type RepairRequestStore } from '@core/repair'
import { repairStyles as styles, useFaultText } from '@widgets/repair'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useColourName } from '@widgets/ui/colour'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import type { PageProps } from '../types'

/**
 * /{country}/repair-pro?id={repairProId}: the thank-you page of a repair request (§2 'Repair-pro
 * placeholder'), read from get_single_repair_pro_requests instead of the spec's hard-coded content.
 */
export function RepairProView({ store, country }: { store: RepairRequestStore | null; country: Country }) {
  const t = useT()
  const id = useId()
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.h1}>{t('repair.pro.title')}</h1>
        <p className={styles.text}>{t('repair.pro.thanks')}</p>
      </section>
      {store ? <Requests store={store} /> : <p className={styles.muted}>{t('repair.pro.missing')}</p>}
      <p className={styles.text}><a className={styles.link} href={pathTo('repairLanding', { country })}>{t('repair.summary.newRepair')}</a></p>
    </div>
  )
}

function Requests({ store }: { store: RepairRequestStore }) {
  const t = useT()
  const value = useStore(store.$request)
  if (value.status === 'error') {
    return (
      <ErrorPanel message={value.network ? t('common.networkError') : `${t('repair.pro.failed')} ${value.message}`}>
        <div><Button tone="secondary" onClick={() => void store.load()}>{t('common.retry')}</Button></div>
      </ErrorPanel>
    )
  }
  if (value.status !== 'ready') return <Spinner label={t('repair.pro.loading')} />
  if (value.data.length === 0) return <p className={styles.muted}>{t('repair.pro.missing')}</p>
  return <>{value.data.map((device, i) => <Request key={i} device={device} />)}</>
}

function Request({ device }: { device: RepairRequest }) {
  const t = useT()
  const colour = useColourName()
  const fault = useFaultText()
  const id = useId()
  const v = device.variant
  return (
    <section className={styles.card} aria-labelledby={`${id}-device`}>
      <div className={styles.device}>
        <PhoneImage src={device.image} alt="" size={120} className={styles.deviceImage} />
        <div className={styles.deviceText}>
          <h2 id={`${id}-device`} className={styles.h2}>{v.color.name ? `${v.model.modelName} (${colour(v.color.name)})` : v.model.modelName}</h2>
          {v.ticket ? (
            <>
              <p className={styles.muted}>{t('repair.summary.ticket')}</p>
              <p className={`${styles.text} ${styles.ticket}`}>{v.ticket}</p>
            </>
          ) : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('repair.pro.estimated')}</dt>
        {/* A call-back request names no fault, so it has no price yet: 'Ksh 0' would promise a free repair. */}
        <dd className={v.deductions.length ? styles.strong : undefined}>{v.deductions.length ? formatMoney(v.cost, v.currency) : t('repair.pro.costAfterDiagnosis')}</dd>
        <dt>{t('repair.pro.defects')}</dt>
        <dd>
          {v.deductions.length ? (
            <ul className={styles.bullets}>{v.deductions.map((d) => <li key={d}>{fault(d)}</li>)}</ul>
          ) : (
            <>
              <p className={styles.text}>{t('repair.pro.noDefects')}</p>
              {v.message ? <blockquote className={styles.text}>{v.message}</blockquote> : null}
            </>
          )}
        </dd>
      </dl>
    </section>
  )
}

export default function RepairProPage({ country, search }: PageProps) {
  const repairProId = search.id ?? ''
  const store = useMemo(() => (repairProId ? createRepairRequest(repairProId) : null), [repairProId])
  return <RepairProView store={store} country={country} />
}
