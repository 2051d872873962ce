/**
 * The shop's pure rules (shop-and-repair.md §2-4, §9): the URL form of the catalogue's view, page
 * sizes, price bands and their labels per country, the grid's 'in the box' block, starting prices,
 * the variant a colour opens with, and the buy-back price.
 */
import { describe, expect, it } from 'vitest'
import {
  availableModelsQuery,
  buyBackPrice,
  byStorage,
  emptyView,
  gridCells,
  hasFilters,
  inBand,
  pageCount,
  pageSizeFor,
  parseShopSearch,
  pickVariant,
  priceBandLabels,
  shopQueryString,
  shopSearch,
  startingPrice,
  toggleBrand,
  withFilters,
} from '@core/domain/shop'

describe('the catalogue view in the URL', () => {
  it('reads filters and page from the query', () => {
    expect(parseShopSearch({ instock: '1', baseprice: '3', brands: 'iphone,Samsung', page: '2' })).toEqual({ instock: true, baseprice: 3, brands: ['iphone', 'samsung'], page: 2 })
  })

  it('drops what is malformed, so a mangled shared link still opens the catalogue', () => {
    expect(parseShopSearch({ instock: 'yes', baseprice: '7', brands: ',<b>,,oppo', page: '-3' })).toEqual({ instock: false, brands: ['oppo'], page: 1 })
    expect(parseShopSearch({})).toEqual(emptyView)
  })

  it('writes only what differs from the plain catalogue, and reads back the same view', () => {
    expect(shopQueryString(emptyView)).toBe('')
    const view = { instock: true, baseprice: 2 as const, brands: ['iphone', 'oppo'], page: 3 }
    expect(shopSearch(view)).toEqual({ instock: '1', baseprice: '2', brands: 'iphone,oppo', page: '3' })
    expect(shopQueryString(view)).toBe('?instock=1&baseprice=2&brands=iphone%2Coppo&page=3')
    expect(parseShopSearch(Object.fromEntries(new URLSearchParams(shopQueryString(view))))).toEqual(view)
  })

  it('goes back to page 1 on any filter change', () => {
    const onPage3 = { ...emptyView, page: 3 }
    expect(withFilters(onPage3, { instock: true }).page).toBe(1)
    expect(toggleBrand(onPage3, 'iphone')).toEqual({ ...emptyView, brands: ['iphone'], page: 1 })
    expect(toggleBrand({ ...emptyView, brands: ['iphone', 'oppo'] }, 'iphone').brands).toEqual(['oppo'])
  })

  it('knows when any filter is set (Clear Filters)', () => {
    expect(hasFilters(emptyView)).toBe(false)
    expect(hasFilters({ ...emptyView, page: 4 })).toBe(false)
    expect(hasFilters({ ...emptyView, baseprice: 1 })).toBe(true)
  })
})

describe('page sizes', () => {
  it('are 24, or 10,000 with the in-stock filter', () => {
    expect(pageSizeFor(false)).toBe(24)
    expect(pageSizeFor(true)).toBe(10_000)
    expect(pageCount(41, false)).toBe(2)
    expect(pageCount(24, false)).toBe(1)
    expect(pageCount(0, false)).toBe(1)
    expect(pageCount(500, true)).toBe(1)
  })

  it('are sent as the limit of available_models, with the filters', () => {
    expect(availableModelsQuery({ instock: true, baseprice: 4, brands: ['iphone', 'oppo'], page: 1 })).toEqual({ instock: '1', baseprice: '4', brands: 'iphone,oppo', page: '1', limit: '10000' })
    expect(availableModelsQuery({ ...emptyView, page: 2 })).toEqual({ page: '2', limit: '24' })
  })
})

