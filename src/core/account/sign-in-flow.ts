/**
 * The sign-in flows: the drawer's code sign-in (sell-side.md §2 'Sign-in drawer', §4 'Drawer sign-in',
 * shop-and-repair.md §2, §4) and the session pages' password sign-in, sign-up and password reset
 * (sell-side.md §2, §4, §5, §8). Components only render these stores and call their actions.
 */
import { atom, map, type WritableAtom } from 'nanostores'
import type { ApiFailure } from '@core/platform/api/client'
import { api } from '@core/platform/api/client'
import { Email, NewPassword } from '@core/platform/api/define'
import { otp, timing, type Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import type { TextKey, Translate } from '@core/i18n'
import { pathTo } from '@core/platform/routes'
import { $auth, completeSignup, keepSignedIn, requestCode, signInWithPassword, verifyCode } from './auth'
import { $country } from '@core/platform/locale'
import { navigate } from '@core/platform/navigation'
import { $signInRequest, type SignInRequest } from './sign-in'
import '@core/i18n/areas/account'

// ---------------------------------------------------------------- what a form says went wrong

/** A message for the user: a text key (translated when shown) or the server's own words. */
export { describe, type Problem } from '@core/platform/message'
import { failureCode, message, type Message as Problem } from '@core/platform/message'
import { createSnackbar } from '@core/platform/snackbar'

/** Server messages that have a translation (the contract's and the spec's own words). */
const translated: Record<string, TextKey> = {
  'incorrect OTP...': 'account.drawer.wrongCode',
  'this field is required': 'account.errors.required',
  'email is not valid': 'account.errors.emailInvalid',
  'password must be at least 8 characters': 'account.errors.passwordShort',
  'the code is 6 digits': 'account.errors.codeDigits',
}

/** A server message as a problem: translated when it is one of ours ('field: ' prefix dropped), else as it came. */
export function problemOf(message: string): Problem {
  const key = translated[message] ?? translated[message.replace(/^[\w.]+: /, '')]
  return key ? { key } : { text: message }
}

/** A failed call as a problem: the network message when there was no reply, else the server's. */
export const failureProblem = (failure: ApiFailure): Problem => ({
  ...(failure.kind === 'network' ? { key: 'common.networkError' as const } : problemOf(failure.message)),
  code: failureCode(failure),
})

const required = message('account.errors.required')

/** A phone typed in any usual form, as E.164 for the country, or what is wrong with it. */
export function checkPhone(input: string, country: Country): { phone: string } | { problem: Problem } {
  if (!input.trim()) return { problem: required }
  const phone = normalisePhone(input, country)
  if (phone) return { phone }
  return { problem: { key: 'account.phone.invalid', params: { country: { key: `site.countries.${country}` }, example: { key: `account.phone.example.${country}` } } } }
}

/** The contract's email rule (trimmed, lower-cased), with its message as a problem. */
export function checkEmail(input: string): { email: string } | { problem: Problem } {
  const r = Email.safeParse(input)
  return r.success ? { email: r.data } : { problem: problemOf(r.error.issues[0]?.message ?? 'email is not valid') }
}

/** The contract's new-password rule, and the confirmation equal to it. */
export function checkNewPassword(password: string, confirm: string): { password?: Problem; confirm?: Problem } {
  const r = NewPassword.safeParse(password)
  const errors: { password?: Problem; confirm?: Problem } = {}
  if (!password) errors.password = required
  else if (!r.success) errors.password = problemOf(r.error.issues[0]?.message ?? '')
  if (!confirm) errors.confirm = required
  else if (confirm !== password) errors.confirm = { key: 'account.errors.passwordsDiffer' }
  return errors
}

const hasErrors = (errors: object) => Object.values(errors).some((v) => v !== undefined)

// ---------------------------------------------------------------- the drawer: sign-in by SMS code

export const flowSteps = ['phone', 'code', 'signup'] as const
export type FlowStep = (typeof flowSteps)[number]
export type FlowField = 'phone' | 'code' | 'email' | 'fname'
/** What the drawer is waiting for; its button is disabled meanwhile (sell-side.md §4). */
export type FlowBusy = 'sending' | 'verifying' | 'saving' | 'finishing'

export interface SignInFlowState {
  step: FlowStep
  /** The phone as typed. */
  phone: string
  /** The E.164 number the code went to. */
  sentTo: string | null
  code: string
  /** Shown in lower case, as the spec asks (sell-side.md §5). */
  email: string
  fname: string
  busy: FlowBusy | null
  errors: Partial<Record<FlowField, Problem>>
  /** A failure not tied to one field: its title and what the server (or the network) said. */
  failure: { title: TextKey; problem: Problem } | null
  /** Seconds until 'resend' may be used: another code can be sent 60 s after the last. */
  resendIn: number
}

export const initialFlow = (): SignInFlowState => ({
  step: 'phone', phone: '', sentTo: null, code: '', email: '', fname: '', busy: null, errors: {}, failure: null, resendIn: 0,
})

/**
 * The drawer's flow: phone -> code -> (sign-up form when the account is new) -> the page's afterSignIn
 * and navigation. `request` opens the drawer while it holds a request; the default is the page's one
 * $signInRequest, stories and tests pass their own.
 */
export function createSignInFlow({ request = $signInRequest, state }: { request?: WritableAtom<SignInRequest | null>; state?: Partial<SignInFlowState> } = {}) {
  const $state = map<SignInFlowState>({ ...initialFlow(), ...state })
  const patch = (p: Partial<SignInFlowState>) => $state.set({ ...$state.get(), ...p })
  let resendAt = 0
  let ticker: ReturnType<typeof setInterval> | undefined

  const tick = () => {
    const left = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))
    if (left !== $state.get().resendIn) patch({ resendIn: left })
    if (left === 0) stopTicking()
  }
  function stopTicking() {
    clearInterval(ticker)
    ticker = undefined
  }
  function startCountdown() {
    resendAt = Date.now() + otp.minSecondsBetweenSends * 1000
    stopTicking()
    tick()
    ticker = setInterval(tick, 1000)
  }

  function setField(field: FlowField, value: string) {
    const errors = { ...$state.get().errors, [field]: undefined }
    patch({ [field]: field === 'email' ? value.toLowerCase() : value, errors })
  }

  async function requestSignInCode() {
    const s = $state.get()
    if (s.busy) return
    const checked = checkPhone(s.phone, $country.get())
    if ('problem' in checked) return patch({ errors: { phone: checked.problem }, failure: null })
    patch({ busy: 'sending', errors: {}, failure: null })
    const r = await requestCode(checked.phone)
    if (r.ok) {
      patch({ busy: null, step: 'code', sentTo: checked.phone, code: '' })
      startCountdown()
    } else if (r.kind === 'server' && r.status === 400) {
      // The server's clear message about the number, under the field.
      patch({ busy: null, errors: { phone: problemOf(r.message) } })
    } else {
      patch({ busy: null, failure: { title: 'account.drawer.sendFailed', problem: failureProblem(r) } })
    }
  }

  async function verify() {
    const s = $state.get()
    if (s.busy || !s.sentTo) return
    if (!s.code.trim()) return patch({ errors: { code: required }, failure: null })
    patch({ busy: 'verifying', errors: {}, failure: null })
    const r = await verifyCode(s.sentTo, s.code.trim())
    if (!r.ok) {
      if (r.kind === 'server' && r.status === 400) return patch({ busy: null, errors: { code: problemOf(r.message) } })
      return patch({ busy: null, failure: { title: 'account.drawer.verifyFailed', problem: failureProblem(r) } })
    }
    stopTicking()
    const user = r.data.user
    if (user.signupComplete) return finish()
    patch({ busy: null, step: 'signup', email: user.email.toLowerCase(), fname: user.fname })
  }

  async function saveSignup() {
    const s = $state.get()
    if (s.busy) return
    const user = $auth.get()?.user
    const email = checkEmail(s.email)
    const errors: SignInFlowState['errors'] = {}
    if ('problem' in email) errors.email = email.problem
    if (!s.fname.trim()) errors.fname = required
    if (hasErrors(errors) || !user || 'problem' in email) return patch({ errors, failure: null })
    patch({ busy: 'saving', errors: {}, failure: null })
    const r = await completeSignup({ phone: user.phone, email: email.email, fname: s.fname.trim() })
    if (r.ok) return finish()
    if (r.kind === 'server' && r.status === 400 && /email/.test(r.message)) return patch({ busy: null, errors: { email: problemOf(r.message) } })
    patch({ busy: null, failure: { title: 'account.drawer.signupFailed', problem: failureProblem(r) } })
  }

  /** Runs the page's afterSignIn (the sell wizard's estimate), closes, and goes where it answers. */
  async function finish() {
    patch({ busy: 'finishing' })
    const req = request.get()
    let next = req?.next
    if (req?.afterSignIn) {
      try {
        next = (await req.afterSignIn()) ?? next
      } catch {
        // The page's own step failed unexpectedly: the user is signed in, so close and stay.
        next = undefined
      }
    }
    patch({ busy: null })
    request.set(null)
    if (next) navigate(next)
  }

  /** 'change' and 'resend' both go back to the phone entry (sell-side.md §4); resend only once 60 s passed. */
  function changeNumber() {
    patch({ step: 'phone', code: '', errors: {}, failure: null })
  }
  function resend() {
    if ($state.get().resendIn > 0) return
    changeNumber()
  }

  function submit() {
    const step = $state.get().step
    return step === 'phone' ? requestSignInCode() : step === 'code' ? verify() : saveSignup()
  }

  function close() {
    request.set(null)
  }

  // Each opening starts at the phone entry (keeping a typed number), or at the sign-up form for a
  // signed-in user whose sign-up is not complete; a complete one has nothing to do here.
  const onRequest = (req: SignInRequest | null) => {
    if (!req) {
      stopTicking()
      return
    }
    const user = $auth.get()?.user
    const keep = { phone: $state.get().phone, resendIn: $state.get().resendIn }
    if (user && !user.signupComplete) {
      $state.set({ ...initialFlow(), ...keep, step: 'signup', sentTo: user.phone, email: user.email.toLowerCase(), fname: user.fname })
    } else {
      $state.set({ ...initialFlow(), ...keep })
      if (keep.resendIn > 0) ticker ??= setInterval(tick, 1000)
      if (user?.signupComplete) void finish()
    }
  }
  request.listen(onRequest)
  // The drawer may mount after the page asked for it (a partner page adds <simu-sign-in> on demand).
  if (!state && request.get()) onRequest(request.get())

  return { $state, $request: request, setField, submit, requestCode: requestSignInCode, verify, saveSignup, changeNumber, resend, close }
}

