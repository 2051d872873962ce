/**
 * The sign-in drawer's flow: sign-in by a code texted to the phone (sell-side.md §2 'Sign-in drawer',
 * §4 'Drawer sign-in', shop-and-repair.md §2, §4). The session pages' flows are password-sign-in.ts,
 * sign-up.ts and password-reset.ts; the forms' checks and messages are problems.ts.
 */
import { map, type MapStore, type WritableAtom } from 'nanostores'
import { otp, type Country } from '@core/domain/constants'
import type { TextKey } from '@core/i18n'
import { $country } from '@core/platform/locale'
import type { Message } from '@core/platform/message'
import { navigate } from '@core/platform/navigation'
import { $auth, completeSignup, requestCode, verifyCode } from './auth'
import { checkEmail, checkPhone, failureProblem, hasErrors, problemOf, required } from './problems'
import { $signInRequest, type SignInRequest } from './sign-in'
import './texts'
import { patcher } from '@core/platform/patch'


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
  errors: Partial<Record<FlowField, Message>>
  /** A failure not tied to one field: its title and what the server (or the network) said. */
  failure: { title: TextKey; problem: Message } | null
  /** Seconds until 'resend' may be used: another code can be sent 60 s after the last. */
  resendIn: number
}

export const initialFlow = (): SignInFlowState => ({
  step: 'phone', phone: '', sentTo: null, code: '', email: '', fname: '', busy: null, errors: {}, failure: null, resendIn: 0,
})

/** The 60 s before a new code may be sent, counted down in `resendIn` (sell-side.md §4). */
function resendCountdown($state: MapStore<SignInFlowState>) {
  let resendAt = 0
  let ticker: ReturnType<typeof setInterval> | undefined
  const tick = () => {
    const left = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))
    if (left !== $state.get().resendIn) $state.setKey('resendIn', left)
    if (left === 0) stop()
  }
  function stop() {
    clearInterval(ticker)
    ticker = undefined
  }
  return {
    start() {
      resendAt = Date.now() + otp.minSecondsBetweenSends * 1000
      stop()
      tick()
      ticker = setInterval(tick, 1000)
    },
    stop,
    /** A reopened drawer keeps counting where it was. */
    resume() {
      ticker ??= setInterval(tick, 1000)
    },
  }
}

/** Runs the page's afterSignIn (the sell wizard's estimate) and answers where to go next. */
async function afterSignIn(req: SignInRequest | null): Promise<string | undefined> {
  if (!req?.afterSignIn) return req?.next
  try {
    return (await req.afterSignIn()) ?? req.next
  } catch {
    // The page's own step failed unexpectedly: the user is signed in, so close and stay.
    return undefined
  }
}

interface FlowSteps {
  $state: MapStore<SignInFlowState>
  patch: (p: Partial<SignInFlowState>) => void
  countdown: ReturnType<typeof resendCountdown>
  finish: () => Promise<void>
  /** The country of the request (the widget that asked), else the visitor's. */
  country: () => Country
}

/** The drawer's three steps: send a code to the phone, check the code, complete the sign-up. */
function drawerSteps({ $state, patch, countdown, finish, country }: FlowSteps) {
  async function requestSignInCode() {
    const s = $state.get()
    if (s.busy) return
    const checked = checkPhone(s.phone, country())
    if ('problem' in checked) return patch({ errors: { phone: checked.problem }, failure: null })
    patch({ busy: 'sending', errors: {}, failure: null })
    const r = await requestCode(checked.phone, country())
    if (r.ok) {
      patch({ busy: null, step: 'code', sentTo: checked.phone, code: '' })
      countdown.start()
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
    const r = await verifyCode(s.sentTo, s.code.trim(), country())
    if (!r.ok) {
      if (r.kind === 'server' && r.status === 400) return patch({ busy: null, errors: { code: problemOf(r.message) } })
      return patch({ busy: null, failure: { title: 'account.drawer.verifyFailed', problem: failureProblem(r) } })
    }
    countdown.stop()
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
    const r = await completeSignup({ phone: user.phone, email: email.email, fname: s.fname.trim() }, country())
    if (r.ok) return finish()
    if (r.kind === 'server' && r.status === 400 && /email/.test(r.message)) return patch({ busy: null, errors: { email: problemOf(r.message) } })
    patch({ busy: null, failure: { title: 'account.drawer.signupFailed', problem: failureProblem(r) } })
  }

  return { requestSignInCode, verify, saveSignup }
}

/**
 * The drawer's flow: phone -> code -> (sign-up form when the account is new) -> the page's afterSignIn
 * and navigation. `request` opens the drawer while it holds a request; the default is the page's one
 * $signInRequest, stories and tests pass their own.
 */
export function createSignInFlow({ request = $signInRequest, state }: { request?: WritableAtom<SignInRequest | null>; state?: Partial<SignInFlowState> } = {}) {
  const $state = map<SignInFlowState>({ ...initialFlow(), ...state })
  const patch = patcher($state)
  const countdown = resendCountdown($state)

  /** Runs the page's afterSignIn, closes, and goes where it answers. */
  async function finish() {
    $state.setKey('busy', 'finishing')
    const next = await afterSignIn(request.get())
    $state.setKey('busy', null)
    request.set(null)
    if (next) navigate(next)
  }
  const country = () => request.get()?.country ?? $country.get()
  const { requestSignInCode, verify, saveSignup } = drawerSteps({ $state, patch, countdown, finish, country })

  function setField(field: FlowField, value: string) {
    const errors = { ...$state.get().errors, [field]: undefined }
    patch({ [field]: field === 'email' ? value.toLowerCase() : value, errors })
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
    if (!req) return countdown.stop()
    const user = $auth.get()?.user
    const keep = { phone: $state.get().phone, resendIn: $state.get().resendIn }
    if (user && !user.signupComplete) {
      $state.set({ ...initialFlow(), ...keep, step: 'signup', sentTo: user.phone, email: user.email.toLowerCase(), fname: user.fname })
    } else {
      $state.set({ ...initialFlow(), ...keep })
      if (keep.resendIn > 0) countdown.resume()
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
