import { useStore } from '@nanostores/react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { countries, type Country, type Language } from '@core/domain/constants'
import { pathTo, type RouteName } from '@core/platform/routes'
import { isCountry } from '@core/domain/constants'
import { $language, setCountry, setLanguage } from '@core/platform/locale'
import { useT } from '@widgets/ui/host'
import { $router } from '../router'
import { Breadcrumb } from './Breadcrumb'
import { CartLink } from './CartLink'
import { HorizontalNav } from './HorizontalNav'
import { ChatIcon, MenuIcon, WhatsAppIcon } from './icons'
import { whatsappUrl } from './links'
import { horizontalNav, shellKindOf, signInKindOf } from './nav'
import { SearchSlot } from './slots'
import { UserMenu } from './UserMenu'
import * as styles from './shell.css'
import '@core/site/texts'

// The side menu and the chat load only when someone opens them.
const SideNav = lazy(() => import('./SideNav'))
const ChatPopup = lazy(() => import('./ChatPopup'))

/**
 * The site header (sell-side.md §2 'Header'): contact, country and language; menu button, logo,
 * search, cart and user menu; the horizontal nav for the kind of page; the breadcrumb; the chat.
 */
export function Header({ country, route }: { country: Country; route: RouteName | undefined }) {
  const t = useT()
  const language = useStore($language)
  const current = useStore($router)?.path
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const [chatOpen, setChatOpen] = useState(false)
  const kind = shellKindOf(route)
  const navItems = useMemo(() => horizontalNav(kind, country), [kind, country])
  const newTab = t('pages.shell.newTab')

  const openMenu = () => {
    setMenuLoaded(true)
    setMenuOpen(true)
  }
  return (
    <>
      <header className={styles.header}>
        <div className={styles.utility}>
          <div className={styles.utilityInner}>
            <a className={styles.utilityLink} href={whatsappUrl(country)} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon />
              {t('pages.shell.whatsapp')}
              <span className={styles.visuallyHidden}>: {t('pages.shell.whatsappLabel')} {newTab}</span>
            </a>
            <label htmlFor="simu-country" className={styles.visuallyHidden}>{t('site.country')}</label>
            <select id="simu-country" className={styles.smallSelect} value={country} onChange={(e) => switchCountry(e.currentTarget.value as Country, route)}>
              {countries.map((k) => <option key={k} value={k}>{t(`site.countries.${k}`)}</option>)}
            </select>
            <label htmlFor="simu-language" className={styles.visuallyHidden}>{t('site.language')}</label>
            <select id="simu-language" className={styles.smallSelect} value={language} onChange={(e) => setLanguage(e.currentTarget.value as Language)}>
              <option value="en" lang="en">{t('site.english')}</option>
              <option value="sw" lang="sw">{t('site.swahili')}</option>
            </select>
          </div>
        </div>
        <div className={styles.main}>
          <button type="button" id="simu-menu-button" className={styles.menuButton} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={openMenu}>
            <MenuIcon />
            <span className={styles.menuButtonText}>{t('pages.shell.menu')}</span>
          </button>
          {/* The logo goes to the main brand site: the country's sell landing page. */}
          <a className={styles.logo} href={pathTo('sellLanding', { country })} aria-label={t('pages.shell.logo')}>Simu</a>
          <div className={styles.search}>
            <SearchSlot country={country} fallback={<div className={styles.searchPlaceholder} aria-hidden="true" />} />
          </div>
          <CartLink country={country} />
          <UserMenu country={country} kind={signInKindOf(kind)} />
        </div>
        <div className={styles.navRow}>
          <div className={styles.navRowInner}>
            <HorizontalNav items={navItems} label={t('site.nav.mainMenu')} currentHref={current} />
          </div>
        </div>
      </header>
      <Breadcrumb route={route} country={country} />
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SideNav open={menuOpen} onOpenChange={setMenuOpen} country={country} currentPath={current} />
        </Suspense>
      ) : null}
      <aside aria-label={t('pages.chat.title')} className={styles.chatDock}>
      <button type="button" className={styles.chatButton} aria-expanded={chatOpen} aria-haspopup="dialog" onClick={() => setChatOpen(!chatOpen)} id="simu-chat-button">
        <ChatIcon />
        <span className={styles.chatButtonText}>{t('pages.chat.open')}</span>
      </button>
      {chatOpen ? (
        <Suspense fallback={null}>
          <ChatPopup
            country={country}
            onClose={() => {
              setChatOpen(false)
              document.getElementById('simu-chat-button')?.focus()
            }}
          />
        </Suspense>
      ) : null}
      </aside>
    </>
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
