/**
 * A product page (shop-and-repair.md §2 'Product detail', §4 'Product page'): the model, the chosen
 * colour and variant, live availability of that variant, 'You May Also Like', and adding to the cart.
 * One store per page instance; stories set its state directly.
 */
import { computed, map, onMount, type MapStore } from 'nanostores'
import { api } from '@core/platform/api/client'
import { seeded } from '@core/platform/api/seeds'
import type { ReplyOf } from '@core/platform/api/registry'
import type { InventoryItem, ShopVariant } from './contract'
import type { CartLine } from '@core/domain/cart'
import type { Country } from '@core/domain/constants'
import { byStorage, pickVariant } from '@core/domain/shop'
import { pathTo } from '@core/platform/routes'
import type { Cart } from '@core/cart'
import { lineOf } from '@core/cart'
import { cart as siteCart, openCart } from '@core/cart'
import { $country } from '@core/platform/locale'
import { latestOnly, type Loadable } from '@core/platform/loadable'
import { navigate } from '@core/platform/navigation'

export type Product = Omit<ReplyOf<'singleProduct'>, 'success'>

/** Availability of the chosen variant, asked again after every change (stock is live). */
export type Availability = { status: 'idle' } | { status: 'checking' } | { status: 'ready'; quantity: number } | { status: 'error'; message: string }

export interface ProductState {
  product: Loadable<Product>
  colorId?: string
  /** The variants of the chosen colour, smallest storage first. */
  variants: Loadable<ShopVariant[]>
  variantId?: string
  availability: Availability
  related: InventoryItem[]
  /** Adding to the cart (the cart checks live stock first). */
  adding?: boolean
}

/** How many phones 'You May Also Like' shows. */
export const relatedCount = 4

export const initialProductState = (): ProductState => ({ product: { status: 'idle' }, variants: { status: 'idle' }, availability: { status: 'idle' }, related: [] })

/** The chosen variant, when the colour's variants are there. */
export function selectedVariant(s: ProductState): ShopVariant | undefined {
  return s.variants.status === 'ready' ? s.variants.data.find((v) => v._id === s.variantId) : undefined
}

/** Add to cart and Buy Now: only with a chosen variant confirmed in stock, and nothing loading. */
export function canBuy(s: ProductState): boolean {
  return s.product.status === 'ready' && s.variants.status === 'ready' && selectedVariant(s) !== undefined
    && s.availability.status === 'ready' && s.availability.quantity >= 1 && !s.adding
}

/** The cart line of the chosen variant (price: its discounted price, in its currency). */
export function cartLineOf(s: ProductState): CartLine | undefined {
  const v = selectedVariant(s)
  if (s.product.status !== 'ready' || !v) return undefined
  const { details, image } = s.product.data.inventory
  return lineOf({ _id: details._id, modelName: details.modelName, image }, v)
}

type ProductStore = MapStore<ProductState>

