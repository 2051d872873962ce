import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { countryCurrency, oldestBoughtReleaseYear, type Country } from '../../core/domain/constants'
import { deviceCategoryId } from '../../core/domain/catalogue'
import { genericPhoneSvg, phoneSvg } from '../images'
import { notFound } from '../lib/errors'
import { route } from '../lib/http'
import type { Services } from '../services'

export const priceColumn = { ke: 'max_kes', tz: 'max_tzs', ug: 'max_ugx' } as const satisfies Record<Country, string>

/** Catalogue replies are the same for everyone: served from memory for 10 s (stock badges lag at most that). */
const catalogueCache = { cacheMs: 10_000 }

export const imageUrl = (origin: string, modelId: string) => `${origin}/images/phones/${encodeURIComponent(modelId)}.svg`

/** Lower-case words of a search text; brand synonyms are matched through each model's search_text. */
export function searchTokens(text: string): string[] {
  return text.toLowerCase().replace(/[^\p{L}\p{N}+ ]/gu, ' ').split(/\s+/).filter(Boolean).slice(0, 6)
}

export default function catalogueRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s

  route(app, s, 'getDevice', async ({ params }) => {
    if (params.deviceId !== deviceCategoryId) throw notFound('No such device category')
    const rows = await db.selectFrom('brands').select(['id', 'name']).where('sells', '=', 1).orderBy('sort').execute()
    return { success: true as const, brands: rows.map((b) => ({ _id: b.id, brand: b.name })) }
  }, catalogueCache)

  route(app, s, 'getDeviceModel', async ({ params, origin }) => {
    const brand = await db.selectFrom('brands').select('id').where('id', '=', params.brandId).executeTakeFirst()
    if (!brand) throw notFound('brand not found')
    const rows = await db.selectFrom('device_models').select(['id', 'name', 'release_year'])
      .where('brand_id', '=', brand.id).where('release_year', '>=', oldestBoughtReleaseYear)
      .orderBy('release_year', 'desc').orderBy('name').execute()
    return {
      success: true as const,
      deviceModels: rows.map((m) => ({ details: { _id: m.id, modelName: m.name }, image: imageUrl(origin, m.id), releaseYear: m.release_year })),
    }
  }, catalogueCache)

  route(app, s, 'sellVariants', async ({ params, country }) => {
    const model = await db.selectFrom('device_models').select('id').where('id', '=', params.modelId).executeTakeFirst()
    if (!model) throw notFound('model not found')
    const rows = await db.selectFrom('sell_variants').select(['id', 'ram', 'storage', priceColumn[country]])
      .where('model_id', '=', model.id).orderBy('storage').orderBy('ram').execute()
    const currency = countryCurrency[country]
    return {
      success: true as const,
      variants: rows.map((v) => ({
        variant: { _id: v.id, ram: v.ram, storage: v.storage },
        prices: { currency, price: (v as unknown as Record<string, number>)[priceColumn[country]] ?? 0 },
      })),
    }
  }, catalogueCache)

  route(app, s, 'search', async ({ query, origin }) => {
    const tokens = searchTokens(query?.query ?? '')
    if (tokens.length === 0) return { success: true as const, results: { models: [] } }
    const first = tokens[0]!
    let q = db.selectFrom('device_models').select(['id', 'name', 'search_text'])
    for (const t of tokens) q = q.where('search_text', 'like', `%${t.replace(/[%_]/g, '')}%`)
    // Rank: a name starting with the text, then a name word starting with it, then any match; newer first.
    const ranked = await q
      .select(
        sql<number>`case when lower(name) like ${first + '%'} then 0 when lower(name) like ${'% ' + first + '%'} then 1 when search_text like ${first + '%'} then 2 else 3 end`.as('rank'),
      )
      .orderBy('rank').orderBy('release_year', 'desc').orderBy('name').limit(20).execute()
    const ids = ranked.map((r) => r.id)
    const stocked = ids.length
      ? new Set((await db.selectFrom('shop_variants').select('model_id').where('model_id', 'in', ids).where('quantity', '>', 0).groupBy('model_id').execute()).map((r) => r.model_id))
      : new Set<string>()
    return {
      success: true as const,
      results: { models: ranked.map((m) => ({ image: imageUrl(origin, m.id), instock: stocked.has(m.id), models: { _id: m.id, modelName: m.name } })) },
    }
  }, catalogueCache)

  route(app, s, 'tradeInStores', async () => {
    const rows = await db.selectFrom('stores').selectAll().where('list', 'in', ['samsung-19', 'samsung-20']).orderBy('list').orderBy('region').orderBy('name').execute()
    return { success: true as const, stores: rows.map(toStore) }
  })

  app.get<{ Params: { file: string } }>('/images/phones/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.svg$/, '')
    const model = await db.selectFrom('device_models').select(['name', 'body_color']).where('id', '=', id).executeTakeFirst()
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400')
    // Served from our own origin with a strict policy: the SVG is an image, never a document with script.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    if (!model) return reply.code(404).send(genericPhoneSvg())
    const variant = req.query && (req.query as Record<string, string>).view
    return phoneSvg({ name: model.name, bodyColor: model.body_color, variant: variant === 'back' || variant === 'side' ? variant : 'front' })
  })
}

export function toStore(r: { id: string; name: string; location: string; region: string; contact: string; lat: number; lng: number; opening_hours: string }) {
  return {
    _id: r.id, name: r.name, store_name: r.name, store_location: r.location, region: r.region,
    contact: r.contact, lat: Number(r.lat), lng: Number(r.lng), openingHours: r.opening_hours,
  }
}
