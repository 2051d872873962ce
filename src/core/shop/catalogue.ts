/**
 * The shop catalogue (shop-and-repair.md §2 'Shop catalogue', §4 'Catalogue'): the view (filters and
 * page, mirrored in the URL query by the page) and the models it shows. One store per page instance;
 * stories set its state directly.
 */
import { atom, map, onMount } from 'nanostores'
import { api } from '@core/platform/api/client'
import { seeded } from '@core/platform/api/seeds'
import type { InventoryItem } from './contract'
import { availableModelsQuery, emptyView, shopQueryString, type ShopView } from '@core/domain/shop'
import { $country } from '@core/platform/locale'
import { latestOnly, type Loadable } from '@core/platform/loadable'
import { navigate } from '@core/platform/navigation'

export interface CatalogueData {
  items: InventoryItem[]
  count: number
}

export interface CatalogueState {
  view: ShopView
  inventory: Loadable<CatalogueData>
  brands: { _id: string; brand: string }[]
}

const sameView = (a: ShopView, b: ShopView) => shopQueryString(a) === shopQueryString(b)

/**
 * `path` is the catalogue's own path (/ke/ecommerce/shop): changing the view opens path + query, so the
 * browser's history holds every view and a shared link reopens it.
 */
export function createCatalogue({ path, view = emptyView }: { path: string; view?: ShopView }) {
  // The first page comes with its data when the server rendered it (seeds.ts).
  const first = seeded({ name: 'availableModels', query: availableModelsQuery(view) })
  const $state = map<CatalogueState>({
    view,
    inventory: first ? { status: 'ready', data: { items: first.inventory, count: first.count } } : { status: 'idle' },
    brands: first?.brands ?? [],
  })
  /** Whether the small-screen filter drawer is open. */
  const $drawerOpen = atom(false)
  const latest = latestOnly()

  async function load() {
    const isLatest = latest.begin()
    const { view } = $state.get()
    $state.setKey('inventory', { status: 'loading' })
    const r = await api('availableModels', { query: availableModelsQuery(view) })
    if (!isLatest()) return
    if (r.ok) {
      $state.set({ ...$state.get(), inventory: { status: 'ready', data: { items: r.data.inventory, count: r.data.count } }, brands: r.data.brands ?? $state.get().brands })
    } else {
      $state.setKey('inventory', { status: 'error', message: r.message, network: r.kind === 'network' })
    }
  }

  /** Shows a view (the URL changed: a link, back or forward); loads only when it differs. */
  function show(next: ShopView) {
    const current = $state.get()
    if (sameView(current.view, next) && current.inventory.status !== 'idle') return
    $state.setKey('view', next)
    void load()
  }

  /** The visitor changed a filter or the page: the URL records it, which shows the view. */
  function change(next: ShopView) {
    if (sameView($state.get().view, next)) return
    show(next)
    navigate(path + shopQueryString(next))
  }

  onMount($state, () => {
    if ($state.get().inventory.status === 'idle') void load()
    // Prices and bands are per country.
    return $country.listen(() => void load())
  })

  return {
    $state,
    $drawerOpen,
    load,
    show,
    change,
    openDrawer: () => $drawerOpen.set(true),
    closeDrawer: () => $drawerOpen.set(false),
  }
}
export type Catalogue = ReturnType<typeof createCatalogue>
