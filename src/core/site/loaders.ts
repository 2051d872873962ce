/**
 * The content pages' reads: the partner of a partner page, and the repair price list. One store per
 * page instance (stories create them in any state); each loads when first shown.
 */
import { atom, onMount } from 'nanostores'
import { api, configureApi } from '@core/platform/api/client'
import type { RepairFault } from './contract'
import { $country } from '@core/platform/locale'
import { createResource, type Loadable } from '@core/platform/loadable'

export interface Partner {
  _id: string
  name: string
}
/** 'missing' is the unknown partner: the page shows the not-found screen. */
export type PartnerState = Loadable<Partner> | { status: 'missing' }

export function createPartnerPage(partnerId: string) {
  const $partner = atom<PartnerState>({ status: 'idle' })
  async function load() {
    $partner.set({ status: 'loading' })
    const r = await api('partner', { params: { partnerId } })
    if (r.ok) {
      // From here on the site's calls carry the partner's key, so a quote made after 'Sell now' (in
      // the sell flow, after sign-in) is attributed to the partner whose page the seller came from.
      configureApi({ appKey: r.data.partner.appKey })
      $partner.set({ status: 'ready', data: { _id: r.data.partner._id, name: r.data.partner.name } })
    } else if (r.kind === 'server' && r.status === 404) {
      $partner.set({ status: 'missing' })
    } else {
      $partner.set({ status: 'error', message: r.message, network: r.kind === 'network' })
    }
  }
  onMount($partner, () => {
    if ($partner.get().status === 'idle') void load()
  })
  return { $partner, load }
}
export type PartnerPage = ReturnType<typeof createPartnerPage>

export function createRepairPrices() {
  // Prices are in the country's currency: they load again when it changes.
  const prices = createResource(async () => {
    const r = await api('repairFaults')
    return r.ok ? { ok: true as const, data: r.data.faults } : r
  }, [$country])
  return { $prices: prices.$state, load: prices.reload }
}
export type RepairPrices = ReturnType<typeof createRepairPrices>
