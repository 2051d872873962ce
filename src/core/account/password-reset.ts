/** /session/forgot-password: a new password with a code sent by e-mail or SMS (sell-side.md §2, §5). */
import { map } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { TextKey } from '@core/i18n'
import { $country } from '@core/platform/locale'
import type { Message } from '@core/platform/message'
import { navigate } from '@core/platform/navigation'
import { pathTo } from '@core/platform/routes'
import { checkEmail, checkNewPassword, checkPhone, failureProblem, hasErrors, required } from './problems'
import { patcher } from '@core/platform/patch'

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
  errors: Partial<Record<'email' | 'phone' | 'code' | 'password' | 'confirm', Message>>
  failure: { title: TextKey; problem: Message } | null
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
  const patch = patcher($state)
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

export type PasswordReset = ReturnType<typeof createPasswordReset>
