/**
 * The shop's API against the real server on a fresh database (shop-and-repair.md §7, §9): the catalogue
 * with its filters, price bands per country and page sizes, product pages with the buy-back price,
 * variants by colour, live stock, featured models, deals, stores and dealers; bad input and unknown ids.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { priceBands, type Country } from '@core/domain/constants'
import { buyBackPrice } from '@core/domain/shop'
import { catalogueLagMs, shopSummaryMs } from '@server/shop/summary'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const get = (path: string, country: Country = 'ke') => api.request('GET', `/api/v1${path}`, { headers: { country } })
type Item = { details: { _id: string; modelName: string; brand: string; brandId: string }; instock: boolean; prices: { currency: string; saleprice: number; discounted: number }; priorityVariant?: string }
const ids = (items: Item[]) => items.map((i) => i.details._id)

/** Every shop model and how many are in stock, straight from the database. */
async function stockFacts() {
  const models = await api.db.selectFrom('shop_models').select('model_id').execute()
  const inStock = await api.db.selectFrom('shop_variants').select('model_id').where('quantity', '>', 0).distinct().execute()
  return { total: models.length, inStock: inStock.length }
}

describe('the catalogue (available_models)', () => {
  it('answers the first 24 models, the total count and the brands the shop stocks', async () => {
    const { total } = await stockFacts()
    const res = await get('/available_models')
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(total).toBeGreaterThan(24)
    expect(res.body.count).toBe(total)
    expect(res.body.inventory).toHaveLength(24)
    expect(res.body.brands.map((b: { _id: string }) => b._id)).toEqual(['iphone', 'samsung', 'infinix', 'realme', 'vivo', 'redmi', 'techno', 'xiaomi', 'oppo'])
    const first = res.body.inventory[0] as Item
    expect(first.prices.currency).toBe('KES')
    expect(first.prices.discounted).toBeLessThan(first.prices.saleprice)
    expect(first.priorityVariant).toEqual(expect.any(String))
  })

  it('lists phones in stock before sold-out ones', async () => {
    const all = [...(await get('/available_models?page=1')).body.inventory, ...(await get('/available_models?page=2')).body.inventory] as Item[]
    const firstOut = all.findIndex((i) => !i.instock)
    expect(firstOut).toBeGreaterThan(0)
    expect(all.slice(firstOut).every((i) => !i.instock)).toBe(true)
  })

  it('pages through every model exactly once', async () => {
    const { total } = await stockFacts()
    const page1 = (await get('/available_models?page=1&limit=24')).body
    const page2 = (await get('/available_models?page=2&limit=24')).body
    expect(page2.inventory).toHaveLength(total - 24)
    expect(new Set([...ids(page1.inventory), ...ids(page2.inventory)]).size).toBe(total)
    const past = (await get('/available_models?page=9')).body
    expect(past.inventory).toEqual([])
    expect(past.count).toBe(total)
  })

  it('with instock=1 shows only phones in stock, all on one page (page size 10,000)', async () => {
    const { inStock } = await stockFacts()
    expect(inStock).toBeGreaterThan(24)
    const res = await get('/available_models?instock=1')
    expect(res.body.count).toBe(inStock)
    expect(res.body.inventory).toHaveLength(inStock)
    expect((res.body.inventory as Item[]).every((i) => i.instock)).toBe(true)
  })

  it('filters by one brand or several (comma-separated ids)', async () => {
    const iphones = (await get('/available_models?brands=iphone')).body
    expect(iphones.count).toBeGreaterThan(0)
    expect((iphones.inventory as Item[]).every((i) => i.details.brandId === 'iphone' && i.details.brand === 'iPhone')).toBe(true)
    const two = (await get('/available_models?brands=iphone,oppo')).body
    const oppo = (await get('/available_models?brands=oppo')).body
    expect(two.count).toBe(iphones.count + oppo.count)
    expect(new Set((two.inventory as Item[]).map((i) => i.details.brandId))).toEqual(new Set(['iphone', 'oppo']))
    expect((await get('/available_models?brands=nokia')).body).toMatchObject({ count: 0, inventory: [] })
  })

  for (const country of ['ke', 'tz', 'ug'] as const) {
    it(`applies the ${country} price bands to the starting discounted price, in the country's currency`, async () => {
      const all = (await get('/available_models?instock=1', country)).body.inventory as Item[]
      const seen = new Set<string>()
      let total = 0
      for (const band of [1, 2, 3, 4]) {
        const res = await get(`/available_models?baseprice=${band}&instock=1`, country)
        expect(res.status).toBe(200)
        const [min, max] = priceBands[country][band - 1]!
        for (const item of res.body.inventory as Item[]) {
          expect(item.prices.currency).toBe({ ke: 'KES', tz: 'TZS', ug: 'UGX' }[country])
          expect(item.prices.discounted).toBeGreaterThanOrEqual(min)
          if (max !== null) expect(item.prices.discounted).toBeLessThan(max)
          seen.add(item.details._id)
        }
        total += res.body.count
      }
      // The four bands split the catalogue: every phone falls in exactly one.
      expect(total).toBe(all.length)
      expect(seen.size).toBe(all.length)
    })
  }

  it('combines the filters', async () => {
    const res = await get('/available_models?brands=samsung&baseprice=4&instock=1')
    expect(res.body.count).toBeGreaterThan(0)
    for (const i of res.body.inventory as Item[]) {
      expect(i.details.brandId).toBe('samsung')
      expect(i.instock).toBe(true)
      expect(i.prices.discounted).toBeGreaterThanOrEqual(50_000)
    }
  })

  describe('given a bad query', () => {
    for (const [query, message] of [
      ['baseprice=5', 'baseprice is 1 to 4'],
      ['baseprice=cheap', 'baseprice is 1 to 4'],
      ['instock=yes', 'instock is 1'],
      ['page=-1', 'page must be a number'],
      ['page=0', 'page must be at least 1'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=ten', 'limit must be a number'],
      ['brands=iphone,%3Cscript%3E', 'brands: a brand id has letters, digits and dashes only'],
    ] as const) {
      it(`answers 400 for ${query}, saying what is wrong`, async () => {
        const res = await get(`/available_models?${query}`)
        expect(res.status).toBe(400)
        expect(res.body.success).toBe(false)
        expect(res.body.msg).toContain(message)
      })
    }

    it('answers 400 for an unknown country header', async () => {
      const res = await api.request('GET', '/api/v1/available_models', { headers: { country: 'fr' } })
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe('country must be one of ke, tz, ug')
    })
  })
})

describe('a product (get_single_product)', () => {
  it('answers details, image, gallery, specs, colours and variants with stock and the buy-back price', async () => {
    const res = await get('/get_single_product/iphone-13')
    expect(res.status).toBe(200)
    const p = res.body
    expect(p.inventory.details).toEqual({ _id: 'iphone-13', modelName: 'iPhone 13', brand: 'iPhone', brandId: 'iphone' })
    expect(p.inventory.image).toMatch(/\/images\/phones\/iphone-13\.svg$/)
    expect(p.images.map((i: { upload: string }) => i.upload.replace(/^.*\/images\/phones\//, ''))).toEqual(['iphone-13.svg', 'iphone-13.svg?view=back', 'iphone-13.svg?view=side'])
    expect(p.inventory.specs.pairs.map((s: { key: string }) => s.key)).toContain('Processor')
    expect(p.colors.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['midnight', 'starlight', 'pink']))
    expect(p.colors[0]).toEqual({ id: expect.any(String), value: expect.stringMatching(/^#[0-9a-f]{6}$/), label: expect.any(String) })
    expect(p.variants.length).toBeGreaterThan(0)
    expect(p.variants.filter((v: { priority: boolean }) => v.priority)).toHaveLength(1)
    const total = p.variants.reduce((n: number, v: { quantity: number }) => n + v.quantity, 0)
    expect(p.quantity).toBe(total)
    expect(p.instock).toBe(total > 0)
    for (const v of p.variants) {
      expect(v.batteryHealth).toBeGreaterThanOrEqual(80)
      expect(v.instock).toBe(v.quantity > 0)
    }
  })

  it("derives the buy-back price from the sell side's maximum price of the same RAM and storage", async () => {
    const p = (await get('/get_single_product/iphone-13')).body
    const priority = p.variants.find((v: { priority: boolean }) => v.priority)
    const sell = await api.db.selectFrom('sell_variants').select(['max_kes']).where('model_id', '=', 'iphone-13').where('ram', '=', priority.ram).where('storage', '=', priority.storage).executeTakeFirstOrThrow()
    expect(priority.buyBackPrice).toBe(buyBackPrice(sell.max_kes, 'KES'))
    expect(p.buyBackPrice).toBe(priority.buyBackPrice)
    expect(p.buyBackPrice).toBeGreaterThan(0)
    expect(p.buyBackPrice).toBeLessThan(priority.discounted)
  })

  it("prices the product in the request country's currency", async () => {
    const ke = (await get('/get_single_product/iphone-13', 'ke')).body
    const tz = (await get('/get_single_product/iphone-13', 'tz')).body
    expect(ke.variants[0].currency).toBe('KES')
    expect(tz.variants[0].currency).toBe('TZS')
    expect(tz.variants[0].discounted).toBeGreaterThan(ke.variants[0].discounted * 10)
  })

  it('answers 404 with a clear message for an unknown id', async () => {
    const res = await get('/get_single_product/nokia-3310')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'phone not found in the shop' })
  })
})

describe('variants', () => {
  it('get_variant_model answers the colours and every variant, smallest storage first', async () => {
    const res = await get('/get_variant_model/samsung-galaxy-s22')
    expect(res.status).toBe(200)
    expect(res.body.color.highlights.colors.map((c: { id: string }) => c.id).sort()).toEqual(['black', 'green', 'white'])
    const storages = res.body.variants.map((v: { storage: number }) => v.storage)
    expect(storages).toEqual([...storages].sort((a, b) => a - b))
    expect((await get('/get_variant_model/nope')).status).toBe(404)
  })

  it('get_variant_by_color answers only the variants of that colour', async () => {
    const res = await get('/get_variant_by_color/white/samsung-galaxy-s22')
    expect(res.status).toBe(200)
    expect(res.body.variant.length).toBeGreaterThan(0)
    expect(res.body.variant.every((v: { color: { id: string }; modelID: string }) => v.color.id === 'white' && v.modelID === 'samsung-galaxy-s22')).toBe(true)
  })

  it('get_variant_by_color answers 404 for a colour the model does not come in, or an unknown model', async () => {
    const colour = await get('/get_variant_by_color/pink/samsung-galaxy-s22')
    expect(colour.status).toBe(404)
    expect(colour.body.msg).toBe('this phone does not come in that colour')
    expect((await get('/get_variant_by_color/white/nope')).status).toBe(404)
  })
})

describe('live stock (get_quantity_by_variant)', () => {
  it('answers the units available now, never a cached number', async () => {
    const variant = await api.db.selectFrom('shop_variants').select(['id', 'quantity']).where('quantity', '>', 0).executeTakeFirstOrThrow()
    expect((await get(`/get_quantity_by_variant/${variant.id}`)).body).toEqual({ success: true, quantity: variant.quantity })
    await api.db.updateTable('shop_variants').set({ quantity: 0 }).where('id', '=', variant.id).execute()
    expect((await get(`/get_quantity_by_variant/${variant.id}`)).body).toEqual({ success: true, quantity: 0 })
    const product = (await get(`/get_single_product/${variant.id.split('-').slice(0, -3).join('-')}`)).body
    expect(product.variants.find((v: { _id: string }) => v._id === variant.id).instock).toBe(false)
    await api.db.updateTable('shop_variants').set({ quantity: variant.quantity }).where('id', '=', variant.id).execute()
  })

  it('answers 404 for an unknown variant', async () => {
    const res = await get('/get_quantity_by_variant/nope')
    expect(res.status).toBe(404)
    expect(res.body.msg).toBe('variant not found')
  })
})

describe('brand inventory, featured models, deals and the fallback image', () => {
  it('get_inventory_by_brand lists the shop models of a brand; 404 for an unknown brand', async () => {
    const res = await get('/get_inventory_by_brand/oppo')
    expect(res.status).toBe(200)
    expect(ids(res.body.brands).sort()).toEqual(['oppo-a78', 'oppo-reno-8'])
    expect((await get('/get_inventory_by_brand/nokia')).status).toBe(404)
  })

  it('get_featured_models and get_deals list the flagged models', async () => {
    const featured = (await get('/get_featured_models')).body.devices as Item[]
    const deals = (await get('/get_deals')).body.devices as Item[]
    const flagged = await api.db.selectFrom('shop_models').select(['model_id', 'featured', 'deal']).execute()
    expect(ids(featured).sort()).toEqual(flagged.filter((m) => m.featured).map((m) => m.model_id).sort())
    expect(ids(deals).sort()).toEqual(flagged.filter((m) => m.deal).map((m) => m.model_id).sort())
    expect(featured.length).toBeGreaterThan(0)
  })

  it('get_image_by_model answers the picture of a model, and the view asked for', async () => {
    const front = await api.request('POST', '/api/v1/get_image_by_model', { body: { modelId: 'iphone-12' } })
    expect(front.status).toBe(200)
    expect(front.body.data.image).toMatch(/\/images\/phones\/iphone-12\.svg$/)
    const back = await api.request('POST', '/api/v1/get_image_by_model', { body: { modelId: 'iphone-12', key: 'back' } })
    expect(back.body.data.image).toMatch(/iphone-12\.svg\?view=back$/)
  })

  it('get_image_by_model answers 400 without a model id and 404 for an unknown one', async () => {
    const missing = await api.request('POST', '/api/v1/get_image_by_model', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toContain('modelId')
    expect((await api.request('POST', '/api/v1/get_image_by_model', { body: { modelId: 'nope' } })).status).toBe(404)
  })
})

describe('stores and dealers of the request country', () => {
  it("get_stores lists Simu's own stores with opening hours", async () => {
    const ke = (await get('/get_stores', 'ke')).body.stores
    const ug = (await get('/get_stores', 'ug')).body.stores
    expect(ke.length).toBeGreaterThan(0)
    expect(ke.every((s: { name: string; openingHours: string }) => s.name.startsWith('Simu ') && s.openingHours.length > 0)).toBe(true)
    expect(ug.map((s: { _id: string }) => s._id).sort()).toEqual(['simu-entebbe', 'simu-kampala-acacia-mall'])
  })

  it('get_dealers lists the dealers of the country with their regions', async () => {
    const tz = (await get('/get_dealers', 'tz')).body
    expect(tz.success).toBe(true)
    expect(tz.dealers.every((d: { _id: string }) => d._id.startsWith('tz-'))).toBe(true)
    expect(tz.dealers.find((d: { _id: string }) => d._id === 'tz-kilimanjaro-phones').region).toEqual([{ name: 'Arusha' }, { name: 'Moshi' }])
  })
})

// Last in this file: it moves a test clock forward, and the caches keep entries stamped with its time.
describe('how long stock may lag (the catalogue is derived data kept a few seconds; the product page is live)', () => {
  it('shows a sold-out model on the catalogue within the cache bound, and on the product page at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const model = 'iphone-12'
    const variants = await api.db.selectFrom('shop_variants').select(['id', 'quantity']).where('model_id', '=', model).execute()
    try {
      expect(variants.some((v) => v.quantity > 0)).toBe(true)
      // Read both now, so the catalogue summary and the product page's static part are cached.
      const before = (await get('/available_models?instock=1&page=1')).body
      expect(ids(before.inventory)).toContain(model)
      expect((await get(`/get_single_product/${model}`)).body.instock).toBe(true)

      // What an order that takes the last units does to the database.
      await api.db.updateTable('shop_variants').set({ quantity: 0 }).where('model_id', '=', model).execute()

      // The product page and the variant's quantity are live immediately.
      const product = (await get(`/get_single_product/${model}`)).body
      expect(product.instock).toBe(false)
      expect(product.quantity).toBe(0)
      expect(product.variants.every((v: { quantity: number; instock: boolean }) => v.quantity === 0 && !v.instock)).toBe(true)
      expect((await get(`/get_quantity_by_variant/${variants[0]!.id}`)).body.quantity).toBe(0)

      // The catalogue may still show it in stock (a new query, so not the reply cache: the summary)...
      const lagging = (await get('/available_models?instock=1&page=1&limit=10000')).body
      expect(ids(lagging.inventory)).toContain(model)
      // ...until the summary expires (a reply built from it may then live one reply cache period more)...
      vi.setSystemTime(Date.now() + shopSummaryMs + 1)
      const fresh = (await get('/available_models?instock=1&page=1&limit=9999')).body
      expect(ids(fresh.inventory)).not.toContain(model)
      expect(fresh.count).toBe(before.count - 1)
      // ...and past the whole bound every catalogue reply shows it, cached ones included.
      vi.setSystemTime(Date.now() + catalogueLagMs)
      const after = (await get('/available_models?instock=1&page=1')).body
      expect(ids(after.inventory)).not.toContain(model)
      expect(after.count).toBe(before.count - 1)
      expect((await get('/get_featured_models')).body.devices.find((d: Item) => d.details._id === model)?.instock ?? false).toBe(false)
    } finally {
      for (const v of variants) await api.db.updateTable('shop_variants').set({ quantity: v.quantity }).where('id', '=', v.id).execute()
      vi.useRealTimers()
    }
  })
})
