import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { $signInRequest, closeSignIn, openSignIn, type PageKind } from '@core/account'
import { useContextCountry, usePortalContainer, useT } from '../ui/host'
import { lazyPart, LoadFailed } from '../ui/lazy-part'
import { Loading, Panel } from '../ui/LazyDialog'

/** The drawer and its flow (the phone rules, ~10 KB brotli) load when the drawer first opens. */
const SignInDrawer = lazyPart(() => import('./SignInDrawer').then((m) => m.SignInDrawer))

export interface SignInElementProps {
  kind?: PageKind
  next?: string
  open?: boolean
}

/**
 * What <simu-sign-in> renders: the page's one drawer. Another widget opens it through openSignIn (which
 * adds this element to a partner page that has none); the partner page itself opens it by setting
 * open="true", and the element removes the attribute again when the drawer closes, as <dialog open> does.
 */
export function SignInElement({ kind = 'sell', next, open = false }: SignInElementProps) {
  const request = useStore($signInRequest)
  const portal = usePortalContainer()
  const wasOpen = useRef(false)
  const country = useContextCountry()

  useEffect(() => {
    if (open) openSignIn({ kind, ...(next ? { next } : {}), ...(country ? { country } : {}) })
  }, [open, kind, next, country])

  useEffect(() => {
    if (request !== null) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      const host = (portal?.getRootNode() as ShadowRoot | undefined)?.host
      host?.removeAttribute('open')
    }
  }, [request, portal])

  return <LazyDrawer />
}

/** The drawer, loaded when the page first asks for it: its panel with a spinner meanwhile, 'Try again' if it fails. */
function LazyDrawer() {
  const request = useStore($signInRequest)
  const t = useT()
  const [wanted, setWanted] = useState(request !== null)
  if (request !== null && !wanted) setWanted(true)
  if (!wanted) return null
  const panel = (content: ReactNode) =>
    request === null ? null : <Panel kind="drawer" title={t(`account.drawer.headline.${request.kind}`)} onClose={closeSignIn}>{content}</Panel>
  return <SignInDrawer fallback={panel(<Loading />)} failed={(retry) => panel(<LoadFailed onRetry={retry} />)} />
}

