/**
 * The checkout form (shop-and-repair.md §2 Checkout, §3 'Checkout form', §4): delivery and its address,
 * the payment method, the personal details, the pickup points and stores, the draft kept for the tab.
 */
import { onMount } from 'nanostores'
import { api } from '@core/platform/api/client'
import { latestOnly } from '@core/platform/loadable'
import { message } from '@core/platform/message'
import type { Dealer } from '@core/catalogue/contract'
import { addressMissing, type DeliveryMethodName, type PaymentMethodName } from '@core/domain/checkout'
import { $auth } from '@core/account'
import { checkEmail, checkPhone } from '@core/account'
import { $offeredMethods } from './offered-methods'
import { assign, emptyLipaLater, required, type CheckoutContext, type CheckoutState, type PersonalField } from './state'

const draftKey = 'simu.checkoutForm'
const draftFields = ['deliveryMethod', 'address', 'payment', 'name', 'phone', 'email', 'alerts'] as const

/** The form kept in sessionStorage (the page's checkout), read back on the next visit of the tab. */
export function restoreDraft(persist?: boolean): Partial<CheckoutState> {
  if (!persist) return {}
  try {
    const raw = JSON.parse(globalThis.sessionStorage?.getItem(draftKey) ?? 'null') as Partial<CheckoutState> | null
    if (!raw || typeof raw !== 'object') return {}
    const draft: Partial<CheckoutState> = {}
    if (raw.deliveryMethod === 'dropoff' || raw.deliveryMethod === 'pickup' || raw.deliveryMethod === 'store') draft.deliveryMethod = raw.deliveryMethod
    if (raw.payment === 'mpesa' || raw.payment === 'lipalater' || raw.payment === 'cash') draft.payment = raw.payment
    for (const f of ['address', 'name', 'phone', 'email'] as const) if (typeof raw[f] === 'string') draft[f] = raw[f].slice(0, 300)
    if (typeof raw.alerts === 'boolean') draft.alerts = raw.alerts
    return draft
  } catch {
    return {}
  }
}

/** A finished order's form is not kept for the next one. */
export function dropDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(draftKey)
  } catch {
    // nothing kept
  }
}

function keepDraft({ $state }: CheckoutContext): void {
  $state.listen((s) => {
    if (s.done) return
    try {
      // The order being paid is kept with the cart ($pendingOrder), not here: a second tab sees it too.
      const draft = Object.fromEntries(draftFields.map((f) => [f, s[f]]))
      globalThis.sessionStorage?.setItem(draftKey, JSON.stringify(draft))
    } catch {
      // Private mode: the form still lives for this page.
    }
  })
}

export function createForm(ctx: CheckoutContext, options: { persist?: boolean } = {}) {
  const { $state, country } = ctx
  const get = () => $state.get()
  if (options.persist) keepDraft(ctx)

  /** mpesa resets Lipa Later and deactivates the cash code; lipalater deactivates the cash code; cash keeps its state (§4). */
  function setPayment(method: PaymentMethodName) {
    const s = get()
    if (method === 'mpesa') assign($state, { payment: method, lipa: emptyLipaLater(), cash: { ...s.cash, active: false } })
    else if (method === 'lipalater') assign($state, { payment: method, cash: { ...s.cash, active: false }, lipa: s.lipa.phone ? s.lipa : { ...s.lipa, phone: s.phone } })
    else $state.setKey('payment', method)
  }

  // A method the server stopped offering (Lipa Later switched off) cannot stay chosen, while the form shows.
  onMount($state, () => {
    const keepOffered = () => {
      const offered = $offeredMethods.get()
      if (!offered.includes(get().payment) && offered[0]) setPayment(offered[0])
    }
    const unOffered = $offeredMethods.subscribe(keepOffered)
    const unPayment = $state.listen(keepOffered)
    return () => {
      unOffered()
      unPayment()
    }
  })

  const places = latestOnly()
  async function loadPlaces() {
    const isLatest = places.begin()
    $state.setKey('places', { status: 'loading' })
    const [dealers, stores] = await Promise.all([api('dealers'), api('stores')])
    if (!isLatest()) return
    if (!dealers.ok) return $state.setKey('places', { status: 'error', message: dealers.message, network: dealers.kind === 'network' })
    if (!stores.ok) return $state.setKey('places', { status: 'error', message: stores.message, network: stores.kind === 'network' })
    $state.setKey('places', { status: 'ready', data: { dealers: dealers.data.dealers as Dealer[], stores: stores.data.stores } })
  }

  /** Fills empty personal details from the signed-in user (never overwrites what was typed). */
  function prefill() {
    const user = $auth.get()?.user
    if (!user) return
    const s = get()
    const name = [user.fname, user.lname].filter(Boolean).join(' ')
    assign($state, { name: s.name || name, phone: s.phone || user.phone, email: s.email || user.email.toLowerCase() })
  }

  function setDelivery(method: DeliveryMethodName) {
    // Changing the method clears the address (shop-and-repair.md §2).
    if (method === get().deliveryMethod) return
    assign($state, { deliveryMethod: method, address: '', errors: { ...get().errors, address: undefined } })
  }

  function setField(field: PersonalField, value: string) {
    assign($state, { [field]: field === 'email' ? value.toLowerCase() : value, errors: { ...get().errors, [field]: undefined } } as Partial<CheckoutState>)
  }

  const setAlerts = (alerts: boolean) => $state.setKey('alerts', alerts)

  /** Marks the fields Place Order needs; answers whether the form is complete. */
  function validate(): boolean {
    const s = get()
    const errors: CheckoutState['errors'] = {}
    if (addressMissing(s.address)) errors.address = required
    if (!s.name.trim()) errors.name = required
    const phone = checkPhone(s.phone, country())
    if ('problem' in phone) errors.phone = phone.problem
    const email = checkEmail(s.email)
    if ('problem' in email) errors.email = s.email.trim() ? message('checkout.errors.emailInvalid') : required
    $state.setKey('errors', errors)
    return Object.keys(errors).length === 0
  }

  return { loadPlaces, prefill, setDelivery, setField, setAlerts, setPayment, validate }
}
