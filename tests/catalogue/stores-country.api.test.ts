/**
 * Issue 10, point 15: a visitor is offered the stores of their own country only. Samsung's trade-in
 * stores are in Kenya: /tz and /ug get none (the page then says the trade-in is Kenya-only), never
 * Kenyan stores under a Tzs or Ugx price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

const list = async (path: string, country: string) => {
  const res = await api.request('GET', `/api/v1/${path}`, { headers: { country } })
  expect(res.status).toBe(200)
  return res.body.stores as { _id: string; region: string; store_name: string }[]
}
const kenyan = async () => new Set((await api.db.selectFrom('stores').select('id').where('country', '=', 'ke').execute()).map((r) => r.id))

describe('store lists follow the country (point 15)', () => {
  it('lists the 20 and 19 Samsung stores for Kenya', async () => {
    expect(await list('trade_in_stores/samsung-20', 'ke')).toHaveLength(20)
    expect(await list('trade_in_stores/samsung-19', 'ke')).toHaveLength(19)
    expect((await list('trade_in_stores', 'ke')).length).toBe(39)
  })

  for (const country of ['tz', 'ug']) {
    it(`offers no Kenyan store to a visitor from ${country}: Samsung lists empty, Simu's own list only its own stores`, async () => {
      const ke = await kenyan()
      expect(await list('trade_in_stores/samsung-20', country)).toEqual([])
      expect(await list('trade_in_stores/samsung-19', country)).toEqual([])
      expect(await list('trade_in_stores', country)).toEqual([])
      const own = await list('trade_in_stores/simu', country)
      expect(own.length).toBeGreaterThan(0)
      expect(own.filter((s) => ke.has(s._id))).toEqual([])
    })
  }
})
