import { useStore } from '@nanostores/react'
import { countries, whatsappNumber, type Country, type Language } from '../../../core/domain/constants'
import type { RouteName } from '../../../core/routes'
import { $language, isCountry, setCountry, setLanguage } from '../../../core/stores/country'
import { useT } from '../../../widgets/ui/host'
import { href } from '../router'
import * as styles from '../site.css'

export function Header({ country, route }: { country: Country; route: RouteName | undefined }) {
  const t = useT()
  const language = useStore($language)
  const c = country
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a className={styles.logo} href={href('sellLanding', { country: c })}>Simu</a>
        <nav aria-label={t('site.nav.mainMenu')} className={styles.nav}>
          <a className={styles.navLink} href={href('sellLanding', { country: c })} aria-current={route === 'sellLanding' ? 'page' : undefined}>{t('site.nav.sellPhone')}</a>
          <a className={styles.navLink} href={href('howItWorks', { country: c })}>{t('site.nav.howItWorks')}</a>
          <a className={styles.navLink} href={href('shop', { country: c })}>{t('site.nav.buyPhone')}</a>
          <span className={styles.navDisabled} aria-disabled="true">
            {t('site.nav.repair')}<span className={styles.badge}>{t('site.nav.comingSoon')}</span>
          </span>
        </nav>
        <div className={styles.selectors}>
          <label>
            <span className={styles.visuallyHidden}>{t('site.country')}</span>
            <select className={styles.smallSelect} value={c} onChange={(e) => switchCountry(e.currentTarget.value as Country, route)}>
              {countries.map((k) => <option key={k} value={k}>{t(`site.countries.${k}`)}</option>)}
            </select>
          </label>
          <label>
            <span className={styles.visuallyHidden}>{t('site.language')}</span>
            <select className={styles.smallSelect} value={language} onChange={(e) => setLanguage(e.currentTarget.value as Language)}>
              <option value="en">{t('site.english')}</option>
              <option value="sw">{t('site.swahili')}</option>
            </select>
          </label>
          <a className={styles.navLink} href={`https://wa.me/${whatsappNumber[c]}`} target="_blank" rel="noopener noreferrer">WhatsApp<span className={styles.visuallyHidden}> {t('site.nav.whatsapp')}</span></a>
        </div>
      </div>
    </header>
  )
}

/** A new country keeps the page: /ke/stores becomes /tz/stores. */
function switchCountry(country: Country, route: string | undefined) {
  setCountry(country)
  const parts = location.pathname.split('/')
  if (route && isCountry(parts[1])) {
    parts[1] = country
    location.assign(parts.join('/') + location.search)
  }
}
