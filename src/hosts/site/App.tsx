import { useStore } from '@nanostores/react'
import { redirectPage } from '@nanostores/router'
import { Suspense, useEffect } from 'react'
import { isCountry } from '@core/domain/constants'
import { $country, $language, setCountry } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
// The site shows every area, so it loads every area's texts (a widget or page gets its own through its area's door).
import '@core/i18n/all'
import { SignInDrawer } from '@widgets/sign-in/SignInDrawer'
import { Spinner } from '@widgets/ui/Spinner'
import { useT } from '@widgets/ui/host'
import { $page, $router } from './router'
import { Coming } from './pages/Coming'
import { NotFound } from './pages/content/NotFound'
import { pages } from './pages/registry'
import { Footer } from './shell/Footer'
import { Header } from './shell/Header'
import * as styles from './site.css'

// Widgets on the site navigate through the router, without a page load.
setNavigator((path) => $router.open(path))

export function App() {
  const page = useStore($page)
  const country = useStore($country)
  const language = useStore($language)
  const t = useT()

  // The path's country is the visitor's country; remember it for the server's / redirect too. A mistyped
  // link (/tz/simu-zetu) matches no page, but its first segment still names the country and so the language.
  const pathCountry = page ? page.params.country : location.pathname.split('/')[1]
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
  // A page opened through the router starts at the top, as a page load would.
  const path = useStore($router)?.path
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0)
  }, [path])
  // /{country} is the country's home: the sell landing page (the server redirects the same way).
  useEffect(() => {
    if (page?.route === 'countryHome' || page?.route === 'home') redirectPage($router, 'sellLanding', { country: isCountry(pathCountry) ? pathCountry : country })
  }, [page?.route, pathCountry, country])

  const c = isCountry(pathCountry) ? pathCountry : country
  const Page = page ? pages[page.route] : undefined
  return (
    <div data-simu-site="">
      <a className={styles.skip} href="#main">{t('site.skipToContent')}</a>
      <Header country={c} route={page?.route} />
      <main id="main" className={styles.main}>
        {page === null || page.route === 'notFound' ? (
          <NotFound country={c} />
        ) : Page ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Page country={c} params={page.params} search={page.search} />
          </Suspense>
        ) : (
          <Coming route={page.route} country={c} />
        )}
      </main>
      <Footer country={c} />
      <SignInDrawer />
    </div>
  )
}
