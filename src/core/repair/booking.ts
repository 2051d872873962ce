/**
 * The repair booking context (shop-and-repair.md §3 'Cart/booking context', §4 'Repair'): the chosen
 * faults (the repair cart), the warranty check, the message, the terms, the server's estimate (total
 * and repairProId) and the address details. It lives in sessionStorage so a reload or the sign-in
 * detour keeps it; the repair screen, the address page and the sign-in drawer all read it.
 */
import { computed } from 'nanostores'
import type { RepairFault } from '@core/site/contract'
import { currencies, repair, storageKeys, type Currency } from '@core/domain/constants'
import { repairCost } from '@core/domain/repair'
import { sessionValue } from '@core/platform/storage'

/** Simu: the booking's storage key, prefixed like every Simu key (the lead may move it to constants.storageKeys). */
export const repairBookingKey = storageKeys.repairBooking

export const addressOptions = ['store', 'home'] as const
export type AddressOption = (typeof addressOptions)[number]

/** A fault in the repair cart: what the estimate request sends (component) and what the page shows. */
export type ChosenFault = Pick<RepairFault, '_id' | 'label' | 'component' | 'price' | 'currency'>

export type WarrantyResult = 'unchecked' | 'active' | 'inactive'

export interface AddressDetails {
  option: AddressOption
  /** The chosen Simu store (store visit). */
  shopId: string
  /** Where the technician comes (home visit). */
  location: string
  /** YYYY-MM-DD; the first offered open day until the user picks another. */
  appointment_date: string
}

export interface RepairEstimate {
  cost: number
  currency: Currency
  /** Whether the server applied the warranty discount. */
  warranty: boolean
}

export interface RepairBooking {
  modelId: string
  colorId: string
  /**
   * What the address page shows of the phone, and the colour the estimate is for: the one asked for,
   * or the model's first colour when none was (colorId above stays as asked, so the way back from
   * the sign-in drawer finds the same booking).
   */
  device: { modelName: string; colorName: string; image: string; colorId: string } | null
  cart: ChosenFault[]
  boughtFromSimu: boolean
  imei: string
  warranty: WarrantyResult
  message: string
  terms: boolean
  /** The server's estimate: its cost is the booking's total. */
  total: RepairEstimate | null
  repairProId: string | null
  addressDetails: AddressDetails
  /** The ticket the last diagnosis request made: the way back from its summary says it is booked (issue 10). */
  bookedTicket: string | null
}

export const emptyAddress = (): AddressDetails => ({ option: 'store', shopId: '', location: '', appointment_date: '' })

export const emptyBooking = (modelId = '', colorId = ''): RepairBooking => ({
  modelId,
  colorId,
  device: null,
  cart: [],
  boughtFromSimu: false,
  imei: '',
  warranty: 'unchecked',
  message: '',
  terms: false,
  total: null,
  repairProId: null,
  addressDetails: emptyAddress(),
  bookedTicket: null,
})

const isString = (v: unknown): v is string => typeof v === 'string'
const isFault = (v: unknown): v is ChosenFault => {
  const f = v as ChosenFault
  return isString(f?._id) && isString(f.label) && isString(f.component) && Number.isInteger(f.price) && currencies.includes(f.currency)
}

/** A stored booking, or undefined when it is not one (an old or foreign value starts afresh). */
export function decodeBooking(raw: unknown): RepairBooking | undefined {
  const b = raw as RepairBooking
  if (!b || typeof b !== 'object' || !isString(b.modelId) || !isString(b.colorId) || !Array.isArray(b.cart)) return undefined
  const base = emptyBooking(b.modelId, b.colorId)
  const a = b.addressDetails
  const total = b.total
  return {
    ...base,
    device: b.device && isString(b.device.modelName) && isString(b.device.colorName) && isString(b.device.image) && isString(b.device.colorId) ? b.device : null,
    cart: b.cart.filter(isFault),
    boughtFromSimu: b.boughtFromSimu === true,
    imei: isString(b.imei) ? b.imei : '',
    warranty: b.warranty === 'active' || b.warranty === 'inactive' ? b.warranty : 'unchecked',
    message: isString(b.message) ? b.message : '',
    terms: b.terms === true,
    total: total && Number.isInteger(total.cost) && currencies.includes(total.currency) ? { cost: total.cost, currency: total.currency, warranty: total.warranty === true } : null,
    repairProId: isString(b.repairProId) ? b.repairProId : null,
    addressDetails: a && typeof a === 'object'
      ? {
          option: a.option === 'home' ? 'home' : 'store',
          shopId: isString(a.shopId) ? a.shopId : '',
          location: isString(a.location) ? a.location : '',
          appointment_date: isString(a.appointment_date) ? a.appointment_date : '',
        }
      : emptyAddress(),
    bookedTicket: isString(b.bookedTicket) && /^[\w-]{1,80}$/.test(b.bookedTicket) ? b.bookedTicket : null,
  }
}

