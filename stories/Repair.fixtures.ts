/**
 * Sample data and ready-made states for the repair pages' stories and their tests: every store is
 * created in its state with nothing fetched (the page's own store would call the API on mount only
 * from 'idle').
 */
import type { RepairTicket } from '@core/repair'
import type { RepairFault } from '@core/site/contract'
import type { RepairRequest } from '@core/repair'
import type { Store } from '@core/catalogue/contract'
import type { Currency } from '@core/domain/constants'
import { repairSlots, type RepairSlot, type TicketStage } from '@core/domain/repair'
import type { AuthState } from '@core/account/auth'
import { $repairBooking, emptyBooking, type RepairBooking } from '@core/repair'
import { createRepairAddress, type RepairAddressState } from '@core/repair'
import type { Message } from '@core/platform/message'
import { createRepairScreen, type RepairModel, type RepairScreenState } from '@core/repair'
import { createRepairRequest, createRepairTicket, createRepairTickets, type SignedInLoadable } from '@core/repair'

const day = 86_400_000
/** Monday 23 November 2026, 09:00 in Nairobi: the offered days run Friday to Tuesday, the weekend closed. */
export const storyNow = Date.parse('2026-11-23T06:00:00Z')
const ago = (days: number) => new Date(storyNow - days * day).toISOString()

export const signedIn: AuthState = {
  user: { _id: 'u_wanjiru', userId: 'u_wanjiru', fname: 'Wanjiru', lname: 'Kamau', email: 'wanjiru@example.com', phone: '+254712345678', country: 'ke', signupComplete: true },
  token: 'story-token',
}

export const model: RepairModel = {
  data: { image: '' },
  find: { _id: 'iphone-13', modelName: 'iPhone 13' },
  color: { _id: 'midnight', name: 'Midnight' },
  reviews: [
    { user: { fname: 'Wanjiru', lname: 'Kamau' }, message: 'Cracked screen replaced the same afternoon. Face ID still works.', rating: 5, createdAt: ago(3) },
    { user: { fname: 'Baraka', lname: 'Mushi' }, message: 'Battery swap was quick and the phone lasts a full day again.', rating: 4, createdAt: ago(19) },
    { user: { fname: 'Peter', lname: 'Njoroge' }, message: 'Diagnosis took longer than I expected, but staff kept me updated.', rating: 3, createdAt: ago(48) },
  ],
}

const prices: Record<Currency, number> = { KES: 1, TZS: 18, UGX: 28 }
const fault = (_id: string, label: string, component: string, kes: number, currency: Currency = 'KES'): RepairFault => ({ _id, label, component, price: kes * prices[currency], currency })
export const faultsIn = (currency: Currency = 'KES'): RepairFault[] => [
  fault('screen', 'Screen is damaged', 'broken screen', 6000, currency),
  fault('battery', 'Battery has issues', 'battery', 4000, currency),
  fault('charging-port', 'Charging Port not working', 'chargingPort', 3000, currency),
  fault('microphone', 'Microphone is not working', 'microphone', 2000, currency),
  fault('speaker', 'Speaker', 'speakers', 1500, currency),
  fault('earpiece', 'Earpiece is not working', 'earpiece', 2000, currency),
]
const [screenFault, batteryFault] = faultsIn()

const ready = <T,>(data: T) => ({ status: 'ready' as const, data })
const base = (): RepairBooking => ({ ...emptyBooking('iphone-13', 'midnight'), device: { modelName: 'iPhone 13', colorName: 'Midnight', image: '', colorId: 'midnight' } })

export type ScreenStateName =
  | 'loading' | 'modelFailed' | 'noFault' | 'faultsChosen' | 'termsUnticked' | 'estimating' | 'estimate' | 'estimateDiscount'
  | 'warrantyActive' | 'warrantyInactive' | 'invalidImei' | 'checking' | 'messageOnly' | 'estimateFailed'

interface ScreenGiven {
  booking: RepairBooking
  state: Partial<RepairScreenState>
  notice?: Message
}

