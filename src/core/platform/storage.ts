/**
 * Values kept in the browser's storage (issue 13 merged storage.ts and session-storage.ts):
 * persistentValue in localStorage (every tab, kept across visits), sessionValue in sessionStorage (one tab).
 */
import { atom, type WritableAtom } from 'nanostores'

/**
 * A JSON atom kept in localStorage under `key`, written at most once per `debounceMs`, validated on
 * read (a corrupt or foreign value falls back to `initial`), and kept in step across tabs.
 */
export function persistentValue<T>(key: string, initial: T, decode: (raw: unknown) => T | undefined, debounceMs = 0): WritableAtom<T> {
  const read = (): T => {
    try {
      const raw = globalThis.localStorage?.getItem(key)
      if (raw == null) return initial
      return decode(JSON.parse(raw)) ?? initial
    } catch {
      return initial
    }
  }
  const store = atom<T>(read())
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false
  const write = () => {
    pending = false
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(store.get()))
    } catch {
      // Private mode or a full quota: the value still lives for this page.
    }
  }
  const flush = () => {
    if (!pending) return
    clearTimeout(timer)
    write()
  }
  store.listen(() => {
    pending = true
    clearTimeout(timer)
    if (debounceMs > 0) timer = setTimeout(write, debounceMs)
    else write()
  })
  // Listen from the start (not in onMount: the save listener above already counts as a subscriber,
  // so onMount would never fire): another tab's change arrives here, and a pending write is flushed
  // when the page goes away.
  if (typeof globalThis.addEventListener === 'function') {
    globalThis.addEventListener('storage', (e: StorageEvent) => {
      if (e.key !== key) return
      let next = initial
      try {
        next = e.newValue == null ? initial : (decode(JSON.parse(e.newValue)) ?? initial)
      } catch {
        next = initial
      }
      if (JSON.stringify(next) === JSON.stringify(store.get())) return
      store.set(next)
      // The value came from storage: writing it back is not needed.
      clearTimeout(timer)
      pending = false
    })
    globalThis.addEventListener('pagehide', flush)
  }
  return store
}

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
