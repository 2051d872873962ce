import { computed, map } from 'nanostores'
import { storageKeys } from '@core/domain/constants'
import { api, cookieMode, type ApiFailure, type ApiResult } from '@core/platform/api/client'
import { Email, NewPassword } from '@core/platform/api/define'
import { type User } from './contract'
import { fromFailure, message, type Message } from '@core/platform/message'
import { pathTo } from '@core/platform/routes'
import { $country } from '@core/platform/locale'
import { navigate } from '@core/platform/navigation'
import { persistentValue } from '@core/platform/storage'
import '@core/i18n/areas/account'

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

// ---------------------------------------------------------------- the profile page

export type ProfileField = 'fname' | 'lname' | 'email'
export type PasswordField = 'password' | 'confirm' | 'currentPassword' | 'smsCode'

export interface ProfileState {
  load: { status: 'idle' | 'loading' | 'ready' } | { status: 'error'; problem: Message }
  /** False while Simu cannot send e-mail (EMAIL_PROVIDER off, as in production): the e-mail change card is not offered. */
  emailChangeAvailable: boolean
  fname: string
  lname: string
  email: string
  saving: boolean
  saved: boolean
  errors: Partial<Record<ProfileField, Message>>
  saveFailure: Message | null
  password: string
  confirm: string
  /** How the owner proves it is them for a new password: the current one, or a code texted to the phone. */
  proof: 'password' | 'code'
  currentPassword: string
  smsCode: string
  codeSent: boolean
  sendingCode: boolean
  /** Changing the e-mail: the new address, then the code mailed to it. */
  newEmail: string
  emailCode: string
  emailStep: 'address' | 'code'
  emailBusy: boolean
  emailChanged: boolean
  emailFailure: Message | null
  changing: boolean
  changed: boolean
  passwordErrors: Partial<Record<PasswordField, Message>>
  passwordFailure: Message | null
  signingOut: boolean
}

const emptyProfile = (): ProfileState => ({
  load: { status: 'idle' }, emailChangeAvailable: true, fname: '', lname: '', email: '', saving: false, saved: false, errors: {}, saveFailure: null,
  password: '', confirm: '', proof: 'password', currentPassword: '', smsCode: '', codeSent: false, sendingCode: false,
  newEmail: '', emailCode: '', emailStep: 'address', emailBusy: false, emailChanged: false, emailFailure: null, changing: false, changed: false, passwordErrors: {}, passwordFailure: null, signingOut: false,
})

const asProblem = (r: ApiFailure): Message => fromFailure(r)
const profileRequired = message('account.errors.required')
const sixDigits = /^\d{6}$/

/**
 * /{country}/profile: loads the user from the server, edits names and email (PUT profile; the phone
 * cannot change), changes the password (PUT update_password/:id) and signs out.
 */
