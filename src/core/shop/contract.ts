/**
 * The API contract of the shop: devices, variants, stock: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import { Brand } from '@core/catalogue/contract'
import { Currency, Flag, Id, Money, Ok, call, msg, pageQuery, pageReply } from '@core/platform/api/define'

// ---------------------------------------------------------------- shop

export const ColorOption = z.object({ id: Id, value: z.string(), label: z.string() })
export const ShopVariant = z.object({
  _id: Id,
  modelID: Id,
  ram: z.number(),
  storage: z.number(),
  color: ColorOption,
  currency: Currency,
  saleprice: Money,
  discounted: Money,
  priority: Flag,
  instock: Flag,
  quantity: z.int().check(z.nonnegative()),
  /** Simu: the battery health (percent of design capacity) of the units of this variant. */
  batteryHealth: z.number(),
  /** Simu: what Simu pays to buy this variant back after the 12-month warranty (domain/shop.ts buyBackPrice). */
  buyBackPrice: z.optional(Money),
})
export type ShopVariant = z.infer<typeof ShopVariant>

export const InventoryItem = z.object({
  /** brand is the brand's name; brandId (Simu) its id, as the brands filter takes it. */
  details: z.object({ _id: Id, modelName: z.string(), brand: z.string(), brandId: Id }),
  image: z.string(),
  instock: Flag,
  prices: z.object({ currency: Currency, saleprice: Money, discounted: Money }),
  specs: z.object({ highlights: z.array(z.string()), pairs: z.array(z.object({ key: z.string(), value: z.string() })) }),
  priorityVariant: z.optional(Id),
})
export type InventoryItem = z.infer<typeof InventoryItem>

export const AvailableModelsQuery = z.object({
  baseprice: z.optional(z.enum(['1', '2', '3', '4'], { error: 'baseprice is 1 to 4' })),
  instock: z.optional(z.enum(['1'], { error: 'instock is 1' })),
  brands: z.optional(z.string().check(z.maxLength(400, 'too many brands'))),
  ...pageQuery,
})
/**
 * A page of the catalogue (docs/api.md "Paging"): total (and count, its older name) is the number of models
 * matching the filters over every page; brands (Simu) the brands the shop stocks, for the filter.
 */
export const AvailableModelsReply = z.object({ ...Ok, inventory: z.array(InventoryItem), ...pageReply, count: z.number(), brands: z.optional(z.array(Brand)), msg })

export const ProductReply = z.object({
  ...Ok,
  inventory: z.object({ details: InventoryItem.shape.details, image: z.string(), specs: InventoryItem.shape.specs }),
  variants: z.array(ShopVariant),
  images: z.array(z.object({ upload: z.string() })),
  colors: z.array(ColorOption),
  instock: Flag,
  quantity: z.number(),
  /** Simu: what Simu pays to buy the phone back after the 12-month warranty. */
  buyBackPrice: z.optional(Money),
})
export const VariantModelReply = z.object({
  ...Ok,
  color: z.object({ highlights: z.object({ colors: z.array(ColorOption) }) }),
  variants: z.array(ShopVariant),
})
export const InventoryByBrandReply = z.object({ ...Ok, brands: z.array(InventoryItem) })
export const ImageByModelBody = z.object({ modelId: Id, key: z.optional(z.string().check(z.maxLength(40))) })
export const ImageByModelReply = z.object({ ...Ok, data: z.object({ image: z.string() }) })
export const DevicesReply = z.object({ ...Ok, devices: z.array(InventoryItem) })
export const VariantByColorReply = z.object({ ...Ok, variant: z.array(ShopVariant) })
export const QuantityReply = z.object({ ...Ok, quantity: z.number() })


export const shopCalls = {
  variantModel: call({ method: 'GET', path: '/get_variant_model/:modelId', reply: VariantModelReply }),
  availableModels: call({ method: 'GET', path: '/available_models', query: AvailableModelsQuery, reply: AvailableModelsReply }),
  singleProduct: call({ method: 'GET', path: '/get_single_product/:id', reply: ProductReply }),
  inventoryByBrand: call({ method: 'GET', path: '/get_inventory_by_brand/:brandId', reply: InventoryByBrandReply }),
  imageByModel: call({ method: 'POST', path: '/get_image_by_model', body: ImageByModelBody, reply: ImageByModelReply }),
  featuredModels: call({ method: 'GET', path: '/get_featured_models', reply: DevicesReply }),
  deals: call({ method: 'GET', path: '/get_deals', reply: DevicesReply }),
  variantByColor: call({ method: 'GET', path: '/get_variant_by_color/:color/:modelId', reply: VariantByColorReply }),
  quantityByVariant: call({ method: 'GET', path: '/get_quantity_by_variant/:variantId', reply: QuantityReply }),
} as const
