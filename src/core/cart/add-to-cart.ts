/** Add to cart (<simu-add-to-cart>): the phone a model offers (its priority variant, §4) and the control that adds it. */
import { atom } from 'nanostores'
import { api } from '@core/platform/api/client'
import { latestOnly } from '@core/platform/loadable'
import type { Country, Currency } from '@core/domain/constants'
import type { CartLine } from '@core/domain/cart'
import type { ShopVariant } from '@core/shop/contract'
import type { Cart, CartOutcome } from './cart'
import { cart, openCart } from './page-cart'

/** The phone an add-to-cart control offers: the model's priority variant (§4), as a cart line. */
export interface OfferedPhone {
  modelName: string
  image: string
  /** The line to add, or null when the model has no priority variant (then nothing can be added). */
  line: CartLine | null
  saleprice: number
  currency: Currency | null
  /** Units available of that variant when the product loaded. */
  quantity: number
}
/** `country`: whose price (a widget's own country attribute); the visitor's by default. */
export type OfferLoader = (modelId: string, country?: Country) => Promise<OfferedPhone | null>

/** The cart line for a shop variant of a model. */
export function lineOf(model: { _id: string; modelName: string; image: string }, v: ShopVariant): CartLine {
  return {
    modelName: model.modelName,
    modelId: model._id,
    modelImage: model.image,
    variant: { _id: v._id, quantity: 1, price: v.discounted, color: v.color, ram: v.ram, storage: v.storage, currency: v.currency },
  }
}

/** Loads a model's priority variant through GET get_single_product/{id}; null when it failed. */
export const apiOffer: OfferLoader = async (modelId, country) => {
  const reply = await api('singleProduct', { params: { id: modelId }, ...(country ? { country } : {}) })
  if (!reply.ok) return null
  const { details, image } = reply.data.inventory
  const priority = reply.data.variants.find((v) => v.priority)
  return {
    modelName: details.modelName,
    image,
    line: priority ? lineOf({ _id: details._id, modelName: details.modelName, image }, priority) : null,
    saleprice: priority?.saleprice ?? 0,
    currency: priority?.currency ?? null,
    quantity: priority?.quantity ?? 0,
  }
}

export interface AddToCartState {
  status: 'loading' | 'ready' | 'failed'
  phone: OfferedPhone | null
  adding: boolean
  /** What the last add did. */
  outcome: CartOutcome | null
}

/**
 * One add-to-cart control (<simu-add-to-cart>): loads the model's priority variant, adds it to the
 * page's cart (stock-checked) and opens the cart drawer on success.
 */
export function createAddToCart({ modelId, country, load = apiOffer, cart: target = cart, open = openCart }: {
  modelId: string
  /** The widget's own country (its attribute): whose price it offers; the visitor's by default. */
  country?: Country
  load?: OfferLoader
  cart?: Cart
  open?: () => void
}) {
  const $state = atom<AddToCartState>({ status: 'loading', phone: null, adding: false, outcome: null })
  const latest = latestOnly()
  async function reload(): Promise<void> {
    const isLatest = latest.begin()
    $state.set({ status: 'loading', phone: null, adding: false, outcome: null })
    const phone = await load(modelId, country).catch(() => null)
    if (!isLatest()) return
    $state.set({ status: phone ? 'ready' : 'failed', phone, adding: false, outcome: null })
  }
  async function add(): Promise<CartOutcome | null> {
    const s = $state.get()
    if (s.status !== 'ready' || s.adding) return null
    $state.set({ ...s, adding: true, outcome: null })
    const outcome: CartOutcome = s.phone?.line ? await target.add(s.phone.line) : (target.$notice.set({ kind: 'noVariant' }), { ok: false, problem: 'noVariant' })
    $state.set({ ...$state.get(), adding: false, outcome })
    if (outcome.ok) open()
    return outcome
  }
  void reload()
  return { $state, $notice: target.$notice, reload, add }
}
export type AddToCart = ReturnType<typeof createAddToCart>

