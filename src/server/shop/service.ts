/**
 * The shop's reads (shop-and-repair.md §7): the refurbished catalogue with its filters, product pages,
 * variants by colour, live stock, featured models and deals, Simu's stores and the pickup dealers.
 * Prices are in the request country's currency. Catalogue lists come from a per-country summary kept a
 * few seconds (summary.ts), then filtered, counted and paged in memory. Reads that carry a quantity the
 * buyer acts on (product, variants, stock) are always live: the product page caches only its static part
 * and reads the quantities on every request.
 */
import type { ShopVariant } from '@core/shop/contract'
import { countryCurrency, type Country } from '@core/domain/constants'
import { buyBackPrice, inBand, isBrandId, pageSizeFor, splitBrands, type Band } from '@core/domain/shop'
import { pageOf, paged, pageSlice } from '@server/lib/paging'
import type { Db } from '@server/db'
import { imageUrl, toStore } from '@server/catalogue/service'
import { priceColumns } from '@server/lib/country'
import { badRequest, notFound } from '@server/lib/errors'
import {
  card, colorOf, galleryViews, inventory, modelsQuery, parseJson, toItem, toVariant, variantsQuery, viewUrl,
  type CatalogueSummary, type ModelRow, type ProductStatic, type VariantRow,
} from './inventory'
import { BatchedReads } from '@server/lib/batched-reads'
import { SummaryCache } from './summary'

/**
 * One app's shop: its database, the derived data it keeps (expiring by time only, summary.ts), and its
 * live stock reads, which requests waiting at the same moment share (lib/batched-reads.ts).
 */
export interface Shop {
  db: Db
  summaries: SummaryCache<CatalogueSummary>
  products: SummaryCache<ProductStatic>
  /** A model's variants with their units now. */
  modelStock: BatchedReads<string, { id: string; quantity: number }[]>
  /** A variant's units now. */
  variantStock: BatchedReads<string, number>
}

export const newShop = (db: Db): Shop => ({
  db,
  summaries: new SummaryCache(),
  products: new SummaryCache(),
  modelStock: new BatchedReads(async (modelIds) => {
    const rows = await db.selectFrom('shop_variants').select(['id', 'model_id', 'quantity']).where('model_id', 'in', modelIds).execute()
    const byModel = new Map<string, { id: string; quantity: number }[]>()
    for (const r of rows) {
      const list = byModel.get(r.model_id) ?? []
      list.push({ id: r.id, quantity: r.quantity })
      byModel.set(r.model_id, list)
    }
    return byModel
  }),
  variantStock: new BatchedReads(async (ids) => {
    const rows = await db.selectFrom('shop_variants').select(['id', 'quantity']).where('id', 'in', ids).execute()
    return new Map(rows.map((r) => [r.id, Number(r.quantity)]))
  }),
})

async function modelOr404(db: Db, id: string): Promise<ModelRow> {
  const model = (await modelsQuery(db).where('m.id', '=', id).executeTakeFirst()) as ModelRow | undefined
  if (!model) throw notFound('shop_phone_not_found')
  return model
}

async function shopBrands(db: Db): Promise<{ _id: string; brand: string }[]> {
  const rows = await db.selectFrom('brands as b')
    .select(['b.id', 'b.name'])
    .where((eb) => eb.exists(eb.selectFrom('shop_models as s').innerJoin('device_models as m', 'm.id', 's.model_id').select('s.model_id').whereRef('m.brand_id', '=', 'b.id')))
    .orderBy('b.sort').execute()
  return rows.map((b) => ({ _id: b.id, brand: b.name }))
}

const summary = (shop: Shop, country: Country) => shop.summaries.get(country, async () => {
  const [rows, brands] = await Promise.all([inventory(shop.db, country), shopBrands(shop.db)])
  return {
    entries: rows.map(({ m, item }) => ({ item, brandId: m.brand_id, featured: Number(m.featured) === 1, deal: Number(m.deal) === 1 })),
    brands,
  }
})

async function loadProduct(db: Db, id: string, country: Country): Promise<ProductStatic> {
  const model = await modelOr404(db, id)
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
    details: item.details,
    specs: item.specs,
    variants,
    colors: [...new Map(rows.map((r) => [r.color_id, colorOf(r)])).values()],
    ...(priority?.buyBackPrice !== undefined ? { buyBackPrice: priority.buyBackPrice } : {}),
  }
}

type ListQuery = { instock?: string | undefined; baseprice?: string | undefined; brands?: string | undefined; page?: string | undefined; limit?: string | undefined } | undefined

