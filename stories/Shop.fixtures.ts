/**
 * Fixed shop data for the stories (nothing is fetched): catalogue cards, brands, a product with two
 * colours, and the stores of each story state.
 */
import { type InventoryItem, type ShopVariant, createCatalogue, createShopHome, createProductPage, initialProductState, type Product, type ProductState } from '@core/shop'
import { emptyView, type ShopView } from '@core/domain/shop'

const image = (id: string) => `/images/phones/${id}.svg`

export const shopBrands = [
  { _id: 'iphone', brand: 'iPhone' },
  { _id: 'samsung', brand: 'Samsung' },
  { _id: 'infinix', brand: 'Infinix' },
  { _id: 'oppo', brand: 'Oppo' },
]

const names: [string, string, string, number, boolean][] = [
  ['iphone-13', 'iPhone 13', 'iphone', 61_500, true],
  ['iphone-12', 'iPhone 12', 'iphone', 45_900, true],
  ['iphone-11', 'iPhone 11', 'iphone', 32_400, true],
  ['iphone-xr', 'iPhone XR', 'iphone', 21_800, false],
  ['samsung-galaxy-s22', 'Galaxy S22', 'samsung', 52_300, true],
  ['samsung-galaxy-s21', 'Galaxy S21', 'samsung', 38_700, true],
  ['samsung-galaxy-a54-5g', 'Galaxy A54 5G', 'samsung', 29_950, true],
  ['samsung-galaxy-a14', 'Galaxy A14', 'samsung', 12_600, true],
  ['infinix-hot-30', 'Hot 30', 'infinix', 9_800, true],
  ['infinix-note-30', 'Note 30', 'infinix', 14_250, true],
  ['oppo-reno-8', 'Reno 8', 'oppo', 27_400, true],
  ['oppo-a78', 'A78', 'oppo', 17_900, false],
]

const brandName = (id: string) => shopBrands.find((b) => b._id === id)!.brand

export function inventoryItem([id, modelName, brandId, discounted, instock]: (typeof names)[number]): InventoryItem {
  return {
    details: { _id: id, modelName, brand: brandName(brandId), brandId },
    image: image(id),
    instock,
    prices: { currency: 'KES', saleprice: Math.round((discounted * 1.15) / 50) * 50, discounted },
    specs: { highlights: [], pairs: [] },
    priorityVariant: `${id}-black-4-64`,
  }
}

/** 30 cards: more than one page of 24. */
export const shopItems: InventoryItem[] = Array.from({ length: 30 }, (_, i) => {
  const base = names[i % names.length]!
  return inventoryItem(i < names.length ? base : [`${base[0]}-${i}`, `${base[1]} (${i})`, base[2], base[3] + i * 100, base[4]])
})

export type CatalogueStateName = 'loading' | 'loaded' | 'page2' | 'filtered' | 'empty' | 'failed' | 'drawer'

export function catalogueIn(name: CatalogueStateName) {
  const view: ShopView = name === 'filtered' ? { ...emptyView, brands: ['samsung'], baseprice: 3 } : name === 'page2' ? { ...emptyView, page: 2 } : emptyView
  const catalogue = createCatalogue({ path: '/ke/ecommerce/shop/products', view })
  const ready = (items: InventoryItem[], count: number) => ({ status: 'ready' as const, data: { items, count } })
  const inventory =
    name === 'loading' ? { status: 'loading' as const }
    : name === 'failed' ? { status: 'error' as const, message: 'Something went wrong!', network: true }
    : name === 'empty' ? ready([], 0)
    : name === 'filtered' ? ready(shopItems.filter((i) => i.details.brandId === 'samsung' && i.prices.discounted >= 20_000 && i.prices.discounted < 50_000), 4)
    : name === 'page2' ? ready(shopItems.slice(24), 30)
    : ready(shopItems.slice(0, 24), 30)
  catalogue.$state.set({ view, inventory, brands: name === 'loading' ? [] : shopBrands })
  if (name === 'drawer') catalogue.$drawerOpen.set(true)
  return catalogue
}