function screenGiven(name: ScreenStateName, currency: Currency): ScreenGiven {
  const faults = faultsIn(currency)
  const loaded = { model: ready(model), faults: ready(faults) }
  const two = faults.slice(0, 2)
  const chosen = { ...base(), cart: two, terms: true }
  switch (name) {
    case 'loading':
      return { booking: base(), state: { model: { status: 'loading' }, faults: { status: 'loading' } } }
    case 'modelFailed':
      return { booking: base(), state: { model: { status: 'error', message: 'That phone model was not found', network: false }, faults: ready(faults) } }
    case 'noFault':
      return { booking: base(), state: loaded }
    case 'faultsChosen':
      return { booking: chosen, state: loaded }
    case 'termsUnticked':
      return { booking: { ...chosen, terms: false }, state: loaded }
    case 'estimating':
      return { booking: chosen, state: { ...loaded, estimating: true } }
    case 'estimate':
      return { booking: { ...chosen, total: { cost: two[0]!.price + two[1]!.price, currency, warranty: false }, repairProId: 'rp_story' }, state: loaded }
    case 'estimateDiscount': {
      const warranty = { boughtFromSimu: true, imei: '356938035643809', warranty: 'active' as const }
      return { booking: { ...chosen, ...warranty, total: { cost: two[0]!.price + two[1]!.price - 200, currency, warranty: true }, repairProId: 'rp_story' }, state: loaded }
    }
    case 'warrantyActive':
      return { booking: { ...chosen, terms: false, boughtFromSimu: true, imei: '356938035643809', warranty: 'active' }, state: loaded }
    case 'warrantyInactive':
      return { booking: { ...base(), boughtFromSimu: true, imei: '356938035643817', warranty: 'inactive' }, state: loaded }
    case 'invalidImei':
      return { booking: { ...base(), boughtFromSimu: true, imei: '356938035643808' }, state: { ...loaded, imeiError: 'checksum' } }
    case 'checking':
      return { booking: { ...base(), boughtFromSimu: true, imei: '356938035643809' }, state: { ...loaded, checking: true } }
    case 'messageOnly':
      return { booking: { ...base(), message: 'The phone restarts by itself when the camera opens.' }, state: loaded }
    case 'estimateFailed':
      return { booking: chosen, state: loaded, notice: { key: 'repair.errors.generic' } }
  }
}

/** The repair screen in a named state (the booking is set first, as the page would find it). */
export function screenIn(name: ScreenStateName, currency: Currency = 'KES') {
  const given = screenGiven(name, currency)
  $repairBooking.set(given.booking)
  return createRepairScreen({ modelId: 'iphone-13', colorId: 'midnight', country: currency === 'TZS' ? 'tz' : 'ke', state: given.state, notice: given.notice ?? null })
}

// ------------------------------------------------------------------ address

export const slots: RepairSlot[] = repairSlots(storyNow)
export const stores: Store[] = [
  { _id: 'simu-nairobi-cbd', name: 'Simu Nairobi CBD', store_name: 'Simu Nairobi CBD', store_location: 'Kenyatta Ave, next to GPO, Nairobi CBD', region: 'Nairobi', contact: '+254 709 919 000', lat: -1.28, lng: 36.82, openingHours: 'Mon-Sat 8:00-19:00' },
  { _id: 'simu-westlands', name: 'Simu Westlands', store_name: 'Simu Westlands', store_location: 'Woodvale Grove, Westlands, Nairobi', region: 'Nairobi', contact: '+254 709 919 001', lat: -1.26, lng: 36.8, openingHours: 'Mon-Sun 9:00-20:00' },
]

export type AddressStateName = 'store' | 'storeChosen' | 'storesLoading' | 'storesFailed' | 'storeMissing' | 'home' | 'homeMissing' | 'requesting' | 'requestFailed' | 'noBooking'

