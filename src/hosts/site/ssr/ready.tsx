import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'

const ReadyContext = createContext<() => void>(() => {})

/**
 * The site's root element. Until the page's code has run (hydrated, or rendered by the browser), its
 * controls are there but do nothing: the root says so (aria-busy and aria-disabled, which is also what
 * Playwright waits on before clicking). Only this element re-renders when that changes: the page inside is
 * the same `children`, so the switch costs no second render of the page.
 */
export function SiteRoot({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  const onReady = useCallback(() => startTransition(() => setReady(true)), [])
  return (
    <ReadyContext.Provider value={onReady}>
      <div data-simu-site="" aria-busy={ready ? undefined : true} aria-disabled={ready ? undefined : true}>
        {children}
      </div>
    </ReadyContext.Provider>
  )
}

/** Placed beside a page: its effect runs once the page's boundary is hydrated or rendered. */
export function Ready() {
  const onReady = useContext(ReadyContext)
  useEffect(onReady, [onReady])
  return null
}
