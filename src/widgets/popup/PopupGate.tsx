import { useState } from 'react'
import type { Country } from '@core/domain/constants'
import { lazyPart } from '../ui/lazy-part'

/**
 * The pop-up, its form, its texts and the phone rules (~25 KB brotli) load after the element's first render, which
 * shows nothing: the pop-up appears only 10 s after load, counted from this first render as before. A pop-up whose
 * chunk cannot load stays away (nobody asked for it).
 */
const PromoPopup = lazyPart(() => import('./PromoPopup').then((m) => m.PromoPopup))

export function PopupGate({ country }: { country?: Country }) {
  const [startedAt] = useState(() => performance.now())
  return <PromoPopup country={country} startedAt={startedAt} failed={() => null} />
}
