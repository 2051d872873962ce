/**
 * Handing the phone over (a trade-in's next step): the pickup form (address, town, day, slot) or the
 * store chooser (region filter, store) of the trade-in's country.
 */
import { computed, map, onMount, type MapStore } from 'nanostores'
import { api } from '@core/platform/api/client'
import { failed } from '@core/platform/loadable'
import type { Store } from '@core/catalogue/contract'
import type { Country } from '@core/domain/constants'
import { pickupProblems, type PickupDay, type PickupSlot } from '@core/domain/trade-in'
import { findTown } from '@core/domain/towns'
import type { Remote } from './trade-in'

export type HandoverMode = 'pickup' | 'store'
export type FieldProblem = 'required' | 'tooLong' | 'unavailable' | 'unknownTown'

export interface HandoverForm {
  mode: HandoverMode
  address: string
  /** The pickup town, one of the country's towns (src/core/domain/towns.ts). */
  town: string
  date: string
  slot: PickupSlot | ''
  problems: Partial<Record<'address' | 'town' | 'date' | 'slot' | 'store', FieldProblem>>
  region: string
  storeId: string
  days: Remote<PickupDay[]>
  stores: Remote<Store[]>
}

/** The pickup form (address, day, slot) and the store chooser (region filter, store). */
export function createHandover(country: Country, initial?: Partial<HandoverForm>) {
  const $form: MapStore<HandoverForm> = map<HandoverForm>({
    mode: 'pickup', address: '', town: '', date: '', slot: '', problems: {}, region: '', storeId: '',
    days: { status: 'loading' }, stores: { status: 'loading' }, ...initial,
  })
  const $regions = computed($form, (f) => (f.stores.status === 'ready' ? [...new Set(f.stores.data.map((s) => s.region))] : []))
  const $visibleStores = computed($form, (f) => (f.stores.status === 'ready' ? f.stores.data.filter((s) => !f.region || s.region === f.region) : []))

  async function loadDays() {
    $form.setKey('days', { status: 'loading' })
    const r = await api('pickupDays')
    $form.setKey('days', r.ok ? { status: 'ready', data: r.data.days } : failed(r))
  }
  async function loadStores() {
    $form.setKey('stores', { status: 'loading' })
    // The trade-in's country decides the stores, whatever country the page shows.
    const r = await api('dropOffStores', { query: { country } })
    $form.setKey('stores', r.ok ? { status: 'ready', data: r.data.stores } : failed(r))
  }
  const clearProblem = (field: keyof HandoverForm['problems']) => $form.setKey('problems', { ...$form.get().problems, [field]: undefined })
  onMount($form, () => {
    if (initial?.days === undefined) void loadDays()
    if (initial?.stores === undefined) void loadStores()
  })

  return {
    $form,
    $regions,
    $visibleStores,
    loadDays,
    loadStores,
    setMode(mode: HandoverMode) {
      $form.setKey('mode', mode)
      $form.setKey('problems', {})
    },
    setField(field: 'address' | 'town' | 'date' | 'slot', value: string) {
      // (The slot's select offers only its slots: its value is a PickupSlot or empty.)
      $form.setKey(field as 'address', value)
      clearProblem(field)
    },
    setRegion(region: string) {
      const f = $form.get()
      // A chosen store outside the new region is no longer in view: drop it.
      const keep = f.stores.status === 'ready' && f.stores.data.some((s) => s._id === f.storeId && (!region || s.region === region))
      $form.setKey('region', region)
      $form.setKey('storeId', keep ? f.storeId : '')
    },
    setStore(storeId: string) {
      $form.setKey('storeId', storeId)
      clearProblem('store')
    },
    /** The pickup to send, or null with the problems shown. */
    pickup(): { address: string; town: string; date: string; slot: PickupSlot } | null {
      const f = $form.get()
      const town = findTown(country, f.town)
      const problems: HandoverForm['problems'] = {
        ...pickupProblems(f, f.days.status === 'ready' ? f.days.data : []),
        ...(f.town.trim() === '' ? { town: 'required' as const } : town === undefined ? { town: 'unknownTown' as const } : {}),
      }
      $form.setKey('problems', problems)
      if (Object.keys(problems).length) return null
      return { address: f.address.trim(), town: town!, date: f.date, slot: f.slot as PickupSlot }
    },
    /** The store to send, or null with the problem shown. */
    store(): string | null {
      const f = $form.get()
      if (!f.storeId) {
        $form.setKey('problems', { store: 'required' })
        return null
      }
      return f.storeId
    },
  }
}
export type Handover = ReturnType<typeof createHandover>
