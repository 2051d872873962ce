/** The shop landing's strips (shop-and-repair.md §2 'Home-style page'): featured models and deals. */
import { map, onMount } from 'nanostores'
import { api } from '@core/platform/api/client'
import { seeded } from '@core/platform/api/seeds'
import type { InventoryItem } from './contract'
import { $country } from '@core/platform/locale'
import { latestOnly, type Loadable } from '@core/platform/loadable'

export interface ShopHomeState {
  featured: Loadable<InventoryItem[]>
  deals: Loadable<InventoryItem[]>
}

export function createShopHome() {
  // The strips come with the page when the server rendered it (seeds.ts).
  const featured = seeded({ name: 'featuredModels' })
  const deals = seeded({ name: 'deals' })
  const $state = map<ShopHomeState>(featured && deals
    ? { featured: { status: 'ready', data: featured.devices }, deals: { status: 'ready', data: deals.devices } }
    : { featured: { status: 'idle' }, deals: { status: 'idle' } })
  const latest = latestOnly()

  async function load() {
    const isLatest = latest.begin()
    $state.set({ featured: { status: 'loading' }, deals: { status: 'loading' } })
    const [featured, deals] = await Promise.all([api('featuredModels'), api('deals')])
    if (!isLatest()) return
    $state.set({
      featured: featured.ok ? { status: 'ready', data: featured.data.devices } : { status: 'error', message: featured.message, network: featured.kind === 'network' },
      deals: deals.ok ? { status: 'ready', data: deals.data.devices } : { status: 'error', message: deals.message, network: deals.kind === 'network' },
    })
  }

  onMount($state, () => {
    if ($state.get().featured.status === 'idle') void load()
    return $country.listen(() => void load())
  })
  return { $state, load }
}
export type ShopHome = ReturnType<typeof createShopHome>
