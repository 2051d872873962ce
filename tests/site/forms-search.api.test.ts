/**
 * Search ranking (sell-side.md §2 'Search box', §5 'search runs only on non-blank text', §7 POST
 * search?query=): exact name > name prefix > a later word's prefix > token and synonym matches, newer
 * models first on ties; brand synonyms (apple/iphone, redmi/xiaomi, techno/tecno); and the same answers
 * from the index on a catalogue of thousands as a full scan would give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateLargeCatalogue, indexedModels, largeCatalogueSize, matchesEveryWord, phraseTier, searchLimit, searchWords, seedLargeCatalogue } from '@server/db/seed-large-catalogue'
import { searchModels, searchTokens } from '@server/catalogue/search'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
  // A brand of our own whose models show every rank for 'zeta 5' (inserted before the first search builds the index).
  await api.db.insertInto('brands').values({ id: 'zorro', name: 'Zorro', sells: 0, sort: 99, synonyms: JSON.stringify(['zedco']) }).execute()
  const model = (id: string, name: string, year: number) => ({ id, brand_id: 'zorro', name, release_year: year, tier: 'mid', body_color: '#333333', search_text: `${name} zorro zedco`.toLowerCase() })
  await api.db.insertInto('device_models').values([
    model('zorro-zeta-5', 'Zeta 5', 2019),
    model('zorro-zeta-5-max', 'Zeta 5 Max', 2024),
    model('zorro-zeta-50', 'Zeta 50', 2023),
    model('zorro-neo-zeta-5', 'Neo Zeta 5', 2025),
    model('zorro-nova-5-zeta', 'Nova 5 Zeta', 2025),
  ]).execute()
})
afterAll(() => api.close())

type Reply = { results: { models: { image: string; instock: boolean; models: { _id: string; modelName: string } }[] } }
const search = (query: string) => api.request('POST', `/api/v1/search?query=${encodeURIComponent(query)}`)
const ids = async (query: string) => ((await search(query)).body as Reply).results.models.map((m) => m.models._id)
const years = async (query: string) => {
  const rows = await api.db.selectFrom('device_models').select(['id', 'release_year']).execute()
  const year = new Map(rows.map((r) => [r.id, r.release_year]))
  return (await ids(query)).map((id) => year.get(id)!)
}

describe('the ranking', () => {
  it("puts the exact name first, then name prefixes, then a later word's prefix, then word-by-word matches", async () => {
    expect(await ids('zeta 5')).toEqual([
      'zorro-zeta-5', // exact name
      'zorro-zeta-5-max', // name prefix, 2024
      'zorro-zeta-50', // name prefix, 2023
      'zorro-neo-zeta-5', // 'zeta 5' from the second word on
      'zorro-nova-5-zeta', // both words, not as one phrase
    ])
  })

  it("ranks an exact name above newer models: 'iphone 12' gives the iPhone 12, then the 12 Pro", async () => {
    const found = await ids('iphone 12')
    expect(found.slice(0, 2)).toEqual(['iphone-12', 'iphone-12-pro'])
  })

  it("ranks names starting with the text above names where a later word does: 'note' lists Infinix Notes before the newer Redmi Notes", async () => {
    const found = await ids('note')
    const firstRedmi = found.findIndex((id) => id.startsWith('redmi-'))
    expect(found.slice(0, firstRedmi).sort()).toEqual(['infinix-note-12', 'infinix-note-30'])
    expect(found).toContain('redmi-note-13-pro')
  })

  it('lists newer models first among equals', async () => {
    const y = await years('galaxy')
    expect(y.length).toBeGreaterThan(10)
    expect([...y].sort((a, b) => b - a)).toEqual(y)
  })

  it('matches the brand in front of the name, exactly or as a prefix', async () => {
    expect((await ids('zorro zeta 5'))[0]).toBe('zorro-zeta-5')
    expect((await ids('samsung galaxy s2')).slice(0, 3)).toEqual(['samsung-galaxy-s24-ultra', 'samsung-galaxy-s23', 'samsung-galaxy-s23-ultra'])
  })

  it("finds a name typed without spaces: 'iphone12' and 'zeta5'", async () => {
    expect((await ids('iphone12')).slice(0, 2)).toEqual(['iphone-12', 'iphone-12-pro'])
    expect((await ids('zeta5'))[0]).toBe('zorro-zeta-5')
  })

  it('finds words in any order, after the phrase matches', async () => {
    // 'Nova 5 Zeta' has it as a phrase from its second word; the others have both words apart, newest first.
    expect(await ids('5 zeta')).toEqual(['zorro-nova-5-zeta', 'zorro-neo-zeta-5', 'zorro-zeta-5-max', 'zorro-zeta-50', 'zorro-zeta-5'])
    const found = await ids('pro 13')
    expect(found).toContain('iphone-13-pro')
    expect(found).toContain('redmi-note-13-pro')
    expect(found.every((id) => /13/.test(id) && /pro/.test(id))).toBe(true)
  })

  it('ignores case, accents and punctuation', async () => {
    for (const q of ['IPHONE 12', 'iPhone-12', 'Ïphone 12', '  iphone   12 ']) expect((await ids(q))[0]).toBe('iphone-12')
  })

  it('answers at most 20 models', async () => {
    expect(await ids('a')).toHaveLength(searchLimit)
  })
})

describe('brand synonyms', () => {
  it("finds iPhones for 'apple', and for 'apple 13' the iPhone 13 family only", async () => {
    const apple = await ids('apple')
    expect(apple.length).toBeGreaterThan(10)
    expect(apple.every((id) => id.startsWith('iphone-'))).toBe(true)
    expect((await ids('apple 13')).sort()).toEqual(['iphone-13', 'iphone-13-pro', 'iphone-13-pro-max'])
  })

  it("finds Techno phones for 'tecno' and for 'techno'", async () => {
    for (const q of ['tecno', 'techno']) {
      const found = await ids(q)
      expect(found).toContain('techno-camon-20')
      expect(found.every((id) => id.startsWith('techno-'))).toBe(true)
    }
    expect(await ids('tecno spark 10')).toEqual(['techno-spark-10'])
  })

  it("finds Redmi and Xiaomi phones for either name, its own brand's first", async () => {
    const redmi = await ids('redmi')
    expect(redmi[0]!.startsWith('redmi-')).toBe(true)
    expect(redmi).toContain('xiaomi-14')
    expect(redmi.findIndex((id) => id.startsWith('xiaomi-'))).toBeGreaterThan(redmi.findLastIndex((id) => id.startsWith('redmi-')))
    const xiaomi = await ids('xiaomi')
    expect(xiaomi).toContain('redmi-note-12')
    expect(xiaomi[0]!.startsWith('xiaomi-')).toBe(true)
  })

  it("finds a brand's synonym only as the start of a word", async () => {
    expect(await ids('zedco')).toHaveLength(5)
    expect(await ids('edco')).toEqual([])
  })
})

describe('the reply', () => {
  it('gives each result an image on our origin, the name and the stock badge', async () => {
    const res = await search('iphone 12')
    expect(res.status).toBe(200)
    const [first] = (res.body as Reply).results.models
    expect(first).toEqual({ image: expect.stringMatching(/^https?:\/\/[^/]+\/images\/phones\/iphone-12\.svg$/), instock: true, shop: true, models: { _id: 'iphone-12', modelName: 'iPhone 12' } })
    expect((await search('zeta 5')).body.results.models[0].instock).toBe(false)
  })

  it.each(['', '   ', '%', '---'])('is empty for text without letters or digits (%j)', async (q) => {
    const res = await search(q)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, results: { models: [] } })
  })

  it('is empty for text nothing matches', async () => {
    expect(await ids('qqqq')).toEqual([])
  })

  it('refuses text over 100 characters with 400', async () => {
    const res = await search('x'.repeat(101))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'query: search text is too long' })
  })

  it('uses at most six words', () => {
    expect(searchTokens('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})

describe('the large catalogue', () => {
  it(`generates ${largeCatalogueSize.toLocaleString('en')} distinct models, the same on every run, across many brands`, () => {
    const one = generateLargeCatalogue()
    const two = generateLargeCatalogue()
    expect(one.models).toHaveLength(largeCatalogueSize)
    expect(new Set(one.models.map((m) => m.id)).size).toBe(largeCatalogueSize)
    expect(two.models.slice(0, 50)).toEqual(one.models.slice(0, 50))
    expect(two.models.at(-1)).toEqual(one.models.at(-1))
    expect(one.brands.length).toBeGreaterThan(40)
    for (const m of one.models) expect(m.releaseYear).toBeGreaterThanOrEqual(2010)
  })

  it('leaves out names the curated catalogue already has', () => {
    const taken = new Set(['galaxy a14', 'redmi note 12'])
    const names = generateLargeCatalogue(largeCatalogueSize, taken).models.map((m) => searchWords(m.name).join(' '))
    expect(names).not.toContain('galaxy a14')
    expect(names).not.toContain('redmi note 12')
  })

  describe('seeded into a database', () => {
    let big: Harness
    beforeAll(async () => {
      big = await startApi()
      await seedLargeCatalogue(big.db, 4000)
    }, 60_000)
    afterAll(() => big.close())

    it('keeps the sell lists to the curated models (its brands are search-only)', async () => {
      const brands = (await big.request('GET', '/api/v1/get_device/smartphones')).body.brands
      expect(brands.every((b: { _id: string }) => !b._id.startsWith('lc-'))).toBe(true)
      const samsung = (await big.request('GET', '/api/v1/get_device_model/samsung')).body.deviceModels
      expect(samsung.every((m: { details: { _id: string } }) => !m.details._id.startsWith('lc-'))).toBe(true)
    })

    it('is not inserted twice when the seed runs again', async () => {
      await seedLargeCatalogue(big.db, 4000)
      const n = await big.db.selectFrom('device_models').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'like', 'lc-%').executeTakeFirstOrThrow()
      expect(Number(n.n)).toBe(4000)
    })

    // The index stores only the prefixes a query needs, each with its best 20 models: a full scan of
    // every model with the same ranking rules must give the same answer.
    it.each(['a', 'g', 'galaxy', 'galaxy a', 'galaxy a1', 'moto g', 'moto g5', 'redmi note 1', 'note', 'pro', 'pro max', '5g', 'tecno', 'xiaomi',
      'samsung a', 'hot 1', 'x', 'spark 2', 'nokia 8', 'blade a5 lite', 'iphone', 'apple 1', 'honor x', 'zz', 'reno 8 pro', 'a1 (india)', 'galaxya14'])(
      'answers %j exactly as a full scan would', async (q) => {
        const models = await indexedModels(big.db)
        const tokens = searchTokens(q)
        const variants = tokens.length > 1 ? [tokens.join(' '), tokens.join('')] : [tokens.join(' ')]
        const order = [...models].sort((a, b) => b.releaseYear - a.releaseYear || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id < b.id ? -1 : 1))
        const expected = order
          .map((m) => ({ id: m.id, tier: Math.min(...variants.map((v) => phraseTier(v, m) ?? Infinity), tokens.length > 1 && matchesEveryWord(tokens, m) ? 3 : Infinity) }))
          .filter((r) => r.tier !== Infinity)
          .sort((a, b) => a.tier - b.tier)
          .slice(0, searchLimit)
        const got = await searchModels(big.db, q)
        expect(got.map((r) => [r.id, r.tier])).toEqual(expected.map((r) => [r.id, r.tier]))
      })
  })
})
