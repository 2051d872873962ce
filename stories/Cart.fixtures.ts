/** Sample cart lines and ready-made carts for the cart drawer's and cart page's stories and tests (nothing is fetched). */
import { atom } from 'nanostores'
import type { CartLine } from '@core/domain/cart'
import { lineKey } from '@core/domain/cart'
import { createAddToCart, createCart, type CartNotice, type OfferedPhone } from '@core/cart'

const line = (modelId: string, modelName: string, variantId: string, color: [string, string], ram: number, storage: number, price: number, quantity: number): CartLine => ({
  modelName,
  modelId,
  modelImage: `/images/phones/${modelId}.svg`,
  variant: { _id: variantId, quantity, price, color: { id: color[0], value: '#333333', label: color[1] }, ram, storage, currency: 'KES' },
})

export const iphone12 = line('iphone-12', 'iPhone 12', 'iphone-12-black-4-64', ['black', 'Black'], 4, 64, 29_900, 1)
export const galaxyS21 = line('samsung-galaxy-s21', 'Galaxy S21', 'samsung-galaxy-s21-purple-8-128', ['purple', 'Phantom Violet'], 8, 128, 26_450, 2)
export const redmi12c = line('redmi-12c', 'Redmi 12C', 'redmi-12c-gray-3-64', ['gray', 'Graphite Gray'], 3, 64, 7_350, 3)
export const iphone12AtCap: CartLine = { ...iphone12, variant: { ...iphone12.variant, quantity: 2 } }

/** Units available by variant id, as GET get_quantity_by_variant would answer. */
export const stockOf: Record<string, number> = {
  [iphone12.variant._id]: 2,
  [galaxyS21.variant._id]: 8,
  [redmi12c.variant._id]: 8,
}

/** A cart over a plain list (not the page's stored one) whose stock checks answer from `stock`. */
export function cartWith(lines: CartLine[], { stock = stockOf, notice = null }: { stock?: Record<string, number>; notice?: CartNotice | null } = {}) {
  const cart = createCart({ $lines: atom(lines), stock: async (id) => stock[id] ?? 0, currency: () => 'KES' })
  // The stock is known already, as after the check on opening.
  cart.$stock.set(Object.fromEntries(lines.map((l) => [l.variant._id, stock[l.variant._id] ?? 0])))
  cart.$notice.set(notice)
  return cart
}

export const cappedNotice: CartNotice = { kind: 'capped', line: lineKey(iphone12), modelName: 'iPhone 12', available: 2 }

export const offered: OfferedPhone = { modelName: 'iPhone 12', image: '/images/phones/iphone-12.svg', line: iphone12, saleprice: 31_650, currency: 'KES', quantity: 2 }

/** An add-to-cart control whose product loader answers `phone` (null: the load failed; 'never': still loading). */
export function addToCartWith(phone: OfferedPhone | null | 'never', lines: CartLine[] = []) {
  const cart = cartWith(lines)
  const load = phone === 'never' ? () => new Promise<null>(() => {}) : async () => phone
  return { cart, control: createAddToCart({ modelId: 'iphone-12', load, cart, open: () => {} }) }
}
