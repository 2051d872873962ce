import { atom, type WritableAtom } from 'nanostores'

/**
 * A JSON atom kept in sessionStorage under `key`, validated on read (a corrupt or foreign value falls
 * back to `initial`). A repair booking belongs to one tab's visit: it must survive a reload and the
 * sign-in detour, but a second tab starts its own booking and closing the tab forgets it.
 */
export function sessionValue<T>(key: string, initial: T, decode: (raw: unknown) => T | undefined): WritableAtom<T> {
  const storage = (): Storage | undefined => {
    try {
      return globalThis.sessionStorage
    } catch {
      // Some browsers throw on access when storage is blocked.
      return undefined
    }
  }
  const read = (): T => {
    try {
      const raw = storage()?.getItem(key)
      if (raw == null) return initial
      return decode(JSON.parse(raw)) ?? initial
    } catch {
      return initial
    }
  }
  const store = atom<T>(read())
  store.listen((value) => {
    try {
      storage()?.setItem(key, JSON.stringify(value))
    } catch {
      // Private mode or a full quota: the booking still lives for this page.
    }
  })
  return store
}
