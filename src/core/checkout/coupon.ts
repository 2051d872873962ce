/** The discount code (shop-and-repair.md §4, §5): Apply Code, at most so many attempts, checked again when the cart's models change. */
import { api } from '@core/platform/api/client'
import { cartCount, type CartLine } from '@core/domain/cart'
import { $cart } from '@core/cart'
import { callProblem, couponApplicable, serverOr, type CheckoutContext, type CouponState } from './state'

const modelSet = (lines: readonly CartLine[]) => [...new Set(lines.map((l) => l.modelId))].sort().join(',')
const priceCoupon = (code: string, lines: readonly CartLine[]) =>
  api('couponPrice', { body: { code, assignedModels: [...new Set(lines.map((l) => l.modelId))], coupon_quantity: cartCount(lines) } })

export function createCoupon({ $state }: CheckoutContext) {
  const coupon = () => $state.get().coupon
  const update = (p: Partial<CouponState>) => $state.setKey('coupon', { ...coupon(), ...p })

  /** Editing the code enables Apply Code again; the discount stays until another code applies. */
  const setCouponCode = (code: string) => update({ code, appliedUnchanged: false, problem: undefined })

  async function applyCoupon() {
    const c = coupon()
    if (!couponApplicable(c)) return
    const lines = $cart.get()
    if (lines.length === 0) return
    update({ busy: true, attempts: c.attempts + 1, problem: undefined })
    const r = await priceCoupon(c.code.trim(), lines)
    if (r.ok) update({ busy: false, applied: { code: c.code.trim().toUpperCase(), value: r.data.coupon.value }, appliedUnchanged: true })
    else update({ busy: false, problem: callProblem(r, 'checkout.coupon.error') })
  }

  /**
   * A coupon may be for some models only (IPHONE2000): when the cart's models change, the applied code
   * is checked again (not counted as an attempt), so the total never shows a discount the order loses.
   */
  let cartModels = modelSet($cart.get())
  $cart.listen((lines) => {
    const models = modelSet(lines)
    if (models === cartModels) return
    cartModels = models
    const applied = coupon().applied
    if (applied && lines.length > 0) void recheckCoupon(applied.code)
  })
  async function recheckCoupon(code: string) {
    const r = await priceCoupon(code, $cart.get())
    if (coupon().applied?.code !== code) return
    if (r.ok) update({ applied: { code, value: r.data.coupon.value } })
    else if (r.kind === 'server') update({ applied: undefined, appliedUnchanged: false, problem: serverOr(r.message, 'checkout.coupon.error') })
  }

  return { setCouponCode, applyCoupon }
}