export function createProfile(state?: Partial<ProfileState>) {
  const $state = map<ProfileState>({ ...emptyProfile(), ...state })
  const patch = (p: Partial<ProfileState>) => $state.set({ ...$state.get(), ...p })
  const fill = (u: User) => patch({ fname: u.fname, lname: u.lname, email: u.email.toLowerCase() })

  return {
    $state,
    async load() {
      const cached = $auth.get()?.user
      // Show what is known at once; the server's copy replaces it.
      if (cached) fill(cached)
      patch({ load: { status: 'loading' } })
      const r = await loadProfile()
      if (!r) return patch({ load: { status: 'idle' } })
      if (r.ok) {
        fill(r.data.user)
        patch({ load: { status: 'ready' }, emailChangeAvailable: r.data.emailChangeAvailable !== false })
      } else {
        patch({ load: { status: 'error', problem: asProblem(r) } })
      }
    },
    setField(field: ProfileField, value: string) {
      patch({ [field]: field === 'email' ? value.toLowerCase() : value, saved: false, errors: { ...$state.get().errors, [field]: undefined } })
    },
    setPassword(field: PasswordField, value: string) {
      patch({ [field]: value, changed: false, passwordFailure: null, passwordErrors: { ...$state.get().passwordErrors, [field]: undefined } })
    },
    setProof(proof: ProfileState['proof']) {
      patch({ proof, changed: false, passwordFailure: null })
    },
    /** Texts a code to the account's phone; it proves the owner for a new password. */
    async sendPasswordCode() {
      const auth = $auth.get()
      if (!auth || $state.get().sendingCode) return
      patch({ sendingCode: true, passwordFailure: null })
      const r = await requestCode(auth.user.phone)
      patch({ sendingCode: false, codeSent: r.ok, ...(r.ok ? {} : { passwordFailure: asProblem(r) }) })
    },
    setEmailField(field: 'newEmail' | 'emailCode', value: string) {
      patch({ [field]: field === 'newEmail' ? value.toLowerCase() : value, emailChanged: false, emailFailure: null })
    },
    /** Mails a code to the new address; the e-mail changes only when that code comes back. */
    async requestEmailChange() {
      const s = $state.get()
      const auth = $auth.get()
      if (s.emailBusy || !auth) return
      const email = Email.safeParse(s.newEmail)
      if (!email.success) return patch({ emailFailure: message('account.errors.emailInvalid') })
      if (email.data === auth.user.email && auth.user.emailVerified) return patch({ emailFailure: message('account.profile.sameEmail') })
      patch({ emailBusy: true, emailFailure: null, emailChanged: false })
      const r = await api('requestEmailChange', { body: { email: email.data }, token: auth.token })
      patch(r.ok ? { emailBusy: false, emailStep: 'code', newEmail: email.data, emailCode: '' } : { emailBusy: false, emailFailure: asProblem(r) })
    },
    async confirmEmailChange() {
      const s = $state.get()
      const auth = $auth.get()
      if (s.emailBusy || !auth) return
      if (!sixDigits.test(s.emailCode.trim())) return patch({ emailFailure: message('account.errors.codeDigits') })
      patch({ emailBusy: true, emailFailure: null })
      const r = await api('confirmEmailChange', { body: { code: s.emailCode.trim() }, token: auth.token })
      if (!r.ok) return patch({ emailBusy: false, emailFailure: asProblem(r) })
      $auth.set({ user: r.data.user, token: auth.token })
      fill(r.data.user)
      patch({ emailBusy: false, emailChanged: true, emailStep: 'address', newEmail: '', emailCode: '' })
    },
    cancelEmailChange() {
      patch({ emailStep: 'address', emailCode: '', emailFailure: null })
    },
    async save() {
      const s = $state.get()
      const auth = $auth.get()
      if (s.saving || !auth) return
      const errors: ProfileState['errors'] = {}
      if (!s.fname.trim()) errors.fname = profileRequired
      // The first e-mail is given here; replacing one goes through the code mailed to the new address.
      const firstEmail = auth.user.email === ''
      const email = Email.safeParse(s.email)
      if (firstEmail && !email.success) errors.email = email.error.issues[0]?.message === 'email is not valid' ? message('account.errors.emailInvalid') : profileRequired
      if (Object.keys(errors).length) return patch({ errors, saved: false })
      patch({ saving: true, saved: false, errors: {}, saveFailure: null })
      const lname = s.lname.trim()
      const body = { fname: s.fname.trim(), lname, ...(firstEmail && email.success ? { email: email.data } : {}) }
      const r = await api('updateProfile', { body, token: auth.token })
      if (r.ok) {
        $auth.set({ user: r.data.user, token: auth.token })
        fill(r.data.user)
        patch({ saving: false, saved: true })
      } else {
        if (r.kind === 'server' && r.status === 401) $auth.set(null)
        patch({ saving: false, saveFailure: asProblem(r) })
      }
    },
    async changePassword() {
      const s = $state.get()
      const auth = $auth.get()
      if (s.changing || !auth) return
      const errors: ProfileState['passwordErrors'] = {}
      const checked = NewPassword.safeParse(s.password)
      if (!s.password) errors.password = profileRequired
      else if (!checked.success) errors.password = message('account.errors.passwordShort')
      if (!s.confirm) errors.confirm = profileRequired
      else if (s.confirm !== s.password) errors.confirm = message('account.errors.passwordsDiffer')
      const byCode = s.proof === 'code' || auth.user.hasPassword === false
      if (byCode && !sixDigits.test(s.smsCode.trim())) errors.smsCode = s.smsCode ? message('account.errors.codeDigits') : profileRequired
      if (!byCode && !s.currentPassword) errors.currentPassword = profileRequired
      if (Object.keys(errors).length) return patch({ passwordErrors: errors, changed: false })
      patch({ changing: true, changed: false, passwordErrors: {}, passwordFailure: null })
      const proof = byCode ? { code: s.smsCode.trim() } : { currentPassword: s.currentPassword }
      const r = await api('updatePassword', { params: { id: auth.user._id }, body: { password: s.password, ...proof }, token: auth.token })
      if (r.ok) patch({ changing: false, changed: true, password: '', confirm: '', currentPassword: '', smsCode: '', codeSent: false })
      else patch({ changing: false, passwordFailure: asProblem(r) })
    },
    /** Signs out (locally at once, then on the server) and leaves for the country's home page. */
    async signOut() {
      patch({ signingOut: true })
      await signOut()
      patch({ signingOut: false })
      navigate(pathTo('sellLanding', { country: $country.get() }))
    },
  }
}

export type Profile = ReturnType<typeof createProfile>
