/**
 * The payment methods this server takes (GET checkout_options): an operator can switch Lipa Later off
 * (LIPALATER_PROVIDER=off), and then the checkout does not offer it. Until the server answers, or when
 * it cannot, every method shows: the server refuses a switched-off method itself.
 */
import { atom } from 'nanostores'
import { api } from '@core/platform/api/client'
import { paymentMethodNames, type PaymentMethodName } from '@core/domain/checkout'

export const $offeredMethods = atom<readonly PaymentMethodName[]>(paymentMethodNames)

let asked = false

/** Asks the server once per page. */
export async function loadOfferedMethods(): Promise<void> {
  if (asked) return
  asked = true
  const reply = await api('checkoutOptions')
  if (reply.ok && reply.data.methods.length > 0) $offeredMethods.set(reply.data.methods)
  else asked = false
}