/** The model, its colours and variants, the live availability of the chosen one, and related phones. */
function createProductChoice($state: ProductStore, modelId: string) {
  // Several keys in one change: setKey would tell listeners once per key.
  const assign = (p: Partial<ProductState>) => $state.set({ ...$state.get(), ...p })
  const choice = latestOnly()
  const stock = latestOnly()

  async function load() {
    const isLatest = choice.begin()
    $state.set({ ...initialProductState(), product: { status: 'loading' } })
    const r = await api('singleProduct', { params: { id: modelId } })
    if (!isLatest()) return
    if (!r.ok) return $state.setKey('product', { status: 'error', message: r.message, network: r.kind === 'network' })
    show(r.data, isLatest)
  }

  /** The model's reply on screen: its first colour and variant chosen, then live stock and related phones. */
  function show(reply: ReplyOf<'singleProduct'>, isLatest: () => boolean) {
    const { success: _, ...product } = reply
    const first = pickVariant(product.variants)
    const colorId = first?.color.id
    const variants = byStorage(product.variants.filter((v) => v.color.id === colorId))
    assign({ product: { status: 'ready', data: product }, colorId, variants: { status: 'ready', data: variants }, variantId: first?._id })
    void checkStock()
    void loadRelated(product.inventory.details.brandId, isLatest)
  }

  /** The model from the page's own data (the server rendered it): no request for it, stock still asked. */
  function start(): boolean {
    const reply = seeded({ name: 'singleProduct', params: { id: modelId } })
    if (reply) show(reply, choice.begin())
    return reply !== undefined
  }

  /** Choosing a colour fetches its variants and picks the priority one, else the first in stock. */
  async function chooseColor(colorId: string) {
    if ($state.get().colorId === colorId && $state.get().variants.status === 'ready') return
    const isLatest = choice.begin()
    stock.cancel()
    assign({ colorId, variants: { status: 'loading' }, variantId: undefined, availability: { status: 'idle' } })
    const r = await api('variantByColor', { params: { color: colorId, modelId } })
    if (!isLatest()) return
    if (!r.ok) return $state.setKey('variants', { status: 'error', message: r.message, network: r.kind === 'network' })
    const variants = byStorage(r.data.variant)
    assign({ variants: { status: 'ready', data: variants }, variantId: pickVariant(variants)?._id })
    void checkStock()
  }

  function chooseVariant(variantId: string) {
    const s = $state.get()
    if (s.variants.status !== 'ready' || !s.variants.data.some((v) => v._id === variantId)) return
    $state.setKey('variantId', variantId)
    void checkStock()
  }

  async function checkStock() {
    const variantId = $state.get().variantId
    if (!variantId) return $state.setKey('availability', { status: 'idle' })
    const isLatest = stock.begin()
    $state.setKey('availability', { status: 'checking' })
    const r = await api('quantityByVariant', { params: { variantId } })
    if (!isLatest()) return
    $state.setKey('availability', r.ok ? { status: 'ready', quantity: r.data.quantity } : { status: 'error', message: r.message })
  }

  /** Same brand first, topped up with featured phones; never the phone itself. Dropped once another choice began. */
  async function loadRelated(brandId: string, isLatest: () => boolean) {
    const [brand, featured] = await Promise.all([api('inventoryByBrand', { params: { brandId } }), api('featuredModels')])
    if (!isLatest()) return
    const seen = new Set([modelId])
    const related: InventoryItem[] = []
    for (const item of [...(brand.ok ? brand.data.brands : []), ...(featured.ok ? featured.data.devices : [])]) {
      if (related.length >= relatedCount || seen.has(item.details._id)) continue
      seen.add(item.details._id)
      related.push(item)
    }
    $state.setKey('related', related)
  }

  return { load, start, chooseColor, chooseVariant, checkStock }
}

/** Add to cart and Buy Now: the chosen variant into the page's cart (stock-checked there). */
function createProductBuying($state: ProductStore, { country, cart, open }: { country?: Country; cart: Cart; open: () => void }) {
  /** True while a phone is being added (the cart checks stock first). */
  let adding = false
  /** The cart's answer, or null when nothing was tried (no variant chosen, not in stock, busy). */
  async function add(): Promise<{ ok: boolean } | null> {
    const s = $state.get()
    const line = cartLineOf(s)
    if (!line || !canBuy(s) || adding) return null
    adding = true
    $state.setKey('adding', true)
    const outcome = await cart.add(line).catch(() => ({ ok: false }))
    adding = false
    $state.setKey('adding', false)
    return outcome
  }

  /**
   * Adds the chosen variant and opens the cart. A refusal by the cart (sold out meanwhile, a cart of
   * another country) opens it too: its notice says why.
   */
  async function addToCart(): Promise<boolean> {
    const outcome = await add()
    if (outcome) open()
    return outcome?.ok ?? false
  }

  /** Adds the chosen variant and goes to the checkout (or shows the cart's refusal). */
  async function buyNow(): Promise<boolean> {
    const outcome = await add()
    if (outcome?.ok) navigate(pathTo('checkout', { country: country ?? $country.get() }))
    else if (outcome) open()
    return outcome?.ok ?? false
  }

  return { addToCart, buyNow }
}

/** `cart` is the page's cart (the site's by default): adding checks live stock there too. */
export function createProductPage(modelId: string, { country, cart = siteCart, open = openCart }: { country?: Country; cart?: Cart; open?: () => void } = {}) {
  const $state = map<ProductState>(initialProductState())
  const choice = createProductChoice($state, modelId)
  onMount($state, () => {
    if ($state.get().product.status === 'idle' && !choice.start()) void choice.load()
    return $country.listen(() => void choice.load())
  })
  const $canBuy = computed($state, canBuy)
  return { $state, $canBuy, ...choice, ...createProductBuying($state, { country, cart, open }) }
}

export type ProductPage = ReturnType<typeof createProductPage>
