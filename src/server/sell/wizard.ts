/** The sell wizard's reads: one store list, one model with its variants, a brand's fixed trade-in prices. */
import type { SellVariant } from '@core/catalogue/contract'
import { countryCurrency, oldestBoughtReleaseYear, storeLists, type Country, type StoreListName } from '@core/domain/constants'
import type { Db } from '@server/db'
import { imageUrl, toStore } from '@server/catalogue/service'
import { priceColumns } from '@server/lib/country'
import { notFound } from '@server/lib/errors'

export async function tradeInStoreList(db: Db, listName: string, country: Country) {
  const list = listName as StoreListName
  if (!storeLists.includes(list)) throw notFound('store_list_not_found')
  let q = db.selectFrom('stores').selectAll().where('list', '=', list)
  // Every list is per country: a Tanzanian visitor is never offered a Kenyan store (issue 10, point 15).
  q = q.where('country', '=', country)
  const rows = await q.orderBy('region').orderBy('name').execute()
  return { success: true as const, list, stores: rows.map(toStore) }
}

/** The models' variants with their maximum buy-back price in the country's currency. */
async function variantsOf(db: Db, modelIds: string[], country: Country) {
  if (modelIds.length === 0) return new Map<string, SellVariant[]>()
  const rows = await db.selectFrom('sell_variants').select(['id', 'model_id', 'ram', 'storage', `${priceColumns[country].max} as price`])
    .where('model_id', 'in', modelIds).orderBy('storage').orderBy('ram').execute()
  const byModel = new Map<string, SellVariant[]>()
  for (const r of rows) {
    const list = byModel.get(r.model_id) ?? []
    list.push({ variant: { _id: r.id, ram: r.ram, storage: r.storage }, prices: { currency: countryCurrency[country], price: Number(r.price) } })
    byModel.set(r.model_id, list)
  }
  return byModel
}

export async function sellModel(db: Db, modelId: string, country: Country, origin: string) {
  const row = await db.selectFrom('device_models').innerJoin('brands', 'brands.id', 'device_models.brand_id')
    .select(['device_models.id', 'device_models.name', 'device_models.release_year', 'brands.id as brand_id', 'brands.name as brand_name'])
    .where('device_models.id', '=', modelId).where('brands.sells', '=', 1).executeTakeFirst()
  if (!row) throw notFound('model_not_found')
  // Only phones released in 2018 or later are bought (sell-side.md §1): an older one is found, with its
  // year and no prices, so the page can say why instead of 'not found'.
  const bought = row.release_year >= oldestBoughtReleaseYear
  const variants = bought ? (await variantsOf(db, [row.id], country)).get(row.id) ?? [] : []
  return {
    success: true as const,
    brand: { _id: row.brand_id, brand: row.brand_name },
    model: { details: { _id: row.id, modelName: row.name }, image: imageUrl(origin, row.id), releaseYear: row.release_year },
    variants,
  }
}

export async function tradeInPrices(db: Db, brandId: string, country: Country, origin: string) {
  const brand = await db.selectFrom('brands').select(['id', 'name']).where('id', '=', brandId).where('sells', '=', 1).executeTakeFirst()
  if (!brand) throw notFound('brand_not_found')
  const models = await db.selectFrom('device_models').select(['id', 'name', 'release_year'])
    .where('brand_id', '=', brand.id).where('release_year', '>=', oldestBoughtReleaseYear)
    .orderBy('release_year', 'desc').orderBy('name').execute()
  const variants = await variantsOf(db, models.map((m) => m.id), country)
  return {
    success: true as const,
    brand: { _id: brand.id, brand: brand.name },
    models: models.map((m) => ({
      details: { _id: m.id, modelName: m.name }, image: imageUrl(origin, m.id), releaseYear: m.release_year,
      variants: variants.get(m.id) ?? [],
    })),
  }
}