export type SignInFlow = ReturnType<typeof createSignInFlow>

let pageFlow: SignInFlow | undefined
/** The page's one drawer flow, on the shared $signInRequest. */
export const signInFlow = (): SignInFlow => (pageFlow ??= createSignInFlow())

// ---------------------------------------------------------------- the session pages

/** The snackbar of the sign-in page: 'log in failed' and why; it hides itself after 6 s (sell-side.md §8, §9). */
/** @deprecated the snackbar is @core/platform/snackbar's; what it shows here is a SignInNotice */
export type Snackbar = SignInNotice
export interface SignInNotice {
  title: TextKey
  problem?: Problem
}

export interface PasswordSignInState {
  phone: string
  password: string
  busy: boolean
  errors: { phone?: Problem; password?: Problem }
}

/** /session/signin: phone and password; on failure the snackbar and cleared fields, on success device-details. */
export function createPasswordSignIn() {
  const $state = map<PasswordSignInState>({ phone: '', password: '', busy: false, errors: {} })
  const snackbar = createSnackbar<SignInNotice>()
  const patch = (p: Partial<PasswordSignInState>) => $state.set({ ...$state.get(), ...p })

  return {
    $state,
    ...snackbar,
    setField(field: 'phone' | 'password', value: string) {
      patch({ [field]: value, errors: { ...$state.get().errors, [field]: undefined } })
    },
    async submit() {
      const s = $state.get()
      if (s.busy) return
      const errors = { phone: s.phone.trim() ? undefined : required, password: s.password ? undefined : required }
      if (hasErrors(errors)) return patch({ errors })
      patch({ busy: true, errors: {} })
      snackbar.hide()
      const r = await signInWithPassword(s.phone.trim(), s.password)
      // The fields clear either way (sell-side.md §4).
      patch({ busy: false, phone: '', password: '' })
      if (r.ok) navigate(pathTo('deviceDetails', { country: $country.get() }))
      else snackbar.show({ title: 'account.signIn.failed', problem: failureProblem(r) })
    },
  }
}

