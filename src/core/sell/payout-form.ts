/** The payout details of a trade-in: service, mobile-money number (checked for the country) and name. */
import { map } from 'nanostores'
import type { Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import { countryPayoutMethods, payoutNameMax, type PayoutMethod } from '@core/domain/trade-in'

export interface PayoutFormState {
  method: PayoutMethod
  number: string
  name: string
  problems: Partial<Record<'number' | 'name', 'required' | 'invalidNumber' | 'tooLong'>>
}

/** The payout form: service, mobile-money number (checked for the trade-in's country) and name. */
export function createPayoutForm(country: Country, current: { method: PayoutMethod; number: string; name: string }) {
  const methods = countryPayoutMethods[country]
  const $form = map<PayoutFormState>({ method: methods.includes(current.method) ? current.method : methods[0]!, number: current.number, name: current.name, problems: {} })
  return {
    $form,
    methods,
    set(field: 'method' | 'number' | 'name', value: string) {
      // (The method's select offers only the country's services.)
      $form.setKey(field as 'number', value)
      $form.setKey('problems', { ...$form.get().problems, [field]: undefined })
    },
    /** The payout to send (number in international form), or null with the problems shown. */
    valid(): { method: PayoutMethod; number: string; name: string } | null {
      const f = $form.get()
      const problems: PayoutFormState['problems'] = {}
      const number = f.number.trim() ? normalisePhone(f.number, country) : null
      if (!f.number.trim()) problems.number = 'required'
      else if (!number) problems.number = 'invalidNumber'
      const name = f.name.trim()
      if (!name) problems.name = 'required'
      else if (name.length > payoutNameMax) problems.name = 'tooLong'
      $form.setKey('problems', problems)
      return number && !problems.name ? { method: f.method, number, name } : null
    },
  }
}
export type PayoutForm = ReturnType<typeof createPayoutForm>
