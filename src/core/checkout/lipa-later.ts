/** Lipa Later (shop-and-repair.md §3 'Lipa later state', §8): the ID and phone, the OTP, the verification. */
import { api } from '@core/platform/api/client'
import { message, serverText } from '@core/platform/message'
import { $cart } from '@core/cart'
import { checkPhone } from '@core/account'
import { callProblem, required, totalsOf, type CheckoutContext, type LipaLaterState } from './state'

type LipaField = 'idNumber' | 'phone' | 'otp'

export function createLipaLater({ $state, country }: CheckoutContext) {
  const lipa = () => $state.get().lipa
  const update = (p: Partial<LipaLaterState>) => $state.setKey('lipa', { ...lipa(), ...p })

  /** The fields' own problems, or the phone as Lipa Later takes it. */
  function checked(needOtp: boolean): { phone: string } | null {
    const l = lipa()
    const errors: LipaLaterState['errors'] = {}
    if (!l.idNumber.trim()) errors.idNumber = required
    const phone = checkPhone(l.phone, country())
    if ('problem' in phone) errors.phone = phone.problem
    if (needOtp && !l.otp.trim()) errors.otp = required
    if (Object.keys(errors).length || !('phone' in phone)) {
      update({ errors })
      return null
    }
    return phone
  }

  function setLipa(field: LipaField, value: string) {
    const l = lipa()
    // A changed ID or phone starts over: the OTP and the answer belonged to the old ones.
    const restart = field !== 'otp' && l.step !== 'start'
    update({
      [field]: value,
      errors: { ...l.errors, [field]: undefined },
      problem: undefined,
      ...(restart ? { step: 'start' as const, otp: '', data: undefined, message: undefined } : {}),
    })
  }

  async function requestLipaLaterOtp() {
    const l = lipa()
    if (l.busy) return
    const phone = checked(false)
    if (!phone) return
    update({ busy: 'otp', errors: {}, problem: undefined, message: undefined })
    const r = await api('sendLipaLaterOtp', { body: { id_number: l.idNumber.trim(), phone_number: phone.phone } })
    if (r.ok && r.data.status === 200) update({ busy: null, step: 'otpSent', message: r.data.data.message, otp: '' })
    else if (r.ok) update({ busy: null, problem: r.data.data.message ? serverText(r.data.data.message) : message('checkout.lipaLater.otpError') })
    else update({ busy: null, problem: callProblem(r, 'checkout.lipaLater.otpError') })
  }

  async function verifyLipaLater() {
    const l = lipa()
    if (l.busy) return
    const phone = checked(true)
    if (!phone) return
    update({ busy: 'verify', errors: {}, problem: undefined })
    const { total } = totalsOf($state.get(), $cart.get())
    const r = await api('verifyLipaLater', { body: { id_number: l.idNumber.trim(), item_value: total, otp: l.otp.trim(), phone_number: phone.phone } })
    if (r.ok && r.data.status === 200) update({ busy: null, step: 'verified', data: r.data.data, message: r.data.message })
    else if (r.ok) update({ busy: null, problem: r.data.message ? serverText(r.data.message) : message('checkout.lipaLater.verifyError') })
    else update({ busy: null, problem: callProblem(r, 'checkout.lipaLater.verifyError') })
  }

  return { setLipa, requestLipaLaterOtp, verifyLipaLater }
}