export function shopHomeIn(name: 'loading' | 'ready' | 'failed') {
  const home = createShopHome()
  if (name === 'loading') home.$state.set({ featured: { status: 'loading' }, deals: { status: 'loading' } })
  if (name === 'ready') home.$state.set({ featured: { status: 'ready', data: shopItems.slice(0, 4) }, deals: { status: 'ready', data: shopItems.slice(4, 8) } })
  if (name === 'failed') home.$state.set({ featured: { status: 'error', message: 'Something went wrong!', network: false }, deals: { status: 'error', message: 'Something went wrong!', network: false } })
  return home
}

const colors = {
  midnight: { id: 'midnight', value: '#1f2430', label: 'Midnight' },
  pink: { id: 'pink', value: '#f4c6cf', label: 'Pink' },
}

function variant(color: keyof typeof colors, ram: number, storage: number, quantity: number, discounted: number, priority = false): ShopVariant {
  return {
    _id: `iphone-13-${color}-${ram}-${storage}`,
    modelID: 'iphone-13',
    ram,
    storage,
    color: colors[color],
    currency: 'KES',
    saleprice: Math.round((discounted * 1.15) / 50) * 50,
    discounted,
    priority,
    instock: quantity > 0,
    quantity,
    batteryHealth: 94,
    buyBackPrice: Math.floor((discounted * 0.45) / 50) * 50,
  }
}

export const productVariants: ShopVariant[] = [
  variant('midnight', 4, 128, 3, 61_500, true),
  variant('midnight', 4, 256, 0, 68_900),
  variant('midnight', 4, 512, 1, 79_900),
  variant('pink', 4, 128, 0, 61_500),
  variant('pink', 4, 256, 2, 68_900),
]

export const product: Product = {
  inventory: {
    details: { _id: 'iphone-13', modelName: 'iPhone 13', brand: 'iPhone', brandId: 'iphone' },
    image: image('iphone-13'),
    specs: {
      highlights: ['6.1" Super Retina XDR OLED display', '12MP dual camera', '3240 mAh battery', 'Cinematic mode video'],
      pairs: [
        { key: 'Display', value: '6.1" Super Retina XDR OLED' },
        { key: 'Processor', value: 'A15 Bionic' },
        { key: 'Battery', value: '3240 mAh' },
        { key: 'Main camera', value: '12MP dual' },
        { key: 'OS', value: 'iOS 18' },
      ],
    },
  },
  variants: productVariants,
  images: [{ upload: image('iphone-13') }, { upload: `${image('iphone-13')}?view=back` }, { upload: `${image('iphone-13')}?view=side` }],
  colors: [colors.midnight, colors.pink],
  instock: true,
  quantity: 6,
  buyBackPrice: 27_650,
}

export type ProductStateName = 'loading' | 'loaded' | 'checking' | 'outOfStock' | 'colourSwitch' | 'colourSwitched' | 'error'

export function productIn(name: ProductStateName) {
  const page = createProductPage('iphone-13', { country: 'ke' })
  const midnight = productVariants.filter((v) => v.color.id === 'midnight')
  const pink = productVariants.filter((v) => v.color.id === 'pink')
  const loaded: ProductState = {
    ...initialProductState(),
    product: { status: 'ready', data: product },
    colorId: 'midnight',
    variants: { status: 'ready', data: midnight },
    variantId: midnight[0]!._id,
    availability: { status: 'ready', quantity: 3 },
    related: shopItems.slice(1, 5),
  }
  const states: Record<ProductStateName, ProductState> = {
    loading: { ...initialProductState(), product: { status: 'loading' } },
    loaded,
    checking: { ...loaded, availability: { status: 'checking' } },
    outOfStock: { ...loaded, variantId: midnight[1]!._id, availability: { status: 'ready', quantity: 0 } },
    colourSwitch: { ...loaded, colorId: 'pink', variants: { status: 'loading' }, variantId: undefined, availability: { status: 'idle' } },
    colourSwitched: { ...loaded, colorId: 'pink', variants: { status: 'ready', data: pink }, variantId: pink[1]!._id, availability: { status: 'ready', quantity: 2 } },
    error: { ...initialProductState(), product: { status: 'error', message: 'phone not found in the shop', network: false } },
  }
  page.$state.set(states[name])
  return page
}