export interface SignUpState {
  /** 'form', then 'code': the account is created only with the code texted to the phone. */
  step: 'form' | 'code'
  /** The E.164 number the code went to. */
  sentTo: string
  code: string
  fname: string
  lname: string
  email: string
  phone: string
  password: string
  confirm: string
  agreement: boolean
  busy: boolean
  errors: Partial<Record<'fname' | 'email' | 'phone' | 'password' | 'confirm' | 'agreement' | 'code', Problem>>
  failure: Problem | null
}
export type SignUpField = Exclude<keyof SignUpState, 'busy' | 'errors' | 'failure' | 'agreement' | 'step' | 'sentTo'>

const emptySignUp = (): SignUpState => ({
  step: 'form', sentTo: '', code: '', fname: '', lname: '', email: '', phone: '', password: '', confirm: '', agreement: false, busy: false, errors: {}, failure: null,
})

/**
 * /session/signup: the form, then the code texted to the phone (an account belongs to whoever proves the
 * phone); on success the new user is signed in and goes to device-details. On an error the form clears
 * and the message shows (sell-side.md §4); a wrong code stays on the code step.
 */
export function createSignUp(state?: Partial<SignUpState>) {
  const $state = map<SignUpState>({ ...emptySignUp(), ...state })
  const patch = (p: Partial<SignUpState>) => $state.set({ ...$state.get(), ...p })

  return {
    $state,
    setField(field: SignUpField, value: string) {
      patch({ [field]: field === 'email' ? value.toLowerCase() : value, errors: { ...$state.get().errors, [field]: undefined } })
    },
    setAgreement(agreement: boolean) {
      patch({ agreement, errors: { ...$state.get().errors, agreement: undefined } })
    },
    async submit() {
      const s = $state.get()
      if (s.busy) return
      if (s.step === 'code') return createAccount(s)
      const country = $country.get()
      const errors: SignUpState['errors'] = { ...checkNewPassword(s.password, s.confirm) }
      if (!s.fname.trim()) errors.fname = required
      const email = checkEmail(s.email)
      if ('problem' in email) errors.email = email.problem
      let phone: string | undefined
      if (!s.phone.trim()) errors.phone = required
      else if (!/^\+?[\d\s\-().]+$/.test(s.phone.trim())) errors.phone = { key: 'account.errors.phoneNumber' }
      else {
        const checked = checkPhone(s.phone, country)
        if ('problem' in checked) errors.phone = checked.problem
        else phone = checked.phone
      }
      // Simu enforces the agreement the spec shows but does not enforce (docs/decisions.md).
      if (!s.agreement) errors.agreement = { key: 'account.errors.agreement' }
      if (hasErrors(errors) || !phone || 'problem' in email) return patch({ errors, failure: null })
      patch({ busy: true, errors: {}, failure: null })
      const r = await requestCode(phone)
      if (r.ok) patch({ busy: false, step: 'code', sentTo: phone, email: email.email, code: '' })
      else if (r.kind === 'server' && r.status === 400) patch({ busy: false, errors: { phone: problemOf(r.message) } })
      else patch({ busy: false, failure: failureProblem(r) })
    },
    /** Back from the code to the form, keeping what was typed. */
    editDetails() {
      patch({ step: 'form', code: '', errors: {}, failure: null })
    },
  }

  async function createAccount(s: SignUpState) {
    const code = s.code.trim()
    if (!code) return patch({ errors: { code: required }, failure: null })
    if (!/^\d{6}$/.test(code)) return patch({ errors: { code: { key: 'account.errors.codeDigits' } }, failure: null })
    patch({ busy: true, errors: {}, failure: null })
    const lname = s.lname.trim()
    const r = await api('register', { body: { fname: s.fname.trim(), ...(lname ? { lname } : {}), email: s.email, phone: s.sentTo, password: s.password, code } })
    if (r.ok && r.data.user) {
      keepSignedIn(r.data.user, r.data.accessToken)
      $state.set(emptySignUp())
      navigate(pathTo('deviceDetails', { country: $country.get() }))
    } else if (!r.ok && r.kind === 'server' && r.status === 400) {
      patch({ busy: false, code: '', errors: { code: problemOf(r.message) } })
    } else {
      $state.set({ ...emptySignUp(), failure: r.ok ? null : failureProblem(r) })
    }
  }
}