export async function availableModels(shop: Shop, query: ListQuery, country: Country, origin: string) {
  const instock = query?.instock === '1'
  const band = query?.baseprice ? (Number(query.baseprice) as Band) : undefined
  const brands = splitBrands(query?.brands)
  const bad = brands.find((b) => !isBrandId(b))
  if (bad !== undefined) throw badRequest('brand_id_invalid')
  // 24 a page, or every phone on one page with instock=1 (domain/shop.ts pageSizeFor); at most 10,000.
  const request = pageOf('availableModels', query, pageSizeFor(instock))
  const { entries, brands: stocked } = await summary(shop, country)
  const matching = entries.filter(({ item }) => (!instock || item.instock)
    && (brands.length === 0 || brands.includes(item.details.brandId))
    && (band === undefined || inBand(item.prices.discounted, band, country)))
  return {
    success: true as const,
    inventory: pageSlice(matching, request).map((e) => card(e, origin)),
    ...paged(request, matching.length),
    count: matching.length,
    brands: stocked,
  }
}

/** A product page: the static part from the few-seconds cache, the quantities from a live read (one statement for the requests waiting together). */
export async function singleProduct(shop: Shop, id: string, country: Country, origin: string) {
  const key = `${country} ${id}`
  let page = await shop.products.get(key, () => loadProduct(shop.db, id, country))
  const live = (await shop.modelStock.get(page.model.id)) ?? []
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
    shop.products.delete(key)
    page = await shop.products.get(key, () => loadProduct(shop.db, id, country))
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
}

export async function variantModel(db: Db, modelId: string, country: Country) {
  const model = await modelOr404(db, modelId)
  const rows = (await variantsQuery(db).where('v.model_id', '=', model.id).orderBy('v.storage').orderBy('v.ram').execute()) as VariantRow[]
  return {
    success: true as const,
    color: { highlights: { colors: [...new Map(rows.map((r) => [r.color_id, colorOf(r)])).values()] } },
    variants: rows.map((r) => toVariant(r, country)),
  }
}

export async function inventoryByBrand(shop: Shop, brandId: string, country: Country, origin: string) {
  const brand = await shop.db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()
  if (!brand) throw notFound('brand_not_found')
  const { entries } = await summary(shop, country)
  return { success: true as const, brands: entries.filter((e) => e.brandId === brand.id).map((e) => card(e, origin)) }
}

export async function imageByModel(db: Db, modelId: string, key: string | undefined, origin: string) {
  const model = await db.selectFrom('device_models').select('id').where('id', '=', modelId).executeTakeFirst()
  if (!model) throw notFound('model_not_found')
  const view = galleryViews.find((v) => v === key) ?? 'front'
  return { success: true as const, data: { image: viewUrl(origin, model.id, view) } }
}

/** The featured models or the deals, as cards. */
export async function picked(shop: Shop, which: 'featured' | 'deal', country: Country, origin: string) {
  return { success: true as const, devices: (await summary(shop, country)).entries.filter((e) => e[which]).map((e) => card(e, origin)) }
}

export async function variantByColor(db: Db, modelId: string, color: string, country: Country) {
  const model = await modelOr404(db, modelId)
  const rows = (await variantsQuery(db).where('v.model_id', '=', model.id).where('v.color_id', '=', color).orderBy('v.storage').orderBy('v.ram').execute()) as VariantRow[]
  if (rows.length === 0) throw notFound('colour_not_offered')
  return { success: true as const, variant: rows.map((r) => toVariant(r, country)) }
}

/** Live: the units available right now (an order reserves them), never from a cache (a read started after the request). */
export async function quantityByVariant(shop: Shop, variantId: string) {
  const quantity = await shop.variantStock.get(variantId)
  if (quantity === undefined) throw notFound('variant_not_found')
  return { success: true as const, quantity: Math.max(0, quantity) }
}

export async function simuStores(db: Db, country: Country) {
  const rows = await db.selectFrom('stores').selectAll().where('list', '=', 'simu').where('country', '=', country).orderBy('region').orderBy('name').execute()
  return { success: true as const, stores: rows.map(toStore) }
}

export async function dealers(db: Db, country: Country) {
  const rows = await db.selectFrom('dealers').selectAll().where('country', '=', country).orderBy('name').execute()
  return {
    success: true as const,
    dealers: rows.map((d) => ({ _id: d.id, name: d.name, region: parseJson<string[]>(d.regions, []).map((name) => ({ name })) })),
  }
}
