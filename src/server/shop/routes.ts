/**
 * The shop's API (shop-and-repair.md §7): the refurbished catalogue with its filters, product pages,
 * variants by colour, live stock, featured models and deals, Simu's stores and the pickup dealers.
 * Prices are in the request country's currency. Catalogue lists are cached briefly (same for everyone):
 * built from a per-country summary kept a few seconds (lib/shop-summary.ts), then filtered, counted and
 * paged in memory. Reads that carry a quantity the buyer acts on (product, variants, stock) are always
 * live: the product page caches only its static part and reads the quantities on every request.
 */
import { priceColumns } from '@server/lib/country'
import type { FastifyInstance } from 'fastify'
import type { CompiledQuery } from 'kysely'
import type { InventoryItem, ShopVariant } from '@core/shop/contract'
import { countryCurrency, type Country } from '@core/domain/constants'
import { buyBackPrice, inBand, isBrandId, pageSizeFor, splitBrands, startingPrice, type Band } from '@core/domain/shop'
import type { Db } from '@server/db'
import { badRequest, notFound } from '@server/lib/errors'
import { route } from '@server/lib/http'
import { shopListReplyMs, SummaryCache } from './summary'
import type { Services } from '@server/services'
import { imageUrl, toStore } from '@server/catalogue/routes'

/** Stores and dealers are the same for everyone: served from memory for 10 s, as the sell catalogue is. */
const catalogueCache = { cacheMs: 10_000 }
/**
 * Shop catalogue lists: replies served from memory for 5 s, built from a summary up to 5 s old, so a
 * stock badge lags at most 10 s, as before (lib/shop-summary.ts).
 */
const shopListCache = { cacheMs: shopListReplyMs }


/** The gallery: the model's picture seen from the front, the back and the side. */
const galleryViews = ['front', 'back', 'side'] as const
const viewUrl = (origin: string, modelId: string, view: (typeof galleryViews)[number]) =>
  view === 'front' ? imageUrl(origin, modelId) : `${imageUrl(origin, modelId)}?view=${view}`