export const resetMethods = ['email', 'phone'] as const
export type ResetMethod = (typeof resetMethods)[number]

export interface PasswordResetState {
  step: 'request' | 'reset'
  method: ResetMethod
  email: string
  phone: string
  /** The normalised email or phone the code went to. */
  target: string
  code: string
  password: string
  confirm: string
  busy: boolean
  errors: Partial<Record<'email' | 'phone' | 'code' | 'password' | 'confirm', Problem>>
  failure: { title: TextKey; problem: Problem } | null
}
export type ResetField = 'email' | 'phone' | 'code' | 'password' | 'confirm'

const emptyReset = (): PasswordResetState => ({
  step: 'request', method: 'email', email: '', phone: '', target: '', code: '', password: '', confirm: '', busy: false, errors: {}, failure: null,
})

/**
 * /session/forgot-password: a reset code by email or SMS, then a new password with it. The server
 * answers the same whether or not an account matches, so the page does too.
 */
export function createPasswordReset(state?: Partial<PasswordResetState>) {
  const $state = map<PasswordResetState>({ ...emptyReset(), ...state })
  const patch = (p: Partial<PasswordResetState>) => $state.set({ ...$state.get(), ...p })
  const targetBody = (s: PasswordResetState) => (s.method === 'phone' ? { phone: s.target, country: $country.get() } : { email: s.target })

  return {
    $state,
    setMethod(method: ResetMethod) {
      patch({ method, errors: {}, failure: null })
    },
    setField(field: ResetField, value: string) {
      patch({ [field]: field === 'email' ? value.toLowerCase() : value, errors: { ...$state.get().errors, [field]: undefined } })
    },
    async request() {
      const s = $state.get()
      if (s.busy) return
      let target: string
      if (s.method === 'phone') {
        const checked = checkPhone(s.phone, $country.get())
        if ('problem' in checked) return patch({ errors: { phone: checked.problem } })
        target = checked.phone
      } else {
        const checked = checkEmail(s.email)
        if ('problem' in checked) return patch({ errors: { email: checked.problem } })
        target = checked.email
      }
      patch({ busy: true, errors: {}, failure: null })
      const r = await api('forgotPassword', { body: targetBody({ ...s, target }) })
      if (r.ok) patch({ busy: false, step: 'reset', target, code: '', password: '', confirm: '' })
      else patch({ busy: false, failure: { title: 'account.forgot.requestFailed', problem: failureProblem(r) } })
    },
    async reset() {
      const s = $state.get()
      if (s.busy) return
      const errors: PasswordResetState['errors'] = { ...checkNewPassword(s.password, s.confirm) }
      if (!s.code.trim()) errors.code = required
      else if (!/^\d{6}$/.test(s.code.trim())) errors.code = { key: 'account.errors.codeDigits' }
      if (hasErrors(errors)) return patch({ errors, failure: null })
      patch({ busy: true, errors: {}, failure: null })
      const r = await api('resetPassword', { body: { ...targetBody(s), code: s.code.trim(), password: s.password } })
      if (r.ok) {
        $state.set(emptyReset())
        navigate(`${pathTo('signIn')}?reset=1`)
      } else {
        patch({ busy: false, password: '', confirm: '', failure: { title: 'account.forgot.failed', problem: failureProblem(r) } })
      }
    },
    startOver() {
      patch({ step: 'request', code: '', password: '', confirm: '', errors: {}, failure: null })
    },
  }
}

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>
export type SignUp = ReturnType<typeof createSignUp>
export type PasswordReset = ReturnType<typeof createPasswordReset>
