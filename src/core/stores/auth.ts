import { computed } from 'nanostores'
import { storageKeys } from '../domain/constants'
import { api, type ApiResult } from '../api/client'
import type { User } from '../api/contract'
import { $country } from './country'
import { persistentValue } from './persistent'

export interface AuthState {
  user: User
  token: string
}

const isAuth = (v: unknown): v is AuthState => {
  const a = v as AuthState
  return typeof a?.token === 'string' && typeof a.user?._id === 'string'
}

/** The signed-in user and token, or null. */
export const $auth = persistentValue<AuthState | null>(storageKeys.auth, null, (v) => (v === null || isAuth(v) ? v : undefined))
export const $user = computed($auth, (a) => a?.user ?? null)
export const $signedIn = computed($auth, (a) => a !== null)
/** The header greets a user by first name only once sign-up is complete. */
export const $greetingName = computed($auth, (a) => (a?.user.signupComplete ? a.user.fname : null))

const keep = <T extends { user: User; token: string }>(r: ApiResult<T>) => {
  if (r.ok) $auth.set({ user: r.data.user, token: r.data.token })
  return r
}

export const requestCode = (phone: string) => api('sendOtp', { body: { phone, country: $country.get() } })

export const verifyCode = async (phone: string, code: string) =>
  keep(await api('verifyOtp', { body: { phone, random: code, country: $country.get() } }))

export const signInWithPassword = async (phone: string, password: string) =>
  keep(await api('auth', { body: { auth: phone, password } }))

export async function completeSignup(form: { phone: string; email: string; fname: string; lname?: string }) {
  const auth = $auth.get()
  if (!auth) return { ok: false as const, kind: 'server' as const, message: 'Please sign in first', status: 401 }
  const r = await api('completeSignup', {
    params: { id: auth.user._id },
    body: { ...form, country: $country.get(), userId: auth.user._id },
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
