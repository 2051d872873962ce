/**
 * The repair address page (/{country}/repair/address, shop-and-repair.md §2 'Repair address', §4):
 * store visit (a Simu store of the country) or home visit (a location and one of the offered days),
 * then 'Request Diagnosis', which books the repair and opens its summary.
 */
import { map, onMount } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { Store } from '@core/catalogue/contract'
import { repairSlots, type RepairSlot } from '@core/domain/repair'
import { pathTo } from '@core/platform/routes'
import { $auth } from '@core/account/auth'
import { $country } from '@core/platform/locale'
import { failed, type Loadable } from '@core/platform/loadable'
import { navigate } from '@core/platform/navigation'
import { openSignIn } from '@core/account/sign-in'
import { $repairBooking, finishBooking, setAddress, type AddressDetails } from './repair'
import { createSnackbar, noticeOf, type Notice } from './notice'

export type AddressField = 'shopId' | 'location' | 'appointment_date'

export interface RepairAddressState {
  stores: Loadable<Store[]>
  slots: Loadable<RepairSlot[]>
  errors: Partial<Record<AddressField, true>>
  requesting: boolean
}

export const initialAddress = (): RepairAddressState => ({ stores: { status: 'idle' }, slots: { status: 'idle' }, errors: {}, requesting: false })

/** The first offered day that is open (weekends are closed, §5). */
export const firstOpenDay = (slots: readonly RepairSlot[]) => slots.find((s) => !s.isWeekend)?.date ?? ''

/** What is missing for the chosen option (the store, or the location and an open day). */
export function addressErrors(a: AddressDetails, slots: readonly RepairSlot[]): RepairAddressState['errors'] {
  if (a.option === 'store') return a.shopId ? {} : { shopId: true }
  const errors: RepairAddressState['errors'] = {}
  if (!a.location.trim()) errors.location = true
  if (!slots.some((s) => s.date === a.appointment_date && !s.isWeekend)) errors.appointment_date = true
  return errors
}

export function createRepairAddress({ state, notice = null, now = () => Date.now() }: { state?: Partial<RepairAddressState>; notice?: Notice | null; now?: () => number } = {}) {
  const $state = map<RepairAddressState>({ ...initialAddress(), ...state })
  const patch = (p: Partial<RepairAddressState>) => $state.set({ ...$state.get(), ...p })
  const snackbar = createSnackbar(notice)

  /** Default the day to the first open one, and drop a day no longer offered. */
  function settleDate(slots: readonly RepairSlot[]) {
    const { appointment_date } = $repairBooking.get().addressDetails
    if (!slots.some((s) => s.date === appointment_date && !s.isWeekend)) setAddress({ appointment_date: firstOpenDay(slots) })
  }

  async function loadStores() {
    patch({ stores: { status: 'loading' } })
    const r = await api('stores')
    patch({ stores: r.ok ? { status: 'ready', data: r.data.stores } : failed(r) })
  }

  async function loadSlots() {
    // The browser's own count shows at once; the server's clock decides and replaces it.
    const local = repairSlots(now())
    patch({ slots: { status: 'ready', data: local } })
    settleDate(local)
    const r = await api('repairSlots')
    if (r.ok && r.data.slots.length) {
      patch({ slots: { status: 'ready', data: r.data.slots } })
      settleDate(r.data.slots)
    }
  }

  function clearError(field: AddressField) {
    const errors = { ...$state.get().errors }
    delete errors[field]
    patch({ errors })
  }

  function setOption(option: AddressDetails['option']) {
    setAddress({ option })
    patch({ errors: {} })
  }
  function setStore(shopId: string) {
    setAddress({ shopId })
    clearError('shopId')
  }
  function setLocation(location: string) {
    setAddress({ location })
    clearError('location')
  }
  function setDate(slot: RepairSlot) {
    if (slot.isWeekend) return
    setAddress({ appointment_date: slot.date })
    clearError('appointment_date')
  }

  /** Books the repair; answers where to go next (the summary), undefined when it failed, or 'unauthorised'. */
  async function book(token: string): Promise<string | undefined | 'unauthorised'> {
    const b = $repairBooking.get()
    const a = b.addressDetails
    if (!b.repairProId) return undefined
    patch({ requesting: true })
    const r = await api('completeRepair', {
      body: a.option === 'store'
        ? { repairProId: b.repairProId, option: 'store', shopId: a.shopId }
        : { repairProId: b.repairProId, option: 'home', location: a.location.trim(), appointmentDate: a.appointment_date },
      token,
    })
    patch({ requesting: false })
    if (r.ok) {
      finishBooking(r.data.ticketId)
      return `${pathTo('repairSummary', { country: $country.get() })}?ticket=${encodeURIComponent(r.data.ticketId)}`
    }
    if (r.kind === 'server' && r.status === 401) return 'unauthorised'
    snackbar.show(noticeOf(r))
    return undefined
  }

  /** 'Request Diagnosis': books the repair (§4) for a signed-in user; anyone else signs in first. */
  async function request() {
    const s = $state.get()
    const b = $repairBooking.get()
    if (s.requesting || !b.repairProId) return
    const errors = addressErrors(b.addressDetails, s.slots.status === 'ready' ? s.slots.data : [])
    patch({ errors })
    if (Object.keys(errors).length) return
    const auth = $auth.get()
    if (auth) {
      const next = await book(auth.token)
      if (next !== 'unauthorised') {
        if (next) navigate(next)
        return
      }
      $auth.set(null)
    }
    const back = pathTo('repairAddress', { country: $country.get() })
    openSignIn({
      kind: 'repair',
      next: back,
      afterSignIn: async () => {
        const now = $auth.get()
        const next = now ? await book(now.token) : undefined
        return next && next !== 'unauthorised' ? next : back
      },
    })
  }

  onMount($state, () => {
    const s = $state.get()
    if (s.stores.status === 'idle') void loadStores()
    if (s.slots.status === 'idle') void loadSlots()
    else if (s.slots.status === 'ready') settleDate(s.slots.data)
    // The stores are the country's own.
    return $country.listen(() => void loadStores())
  })

  return { $state, snackbar, loadStores, loadSlots, setOption, setStore, setLocation, setDate, request }
}

export type RepairAddress = ReturnType<typeof createRepairAddress>
