/**
 * A value fetched from the API, and the one helper that loads it (issue 13 merged createResource,
 * createRemote, the two failed() and some 20 hand-written "ignore a reply that is no longer the latest"
 * guards into this file).
 *
 * - `Loadable<T>`: not asked yet, on its way, there, or failed (a network failure told apart, with a code).
 * - `latestOnly()`: the stale-reply guard on its own, for a store that keeps its own state shape.
 * - `createLoadable()`: a `$state` atom plus `run(fetcher)`, which drops every reply but the latest.
 * - `createResource()`: a loadable that loads when first watched and again when given stores change.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { ApiFailure, ApiResult } from '@core/platform/api/client'
import { failureCode } from '@core/platform/message'

export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /**
   * `message`: the server's words; `network`: there was no reply; `code`: the HTTP status (0 without a
   * reply); `reason`: the stable failure code (see failureCode in message.ts).
   */
  | { status: 'error'; message: string; network: boolean; code?: number; reason?: string }

export const idle = { status: 'idle' } as const
export const loading = { status: 'loading' } as const
export const ready = <T>(data: T) => ({ status: 'ready' as const, data })

/** A failed call as a Loadable error. */
export const failed = (r: ApiFailure) => ({
  status: 'error' as const,
  message: r.message,
  network: r.kind === 'network',
  code: r.kind === 'server' ? r.status : 0,
  reason: failureCode(r),
})

/** A call's result as a Loadable (ready with its data, or failed). */
export const settled = <T>(r: ApiResult<T>) => (r.ok ? ready(r.data) : failed(r))

/**
 * The stale-reply guard: `begin()` starts a request and answers a check that stays true only while no
 * later request began (and none was cancelled). `track(promise)` awaits and answers `undefined` when
 * the reply came too late.
 *
 *   const latest = latestOnly()
 *   const isLatest = latest.begin()
 *   const r = await api(...)
 *   if (!isLatest()) return
 */
export function latestOnly() {
  let current = 0
  return {
    begin(): () => boolean {
      const mine = ++current
      return () => mine === current
    },
    /** Forgets every request on its way: their replies will be dropped. */
    cancel(): void {
      current++
    },
    async track<T>(reply: Promise<T>): Promise<T | undefined> {
      const mine = ++current
      const value = await reply
      return mine === current ? value : undefined
    },
  }
}
export type LatestOnly = ReturnType<typeof latestOnly>

export interface RunOptions {
  /** Keep showing ready data while reloading (no 'loading' flash). */
  keep?: boolean
}

/** A Loadable in a store, with `run(fetcher)` that shows loading, then the latest reply only. */
export function createLoadable<T>(initial: Loadable<T> = idle) {
  const $state = atom<Loadable<T>>(initial)
  const latest = latestOnly()
  /** Answers the call's result, or undefined when a later run replaced it. */
  async function run(fetcher: () => Promise<ApiResult<T>>, options: RunOptions = {}): Promise<ApiResult<T> | undefined> {
    const isLatest = latest.begin()
    if (!(options.keep && $state.get().status === 'ready')) $state.set(loading)
    const r = await fetcher()
    if (!isLatest()) return undefined
    $state.set(settled(r))
    return r
  }
  return {
    /** Writable so a story or test can show any state. */
    $state,
    run,
    /** Sets the data directly (an update the page already knows the answer to). */
    set: (data: T) => {
      latest.cancel()
      $state.set(ready(data))
    },
    /** Back to idle; a reply on its way is dropped. */
    reset: () => {
      latest.cancel()
      $state.set(idle)
    },
  }
}
export type LoadableStore<T> = ReturnType<typeof createLoadable<T>>

/**
 * One API read as a store: loads when first watched (unless it already holds a value), again whenever one
 * of `reloadOn` changes (the country: prices and stores are per country), and on `reload()`.
 */
export function createResource<T>(load: () => Promise<ApiResult<T>>, reloadOn: ReadableAtom<unknown>[] = []) {
  const loadable = createLoadable<T>()
  const reload = async (): Promise<void> => {
    await loadable.run(load)
  }
  onMount(loadable.$state, () => {
    if (loadable.$state.get().status === 'idle') void reload()
    const stops = reloadOn.map((store) => store.listen(() => void reload()))
    return () => stops.forEach((stop) => stop())
  })
  return { $state: loadable.$state, reload }
}
export type Resource<T> = ReturnType<typeof createResource<T>>