interface ModelRow {
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
interface VariantRow {
  id: string
  model_id: string
  color_id: string
  color_name: string
  color_hex: string
  ram: number
  storage: number
  sale_kes: number
  sale_tzs: number
  sale_ugx: number
  disc_kes: number
  disc_tzs: number
  disc_ugx: number
  priority: number
  quantity: number
  battery_health: number
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

function modelsQuery(db: Db) {
  return db.selectFrom('shop_models as s')
    .innerJoin('device_models as m', 'm.id', 's.model_id')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select(['m.id', 'm.name', 'm.brand_id', 'b.name as brand', 'b.sort as brand_sort', 'm.release_year', 's.featured', 's.deal', 's.highlights', 's.specs'])
}

function variantsQuery(db: Db) {
  return db.selectFrom('shop_variants as v')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .select(['v.id', 'v.model_id', 'v.color_id', 'c.name as color_name', 'c.hex as color_hex', 'v.ram', 'v.storage',
      'v.sale_kes', 'v.sale_tzs', 'v.sale_ugx', 'v.disc_kes', 'v.disc_tzs', 'v.disc_ugx', 'v.priority', 'v.quantity', 'v.battery_health'])
}

const colorOf = (v: VariantRow) => ({ id: v.color_id, value: v.color_hex, label: v.color_name })

function toVariant(v: VariantRow, country: Country, buyBack?: number): ShopVariant {
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
function toItem(m: ModelRow, variants: readonly ShopVariant[], origin: string, country: Country): InventoryItem {
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
async function inventory(db: Db, country: Country) {
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
interface CatalogueEntry {
  item: InventoryItem
  brandId: string
  featured: boolean
  deal: boolean
}
interface CatalogueSummary {
  entries: CatalogueEntry[]
  brands: { _id: string; brand: string }[]
}

/** A summary card for a request: the same object with the image URL of the request's origin, in its place. */
const card = (e: CatalogueEntry, origin: string): InventoryItem => ({ ...e.item, image: imageUrl(origin, e.item.details._id) })

/**
 * The static part of a product page in a country (everything but the quantities), kept a few seconds:
 * the model, its variants in the database's order with their prices and buy-back prices, the colours.
 */
interface ProductStatic {
  model: ModelRow
  specs: InventoryItem['specs']
  details: InventoryItem['details']
  variants: ShopVariant[]
  colors: ReturnType<typeof colorOf>[]
  buyBackPrice?: number
  /** The live read of the model's quantities, compiled once (`select id, quantity from shop_variants where model_id = ?`). */
  stock: CompiledQuery<{ id: string; quantity: number }>
}

/** A whole number query value (already checked to be digits by the contract), at least 1. */
function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (n < 1) throw badRequest('at_least_one', { name })
  return n
}

export default function shopRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s

  // Derived data, per app (each has its own database), expiring by time only: see lib/shop-summary.ts.
  const summaries = new SummaryCache<CatalogueSummary>()
  const products = new SummaryCache<ProductStatic>()

  async function modelOr404(id: string): Promise<ModelRow> {
    const model = (await modelsQuery(db).where('m.id', '=', id).executeTakeFirst()) as ModelRow | undefined
    if (!model) throw notFound('shop_phone_not_found')
    return model
  }

  async function shopBrands(): Promise<{ _id: string; brand: string }[]> {
    const rows = await db.selectFrom('brands as b')
      .select(['b.id', 'b.name'])
      .where((eb) => eb.exists(eb.selectFrom('shop_models as s').innerJoin('device_models as m', 'm.id', 's.model_id').select('s.model_id').whereRef('m.brand_id', '=', 'b.id')))
      .orderBy('b.sort').execute()
    return rows.map((b) => ({ _id: b.id, brand: b.name }))
  }

  const summary = (country: Country) => summaries.get(country, async () => {
    const [rows, brands] = await Promise.all([inventory(db, country), shopBrands()])
    return {
      entries: rows.map(({ m, item }) => ({ item, brandId: m.brand_id, featured: Number(m.featured) === 1, deal: Number(m.deal) === 1 })),
      brands,
    }
  })

  async function loadProduct(id: string, country: Country): Promise<ProductStatic> {
    const model = await modelOr404(id)
    const rows = (await variantsQuery(db).where('v.model_id', '=', model.id).execute()) as VariantRow[]
    // The sell side's maximum price of the same model, RAM and storage: the base of the buy-back promise.
    const sell = await db.selectFrom('sell_variants').select(['ram', 'storage', priceColumns[country].max]).where('model_id', '=', model.id).execute()
    const sellMax = new Map(sell.map((v) => [`${v.ram}/${v.storage}`, Number((v as unknown as Record<string, number>)[priceColumns[country].max])]))
    const currency = countryCurrency[country]
    const variants = rows.map((r) => {
      const max = sellMax.get(`${r.ram}/${r.storage}`)
      return toVariant(r, country, max ? buyBackPrice(max, currency) : undefined)
    })
    const item = toItem(model, variants, '', country)
    const priority = variants.find((v) => v.priority) ?? variants[0]
    return {
      model,
      stock: db.selectFrom('shop_variants').select(['id', 'quantity']).where('model_id', '=', model.id).compile(),
      details: item.details,
      specs: item.specs,
      variants,
      colors: [...new Map(rows.map((r) => [r.color_id, colorOf(r)])).values()],
      ...(priority?.buyBackPrice !== undefined ? { buyBackPrice: priority.buyBackPrice } : {}),
    }
  }

  route(app, s, 'availableModels', async ({ query, country, origin }) => {
    const instock = query?.instock === '1'
    const band = query?.baseprice ? (Number(query.baseprice) as Band) : undefined
    const brands = splitBrands(query?.brands)
    const bad = brands.find((b) => !isBrandId(b))
    if (bad !== undefined) throw badRequest('brand_id_invalid')
    const page = positive(query?.page, 'page', 1)
    const limit = Math.min(positive(query?.limit, 'limit', pageSizeFor(instock)), pageSizeFor(true))
    const { entries, brands: stocked } = await summary(country)
    const matching = entries.filter(({ item }) => (!instock || item.instock)
      && (brands.length === 0 || brands.includes(item.details.brandId))
      && (band === undefined || inBand(item.prices.discounted, band, country)))
    return {
      success: true as const,
      inventory: matching.slice((page - 1) * limit, page * limit).map((e) => card(e, origin)),
      count: matching.length,
      brands: stocked,
    }
  }, shopListCache)

  // Live stock: the static part comes from the few-seconds cache, the quantities from one indexed read
  // on every request (an order that reserved units shows at once).
  route(app, s, 'singleProduct', async ({ params, country, origin }) => {
    const key = `${country} ${params.id}`
    let page = await products.get(key, () => loadProduct(params.id, country))
    const live = (await db.executeQuery(page.stock)).rows
    const quantities = new Map(live.map((v) => [v.id, Math.max(0, Number(v.quantity))]))
    let variants: ShopVariant[]
    if (live.length === page.variants.length && page.variants.every((v) => quantities.has(v._id))) {
      // Same keys in the same places as toVariant's: only instock and quantity change.
      variants = page.variants.map((v) => {
        const quantity = quantities.get(v._id)!
        return { ...v, instock: quantity > 0, quantity }
      })
    } else {
      // Variants were added or removed since the static part was read: read it again, quantities and all.
      products.delete(key)
      page = await products.get(key, () => loadProduct(params.id, country))
      variants = page.variants
    }
    return {
      success: true as const,
      inventory: { details: page.details, image: imageUrl(origin, page.model.id), specs: page.specs },
      variants,
      images: galleryViews.map((view) => ({ upload: viewUrl(origin, page.model.id, view) })),
      colors: page.colors,
      instock: variants.some((v) => v.quantity > 0),
      quantity: variants.reduce((n, v) => n + v.quantity, 0),
      ...(page.buyBackPrice !== undefined ? { buyBackPrice: page.buyBackPrice } : {}),
    }
  })

  route(app, s, 'variantModel', async ({ params, country }) => {
    const model = await modelOr404(params.modelId)
    const rows = (await variantsQuery(db).where('v.model_id', '=', model.id).orderBy('v.storage').orderBy('v.ram').execute()) as VariantRow[]
    return {
      success: true as const,
      color: { highlights: { colors: [...new Map(rows.map((r) => [r.color_id, colorOf(r)])).values()] } },
      variants: rows.map((r) => toVariant(r, country)),
    }
  })

  route(app, s, 'inventoryByBrand', async ({ params, country, origin }) => {
    const brand = await db.selectFrom('brands').select('id').where('id', '=', params.brandId).executeTakeFirst()
    if (!brand) throw notFound('brand_not_found')
    const { entries } = await summary(country)
    return { success: true as const, brands: entries.filter((e) => e.brandId === brand.id).map((e) => card(e, origin)) }
  }, shopListCache)

  route(app, s, 'imageByModel', async ({ body, origin }) => {
    const model = await db.selectFrom('device_models').select('id').where('id', '=', body.modelId).executeTakeFirst()
    if (!model) throw notFound('model_not_found')
    const view = galleryViews.find((v) => v === body.key) ?? 'front'
    return { success: true as const, data: { image: viewUrl(origin, model.id, view) } }
  })

  route(app, s, 'featuredModels', async ({ country, origin }) => ({
    success: true as const,
    devices: (await summary(country)).entries.filter((e) => e.featured).map((e) => card(e, origin)),
  }), shopListCache)

  route(app, s, 'deals', async ({ country, origin }) => ({
    success: true as const,
    devices: (await summary(country)).entries.filter((e) => e.deal).map((e) => card(e, origin)),
  }), shopListCache)

  route(app, s, 'variantByColor', async ({ params, country }) => {
    const model = await modelOr404(params.modelId)
    const rows = (await variantsQuery(db).where('v.model_id', '=', model.id).where('v.color_id', '=', params.color).orderBy('v.storage').orderBy('v.ram').execute()) as VariantRow[]
    if (rows.length === 0) throw notFound('colour_not_offered')
    return { success: true as const, variant: rows.map((r) => toVariant(r, country)) }
  })

  // Live: the units available right now (an order reserves them), never from a cache.
  route(app, s, 'quantityByVariant', async ({ params }) => {
    const v = await db.selectFrom('shop_variants').select('quantity').where('id', '=', params.variantId).executeTakeFirst()
    if (!v) throw notFound('variant_not_found')
    return { success: true as const, quantity: Math.max(0, Number(v.quantity)) }
  })

  route(app, s, 'stores', async ({ country }) => {
    const rows = await db.selectFrom('stores').selectAll().where('list', '=', 'simu').where('country', '=', country).orderBy('region').orderBy('name').execute()
    return { success: true as const, stores: rows.map(toStore) }
  }, catalogueCache)

  route(app, s, 'dealers', async ({ country }) => {
    const rows = await db.selectFrom('dealers').selectAll().where('country', '=', country).orderBy('name').execute()
    return {
      success: true as const,
      dealers: rows.map((d) => ({ _id: d.id, name: d.name, region: parseJson<string[]>(d.regions, []).map((name) => ({ name })) })),
    }
  }, catalogueCache)
}

