import { warranty } from '@core/domain/constants'
import { useT } from '@widgets/ui/host'
import { mailboxes } from '@hosts/site/shell/links'
import type { PageProps } from '../types'
import * as styles from './content.css'

const roles = ['technician', 'pickup', 'care', 'engineer'] as const

/** Careers: who we are, how we work, and the open roles (static), each with an apply-by-email link. */
export default function Careers(_: PageProps) {
  const t = useT()
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="careers-title">
        <h1 id="careers-title" className={styles.h1}>{t('pages.careers.title')}</h1>
        <p className={styles.lead}>{t('pages.careers.intro')}</p>
      </section>
      <section className={styles.section} aria-labelledby="careers-values">
        <h2 id="careers-values" className={styles.h2}>{t('pages.careers.valuesTitle')}</h2>
        <ul className={styles.bullets}>
          {(['fair', 'fast', 'green'] as const).map((k) => <li key={k}>{t(`pages.careers.values.${k}`)}</li>)}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="careers-roles">
        <h2 id="careers-roles" className={styles.h2}>{t('pages.careers.rolesTitle')}</h2>
        <p className={styles.muted}>{t('pages.careers.applyHint', { email: mailboxes.careers })}</p>
        <ul className={styles.roleList}>
          {roles.map((r) => {
            const title = t(`pages.careers.roles.${r}.title`)
            return (
              <li key={r} className={styles.tile}>
                <h3 className={styles.h3} id={`role-${r}`}>{title}</h3>
                <p className={styles.rolePlace}>
                  <span className={styles.visuallyHiddenText}>{t('pages.careers.location')}: </span>
                  {t(`pages.careers.roles.${r}.place`)}
                </p>
                <p className={styles.muted}>{t(`pages.careers.roles.${r}.body`, { points: warranty.qualityCheckPoints })}</p>
                <p>
                  <a className={styles.linkButtonSecondary} href={`mailto:${mailboxes.careers}?subject=${encodeURIComponent(title)}`} aria-describedby={`role-${r}`}>
                    {t('pages.careers.apply')}
                  </a>
                </p>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
