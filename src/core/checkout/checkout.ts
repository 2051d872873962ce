/**
 * The checkout (shop-and-repair.md §2 Checkout, §3 'Checkout form', 'Lipa later state', §4, §5, §8, §9):
 * delivery, payment (M-Pesa, Lipa Later, a cash code), personal details, the coupon, placing the order
 * once per Idempotency-Key, and then following the M-Pesa payment until it is paid, fails or times out.
 * One state (state.ts); each part acts on it from its own file; this is their composition for the widget.
 *
 * One checkout per page (`sharedCheckout()`), so the form survives the sign-in drawer; stories and tests
 * create their own with `createCheckout(state)`.
 */
import { map } from 'nanostores'
import { $auth } from '@core/account'
import { $country } from '@core/platform/locale'
import { siteAddress, siteTarget } from '@core/platform/site-url'
import { createCashCode } from './cash-code'
import { createCoupon } from './coupon'
import { createForm, restoreDraft } from './form'
import { createLipaLater } from './lipa-later'
import { createPayment, createResume } from './payment'
import { createPlaceOrder } from './place-order'
import { initialCheckout, type CheckoutContext, type CheckoutState } from './state'

export interface CheckoutOptions {
  /** Where the site lives, for a partner page (invoice and sign-in return paths); '' on the site itself. */
  siteUrl?: string
  /** Keep the form in sessionStorage (the page's checkout; off for stories and tests). */
  persist?: boolean
}

export function createCheckout(state: Partial<CheckoutState> = {}, options: CheckoutOptions = {}) {
  const $state = map<CheckoutState>({ ...initialCheckout(), ...restoreDraft(options.persist), ...state })
  let siteUrl = options.siteUrl ?? ''
  const ctx: CheckoutContext = {
    $state,
    country: () => $country.get(),
    token: () => $auth.get()?.token ?? null,
    // Cart hand-off: site-url means what it means on every widget (origin plus optional base path);
    // without one the checkout is on the site itself and a path is enough.
    site: (path) => (siteUrl ? siteTarget(siteAddress(path, siteUrl)) : path),
  }
  const form = createForm(ctx, options)
  const payment = createPayment(ctx)
  const { resume, startOver } = createResume(ctx, payment)
  const { loadPlaces, prefill, setDelivery, setField, setAlerts, setPayment } = form
  const { refresh, follow, setRepayPhone, showPaybill, repay } = payment
  return {
    $state,
    loadPlaces,
    prefill,
    setDelivery,
    setField,
    setAlerts,
    setPayment,
    ...createLipaLater(ctx),
    ...createCashCode(ctx),
    ...createCoupon(ctx),
    ...createPlaceOrder(ctx, form, payment, resume),
    resume,
    follow,
    refresh,
    setRepayPhone,
    showPaybill,
    repay,
    startOver,
    /** A fresh checkout after a finished order (the loaded pickup points and stores stay). */
    reset: () => $state.set({ ...initialCheckout(), places: $state.get().places }),
    /** A partner page's element names the site after the page's checkout was created. */
    setSiteUrl: (url: string) => void (siteUrl = url),
  }
}

export type Checkout = ReturnType<typeof createCheckout>

let shared: Checkout | undefined
/** The page's one checkout: it outlives the widget, so the form survives the sign-in drawer. */
export function sharedCheckout(options: CheckoutOptions = {}): Checkout {
  shared ??= createCheckout({}, { persist: true, ...options })
  if (options.siteUrl !== undefined) shared.setSiteUrl(options.siteUrl)
  return shared
}
