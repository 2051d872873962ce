import { atom, onMount, type WritableAtom } from 'nanostores'

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
  onMount(store, () => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== key) return
      const next = e.newValue == null ? initial : (() => { try { return decode(JSON.parse(e.newValue!)) ?? initial } catch { return initial } })()
      if (JSON.stringify(next) !== JSON.stringify(store.get())) {
        store.set(next)
        pending = false
        clearTimeout(timer)
      }
    }
    globalThis.addEventListener?.('storage', onStorage)
    globalThis.addEventListener?.('pagehide', flush)
    return () => {
      globalThis.removeEventListener?.('storage', onStorage)
      globalThis.removeEventListener?.('pagehide', flush)
      flush()
    }
  })
  return store
}
