/**
 * The product page's data (issue 10 point 19): every model gets its own picture, drawn from the model's
 * data (brand, shape, the chosen colour; no external images), and the brand is spelled 'Tecno'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const svg = async (path: string) => {
  const res = await api.request('GET', path)
  expect(res.status).toBe(200)
  expect(String(res.headers['content-type'])).toMatch(/^image\/svg\+xml/)
  return String(res.body)
}
/** The drawing without its colours, ids and title: what is left is the shape. */
const shape = (s: string) => s.replace(/<title>.*?<\/title>/, '').replace(/#[0-9a-f]{3,6}\b/gi, '').replace(/\bp[0-9a-z]+([bs])\b/g, 'id$1')

describe('phone pictures', () => {
  const models = ['iphone-12', 'samsung-galaxy-a14', 'techno-spark-10', 'infinix-hot-30']

  it('draws each brand in its own shape, front and back, with the brand on the back', async () => {
    for (const view of ['', '?view=back']) {
      const shapes = await Promise.all(models.map(async (id) => shape(await svg(`/images/phones/${id}.svg${view}`))))
      expect(new Set(shapes).size, `view ${view || 'front'}`).toBe(models.length)
    }
    expect(await svg('/images/phones/techno-spark-10.svg?view=back')).toContain('>Tecno</text>')
    expect(await svg('/images/phones/samsung-galaxy-a14.svg?view=back')).toContain('>Samsung</text>')
  })

  it('every model in the catalogue has a drawing of its own, front and back, in its default colour', async () => {
    const ids = (await api.db.selectFrom('device_models').select('id').execute()).map((m) => m.id)
    expect(ids.length).toBeGreaterThan(50)
    for (const view of ['', '?view=back']) {
      const byShape = new Map<string, string>()
      for (const id of ids) {
        const drawn = shape(await svg(`/images/phones/${id}.svg${view}`))
        expect(byShape.get(drawn), `${id} looks like ${byShape.get(drawn)} (${view || 'front'})`).toBeUndefined()
        byShape.set(drawn, id)
      }
    }
  })

  it('two models of one brand differ too', async () => {
    const a = shape(await svg('/images/phones/samsung-galaxy-a14.svg'))
    const b = shape(await svg('/images/phones/samsung-galaxy-s21.svg'))
    expect(a).not.toBe(b)
  })

  it('paints the body in the chosen colour, and lets only a plain hex colour through', async () => {
    const red = await svg('/images/phones/iphone-12.svg?color=%23c0392b')
    expect(red).toContain('fill="#c0392b"')
    expect(await svg('/images/phones/iphone-12.svg')).not.toContain('#c0392b')
    const hostile = await svg('/images/phones/iphone-12.svg?color=%22%3E%3Cscript%3E')
    expect(hostile).not.toContain('<script')
    expect(hostile).toBe(await svg('/images/phones/iphone-12.svg'))
  })

  it('has no external reference', async () => {
    for (const id of models) expect(await svg(`/images/phones/${id}.svg?view=back`)).not.toMatch(/href=|url\((?!#)/)
  })
})

describe("the brand is spelled 'Tecno'", () => {
  it('in the brand list and on the product', async () => {
    const brands = await api.request('GET', '/api/v1/get_device/smartphones')
    expect(brands.body.brands).toContainEqual({ _id: 'techno', brand: 'Tecno' })
    expect(JSON.stringify(brands.body)).not.toContain('Techno')
    const product = await api.request('GET', '/api/v1/get_single_product/techno-spark-10')
    expect(product.status).toBe(200)
    expect(product.body.inventory.details.brand).toBe('Tecno')
  })
})
