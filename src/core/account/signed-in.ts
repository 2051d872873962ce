import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { ApiFailure, ApiResult } from '@core/platform/api/client'
import { failed, latestOnly, loading, ready, type Loadable } from '@core/platform/loadable'
import { $auth, signOut } from './auth'

/** A value read with the user's token: a Loadable, or 'signedOut' without a user. */
export type SignedInLoadable<T> =
  | { status: 'signedOut' }
  | Extract<Loadable<T>, { status: 'loading' | 'ready' }>
  /** `code` is the HTTP status (0 when there was no reply). */
  | (Extract<Loadable<T>, { status: 'error' }> & { code: number })

/** A refused token means the sign-in is over: sign out here too, so the page asks to sign in again. */
function whenRefused(r: ApiFailure): void {
  if (r.kind === 'server' && r.status === 401) void signOut()
}

/**
 * A value read with the signed-in user's token (the platform loadable with the user as its key):
 * 'signedOut' without one, loaded when first watched and again whenever the signed-in user changes (the
 * sign-in drawer closes, another tab signs out); only the latest reply counts. (Was createRemote in
 * core/sell/trade-in.ts.)
 */
export function createSignedInLoadable<T>(fetch: (token: string) => Promise<ApiResult<T>>, initial?: SignedInLoadable<T>) {
  const $state = atom<SignedInLoadable<T>>(initial ?? loading)
  const latest = latestOnly()
  async function load(): Promise<void> {
    const auth = $auth.get()
    const isLatest = latest.begin()
    if (!auth) return $state.set({ status: 'signedOut' })
    if ($state.get().status !== 'ready') $state.set(loading)
    const r = await fetch(auth.token)
    if (!isLatest()) return
    $state.set(r.ok ? ready(r.data) : failed(r))
    // After the failure is shown: signing out reloads this store, which then reads 'signedOut'.
    if (!r.ok) whenRefused(r)
  }
  onMount($state, () => {
    // A story or test may hand in a settled state: it is shown as it is.
    if (initial === undefined) void load()
    let user = $auth.get()?.user._id
    return $auth.listen((a) => {
      if (a?.user._id === user) return
      user = a?.user._id
      void load()
    })
  })
  return { $state: $state as ReadableAtom<SignedInLoadable<T>>, load, set: (data: T) => $state.set(ready(data)) }
}
