import { useSyncExternalStore, type ReactNode } from 'react'

const noSubscription = () => () => {}

/**
 * False while the server renders and while the browser hydrates that HTML, true from the next render on
 * (and at once in a page the browser renders itself). Parts that depend on this browser's storage (the
 * cart, the session, a form in progress) show the server's neutral version first, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

/** `children` only once the page is hydrated; `fallback` (same size, neutral) on the server and while hydrating. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback
}
