import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { countries, languages, whatsappNumber, type Country } from '../../core/domain/constants'
import { $country, $language, isCountry, setCountry, setLanguage } from '../../core/stores/country'
import { useT } from '../../widgets/ui/host'
import { $page, $router, href } from './router'
import { redirectPage } from '@nanostores/router'
import { NotFound } from './pages/NotFound'
import { SellLanding } from './pages/SellLanding'
import { Coming } from './pages/Coming'
import * as styles from './site.css'

export function App() {
  const page = useStore($page)
  const country = useStore($country)
  const language = useStore($language)
  const t = useT()

  // The path's country is the visitor's country; remember it for the server's / redirect too.
  const pathCountry = page?.params.country
  useEffect(() => {
    if (isCountry(pathCountry)) {
      setCountry(pathCountry)
      document.cookie = `simu.country=${pathCountry}; path=/; max-age=${365 * 86400}; samesite=lax`
    }
  }, [pathCountry])
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  useEffect(() => {
    document.title = `${page ? t(`site.pages.${page.route}`) : t('site.notFoundTitle')} · Simu`
  }, [page, t])

  // /{country} is the country's home: the sell landing page (the server redirects the same way).
  useEffect(() => {
    if (page?.route === 'countryHome' || page?.route === 'home') redirectPage($router, 'sellLanding', { country: isCountry(pathCountry) ? pathCountry : country })
  }, [page?.route, pathCountry, country])

  const c = isCountry(pathCountry) ? pathCountry : country
  return (
    <>
      <a className={styles.skip} href="#main">{t('site.skipToContent')}</a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <a className={styles.logo} href={href('sellLanding', { country: c })}>Simu</a>
          <nav aria-label={t('site.nav.mainMenu')} className={styles.nav}>
            <a className={styles.navLink} href={href('sellLanding', { country: c })} aria-current={page?.route === 'sellLanding' ? 'page' : undefined}>{t('site.nav.sellPhone')}</a>
            <a className={styles.navLink} href={href('howItWorks', { country: c })}>{t('site.nav.howItWorks')}</a>
            <a className={styles.navLink} href={href('shop', { country: c })}>{t('site.nav.buyPhone')}</a>
            <span className={styles.navDisabled} aria-disabled="true">
              {t('site.nav.repair')}<span className={styles.badge}>{t('site.nav.comingSoon')}</span>
            </span>
          </nav>
          <div className={styles.selectors}>
            <label>
              <span className={visually}>{t('site.country')}</span>
              <select className={styles.smallSelect} value={c} onChange={(e) => switchCountry(e.currentTarget.value as Country, page?.route)}>
                {countries.map((k) => <option key={k} value={k}>{t(`site.countries.${k}`)}</option>)}
              </select>
            </label>
            <label>
              <span className={visually}>{t('site.language')}</span>
              <select className={styles.smallSelect} value={language} onChange={(e) => setLanguage(e.currentTarget.value as (typeof languages)[number])}>
                <option value="en">{t('site.english')}</option>
                <option value="sw">{t('site.swahili')}</option>
              </select>
            </label>
            <a className={styles.navLink} href={`https://wa.me/${whatsappNumber[c]}`} target="_blank" rel="noopener noreferrer">WhatsApp<span className={visually}> {t('site.nav.whatsapp')}</span></a>
          </div>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {page === null || page.route === 'notFound' ? <NotFound country={c} /> : page.route === 'sellLanding' ? <SellLanding country={c} /> : <Coming route={page.route} country={c} />}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label={t('site.nav.footerMenu')}>
            <ul className={styles.footerLinks}>
              <li><a href={href('careers', { country: c })}>{t('site.nav.careers')}</a></li>
              <li><a href={href('dealerRegister', { country: c })}>{t('site.nav.dealer')}</a></li>
              <li><a href={href('registerPhone', { country: c })}>{t('site.nav.warranty')}</a></li>
              <li><a href={`${href('howItWorks', { country: c })}?2`}>{t('site.nav.privacy')}</a></li>
              <li><a href={`${href('howItWorks', { country: c })}?1`}>{t('site.nav.terms')}</a></li>
              <li><a href={`${href('howItWorks', { country: c })}?3`}>{t('site.nav.returns')}</a></li>
            </ul>
          </nav>
          <p>{t('site.footerClaim')}</p>
        </div>
      </footer>
    </>
  )
}

const visually = styles.visuallyHidden

/** A new country keeps the page: /ke/stores becomes /tz/stores. */
function switchCountry(country: Country, route: string | undefined) {
  setCountry(country)
  const parts = location.pathname.split('/')
  if (route && isCountry(parts[1])) {
    parts[1] = country
    location.assign(parts.join('/') + location.search)
  }
}