export const $repairBooking = sessionValue<RepairBooking>(repairBookingKey, emptyBooking(), decodeBooking)

/** The preview of the cost while no estimate exists: the faults' prices, less the discount for an active warranty. */
export const $repairPreview = computed($repairBooking, (b) => ({
  cost: b.cart[0] ? repairCost(b.cart.map((f) => f.price), b.boughtFromSimu && b.warranty === 'active', b.cart[0].currency) : 0,
  currency: b.cart[0]?.currency ?? null,
}))

/** Why the estimate and proceed buttons are disabled, or null (shop-and-repair.md §5). */
export type BlockedReason = 'noFault' | 'terms' | null
export const estimateBlockedReason = (b: RepairBooking): BlockedReason => (b.cart.length === 0 ? 'noFault' : !b.terms ? 'terms' : null)

const patch = (p: Partial<RepairBooking>) => $repairBooking.set({ ...$repairBooking.get(), ...p })
/** What the estimate depends on changed: the old estimate (and its request id) no longer holds. */
const noEstimate = { total: null, repairProId: null } as const

/** Opens the booking for a phone: the same phone keeps what was chosen, another one starts afresh. */
export function startBooking(modelId: string, colorId: string): void {
  const b = $repairBooking.get()
  if (b.modelId === modelId && b.colorId === colorId) return
  $repairBooking.set(emptyBooking(modelId, colorId))
}

export function setDevice(device: NonNullable<RepairBooking['device']>): void {
  patch({ device })
}

/** Adds a fault to the repair cart, or takes it out when it is there (§4: toggles a cart). */
export function toggleFault(fault: ChosenFault): void {
  const { cart } = $repairBooking.get()
  const chosen = cart.some((f) => f._id === fault._id)
  const { _id, label, component, price, currency } = fault
  patch({ cart: chosen ? cart.filter((f) => f._id !== fault._id) : [...cart, { _id, label, component, price, currency }], ...noEstimate })
}

export function setBoughtFromSimu(bought: boolean): void {
  patch({ boughtFromSimu: bought, warranty: 'unchecked', ...(bought ? {} : { imei: '' }), ...noEstimate })
}

export function setImei(imei: string): void {
  patch({ imei, warranty: 'unchecked', ...noEstimate })
}

export function setWarranty(warranty: WarrantyResult): void {
  patch({ warranty, ...noEstimate })
}

export function setMessage(message: string): void {
  patch({ message })
}

export function setTerms(terms: boolean): void {
  patch({ terms })
}

export function setEstimate(estimate: RepairEstimate & { repairProId: string }): void {
  const { repairProId, ...total } = estimate
  patch({ total, repairProId })
}

export function setAddress(details: Partial<AddressDetails>): void {
  patch({ addressDetails: { ...$repairBooking.get().addressDetails, ...details } })
}

/** After the diagnosis request (§4): the cart, terms, total and repair id are cleared; the ticket is remembered. */
export function finishBooking(ticketId: string | null = null): void {
  patch({ cart: [], terms: false, message: '', ...noEstimate, bookedTicket: ticketId })
}

/** 'mostly 2-3' days of the spec's turnaround (shop-and-repair.md §2 FAQs). */
export const usualTurnaroundDays = repair.usualTurnaroundDays
