/**
 * Issue 11: each process answers searches from its own copy of the search index. A catalogue seeded by
 * another process (a release) must reach it without a restart, and the stock badges must follow sales
 * within their bound, as they did when every search read the database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { searchModels } from '@server/catalogue/search'
import { indexCheckMs, searchStockMs } from '@server/catalogue/search-index'
import { ensureSearchIndex } from '@server/db/seed-large-catalogue'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(() => api.close())

const ids = async (query: string) => (await searchModels(api.db, query)).map((r) => r.id)

/** Searches until `check` holds: a reload happens in the background, after the search that noticed the change. */
async function settles(query: string, check: (found: string[]) => boolean): Promise<string[]> {
  let found = await ids(query)
  for (let i = 0; i < 200 && !check(found); i++) {
    await new Promise((r) => setTimeout(r, 10))
    found = await ids(query)
  }
  return found
}

describe('given a server that has answered searches', () => {
  describe('when another process seeds a catalogue with a new model', () => {
    it('finds the new model once its check period has passed, without a restart', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      expect(await ids('zuri one')).toEqual([])
      // What a seeding process does: new rows in the catalogue, then the stored index rebuilt.
      await api.db.insertInto('brands').values({ id: 'zuri', name: 'Zuri', sells: 0, sort: 99, synonyms: '[]' }).execute()
      await api.db.insertInto('device_models').values({ id: 'zuri-one', brand_id: 'zuri', name: 'One', release_year: 2025, tier: 'mid', body_color: '#333333', search_text: 'one zuri' }).execute()
      await ensureSearchIndex(api.db, { fresh: true })

      vi.setSystemTime(Date.now() + indexCheckMs)
      expect(await settles('zuri one', (found) => found.length > 0)).toEqual(['zuri-one'])
      // The rest of the catalogue is still there.
      expect((await ids('iphone 12'))[0]).toBe('iphone-12')
    })
  })

  describe('when the last units of a model are sold', () => {
    it('shows the search badge out of stock within its bound', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const model = 'samsung-galaxy-a14'
      const badge = async () => (await searchModels(api.db, 'galaxy a14')).find((r) => r.id === model)?.instock
      expect(await badge()).toBe(true)
      const units = await api.db.selectFrom('shop_variants').select(['id', 'quantity']).where('model_id', '=', model).execute()
      await api.db.updateTable('shop_variants').set({ quantity: 0 }).where('model_id', '=', model).execute()
      try {
        vi.setSystemTime(Date.now() + searchStockMs + 1)
        expect(await badge()).toBe(false)
      } finally {
        for (const u of units) await api.db.updateTable('shop_variants').set({ quantity: u.quantity }).where('id', '=', u.id).execute()
      }
    })
  })
})
