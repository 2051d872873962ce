import { lazy, Suspense, useState, type MouseEvent } from 'react'
import { storeMapUrl, type MapStore } from './store-map-url'
import { useT } from './host'
import '@core/sell/texts'

export { storeMapUrl, type MapStore } from './store-map-url'

// The dialog (and Radix's Dialog, ~8 KB) loads with the first click on a Map, not with every store list.
const StoreMapDialog = lazy(() => import('./StoreMapDialog').then((m) => ({ default: m.StoreMapDialog })))



/** A plain click opens the dialog; a click meant for a new tab or window still follows the link. */
const wantsDialog = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented

/**
 * A store's 'Map' (issue 10, point 17). No maps script can load on Simu's pages, so the link opens a
 * dialog with what a map would be used for: the store's address, opening hours and phone, and a link
 * to Google Maps in a new tab. The element stays a real link to Google Maps, so ctrl-, middle- and
 * shift-clicks open the map directly, as before.
 */
export function StoreMapLink({ store, className }: { store: MapStore; className?: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  // Once opened it stays mounted, so closing gives focus back to Map as a dialog should.
  const [wanted, setWanted] = useState(false)
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!wantsDialog(e)) return
    e.preventDefault()
    // Safari does not focus a clicked link; the dialog gives focus back to whatever had it when it opened.
    e.currentTarget.focus()
    setWanted(true)
    setOpen(true)
  }
  return (
    <>
      <a className={className} href={storeMapUrl(store)} target="_blank" rel="noopener noreferrer" aria-haspopup="dialog" aria-label={t('sell.stores.mapLabel', { store: store.store_name })} onClick={onClick}>
        {t('sell.stores.map')}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <StoreMapDialog store={store} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
