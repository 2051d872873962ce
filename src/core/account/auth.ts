/** The signed-in user and the calls that sign in, complete a sign-up, refresh the profile and sign out. */
import { computed } from 'nanostores'
import { storageKeys } from '@core/domain/constants'
import { api, cookieMode, type ApiResult } from '@core/platform/api/client'
import { type User } from './contract'
import { $country } from '@core/platform/locale'
import { persistentValue } from '@core/platform/storage'
import './texts'

export interface AuthState {
  user: User
  /** The session token in token mode (partner pages); '' in cookie mode, where the HttpOnly cookie holds it. */
  token: string
}

const isAuth = (v: unknown): v is AuthState => {
  const a = v as AuthState
  return typeof a?.token === 'string' && typeof a.user?._id === 'string'
}

/** The signed-in user and token, or null. */
export const $auth = persistentValue<AuthState | null>(storageKeys.auth, null, (v) => (v === null || isAuth(v) ? v : undefined))
// A token kept before the site moved to its HttpOnly cookie opens nothing there any more (the client sends
// no Authorization header in cookie mode): drop it from localStorage, and the user signs in again.
if (cookieMode() && $auth.get()?.token) $auth.set(null)
export const $user = computed($auth, (a) => a?.user ?? null)
export const $signedIn = computed($auth, (a) => a !== null)
/** The header greets a user by first name only once sign-up is complete. */
export const $greetingName = computed($auth, (a) => (a?.user.signupComplete ? a.user.fname : null))

/** Keeps a signed-in user; in cookie mode never a token, even if a reply carried one. */
export function keepSignedIn(user: User, token: string | undefined): void {
  $auth.set({ user, token: cookieMode() ? '' : (token ?? '') })
}

const keep = <T extends { user: User; token: string }>(r: ApiResult<T>) => {
  if (r.ok) keepSignedIn(r.data.user, r.data.token)
  return r
}

export const requestCode = (phone: string, country = $country.get()) => api('sendOtp', { body: { phone, country } })

export const verifyCode = async (phone: string, code: string, country = $country.get()) =>
  keep(await api('verifyOtp', { body: { phone, random: code, country } }))

export const signInWithPassword = async (phone: string, password: string) =>
  keep(await api('auth', { body: { auth: phone, password } }))

export async function completeSignup(form: { phone: string; email: string; fname: string; lname?: string }, country = $country.get()) {
  const auth = $auth.get()
  if (!auth) return { ok: false as const, kind: 'server' as const, message: 'Please sign in first', status: 401 }
  const r = await api('completeSignup', {
    params: { id: auth.user._id },
    body: { ...form, country, userId: auth.user._id },
    token: auth.token,
  })
  if (r.ok) $auth.set({ user: r.data.user, token: auth.token })
  return r
}

/** Refreshes the user from the server; a refused token signs the user out. */
export async function loadProfile() {
  const auth = $auth.get()
  if (!auth) return null
  const r = await api('profile', { token: auth.token })
  if (r.ok) $auth.set({ user: r.data.user, token: auth.token })
  else if (r.kind === 'server' && r.status === 401) $auth.set(null)
  return r
}

export async function signOut(): Promise<void> {
  const auth = $auth.get()
  $auth.set(null)
  // The server revokes the token; the local sign-out stands even when the call fails.
  if (auth) await api('signOut', { token: auth.token })
}
