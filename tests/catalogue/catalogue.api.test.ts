import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const search = (query: string) => api.request('POST', `/api/v1/search?query=${encodeURIComponent(query)}`)
const modelIds = (body: { results: { models: { models: { _id: string } }[] } }) => body.results.models.map((m) => m.models._id)

describe('the brand list (get_device)', () => {
  it('lists the nine sell brands in the menu order, each with an id and a name', async () => {
    const res = await api.request('GET', '/api/v1/get_device/smartphones')
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.brands).toEqual([
      { _id: 'iphone', brand: 'iPhone' },
      { _id: 'samsung', brand: 'Samsung' },
      { _id: 'infinix', brand: 'Infinix' },
      { _id: 'realme', brand: 'Realme' },
      { _id: 'vivo', brand: 'Vivo' },
      { _id: 'redmi', brand: 'Redmi' },
      { _id: 'techno', brand: 'Tecno' },
      { _id: 'xiaomi', brand: 'Xiaomi' },
      { _id: 'oppo', brand: 'Oppo' },
    ])
  })

  it('answers 404 with a message for a device category that does not exist', async () => {
    const res = await api.request('GET', '/api/v1/get_device/tablets')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: expect.any(String) })
    expect(res.body.msg.length).toBeGreaterThan(0)
  })
})

describe('the models of a brand (get_device_model)', () => {
  describe('when the brand also has a phone older than 2018 in the catalogue', () => {
    beforeAll(async () => {
      await api.db.insertInto('device_models').values({
        id: 'samsung-galaxy-s8-test', brand_id: 'samsung', name: 'Galaxy S8', release_year: 2017, tier: 'flagship', body_color: '#111111', search_text: 'galaxy s8 samsung galaxy',
      }).execute()
    })

    it('lists only models released in 2018 or later, so the old phone is not offered', async () => {
      const res = await api.request('GET', '/api/v1/get_device_model/samsung')
      expect(res.status).toBe(200)
      const ids = res.body.deviceModels.map((m: { details: { _id: string } }) => m.details._id)
      expect(ids).toContain('samsung-galaxy-s21')
      expect(ids).not.toContain('samsung-galaxy-s8-test')
      for (const m of res.body.deviceModels) expect(m.releaseYear).toBeGreaterThanOrEqual(2018)
      // Only Samsung models
      expect(ids.every((id: string) => id.startsWith('samsung-'))).toBe(true)
    })
  })

  it('gives each model an absolute image URL that serves an SVG picture', async () => {
    const res = await api.request('GET', '/api/v1/get_device_model/samsung')
    const s21 = res.body.deviceModels.find((m: { details: { _id: string } }) => m.details._id === 'samsung-galaxy-s21')
    expect(s21.details.modelName).toBe('Galaxy S21')
    const url = new URL(s21.image)
    expect(url.protocol).toBe('http:')
    expect(url.pathname).toBe('/images/phones/samsung-galaxy-s21.svg')

    const image = await api.request('GET', url.pathname)
    expect(image.status).toBe(200)
    expect(String(image.headers['content-type'])).toMatch(/^image\/svg\+xml/)
    expect(String(image.body)).toContain('<svg')
  })

  it('answers 404 for a brand that does not exist', async () => {
    const res = await api.request('GET', '/api/v1/get_device_model/nokia')
    expect(res.status).toBe(404)
    expect(res.body.success).toBe(false)
    expect(res.body.msg).toEqual(expect.any(String))
  })
})

