/**
 * The sell pages' loaders (select-brand, select-variant, Samsung and stores): store lists, a brand's
 * models, one model, trade-in prices (each the platform's resource: loaded when first shown, again when
 * the country changes, since prices and Simu's stores are per country, and on retry); and the
 * select-variant page's hand-off to the wizard.
 */
import { atom, type ReadableAtom } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { DeviceModel, SellVariant, Store } from '@core/catalogue/contract'
import { samsungBrandId, samsungRegions, type Country, type StoreListName } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { createResource } from '@core/platform/loadable'
import { selectModel, setAnswers } from '@core/checker'

/** The select-variant page's 'Sell this phone': the wizard opens with it selected (and no answers yet). */
export function sellThisPhone(model: DeviceModel, v: SellVariant): void {
  setAnswers({})
  selectModel({
    modelID: model.details._id, variantID: v.variant._id, modelName: model.details.modelName,
    ram: v.variant.ram, storage: v.variant.storage, image: model.image, price: v.prices.price,
  })
}

/** One model with its brand and variants (select-variant page). */
export const createSellModel = (modelId: string) => createResource(() => api('sellModel', { params: { modelId } }), [$country])

/** A brand's models with their prices by size: the select-brand page, and the Samsung page's fixed prices. */
export const createTradeInPrices = (brandId: string = samsungBrandId) => createResource(() => api('tradeInPrices', { params: { brandId } }), [$country])

/** One store list with its region filter. */
/** `country`: the widget's own country (its attribute); the visitor's $country by default. */
export function createStoreList(list: StoreListName, country: ReadableAtom<Country> = $country) {
  const resource = createResource(() => api('tradeInStoreList', { params: { list }, country: country.get() }), [country])
  const $region = atom<string | undefined>(undefined)
  return { list, $state: resource.$state, reload: resource.reload, $region, setRegion: (r: string | undefined) => $region.set(r || undefined) }
}
export type StoreListStore = ReturnType<typeof createStoreList>

/** The regions of a store list, in the spec's order first (sell-side.md §2), then any others A-Z. */
export function regionsOf(stores: readonly Store[]): string[] {
  const present = [...new Set(stores.map((s) => s.region))]
  const known = samsungRegions.filter((r) => present.includes(r))
  const others = present.filter((r) => !(samsungRegions as readonly string[]).includes(r)).sort()
  return [...known, ...others]
}

/** The stores of a region (all when none), grouped by region in the filter's order, then by name. */
export function storesIn(stores: readonly Store[], region: string | undefined): Store[] {
  const order = regionsOf(stores)
  return stores
    .filter((s) => !region || s.region === region)
    .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region) || a.store_name.localeCompare(b.store_name))
}

export const countryHome = (country: Country) => `/${country}`
export const deviceDetailsPath = (country: Country) => `/${country}/device-details`
