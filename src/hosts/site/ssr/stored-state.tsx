/**
 * What this browser keeps (a cart, a session, a phone chosen to sell, a booking or order in progress) is not
 * known to the server. The site remembers in one cookie whether it keeps any (`simu.local=1`); for such a
 * visitor the server leaves the parts that show it to the browser (a same-size placeholder is rendered and
 * hydrated, then the real part), and everyone else gets the whole page in the HTML.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { storageKeys } from '@core/domain/constants'
import { ClientOnly } from './client-only'

export const storedStateCookie = 'simu.local'

const localKeys = [storageKeys.cartList, storageKeys.auth, storageKeys.selectedModel, 'simu.pendingOrder']
const tabKeys = [storageKeys.sellAnswers, storageKeys.sellStep, storageKeys.repairBooking]
const empty = new Set([null, '', 'null', '[]', '{}'])

function keeps(storage: () => Storage, keys: string[]): boolean {
  try {
    return keys.some((key) => !empty.has(storage().getItem(key)))
  } catch {
    return false
  }
}

/** Whether this browser keeps anything a page would show. */
export function hasStoredState(): boolean {
  return keeps(() => localStorage, localKeys) || keeps(() => sessionStorage, tabKeys)
}

/** Writes the cookie the server reads for the next page (on every navigation and when the page goes away). */
export function rememberStoredState(): void {
  document.cookie = hasStoredState()
    ? `${storedStateCookie}=1; path=/; max-age=${30 * 86400}; samesite=lax`
    : `${storedStateCookie}=; path=/; max-age=0; samesite=lax`
}

/** True when the page was rendered for a visitor whose browser keeps state: such parts wait for hydration. */
export const StoredStateDeferred = createContext(false)

/** `children`, except in the server's HTML (and its hydration) for a visitor who keeps state: `fallback` then. */
export function ShowsStoredState({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useContext(StoredStateDeferred) ? <ClientOnly fallback={fallback}>{children}</ClientOnly> : children
}