/** The address page in a named state (the first open day, Friday, is chosen by default). */
export function addressIn(name: AddressStateName) {
  const estimated: RepairBooking = { ...base(), cart: [screenFault!, batteryFault!], terms: true, total: { cost: 10_000, currency: 'KES', warranty: false }, repairProId: 'rp_story' }
  const home = (location: string) => ({ ...estimated, addressDetails: { option: 'home' as const, shopId: '', location, appointment_date: slots[0]!.date } })
  const loaded: Partial<RepairAddressState> = { stores: ready(stores), slots: ready(slots) }
  const set = (booking: RepairBooking, state: Partial<RepairAddressState> = loaded, notice: Message | null = null) => {
    $repairBooking.set(booking)
    return createRepairAddress({ state: { ...loaded, ...state }, notice, now: () => storyNow })
  }
  const withStore = { ...estimated, addressDetails: { ...estimated.addressDetails, shopId: 'simu-westlands', appointment_date: slots[0]!.date } }
  switch (name) {
    case 'store': return set(estimated)
    case 'storeChosen': return set(withStore)
    case 'storesLoading': return set(estimated, { stores: { status: 'loading' } })
    case 'storesFailed': return set(estimated, { stores: { status: 'error', message: 'Something went wrong!', network: false } })
    case 'storeMissing': return set(estimated, { errors: { shopId: true } })
    case 'home': return set(home('Kileleshwa, Othaya Rd, opposite the petrol station'))
    case 'homeMissing': return set(home(''), { errors: { location: true } })
    case 'requesting': return set(withStore, { requesting: true })
    case 'requestFailed': return set(withStore, loaded, { key: 'repair.errors.generic' })
    case 'noBooking': return set(emptyBooking())
  }
}

// ------------------------------------------------------------------ summary, tickets, repair-pro

const events = (stages: readonly TicketStage[]) => stages.map((stage, i) => ({ stage, at: new Date(storyNow - (stages.length - i) * day).toISOString() }))

export function ticketAt(stage: TicketStage, over: Partial<RepairTicket> = {}): RepairTicket {
  const order: TicketStage[] = ['booked', 'received', 'diagnosed', 'repairing', 'ready', 'collected']
  return {
    _id: 't_story', ticket: 'R1001KE', orderNumber: 1001, country: 'ke', modelName: 'iPhone 13', colorName: 'Midnight', image: '',
    currency: 'KES', cost: 9800, warranty: true, faults: ['Screen is damaged', 'Battery has issues'], option: 'store',
    shop: { name: 'Simu Westlands', location: 'Woodvale Grove, Westlands, Nairobi', openingHours: 'Mon-Sun 9:00-20:00' },
    stage, events: events(order.slice(0, order.indexOf(stage) + 1)), createdAt: new Date(storyNow - 6 * day).toISOString(),
    repairProId: 'rp_story',
    // The server gives the expected days until the phone is ready.
    ...(order.indexOf(stage) < order.indexOf('ready') ? { expectedReadyFrom: '2026-11-19', expectedReadyBy: '2026-11-24' } : {}),
    ...over,
  }
}
export const homeTicket = ticketAt('booked', {
  _id: 't_home', ticket: 'R1002KE', orderNumber: 1002, option: 'home', shop: undefined, location: 'Kileleshwa, Othaya Rd', appointmentDate: slots[0]!.date, warranty: false, cost: 10_000,
})

export const ticketIn = (value: SignedInLoadable<RepairTicket>) => createRepairTicket('t_story', value)
export const ticketsIn = (value: SignedInLoadable<RepairTicket[]>) => createRepairTickets(value)

export const request: RepairRequest = {
  image: '',
  variant: {
    model: { modelName: 'iPhone 13' }, color: { name: 'Midnight' }, currency: 'KES', cost: 10_000, orderNumber: 0, country: 'ke',
    deductions: ['Screen is damaged', 'Battery has issues'],
  },
}
export const callback: RepairRequest = {
  image: '',
  variant: {
    model: { modelName: 'iPhone 13' }, color: { name: '' }, currency: 'KES', cost: 0, orderNumber: 0, country: 'ke', deductions: [],
    message: 'The phone restarts by itself when the camera opens.',
  },
}
export const requestIn = (value: Parameters<typeof createRepairRequest>[1]) => createRepairRequest('rp_story', value)
