import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { $signInRequest, openSignIn, type PageKind } from '@core/account'
import { usePortalContainer } from '../ui/host'
import { SignInDrawer } from './SignInDrawer'

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

  useEffect(() => {
    if (open) openSignIn({ kind, ...(next ? { next } : {}) })
  }, [open, kind, next])

  useEffect(() => {
    if (request !== null) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      const host = (portal?.getRootNode() as ShadowRoot | undefined)?.host
      host?.removeAttribute('open')
    }
  }, [request, portal])

  return <SignInDrawer />
}
