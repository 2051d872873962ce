/** Fixed states of the sign-in drawer, the session pages and the profile, for stories and story tests. */
import { atom } from 'nanostores'
import {
  createPasswordReset, createPasswordSignIn, createProfile, createSignInFlow, createSignUp,
  type PageKind, type PasswordResetState, type PasswordSignInState, type ProfileState, type SignInFlowState, type SignInRequest, type SignInNotice as Snackbar, type SignUpState, type User,
} from '@core/account'

const phone = '0712 345 678'
const sentTo = '+254712345678'
const required = { key: 'account.errors.required' } as const

/** Every state the drawer can be in, by name. */
export const drawerStates = {
  phoneEntry: {},
  phoneInvalid: { phone: '12345', errors: { phone: { key: 'account.phone.invalid', params: { country: { key: 'site.countries.ke' }, example: { key: 'account.phone.example.ke' } } } } },
  phoneRequired: { errors: { phone: required } },
  sending: { phone, busy: 'sending' },
  sendFailed: { phone, failure: { title: 'account.drawer.sendFailed', problem: { text: 'We could not send the code. Please try again' } } },
  sendWait: { phone, failure: { title: 'account.drawer.sendFailed', problem: { text: 'Please wait 42 seconds before asking for another code' } } },
  offline: { phone, failure: { title: 'account.drawer.sendFailed', problem: { key: 'common.networkError' } } },
  codeSent: { step: 'code', phone, sentTo, resendIn: 42 },
  canResend: { step: 'code', phone, sentTo, resendIn: 0 },
  verifying: { step: 'code', phone, sentTo, code: '482913', busy: 'verifying', resendIn: 37 },
  wrongCode: { step: 'code', phone, sentTo, code: '482914', resendIn: 30, errors: { code: { key: 'account.drawer.wrongCode' } } },
  signupForm: { step: 'signup', phone, sentTo },
  signupInvalid: { step: 'signup', phone, sentTo, email: 'wanjiru@', errors: { email: { key: 'account.errors.emailInvalid' }, fname: required } },
  signupBusy: { step: 'signup', phone, sentTo, email: 'wanjiru@example.com', fname: 'Wanjiru', busy: 'saving' },
  finishing: { step: 'signup', phone, sentTo, email: 'wanjiru@example.com', fname: 'Wanjiru', busy: 'finishing' },
} satisfies Record<string, Partial<SignInFlowState>>
export type DrawerStateName = keyof typeof drawerStates

/** A drawer flow in a state, open with its own request (nothing global is touched). */
export function drawerIn(name: DrawerStateName, kind: PageKind = 'sell') {
  const request = atom<SignInRequest | null>({ kind, next: '/ke/device-details' })
  return createSignInFlow({ request, state: drawerStates[name] as Partial<SignInFlowState> })
}

export const signInStates = {
  empty: {},
  invalid: { errors: { phone: required, password: required } },
  busy: { phone, password: 'secret password', busy: true },
} satisfies Record<string, Partial<PasswordSignInState>>

/** The sign-in page's form, optionally with its snackbar showing (which then hides itself after 6 s). */
export function signInIn(name: keyof typeof signInStates, snackbar?: Snackbar) {
  const form = createPasswordSignIn()
  form.$state.set({ ...form.$state.get(), ...signInStates[name] })
  if (snackbar) form.show(snackbar)
  return form
}
export const loginFailed: Snackbar = { title: 'account.signIn.failed', problem: { text: 'Wrong phone number or password' } }

export const signUpStates = {
  empty: {},
  invalid: {
    email: 'wanjiru@', phone: '07x', password: 'short', confirm: 'other',
    errors: { fname: required, email: { key: 'account.errors.emailInvalid' }, phone: { key: 'account.errors.phoneNumber' }, password: { key: 'account.errors.passwordShort' }, confirm: { key: 'account.errors.passwordsDiffer' }, agreement: { key: 'account.errors.agreement' } },
  },
  busy: { fname: 'Wanjiru', email: 'wanjiru@example.com', phone, password: 'secret password', confirm: 'secret password', agreement: true, busy: true },
  failed: { failure: { text: 'This phone number already has an account. Please sign in' } },
} satisfies Record<string, Partial<SignUpState>>
export const signUpIn = (name: keyof typeof signUpStates) => createSignUp(signUpStates[name] as Partial<SignUpState>)

export const resetStates = {
  byEmail: {},
  byPhone: { method: 'phone', phone },
  invalidEmail: { email: 'wanjiru@', errors: { email: { key: 'account.errors.emailInvalid' } } },
  sending: { email: 'wanjiru@example.com', busy: true },
  codeSent: { step: 'reset', method: 'phone', phone, target: sentTo },
  resetInvalid: { step: 'reset', method: 'phone', phone, target: sentTo, code: '12', errors: { code: { key: 'account.errors.codeDigits' }, password: required, confirm: required } },
  resetFailed: { step: 'reset', method: 'email', target: 'wanjiru@example.com', failure: { title: 'account.forgot.failed', problem: { text: 'The code is wrong or has expired' } } },
} satisfies Record<string, Partial<PasswordResetState>>
export const resetIn = (name: keyof typeof resetStates) => createPasswordReset(resetStates[name] as Partial<PasswordResetState>)

export const user: User = {
  _id: 'u_wanjiru', userId: 'u_wanjiru', fname: 'Wanjiru', lname: 'Kamau', email: 'wanjiru@example.com', phone: sentTo, country: 'ke', signupComplete: true,
}
const filled = { load: { status: 'ready' }, fname: user.fname, lname: user.lname, email: user.email } as const
export const profileStates = {
  loading: { load: { status: 'loading' }, fname: user.fname, lname: user.lname, email: user.email },
  loadFailed: { load: { status: 'error', problem: { key: 'common.networkError' } } },
  ready: filled,
  invalid: { ...filled, fname: '', email: 'wanjiru@', errors: { fname: required, email: { key: 'account.errors.emailInvalid' } } },
  saving: { ...filled, saving: true },
  saved: { ...filled, saved: true },
  saveFailed: { ...filled, saveFailure: { text: 'Please sign in to continue' } },
  passwordInvalid: { ...filled, password: 'short', confirm: 'shorter', passwordErrors: { password: { key: 'account.errors.passwordShort' }, confirm: { key: 'account.errors.passwordsDiffer' } } },
  passwordChanged: { ...filled, changed: true },
  signingOut: { ...filled, signingOut: true },
} satisfies Record<string, Partial<ProfileState>>
export const profileIn = (name: keyof typeof profileStates) => createProfile(profileStates[name] as Partial<ProfileState>)
