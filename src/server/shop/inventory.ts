/**
 * The shop's rows as the API shows them: models and variants read in sets, a variant priced in the
 * country's currency, catalogue cards, the per-country summary the lists are built from (summary.ts)
 * and the static part of a product page.
 */
import { priceColumns } from '@server/lib/country'
import type { InventoryItem, ShopVariant } from '@core/shop/contract'
import { countryCurrency, type Country } from '@core/domain/constants'
import { startingPrice } from '@core/domain/shop'
import type { Db } from '@server/db'
import { imageUrl } from '@server/catalogue/service'
import type { ShopVariantsTable } from './schema'

/** The gallery: the model's picture seen from the front, the back and the side. */
export const galleryViews = ['front', 'back', 'side'] as const
export const viewUrl = (origin: string, modelId: string, view: (typeof galleryViews)[number]) =>
  view === 'front' ? imageUrl(origin, modelId) : `${imageUrl(origin, modelId)}?view=${view}`

export interface ModelRow {
  id: string
  name: string
  brand_id: string
  brand: string
  brand_sort: number
  release_year: number
  featured: number
  deal: number
  highlights: string
  specs: string
}
/** A variant row with its colour's name and swatch (the join the shop's reads make). */
export interface VariantRow extends ShopVariantsTable {
  color_name: string
  color_hex: string
}

export const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export function modelsQuery(db: Db) {
  return db.selectFrom('shop_models as s')
    .innerJoin('device_models as m', 'm.id', 's.model_id')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select(['m.id', 'm.name', 'm.brand_id', 'b.name as brand', 'b.sort as brand_sort', 'm.release_year', 's.featured', 's.deal', 's.highlights', 's.specs'])
}

export function variantsQuery(db: Db) {
  return db.selectFrom('shop_variants as v')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .select(['v.id', 'v.model_id', 'v.color_id', 'c.name as color_name', 'c.hex as color_hex', 'v.ram', 'v.storage',
      'v.sale_kes', 'v.sale_tzs', 'v.sale_ugx', 'v.disc_kes', 'v.disc_tzs', 'v.disc_ugx', 'v.priority', 'v.quantity', 'v.battery_health'])
}

export const colorOf = (v: VariantRow) => ({ id: v.color_id, value: v.color_hex, label: v.color_name })

export function toVariant(v: VariantRow, country: Country, buyBack?: number): ShopVariant {
  const row = v as unknown as Record<string, number>
  const quantity = Math.max(0, Number(v.quantity))
  return {
    _id: v.id,
    modelID: v.model_id,
    ram: Number(v.ram),
    storage: Number(v.storage),
    color: colorOf(v),
    currency: countryCurrency[country],
    saleprice: Number(row[priceColumns[country].sale]),
    discounted: Number(row[priceColumns[country].disc]),
    priority: Number(v.priority) === 1,
    instock: quantity > 0,
    quantity,
    batteryHealth: Number(v.battery_health),
    ...(buyBack !== undefined ? { buyBackPrice: buyBack } : {}),
  }
}

/** A catalogue card: the model with its starting price (lowest discounted price of its variants). */
export function toItem(m: ModelRow, variants: readonly ShopVariant[], origin: string, country: Country): InventoryItem {
  const start = startingPrice(variants) ?? { saleprice: 0, discounted: 0 }
  const priority = variants.find((v) => v.priority) ?? variants[0]
  return {
    details: { _id: m.id, modelName: m.name, brand: m.brand, brandId: m.brand_id },
    image: imageUrl(origin, m.id),
    instock: variants.some((v) => v.quantity > 0),
    prices: { currency: countryCurrency[country], ...start },
    specs: { highlights: parseJson<string[]>(m.highlights, []), pairs: parseJson<{ key: string; value: string }[]>(m.specs, []) },
    ...(priority ? { priorityVariant: priority._id } : {}),
  }
}

/** In stock first, then by brand order, newest first, then by name. */
function catalogueOrder(a: { m: ModelRow; item: InventoryItem }, b: { m: ModelRow; item: InventoryItem }) {
  return Number(b.item.instock) - Number(a.item.instock) || Number(a.m.brand_sort) - Number(b.m.brand_sort)
    || Number(b.m.release_year) - Number(a.m.release_year) || a.m.name.localeCompare(b.m.name)
}

/**
 * Every shop model as catalogue items, in catalogue order: two set-based queries (the models, then all
 * their variants). Run only to build the summary; image URLs are set per request (card, below).
 */
export async function inventory(db: Db, country: Country) {
  const origin = ''
  const models = (await modelsQuery(db).execute()) as ModelRow[]
  if (models.length === 0) return []
  const rows = (await variantsQuery(db).where('v.model_id', 'in', models.map((m) => m.id)).execute()) as VariantRow[]
  const byModel = new Map<string, ShopVariant[]>()
  for (const r of rows) {
    const list = byModel.get(r.model_id) ?? []
    list.push(toVariant(r, country))
    byModel.set(r.model_id, list)
  }
  return models
    .map((m) => ({ m, item: toItem(m, byModel.get(m.id) ?? [], origin, country) }))
    .sort(catalogueOrder)
}

/**
 * The catalogue of a country, derived from the database and kept a few seconds (lib/shop-summary.ts):
 * every shop model as a card in catalogue order (its image left for the request's origin), with what
 * the lists filter on, and the brands the shop stocks. Two set-based queries for the cards, one for the brands.
 */
export interface CatalogueEntry {
  item: InventoryItem
  brandId: string
  featured: boolean
  deal: boolean
}
export interface CatalogueSummary {
  entries: CatalogueEntry[]
  brands: { _id: string; brand: string }[]
}

/** A summary card for a request: the same object with the image URL of the request's origin, in its place. */
export const card = (e: CatalogueEntry, origin: string): InventoryItem => ({ ...e.item, image: imageUrl(origin, e.item.details._id) })

/**
 * The static part of a product page in a country (everything but the quantities), kept a few seconds:
 * the model, its variants in the database's order with their prices and buy-back prices, the colours.
 */
export interface ProductStatic {
  model: ModelRow
  specs: InventoryItem['specs']
  details: InventoryItem['details']
  variants: ShopVariant[]
  colors: ReturnType<typeof colorOf>[]
  buyBackPrice?: number
}


