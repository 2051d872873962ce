/** /session/signup: the session page's sign-up with a code texted to the phone (sell-side.md §2, §4, §5). */
import { map } from 'nanostores'
import { api } from '@core/platform/api/client'
import { $country } from '@core/platform/locale'
import type { Message } from '@core/platform/message'
import { navigate } from '@core/platform/navigation'
import { pathTo } from '@core/platform/routes'
import { keepSignedIn, requestCode } from './auth'
import { checkEmail, checkNewPassword, checkPhone, failureProblem, hasErrors, problemOf, required } from './problems'
import { patcher } from '@core/platform/patch'

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
  errors: Partial<Record<'fname' | 'email' | 'phone' | 'password' | 'confirm' | 'agreement' | 'code', Message>>
  failure: Message | null
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
  const patch = patcher($state)

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

export type SignUp = ReturnType<typeof createSignUp>
