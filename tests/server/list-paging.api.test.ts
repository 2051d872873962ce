/**
 * One paging scheme for every list that can grow (issue 12 §4, docs/api.md "Paging"): `?page=&limit=` in,
 * the items with `page`, `limit` and `total` out; a page past the last is empty with the same total; a bad
 * `page` or `limit` is 400 with a message that says what is wrong. On SQLite, and on PostgreSQL with
 * TEST_POSTGRES=1 (the same file runs in the api project there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questions } from '@core/domain/questions'
import { pageSizes } from '@core/domain/paging'
import { ownPage, siteToken, startApi, type Harness } from '../support/server'

let api: Harness
let token: string
const quoteIds: string[] = []

const perfect = Object.fromEntries(questions.map((q) => [q.key, q.expected]))

beforeAll(async () => {
  api = await startApi()
  const local = '0713500001'
  expect((await api.request('POST', '/api/v1/send_otp', { body: { phone: local } })).status).toBe(200)
  const signedIn = await api.request('POST', '/api/v1/verify_otp', { body: { phone: local, random: api.lastCode('+254713500001') }, headers: ownPage })
  expect(signedIn.status).toBe(200)
  token = siteToken(signedIn.headers)
  // Three quotes, one after the other (newest first in every list).
  for (let i = 0; i < 3; i++) {
    const res = await api.request('POST', '/api/v1/calculate', { body: { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...perfect }, token })
    expect(res.status).toBe(200)
    quoteIds.unshift(res.body.quote._id)
    await api.db.updateTable('quotes').set({ created_at: Date.UTC(2026, 0, 1 + i) }).where('id', '=', res.body.quote._id).execute()
  }
  // Two of them with an agreed price (what staff's confirm does to the stored state): two purchase invoices.
  await api.db.updateTable('quotes').set({ status: 'offer_confirmed' }).where('id', 'in', quoteIds.slice(0, 2)).execute()
  // 25 approved testimonials in Uganda besides the seeded one.
  const day = 86_400_000
  await api.db.insertInto('testimonials').values(Array.from({ length: 25 }, (_, i) => ({
    id: `paging-${i}`, name: `Customer ${i}`, occupation: 'Trader', testimonial: `Testimonial ${i}`, country: 'ug', partner_id: 'simu', approved: 1, created_at: Date.UTC(2026, 5, 1) + i * day,
  }))).execute()
})
afterAll(() => api.close())

const get = (url: string, headers: Record<string, string> = {}) => api.request('GET', `/api/v1/${url}`, { token, headers })
const ids = (items: { _id: string }[]) => items.map((i) => i._id)

describe('a paged list (GET quotes)', () => {
  it('answers the first page with its size and the total', async () => {
    const res = await get('quotes?limit=2')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, page: 1, limit: 2, total: 3 })
    expect(ids(res.body.quotes)).toEqual(quoteIds.slice(0, 2))
  })

  it('answers the last page with what is left', async () => {
    const res = await get('quotes?page=2&limit=2')
    expect(res.body).toMatchObject({ page: 2, limit: 2, total: 3 })
    expect(ids(res.body.quotes)).toEqual(quoteIds.slice(2))
  })

  it('answers a page past the last with no items and the same total', async () => {
    const res = await get('quotes?page=3&limit=2')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ page: 3, limit: 2, total: 3, quotes: [] })
  })

  it('without page or limit answers the first page of the default size', async () => {
    const res = await get('quotes')
    expect(res.body).toMatchObject({ page: 1, limit: pageSizes.quotes.default, total: 3 })
    expect(ids(res.body.quotes)).toEqual(quoteIds)
  })

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a number'],
    ['limit=-5', 'limit must be a number'],
    ['limit=2.5', 'limit must be a number'],
    ['page=0', 'page must be at least 1'],
    ['page=first', 'page must be a number'],
  ])('refuses %s with 400: "%s"', async (query, message) => {
    const res = await get(`quotes?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(['invalid_input', 'at_least_one', 'at_most']).toContain(res.body.code)
    expect(res.body.msg).toContain(message)
  })

  it('says the limit in Swahili too', async () => {
    const res = await get('quotes?limit=500', { 'accept-language': 'sw' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'at_most', msg: 'limit lazima isizidi 100', params: { name: 'limit', max: 100 } })
  })
})

describe('every paged list takes the same parameters and answers the same shape', () => {
  const lists = [
    { url: 'quotes', key: 'quotes', total: 3 },
    { url: 'invoices', key: 'invoices', total: 2 },
    { url: 'shop_orders', key: 'orders', total: 0 },
    { url: 'repair_tickets', key: 'tickets', total: 0 },
  ] as const
  it.each(lists)('GET $url pages (total $total)', async ({ url, key, total }) => {
    const first = await get(`${url}?page=1&limit=1`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: true, page: 1, limit: 1, total })
    expect(first.body[key]).toHaveLength(Math.min(1, total))
    const last = await get(`${url}?page=${Math.max(1, total)}&limit=1`)
    expect(last.body[key]).toHaveLength(Math.min(1, total))
    const past = await get(`${url}?page=${total + 1}&limit=1`)
    expect(past.body).toMatchObject({ page: total + 1, total, [key]: [] })
    const bad = await get(`${url}?limit=1000`)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('limit must be at most 100')
  })

  it('GET invoices lists the two invoices, newest first, over two pages', async () => {
    const one = (await get('invoices?limit=1')).body
    const two = (await get('invoices?page=2&limit=1')).body
    expect([...ids(one.invoices), ...ids(two.invoices)]).toEqual(quoteIds.slice(0, 2))
  })

  it('GET testimonials pages the country\'s approved testimonials (26 in Uganda)', async () => {
    const first = await get('testimonials?limit=10', { country: 'ug' })
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 26 })
    expect(first.body.testimonials[0].name).toBe('Customer 24')
    const last = await get('testimonials?page=3&limit=10', { country: 'ug' })
    expect(last.body.testimonials).toHaveLength(6)
    expect(last.body.testimonials.at(-1).name).toBe('Grace Nakato')
    expect((await get('testimonials?page=4&limit=10', { country: 'ug' })).body).toMatchObject({ testimonials: [], total: 26 })
    expect((await get('testimonials?limit=0', { country: 'ug' })).status).toBe(400)
  })

  it('GET available_models pages the catalogue the same way (count is total\'s older name)', async () => {
    const first = (await get('available_models?page=1&limit=5')).body
    expect(first).toMatchObject({ page: 1, limit: 5 })
    expect(first.inventory).toHaveLength(5)
    expect(first.count).toBe(first.total)
    const lastPage = Math.ceil(first.total / 5)
    const last = (await get(`available_models?page=${lastPage}&limit=5`)).body
    expect(last.inventory).toHaveLength(first.total - (lastPage - 1) * 5)
    expect((await get(`available_models?page=${lastPage + 1}&limit=5`)).body).toMatchObject({ inventory: [], total: first.total })
    const bad = await get(`available_models?limit=${pageSizes.availableModels.max + 1}`)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe(`limit must be at most ${pageSizes.availableModels.max}`)
  })
})