describe('price bands per country (§9)', () => {
  it('label the Kenyan bands in Ksh', () => {
    expect(priceBandLabels('ke')).toEqual([
      { band: 1, kind: 'under', max: 'Ksh 10,000' },
      { band: 2, kind: 'between', min: 'Ksh 10,000', max: 'Ksh 20,000' },
      { band: 3, kind: 'between', min: 'Ksh 20,000', max: 'Ksh 50,000' },
      { band: 4, kind: 'over', min: 'Ksh 50,000' },
    ])
  })

  it('label the Tanzanian and Ugandan bands in their currencies', () => {
    expect(priceBandLabels('tz').map((b) => ('max' in b ? b.max : b.min))).toEqual(['Tzs 180,000', 'Tzs 360,000', 'Tzs 900,000', 'Tzs 900,000'])
    expect(priceBandLabels('ug')[0]).toEqual({ band: 1, kind: 'under', max: 'Ugx 300,000' })
    expect(priceBandLabels('ug')[3]).toEqual({ band: 4, kind: 'over', min: 'Ugx 600,000' })
  })

  it('include the lower bound and exclude the upper one', () => {
    expect(inBand(9_999, 1, 'ke')).toBe(true)
    expect(inBand(10_000, 1, 'ke')).toBe(false)
    expect(inBand(10_000, 2, 'ke')).toBe(true)
    expect(inBand(5_000_000, 4, 'ke')).toBe(true)
    expect(inBand(400_000, 3, 'ug')).toBe(true)
    expect(inBand(179_999, 1, 'tz')).toBe(true)
  })
})

describe('the grid', () => {
  it("puts the 'in the box' block at position 8", () => {
    const cells = gridCells(Array.from({ length: 24 }, (_, i) => i))
    expect(cells).toHaveLength(25)
    expect(cells[7]).toEqual({ kind: 'promo' })
    expect(cells[6]).toEqual({ kind: 'item', item: 6 })
    expect(cells[8]).toEqual({ kind: 'item', item: 7 })
  })

  it('puts it last when fewer than 8 phones show, and leaves an empty grid empty', () => {
    expect(gridCells([1, 2, 3]).map((c) => c.kind)).toEqual(['item', 'item', 'item', 'promo'])
    expect(gridCells([])).toEqual([])
  })
})

const v = (id: string, storage: number, quantity: number, priority = false, ram = 4) => ({ _id: id, storage, ram, quantity, priority, saleprice: storage * 100, discounted: storage * 90 })

describe('variants', () => {
  it("'Starting from' is the lowest discounted price, with that variant's sale price", () => {
    expect(startingPrice([v('a', 128, 1), v('b', 64, 0), v('c', 256, 2)])).toEqual({ saleprice: 6_400, discounted: 5_760 })
    expect(startingPrice([])).toBeUndefined()
  })

  it('sort by storage ascending, then RAM', () => {
    expect(byStorage([v('a', 256, 1), v('b', 64, 1, false, 6), v('c', 64, 1, false, 4)]).map((x) => x._id)).toEqual(['c', 'b', 'a'])
  })

  it('a colour opens with its priority variant', () => {
    expect(pickVariant([v('a', 64, 0), v('b', 128, 3, true)])?._id).toBe('b')
  })

  it('without a priority variant, the smallest storage in stock, else the smallest storage', () => {
    expect(pickVariant([v('a', 256, 2), v('b', 64, 0), v('c', 128, 1)])?._id).toBe('c')
    expect(pickVariant([v('a', 256, 0), v('b', 64, 0)])?._id).toBe('b')
    expect(pickVariant([])).toBeUndefined()
  })
})

describe('the buy-back price', () => {
  it("is 60% of the sell side's maximum price, rounded down to the currency's price step", () => {
    expect(buyBackPrice(38_000, 'KES')).toBe(22_800)
    expect(buyBackPrice(38_030, 'KES')).toBe(22_800)
    expect(buyBackPrice(1_234_567, 'TZS')).toBe(740_000)
    expect(buyBackPrice(0, 'UGX')).toBe(0)
  })
})
