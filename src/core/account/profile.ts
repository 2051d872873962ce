/**
 * /{country}/profile: loads the user from the server, edits names and e-mail (PUT profile; the phone
 * cannot change; a new e-mail is confirmed by a mailed code), changes the password (PUT
 * update_password/:id, proven by the current one or a texted code) and signs out.
 */
import { map, type MapStore } from 'nanostores'
import { api, type ApiFailure } from '@core/platform/api/client'
import { Email, NewPassword } from '@core/platform/api/define'
import { $country } from '@core/platform/locale'
import { fromFailure, message, type Message } from '@core/platform/message'
import { navigate } from '@core/platform/navigation'
import { pathTo } from '@core/platform/routes'
import { $auth, loadProfile, requestCode, signOut } from './auth'
import type { User } from './contract'
import { patcher } from '@core/platform/patch'

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

type Patch = (p: Partial<ProfileState>) => void
interface ProfileParts {
  $state: MapStore<ProfileState>
  patch: Patch
  fill: (u: User) => void
}

/** Changing the e-mail: a code mailed to the new address, then that code back. */
function emailChange({ $state, patch, fill }: ProfileParts) {
  return {
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
  }
}

/** What is wrong with the new-password form before it is sent. */
function passwordErrors(s: ProfileState, byCode: boolean): ProfileState['passwordErrors'] {
  const errors: ProfileState['passwordErrors'] = {}
  const checked = NewPassword.safeParse(s.password)
  if (!s.password) errors.password = profileRequired
  else if (!checked.success) errors.password = message('account.errors.passwordShort')
  if (!s.confirm) errors.confirm = profileRequired
  else if (s.confirm !== s.password) errors.confirm = message('account.errors.passwordsDiffer')
  if (byCode && !sixDigits.test(s.smsCode.trim())) errors.smsCode = s.smsCode ? message('account.errors.codeDigits') : profileRequired
  if (!byCode && !s.currentPassword) errors.currentPassword = profileRequired
  return errors
}

/** A new password, proven by the current one or by a code texted to the account's phone. */
function passwordChange({ $state, patch }: ProfileParts) {
  return {
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
    async changePassword() {
      const s = $state.get()
      const auth = $auth.get()
      if (s.changing || !auth) return
      const byCode = s.proof === 'code' || auth.user.hasPassword === false
      const errors = passwordErrors(s, byCode)
      if (Object.keys(errors).length) return patch({ passwordErrors: errors, changed: false })
      patch({ changing: true, changed: false, passwordErrors: {}, passwordFailure: null })
      const proof = byCode ? { code: s.smsCode.trim() } : { currentPassword: s.currentPassword }
      const r = await api('updatePassword', { params: { id: auth.user._id }, body: { password: s.password, ...proof }, token: auth.token })
      if (r.ok) patch({ changing: false, changed: true, password: '', confirm: '', currentPassword: '', smsCode: '', codeSent: false })
      else patch({ changing: false, passwordFailure: asProblem(r) })
    },
  }
}

/** The names (and a first e-mail): loaded from the server, edited, saved. */
function details({ $state, patch, fill }: ProfileParts) {
  return {
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
      const body = { fname: s.fname.trim(), lname: s.lname.trim(), ...(firstEmail && email.success ? { email: email.data } : {}) }
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
  }
}

export function createProfile(state?: Partial<ProfileState>) {
  const $state = map<ProfileState>({ ...emptyProfile(), ...state })
  const patch: Patch = patcher($state)
  const fill = (u: User) => patch({ fname: u.fname, lname: u.lname, email: u.email.toLowerCase() })
  const parts = { $state, patch, fill }
  return {
    $state,
    ...details(parts),
    ...emailChange(parts),
    ...passwordChange(parts),
    /** Signs out (locally at once, then on the server) and leaves for the country's home page. */
    async signOut() {
      $state.setKey('signingOut', true)
      await signOut()
      $state.setKey('signingOut', false)
      navigate(pathTo('sellLanding', { country: $country.get() }))
    },
  }
}

export type Profile = ReturnType<typeof createProfile>
