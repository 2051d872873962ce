/**
 * Shop rules (shop-and-repair.md §2-4, §9): the catalogue's filters and their URL form, price bands,
 * page sizes, the grid with its promotional block, the variant a product page picks, and the buy-back
 * price. Pure functions, shared by the server (authoritative) and the pages.
 */
import { catalogue, priceBands, type Country, type Currency } from './constants'
import { roundingStep } from './estimate'
import { formatCountryMoney } from './money'

export const bandNumbers = [1, 2, 3, 4] as const
export type Band = (typeof bandNumbers)[number]

/** What the catalogue shows: the filters and the page, all of which live in the URL query. */
export interface ShopView {
  instock: boolean
  baseprice?: Band
  brands: string[]
  page: number
}

export const emptyView: ShopView = { instock: false, brands: [], page: 1 }

const brandIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/
export const isBrandId = (v: string) => brandIdPattern.test(v)
/** A comma-separated brands value as a list of ids (trimmed, lower case, no blanks or repeats). */
export function splitBrands(value: string | undefined): string[] {
  if (!value) return []
  return [...new Set(value.split(',').map((b) => b.trim().toLowerCase()).filter((b) => b.length > 0))]
}

/** The view a URL query asks for; anything malformed is dropped rather than refused (a shared link still opens). */
export function parseShopSearch(search: Readonly<Record<string, string | undefined>>): ShopView {
  const band = Number(search.baseprice)
  const page = Number(search.page)
  return {
    instock: search.instock === '1',
    ...(bandNumbers.includes(band as Band) ? { baseprice: band as Band } : {}),
    brands: splitBrands(search.brands).filter(isBrandId),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The URL query of a view: only what differs from the plain catalogue, in a fixed order. */
export function shopSearch(view: ShopView): Record<string, string> {
  const q: Record<string, string> = {}
  if (view.instock) q.instock = '1'
  if (view.baseprice) q.baseprice = String(view.baseprice)
  if (view.brands.length > 0) q.brands = view.brands.join(',')
  if (view.page > 1) q.page = String(view.page)
  return q
}

/** '?instock=1&brands=iphone' (or '' for the plain catalogue). */
export function shopQueryString(view: ShopView): string {
  const q = new URLSearchParams(shopSearch(view)).toString()
  return q ? `?${q}` : ''
}

/** Page size: 24, or 10,000 (every phone on one page) when only phones in stock are shown. */
export const pageSizeFor = (instock: boolean) => (instock ? catalogue.pageSizeInStock : catalogue.pageSize)
export const pageCount = (count: number, instock: boolean) => Math.max(1, Math.ceil(count / pageSizeFor(instock)))

/** The available_models query of a view. */
export function availableModelsQuery(view: ShopView): { baseprice?: `${Band}`; instock?: '1'; brands?: string; page: string; limit: string } {
  return {
    ...(view.baseprice ? { baseprice: `${view.baseprice}` as const } : {}),
    ...(view.instock ? { instock: '1' as const } : {}),
    ...(view.brands.length > 0 ? { brands: view.brands.join(',') } : {}),
    page: String(view.page),
    limit: String(pageSizeFor(view.instock)),
  }
}

/** A filter change always goes back to page 1 (shop-and-repair.md §4). */
export const withFilters = (view: ShopView, change: Partial<Omit<ShopView, 'page'>>): ShopView => ({ ...view, ...change, page: 1 })
export function toggleBrand(view: ShopView, brandId: string): ShopView {
  const brands = view.brands.includes(brandId) ? view.brands.filter((b) => b !== brandId) : [...view.brands, brandId]
  return withFilters(view, { brands })
}
export const hasFilters = (view: ShopView) => view.instock || view.baseprice !== undefined || view.brands.length > 0

/** Whether an amount is in a band: from its lower bound (included) to its upper bound (excluded). */
export function inBand(amount: number, band: Band, country: Country): boolean {
  const range = priceBands[country][band - 1]
  if (!range) return false
  const [min, max] = range
  return amount >= min && (max === null || amount < max)
}

export type BandLabel =
  | { band: Band; kind: 'under'; max: string }
  | { band: Band; kind: 'between'; min: string; max: string }
  | { band: Band; kind: 'over'; min: string }

/** The four bands of a country as formatted amounts; the words around them come from i18n. */
export function priceBandLabels(country: Country): BandLabel[] {
  return priceBands[country].map(([min, max], i): BandLabel => {
    const band = (i + 1) as Band
    if (min === 0 && max !== null) return { band, kind: 'under', max: formatCountryMoney(max, country) }
    if (max === null) return { band, kind: 'over', min: formatCountryMoney(min, country) }
    return { band, kind: 'between', min: formatCountryMoney(min, country), max: formatCountryMoney(max, country) }
  })
}

/** The grid: the cards with the 'in the box' block at position 8 (1-based), or last when fewer cards show. */
export type GridCell<T> = { kind: 'item'; item: T } | { kind: 'promo' }
export function gridCells<T>(items: readonly T[], position: number = catalogue.inTheBoxPosition): GridCell<T>[] {
  const cells: GridCell<T>[] = items.map((item) => ({ kind: 'item', item }))
  if (items.length === 0) return cells
  cells.splice(Math.min(position - 1, cells.length), 0, { kind: 'promo' })
  return cells
}

interface PricedVariant {
  _id: string
  storage: number
  ram: number
  quantity: number
  priority: boolean
  saleprice: number
  discounted: number
}

/** The 'Starting from' price of a model: its lowest discounted price, with that variant's sale price. */
export function startingPrice<V extends Pick<PricedVariant, 'saleprice' | 'discounted'>>(variants: readonly V[]): { saleprice: number; discounted: number } | undefined {
  let best: V | undefined
  for (const v of variants) if (!best || v.discounted < best.discounted || (v.discounted === best.discounted && v.saleprice > best.saleprice)) best = v
  return best ? { saleprice: best.saleprice, discounted: best.discounted } : undefined
}

/** Storage ascending, then RAM ascending (shop-and-repair.md §4). */
export function byStorage<V extends Pick<PricedVariant, 'storage' | 'ram'>>(variants: readonly V[]): V[] {
  return [...variants].sort((a, b) => a.storage - b.storage || a.ram - b.ram)
}

/**
 * The variant a colour opens with: the priority variant when the colour has it, else the smallest
 * storage in stock, else the smallest storage.
 */
export function pickVariant<V extends Pick<PricedVariant, 'storage' | 'ram' | 'quantity' | 'priority'>>(variants: readonly V[]): V | undefined {
  const priority = variants.find((v) => v.priority)
  if (priority) return priority
  const sorted = byStorage(variants)
  return sorted.find((v) => v.quantity > 0) ?? sorted[0]
}

/**
 * The buy-back promise of a product page (Simu): after the 12-month warranty Simu buys the phone back
 * for 60% of today's maximum sell price of the same model, RAM and storage (a flawless phone), rounded
 * down to the currency's price step. A year of use costs about a third of a refurbished phone's value;
 * the margin leaves room for the grading a returned phone goes through.
 */
export const buyBackPercent = 60
export function buyBackPrice(sellMaxPrice: number, currency: Currency): number {
  const step = roundingStep[currency]
  return Math.floor((sellMaxPrice * buyBackPercent) / 100 / step) * step
}
