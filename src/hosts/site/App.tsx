import { useStore } from '@nanostores/react'
import { redirectPage } from '@nanostores/router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { isCountry, type Country } from '@core/domain/constants'
import type { RouteName } from '@core/platform/routes'
import { $country, $language, setCountry } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import { $signInRequest } from '@core/account'
// Each page registers its area's texts through the area's door when its code loads; the shell registers the
// site's (pages.*), so the first load carries no checkout, repair or shop words.
import '@core/site/texts'
import { useT } from '@widgets/ui/host'
import { $page, $router } from './router'

type ShownPage = ReturnType<typeof $page.get>
import { Coming } from './pages/Coming'
import { NotFound } from './pages/content/NotFound'
import { pages } from './pages/registry'
import { PagePlaceholder } from './ssr/PagePlaceholder'
import { Ready, SiteRoot } from './ssr/ready'
import { ShowsStoredState, StoredStateDeferred } from './ssr/stored-state'
import { Footer } from './shell/Footer'
import { Header } from './shell/Header'
import * as styles from './site.css'

// The sign-in drawer (and the dialog parts it is built of) loads when a page first asks for it.
const SignInDrawer = lazy(() => import('@widgets/sign-in').then((m) => ({ default: m.SignInDrawer })))

function SignInSlot() {
  const request = useStore($signInRequest)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (request) setWanted(true)
  }, [request])
  return wanted ? <Suspense fallback={null}><SignInDrawer /></Suspense> : null
}

// Widgets on the site navigate through the router, without a page load.
setNavigator((path) => $router.open(path))

/**
 * Pages that show only what is on the server: rendered in full for everyone. Every other page shows what
 * this browser keeps (a cart, a session, a sale or booking in progress): for a visitor who keeps some, the
 * server sends the page's placeholder and the browser renders it (ssr/stored-state.tsx).
 */
const publicPages = new Set<RouteName>(['sellLanding', 'howItWorks', 'repairLanding', 'registerPhone', 'registerPhoneRoot', 'partner', 'samsung',
  'dealerRegister', 'retailerRegister', 'careers', 'stores', 'shop', 'shopProducts', 'productDetails', 'productDetailsAlias', 'conditionGuide', 'notFound'])

export interface AppProps {
  /** The address being shown (the server passes the request's; the browser reads location). */
  path?: string
  /** The server rendered this page for a visitor whose browser keeps state (see publicPages). */
  deferStored?: boolean
}

export function App({ path: shownPath, deferStored = false }: AppProps = {}) {
  const page = useStore($page)
  const country = useStore($country)
  const language = useStore($language)
  const t = useT()

  // The path's country is the visitor's country; remember it for the server's / redirect too. A mistyped
  // link (/tz/simu-zetu) matches no page, but its first segment still names the country and so the language.
  const pathCountry = page ? page.params.country : (shownPath ?? location.pathname).split('/')[1]
  useEffect(() => {
    if (isCountry(pathCountry)) {
      setCountry(pathCountry)
      document.cookie = `simu.country=${pathCountry}; path=/; max-age=${365 * 86400}; samesite=lax`
    }
  }, [pathCountry])
  useEffect(() => {
    document.documentElement.lang = language
    // The server renders the next page in this language (site-pages.ts reads the cookie).
    document.cookie = `simu.lang=${language}; path=/; max-age=${365 * 86400}; samesite=lax`
  }, [language])
  useEffect(() => {
    document.title = `${page ? t(`site.pages.${page.route}`) : t('site.notFoundTitle')} · Simu`
  }, [page, t])
  // A page opened through the router starts at the top, as a page load would. Not the first page: the
  // server's HTML was readable (and scrollable) before this code ran, and the reader stays where they are.
  const path = useStore($router)?.path
  const routed = useRef(false)
  useEffect(() => {
    if (routed.current && !location.hash) window.scrollTo(0, 0)
    routed.current = true
  }, [path])
  // /{country} is the country's home: the sell landing page (the server redirects the same way).
  useEffect(() => {
    if (page?.route === 'countryHome' || page?.route === 'home') redirectPage($router, 'sellLanding', { country: isCountry(pathCountry) ? pathCountry : country })
  }, [page?.route, pathCountry, country])

  const c = isCountry(pathCountry) ? pathCountry : country
  return (
    <SiteRoot>
      <a className={styles.skip} href="#main">{t('site.skipToContent')}</a>
      <Header country={c} route={page?.route} />
      <main id="main" className={styles.main}>
        <PageArea page={page} country={c} deferStored={deferStored} />
      </main>
      <Footer country={c} />
      <SignInSlot />
    </SiteRoot>
  )
}

/** The page of the address (its placeholder while its code loads), a not-found page, or 'opens soon'. */
function PageArea({ page, country, deferStored }: { page: ShownPage; country: Country; deferStored: boolean }) {
  const t = useT()
  if (page === null || page.route === 'notFound') {
    return (
      <>
        <Ready />
        <NotFound country={country} />
      </>
    )
  }
  const Page = pages[page.route]
  if (!Page) {
    return (
      <>
        <Ready />
        <Coming route={page.route} country={country} />
      </>
    )
  }
  const placeholder = <PagePlaceholder title={t(`site.pages.${page.route}`)} />
  const shown = <Page country={country} params={page.params} search={page.search} />
  return (
    <StoredStateDeferred.Provider value={deferStored}>
      <Suspense fallback={placeholder}>
        <Ready />
        {publicPages.has(page.route) ? shown : <ShowsStoredState fallback={placeholder}>{shown}</ShowsStoredState>}
      </Suspense>
    </StoredStateDeferred.Provider>
  )
}