describe('the storage/RAM variants of a model and their prices (get_sell_variants)', () => {
  const variants = (headers?: Record<string, string>) => api.request('GET', '/api/v1/get_sell_variants/iphone-12-pro', { headers })

  it('prices the variants in KES when no country is sent', async () => {
    const res = await variants()
    expect(res.status).toBe(200)
    expect(res.body.variants.map((v: { variant: { _id: string } }) => v.variant._id)).toEqual(['iphone-12-pro-6-128', 'iphone-12-pro-6-256', 'iphone-12-pro-6-512'])
    for (const v of res.body.variants) {
      expect(v.prices.currency).toBe('KES')
      expect(Number.isInteger(v.prices.price)).toBe(true)
      expect(v.prices.price).toBeGreaterThan(0)
    }
    // The seed's maximum for the 6/128 GB iPhone 12 Pro
    expect(res.body.variants[0].prices.price).toBe(30_000)
  })

  it.each([
    ['tz', 'TZS'],
    ['ug', 'UGX'],
    ['ke', 'KES'],
  ])('prices them for country %s in %s, as positive whole numbers', async (country, currency) => {
    const [local, kes] = await Promise.all([variants({ country }), variants()])
    expect(local.status).toBe(200)
    expect(local.body.variants).toHaveLength(kes.body.variants.length)
    for (const v of local.body.variants) {
      expect(v.prices.currency).toBe(currency)
      expect(Number.isInteger(v.prices.price)).toBe(true)
      expect(v.prices.price).toBeGreaterThan(0)
    }
    if (country !== 'ke') expect(local.body.variants[0].prices.price).toBeGreaterThan(kes.body.variants[0].prices.price * 10)
  })

  it('refuses a country it does not serve with 400 and names the allowed ones', async () => {
    const res = await variants({ country: 'xx' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'country must be one of ke, tz, ug' })
  })

  it('answers 404 for an unknown model', async () => {
    const res = await api.request('GET', '/api/v1/get_sell_variants/nokia-3310')
    expect(res.status).toBe(404)
    expect(res.body.success).toBe(false)
  })
})

describe('search', () => {
  it("ranks the exact model first: 'iphone 12' gives the iPhone 12 before the 12 Pro", async () => {
    const res = await search('iphone 12')
    expect(res.status).toBe(200)
    const ids = modelIds(res.body)
    expect(ids[0]).toBe('iphone-12')
    expect(ids).toContain('iphone-12-pro')
    expect(res.body.results.models[0].models.modelName).toBe('iPhone 12')
    expect(res.body.results.models[0].image).toMatch(/^https?:\/\/[^/]+\/images\/phones\/iphone-12\.svg$/)
  })

  it("finds iPhones when the seller types the maker's name, 'apple'", async () => {
    const ids = modelIds((await search('apple')).body)
    expect(ids.length).toBeGreaterThan(5)
    expect(ids).toContain('iphone-13')
    expect(ids.every((id) => id.startsWith('iphone-'))).toBe(true)
  })

  it("finds Techno phones under the brand's real spelling, 'tecno'", async () => {
    const ids = modelIds((await search('tecno')).body)
    expect(ids).toContain('techno-camon-20')
    expect(ids).toContain('techno-spark-10')
    expect(ids.every((id) => id.startsWith('techno-'))).toBe(true)
  })

  it("finds Redmi phones under the maker's name, 'xiaomi'", async () => {
    const ids = modelIds((await search('xiaomi')).body)
    expect(ids).toContain('redmi-note-12')
    expect(ids).toContain('xiaomi-14')
  })

  it.each(['', '   '])('returns an empty list for a blank query (%j)', async (q) => {
    const res = await search(q)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, results: { models: [] } })
  })

  it('marks a sold-out model as not in stock and a stocked one as in stock', async () => {
    const xr = (await search('iphone xr')).body.results.models
    expect(xr.map((m: { models: { _id: string } }) => m.models._id)).toEqual(['iphone-xr'])
    expect(xr[0].instock).toBe(false)

    const twelve = (await search('iphone 12')).body.results.models
    expect(twelve.find((m: { models: { _id: string } }) => m.models._id === 'iphone-12').instock).toBe(true)
    // A model never stocked at all is not in stock either
    expect((await search('iphone xs')).body.results.models[0]).toMatchObject({ models: { _id: 'iphone-xs' }, instock: false })
  })

  it('refuses a query over 100 characters with 400', async () => {
    const res = await search('a'.repeat(101))
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(res.body.msg).toContain('too long')
  })

  it('accepts a query of exactly 100 characters', async () => {
    const res = await search('a'.repeat(100))
    expect(res.status).toBe(200)
    expect(res.body.results.models).toEqual([])
  })
})

describe('phone pictures', () => {
  it('answers 404 with a generic phone SVG for a model it does not know', async () => {
    const res = await api.request('GET', '/images/phones/nokia-3310.svg')
    expect(res.status).toBe(404)
    expect(String(res.headers['content-type'])).toMatch(/^image\/svg\+xml/)
    expect(String(res.body)).toContain('<svg')
    const known = await api.request('GET', '/images/phones/iphone-12.svg')
    expect(known.body).not.toBe(res.body)
  })
})
