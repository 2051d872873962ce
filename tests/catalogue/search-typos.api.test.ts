/**
 * Issue 10, points 13 and 14: every search hit opens a working page (a model the shop does not sell
 * opens its sell page instead of 'could not fetch item'), the search forgives real misspellings, and
 * word-by-word matches rank a word of the model's own name above a brand synonym ('tecno spark').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editDistance, correctQuery } from '@server/db/search-spelling'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

type Hit = { instock: boolean; shop?: boolean; models: { _id: string; modelName: string } }
const hits = async (query: string, country = 'ke'): Promise<Hit[]> => {
  const res = await api.request('POST', `/api/v1/search?query=${encodeURIComponent(query)}`, { headers: { country } })
  expect(res.status).toBe(200)
  return res.body.results.models
}
const ids = async (query: string) => (await hits(query)).map((h) => h.models._id)

describe('a search hit always opens a working page (point 13)', () => {
  for (const country of ['ke', 'tz', 'ug']) {
    it(`every hit for 'samsung', 'iphone', 'tecno' and 'xiaomi' in ${country} has a page that loads: the product, or the sell page`, async () => {
      let outOfStock = 0
      for (const query of ['samsung', 'iphone', 'tecno', 'xiaomi']) {
        for (const hit of await hits(query, country)) {
          if (!hit.instock) outOfStock++
          // What the search box opens (src/core/catalogue/search.ts resultLink): a shop model's product page, else its sell page.
          if (hit.shop !== false) {
            const page = await api.request('GET', `/api/v1/get_single_product/${hit.models._id}`, { headers: { country } })
            expect(page.status, `${hit.models._id} product page`).toBe(200)
            expect(page.body.inventory.details._id).toBe(hit.models._id)
          } else {
            const sell = await api.request('GET', `/api/v1/get_sell_variants/${hit.models._id}`, { headers: { country } })
            expect(sell.status, `${hit.models._id} sell page`).toBe(200)
            expect(sell.body.variants.length, `${hit.models._id} has sell prices`).toBeGreaterThan(0)
          }
        }
      }
      // The sold-out and never-stocked models are among the hits: the case the issue saw (7 of 17 for 'samsung').
      expect(outOfStock).toBeGreaterThanOrEqual(7)
    })
  }

  it('marks the models the shop does not sell, and only those', async () => {
    const samsung = await hits('samsung')
    const shopRows = await api.db.selectFrom('shop_models').select('model_id').execute()
    const sold = new Set(shopRows.map((r) => r.model_id))
    expect(samsung.filter((h) => h.shop === false).map((h) => h.models._id).sort()).toEqual(samsung.filter((h) => !sold.has(h.models._id)).map((h) => h.models._id).sort())
    expect(samsung.some((h) => h.shop === false)).toBe(true)
    // A sold-out shop model still opens its product page (Out of stock there), not the sell page.
    expect(samsung.find((h) => h.models._id === 'samsung-galaxy-z-flip4')).toMatchObject({ instock: false, shop: true })
  })
})

describe('the search forgives typos (point 14)', () => {
  // Misspellings people type into phone-shop searches: a dropped, doubled, swapped or wrong letter.
  const misspellings: [typed: string, first: string][] = [
    ['samsng', 'samsung-galaxy-s24-ultra'],
    ['sumsung a14', 'samsung-galaxy-a14'],
    ['samsung galxy a14', 'samsung-galaxy-a14'],
    ['galaxi s23', 'samsung-galaxy-s23'],
    ['iphon 13 pro', 'iphone-13-pro'],
    ['iphnoe 12', 'iphone-12'],
    ['ipone 12', 'iphone-12'],
    ['infinx hot 30', 'infinix-hot-30'],
    ['tecno sprak 10', 'techno-spark-10'],
    ['xiomi 13t', 'xiaomi-13t'],
    ['redmi noet 12', 'redmi-note-12'],
    ['realmi c55', 'realme-c55'],
  ]
  for (const [typed, first] of misspellings) {
    it(`'${typed}' finds ${first} first`, async () => {
      expect((await ids(typed))[0]).toBe(first)
    })
  }

  it('leaves a text it cannot place alone: no guess for gibberish or for a short word', async () => {
    expect(await ids('qqqqzzzz')).toEqual([])
    expect(await ids('zzz')).toEqual([])
  })

  it('does not touch a word typed right (a known word is never corrected)', async () => {
    expect((await ids('iphone 12'))[0]).toBe('iphone-12')
    const vocabulary = { words: ['samsung', 'galaxy', 'iphone'], count: new Map() }
    expect(correctQuery('samsung galaxy', vocabulary)).toBeUndefined()
    expect(correctQuery('samsng galaxy', vocabulary)).toBe('samsung galaxy')
  })

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('iphnoe', 'iphone', 2)).toBe(1)
    expect(editDistance('samsng', 'samsung', 2)).toBe(1)
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })
})

describe('the search ranks tighter (point 14)', () => {
  it("'tecno spark' lists every Spark model before the other Tecno phones", async () => {
    const found = await ids('tecno spark')
    const spark = found.filter((id) => id.includes('-spark-'))
    expect(spark.length).toBeGreaterThanOrEqual(3)
    expect(found.slice(0, spark.length)).toEqual(spark)
  })

  it("'techno camon' lists the Camon models first", async () => {
    const found = await ids('techno camon')
    const camon = found.filter((id) => id.includes('-camon-'))
    expect(camon.length).toBeGreaterThanOrEqual(3)
    expect(found.slice(0, camon.length)).toEqual(camon)
  })
})
