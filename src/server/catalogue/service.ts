/**
 * The catalogue's reads: the brands and models Simu buys, a model's sell variants priced in the country's
 * currency, the search, the trade-in stores, and the generated phone pictures (images.ts). Also what the
 * other areas show of the catalogue: a model's image URL and a store as the API gives it.
 */
import { countryCurrency, oldestBoughtReleaseYear, type Country } from '@core/domain/constants'
import { deviceCategoryId } from '@core/domain/catalogue'
import type { Db } from '@server/db'
import { priceColumns } from '@server/lib/country'
import { notFound } from '@server/lib/errors'
import { genericPhoneSvg, phoneSvg } from './images'
import { searchModels } from './search'

export const imageUrl = (origin: string, modelId: string) => `${origin}/images/phones/${encodeURIComponent(modelId)}.svg`

export function toStore(r: { id: string; name: string; location: string; region: string; contact: string; lat: number; lng: number; opening_hours: string }) {
  return {
    _id: r.id, name: r.name, store_name: r.name, store_location: r.location, region: r.region,
    contact: r.contact, lat: Number(r.lat), lng: Number(r.lng), openingHours: r.opening_hours,
  }
}

export async function sellingBrands(db: Db, deviceId: string) {
  if (deviceId !== deviceCategoryId) throw notFound('device_category_not_found')
  const rows = await db.selectFrom('brands').select(['id', 'name']).where('sells', '=', 1).orderBy('sort').execute()
  return { success: true as const, brands: rows.map((b) => ({ _id: b.id, brand: b.name })) }
}

export async function brandModels(db: Db, brandId: string, origin: string) {
  const brand = await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()
  if (!brand) throw notFound('brand_not_found')
  const rows = await db.selectFrom('device_models').select(['id', 'name', 'release_year'])
    .where('brand_id', '=', brand.id).where('release_year', '>=', oldestBoughtReleaseYear)
    .orderBy('release_year', 'desc').orderBy('name').execute()
  return {
    success: true as const,
    deviceModels: rows.map((m) => ({ details: { _id: m.id, modelName: m.name }, image: imageUrl(origin, m.id), releaseYear: m.release_year })),
  }
}

export async function sellVariants(db: Db, modelId: string, country: Country) {
  const model = await db.selectFrom('device_models').select('id').where('id', '=', modelId).executeTakeFirst()
  if (!model) throw notFound('model_not_found')
  const rows = await db.selectFrom('sell_variants').select(['id', 'ram', 'storage', priceColumns[country].max])
    .where('model_id', '=', model.id).orderBy('storage').orderBy('ram').execute()
  const currency = countryCurrency[country]
  return {
    success: true as const,
    variants: rows.map((v) => ({
      variant: { _id: v.id, ram: v.ram, storage: v.storage },
      prices: { currency, price: (v as unknown as Record<string, number>)[priceColumns[country].max] ?? 0 },
    })),
  }
}

export async function search(db: Db, text: string, origin: string) {
  const ranked = await searchModels(db, text)
  return {
    success: true as const,
    results: { models: ranked.map((m) => ({ image: imageUrl(origin, m.id), instock: m.instock, shop: m.shop, models: { _id: m.id, modelName: m.name } })) },
  }
}

export async function tradeInStores(db: Db, country: Country) {
  const rows = await db.selectFrom('stores').selectAll().where('list', 'in', ['samsung-19', 'samsung-20']).where('country', '=', country).orderBy('list').orderBy('region').orderBy('name').execute()
  return { success: true as const, stores: rows.map(toStore) }
}

/** A model's picture (`<id>.svg`), or the generic outline with found: false. */
export async function phonePicture(db: Db, file: string, query: Record<string, string | undefined>): Promise<{ found: boolean; svg: string }> {
  const id = file.replace(/\.svg$/, '')
  const model = await db.selectFrom('device_models').leftJoin('brands', 'brands.id', 'device_models.brand_id')
    .select(['device_models.name', 'device_models.body_color', 'device_models.brand_id', 'brands.name as brand']).where('device_models.id', '=', id).executeTakeFirst()
  if (!model) return { found: false, svg: genericPhoneSvg() }
  const variant = query.view
  // ?color=#rrggbb paints the body in the colour the shopper chose (phoneSvg lets only a plain hex through).
  const color = typeof query.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(query.color) ? query.color : model.body_color
  // Its rank among its brand's models gives each model of the brand its own proportions (images.ts).
  const { rank } = await db.selectFrom('device_models').select((eb) => eb.fn.countAll<number | string>().as('rank'))
    .where('brand_id', '=', model.brand_id).where('id', '<', id).executeTakeFirstOrThrow()
  const svg = phoneSvg({ name: model.name, brand: model.brand ?? '', bodyColor: color, rank: Number(rank), variant: variant === 'back' || variant === 'side' ? variant : 'front' })
  return { found: true, svg }
}
