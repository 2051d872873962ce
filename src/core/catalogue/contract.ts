/**
 * The API contract of the catalogue: brands, models, variants, search, stores and dealers: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import { Currency, Flag, Id, Money, Ok, call, text } from '@core/platform/api/define'

// ---------------------------------------------------------------- sell side: brands, models, variants

export const Brand = z.object({ _id: Id, brand: z.string() })
export const BrandsReply = z.object({ ...Ok, brands: z.array(Brand) })

export const DeviceModel = z.object({
  details: z.object({ _id: Id, modelName: z.string() }),
  image: z.string(),
  releaseYear: z.optional(z.number()),
})
export type DeviceModel = z.infer<typeof DeviceModel>
export const DeviceModelsReply = z.object({ ...Ok, deviceModels: z.array(DeviceModel) })

export const SellVariant = z.object({
  variant: z.object({ _id: Id, ram: z.number(), storage: z.number() }),
  prices: z.object({ currency: Currency, price: Money }),
})
export type SellVariant = z.infer<typeof SellVariant>
/** Simu: GET get_sell_variants/{modelId} (the spec leaves the variants path open). */
export const SellVariantsReply = z.object({ ...Ok, variants: z.array(SellVariant) })

export const SearchQuery = z.object({ query: z.string().check(z.maxLength(100, 'search text is too long')) })
export const SearchResult = z.object({
  image: z.string(),
  instock: Flag,
  /** The shop sells the model: the hit opens its product page; otherwise its sell page (issue 10, point 13). */
  shop: z.optional(Flag),
  models: z.object({ _id: Id, modelName: z.string() }),
})
export const SearchReply = z.object({ ...Ok, results: z.object({ models: z.array(SearchResult) }) })

// ---------------------------------------------------------------- stores and dealers

export const Store = z.object({
  _id: Id,
  name: z.string(),
  store_name: z.string(),
  store_location: z.string(),
  region: z.string(),
  contact: z.string(),
  lat: z.number(),
  lng: z.number(),
  openingHours: z.string(),
})
export type Store = z.infer<typeof Store>
export const StoresReply = z.object({ ...Ok, stores: z.array(Store) })
export const Dealer = z.object({ _id: Id, name: z.string(), region: z.array(z.object({ name: z.string() })) })
export type Dealer = z.infer<typeof Dealer>
export const DealersReply = z.object({ ...Ok, dealers: z.array(Dealer) })


export const catalogueCalls = {
  search: call({ method: 'POST', path: '/search', query: SearchQuery, reply: SearchReply }),
  getDevice: call({ method: 'GET', path: '/get_device/:deviceId', reply: BrandsReply }),
  getDeviceModel: call({ method: 'GET', path: '/get_device_model/:brandId', reply: DeviceModelsReply }),
  sellVariants: call({ method: 'GET', path: '/get_sell_variants/:modelId', reply: SellVariantsReply }),
  tradeInStores: call({ method: 'GET', path: '/trade_in_stores', reply: StoresReply }),
  stores: call({ method: 'GET', path: '/get_stores', reply: StoresReply }),
  dealers: call({ method: 'GET', path: '/get_dealers', reply: DealersReply }),
} as const
