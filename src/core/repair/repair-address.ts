/**
 * The repair address page (/{country}/repair/address, shop-and-repair.md §2 'Repair address', §4):
 * store visit (a Simu store of the country) or home visit (a location and one of the offered days),
 * then 'Request Diagnosis', which books the repair and opens its summary.
 */
import { map, onMount, type MapStore } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { Store } from '@core/catalogue/contract'
import { repairSlots, type RepairSlot } from '@core/domain/repair'
import { pathTo } from '@core/platform/routes'
import { $country } from '@core/platform/locale'
import { failed, type Loadable } from '@core/platform/loadable'
import { $repairBooking, finishBooking, setAddress, type AddressDetails } from './booking'
import type { Message } from '@core/platform/message'
import { createSnackbar, type Snackbar } from '@core/platform/snackbar'
import { repairFailure } from './repair-failure'
import { withUser, type SignedInCall } from './signed-in-call'

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

type AddressStore = MapStore<RepairAddressState>

/** The booking request of the chosen option (contract CompleteRepairBody). */
function bookingBody(repairProId: string, a: AddressDetails) {
  return a.option === 'store'
    ? { repairProId, option: 'store' as const, shopId: a.shopId }
    : { repairProId, option: 'home' as const, location: a.location.trim(), appointmentDate: a.appointment_date }
}

/** Books the repair as a signed-in call: on to the summary, nowhere when it failed. */
function bookingCall($state: AddressStore, snackbar: Snackbar): SignedInCall {
  return async ({ token }) => {
    const b = $repairBooking.get()
    if (!b.repairProId) return {}
    $state.setKey('requesting', true)
    const r = await api('completeRepair', { body: bookingBody(b.repairProId, b.addressDetails), token })
    $state.setKey('requesting', false)
    if (r.ok) {
      finishBooking(r.data.ticketId)
      return { next: `${pathTo('repairSummary', { country: $country.get() })}?ticket=${encodeURIComponent(r.data.ticketId)}` }
    }
    if (r.kind === 'server' && r.status === 401) return 'unauthorised'
    snackbar.show(repairFailure(r))
    return {}
  }
}

/** Default the day to the first open one, and drop a day no longer offered. */
function settleDate(slots: readonly RepairSlot[]) {
  const { appointment_date } = $repairBooking.get().addressDetails
  if (!slots.some((s) => s.date === appointment_date && !s.isWeekend)) setAddress({ appointment_date: firstOpenDay(slots) })
}

/** The country's stores and the offered days. */
function createAddressLoaders($state: AddressStore, now: () => number) {
  async function loadStores() {
    $state.setKey('stores', { status: 'loading' })
    const r = await api('stores')
    $state.setKey('stores', r.ok ? { status: 'ready', data: r.data.stores } : failed(r))
  }

  async function loadSlots() {
    // The browser's own count shows at once; the server's clock decides and replaces it.
    const local = repairSlots(now())
    $state.setKey('slots', { status: 'ready', data: local })
    settleDate(local)
    const r = await api('repairSlots')
    if (r.ok && r.data.slots.length) {
      $state.setKey('slots', { status: 'ready', data: r.data.slots })
      settleDate(r.data.slots)
    }
  }

  return { loadStores, loadSlots }
}

/** The fields: each change clears its own error. */
function createAddressFields($state: AddressStore) {
  function clearError(field: AddressField) {
    const errors = { ...$state.get().errors }
    delete errors[field]
    $state.setKey('errors', errors)
  }

  return {
    setOption(option: AddressDetails['option']) {
      setAddress({ option })
      $state.setKey('errors', {})
    },
    setStore(shopId: string) {
      setAddress({ shopId })
      clearError('shopId')
    },
    setLocation(location: string) {
      setAddress({ location })
      clearError('location')
    },
    setDate(slot: RepairSlot) {
      if (slot.isWeekend) return
      setAddress({ appointment_date: slot.date })
      clearError('appointment_date')
    },
  }
}

export function createRepairAddress({ state, notice = null, now = () => Date.now() }: { state?: Partial<RepairAddressState>; notice?: Message | null; now?: () => number } = {}) {
  const $state = map<RepairAddressState>({ ...initialAddress(), ...state })
  const snackbar = createSnackbar(notice)
  const loaders = createAddressLoaders($state, now)

  /** 'Request Diagnosis': books the repair (§4) for a signed-in user; anyone else signs in first. */
  async function request() {
    const s = $state.get()
    const b = $repairBooking.get()
    if (s.requesting || !b.repairProId) return
    const errors = addressErrors(b.addressDetails, s.slots.status === 'ready' ? s.slots.data : [])
    $state.setKey('errors', errors)
    if (Object.keys(errors).length) return
    await withUser(bookingCall($state, snackbar), () => pathTo('repairAddress', { country: $country.get() }))
  }

  onMount($state, () => {
    const s = $state.get()
    if (s.stores.status === 'idle') void loaders.loadStores()
    if (s.slots.status === 'idle') void loaders.loadSlots()
    else if (s.slots.status === 'ready') settleDate(s.slots.data)
    // The stores are the country's own.
    return $country.listen(() => void loaders.loadStores())
  })

  return { $state, snackbar, ...loaders, ...createAddressFields($state), request }
}

export type RepairAddress = ReturnType<typeof createRepairAddress>
