/** /session/signin: the session page's password sign-in (sell-side.md §4, §8, §9). */
import { map } from 'nanostores'
import type { TextKey } from '@core/i18n'
import { $country } from '@core/platform/locale'
import type { Message } from '@core/platform/message'
import { navigate } from '@core/platform/navigation'
import { pathTo } from '@core/platform/routes'
import { createSnackbar } from '@core/platform/snackbar'
import { signInWithPassword } from './auth'
import { failureProblem, hasErrors, required } from './problems'
import { patcher } from '@core/platform/patch'

/** The snackbar of the sign-in page: 'log in failed' and why; it hides itself after 6 s (sell-side.md §8, §9). */
export interface SignInNotice {
  title: TextKey
  problem?: Message
}

export interface PasswordSignInState {
  phone: string
  password: string
  busy: boolean
  errors: { phone?: Message; password?: Message }
}

/** /session/signin: phone and password; on failure the snackbar and cleared fields, on success device-details. */
export function createPasswordSignIn() {
  const $state = map<PasswordSignInState>({ phone: '', password: '', busy: false, errors: {} })
  const snackbar = createSnackbar<SignInNotice>()
  const patch = patcher($state)

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

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>
