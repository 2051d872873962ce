import { createRoot, hydrateRoot } from 'react-dom/client'
import { isCountry } from '@core/domain/constants'
import { $language, setCountry } from '@core/platform/locale'
import { clearSeeds, loadSeeds } from '@core/platform/api/seeds'
import { App } from './App'
import { renderedPage } from './ssr/rendered'
import { hasStoredState, rememberStoredState } from './ssr/stored-state'
import { $router } from './router'

const el = document.getElementById('app')
if (el) {
  // The address's country (and with it the language) before the first render, as the server did.
  const pathCountry = location.pathname.split('/')[1]
  if (isCountry(pathCountry)) setCountry(pathCountry)
  const rendered = renderedPage()
  // The server's HTML is hydrated when it was rendered for this browser: in its language, and without the
  // parts its stored state decides if it keeps any (the cookie saying so is written below, so a browser
  // whose storage was filled by another tab or before this release renders its first page itself).
  const matches = rendered && el.firstElementChild && rendered.language === $language.get() && (rendered.deferStored || !hasStoredState())
  if (rendered && matches) {
    // The page's data came in the HTML: its stores start with it, as on the server.
    loadSeeds(rendered.replies)
    hydrateRoot(el, <App deferStored={rendered.deferStored} />)
    $router.listen(clearSeeds)
  }
  else createRoot(el).render(<App />)
  // Tell the server, for the next page, whether this browser keeps a cart, a session or work in progress.
  rememberStoredState()
  $router.listen(rememberStoredState)
  addEventListener('pagehide', rememberStoredState)
}
