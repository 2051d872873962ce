/**
 * Issue 10, point 17: the pickup address carries a town from the list Simu ships for the trade-in's
 * country. The server takes a town of that country only (a Kenyan trade-in is not picked up in Arusha)
 * and stores the address with the town once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questions } from '@core/domain/questions'
import { splitTown, suggestTowns, towns } from '@core/domain/towns'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

const perfect = Object.fromEntries(questions.map((q) => [q.key, q.expected]))
let seq = 0
async function quoteIn(country: 'ke' | 'tz') {
  const n = String(seq++).padStart(3, '0')
  const local = country === 'ke' ? `0713500${n}` : `0754500${n}`
  const phone = `+${country === 'ke' ? '254' : '255'}${local.slice(1)}`
  const headers = { 'x-forwarded-for': `10.41.${seq}.1`, country }
  expect((await api.request('POST', '/api/v1/send_otp', { body: { phone: local }, headers })).status).toBe(200)
  const signed = await api.request('POST', '/api/v1/verify_otp', { body: { phone: local, random: api.lastCode(phone) }, headers })
  const token = signed.body.token as string
  const res = await api.request('POST', '/api/v1/calculate', { body: { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...perfect }, token, headers: { country } })
  expect(res.status).toBe(200)
  return { id: res.body.quote._id as string, token }
}
async function slot() {
  const res = await api.request('GET', '/api/v1/pickup_slots')
  return { date: res.body.days[0].date as string, slot: 'morning' as const }
}
const book = async (q: { id: string; token: string }, address: string, town?: string) =>
  api.request('POST', `/api/v1/schedule_pickup/${q.id}`, { token: q.token, body: { address, ...(town === undefined ? {} : { town }), ...(await slot()) } })

describe('the pickup town (point 17)', () => {
  it('stores the street address with the chosen town, however the town was cased', async () => {
    const q = await quoteIn('ke')
    const res = await book(q, 'Woodvale Grove 4, Westlands', 'nairobi')
    expect(res.status).toBe(200)
    expect(res.body.quote.tradeIn.pickup.address).toBe('Woodvale Grove 4, Westlands, Nairobi')
    // An address that already ends with the town does not get it twice.
    expect((await book(q, 'Kimathi House, Nairobi', 'Nairobi')).body.quote.tradeIn.pickup.address).toBe('Kimathi House, Nairobi')
  })

  it("refuses a town of another country or one not on the list with 400, and books nothing", async () => {
    const q = await quoteIn('ke')
    for (const town of ['Arusha', 'Kampala', 'Springfield']) {
      const res = await book(q, 'Moi Avenue 1', town)
      expect(res.status, town).toBe(400)
      expect(res.body).toMatchObject({ code: 'pickup_town_unknown' })
      expect(res.body.msg).toMatch(/^Choose a town from the list/)
    }
    expect(await api.db.selectFrom('trade_in_pickups').select('quote_id').where('quote_id', '=', q.id).execute()).toEqual([])
  })

  it('takes a Tanzanian town for a Tanzanian trade-in', async () => {
    const q = await quoteIn('tz')
    const res = await book(q, 'Sokoine Rd 12', 'Arusha')
    expect(res.status).toBe(200)
    expect(res.body.quote.tradeIn.pickup.address).toBe('Sokoine Rd 12, Arusha')
  })
})

describe('the towns shipped with Simu', () => {
  it('has towns for Kenya, Tanzania and Uganda, each named once', () => {
    for (const list of Object.values(towns)) {
      expect(list.length).toBeGreaterThanOrEqual(30)
      expect(new Set(list).size).toBe(list.length)
    }
  })

  it('suggests towns starting with the text first, then towns where a later word does', () => {
    expect(suggestTowns('ke', 'na')).toEqual(['Nairobi', 'Naivasha', 'Nakuru', 'Nanyuki', 'Narok'])
    expect(suggestTowns('tz', 'salaam')).toEqual(['Dar es Salaam'])
    expect(suggestTowns('ug', 'kam')).toEqual(['Kampala'])
    expect(suggestTowns('ke', 'muranga')).toEqual(["Murang'a"])
    expect(suggestTowns('ke', '')).toEqual([])
  })

  it('reads a stored address back into the street part and the town, to change a booking', () => {
    expect(splitTown('ke', 'Woodvale Grove 4, Westlands, Nairobi')).toEqual({ address: 'Woodvale Grove 4, Westlands', town: 'Nairobi' })
    expect(splitTown('ke', 'Somewhere far')).toEqual({ address: 'Somewhere far', town: '' })
  })
})
