/** Pay Cash (shop-and-repair.md §4 'Cash', §5): an authorization code, verified before Place Order. */
import { api } from '@core/platform/api/client'
import { callProblem, required, type CashState, type CheckoutContext } from './state'

export function createCashCode({ $state }: CheckoutContext) {
  const cash = () => $state.get().cash
  const update = (p: Partial<CashState>) => $state.setKey('cash', { ...cash(), ...p })

  /** A new code needs its own verification. */
  const setCashCode = (code: string) => update({ code, active: false, problem: undefined })
  const toggleCashShown = () => update({ shown: !cash().shown })

  async function verifyCash() {
    const c = cash()
    if (c.busy) return
    if (!c.code.trim()) return update({ problem: required })
    update({ busy: true, problem: undefined, active: false })
    const r = await api('authCode', { body: { code: c.code.trim() } })
    if (r.ok) update({ busy: false, active: true })
    else update({ busy: false, problem: callProblem(r, 'checkout.cash.error') })
  }

  return { setCashCode, toggleCashShown, verifyCash }
}
