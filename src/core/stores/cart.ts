import { atom, computed } from 'nanostores'
import { timing, storageKeys } from '../domain/constants'
import { cartCount, cartTotal, isCartLine, mergeLine, sameLine, typedQuantity, type CartLine } from '../domain/cart'
import { persistentValue } from './persistent'

/** The cart, stored under simu.cartList (debounced 1000 ms) and shared by every widget and tab. */
export const $cart = persistentValue<CartLine[]>(
  storageKeys.cartList,
  [],
  (raw) => (Array.isArray(raw) ? raw.filter(isCartLine) : undefined),
  timing.cartPersistDebounceMs,
)
export const $cartCount = computed($cart, cartCount)
export const $cartTotal = computed($cart, cartTotal)

export function addToCart(line: CartLine): void {
  $cart.set(mergeLine($cart.get(), line))
}
export function removeFromCart(line: CartLine): void {
  $cart.set($cart.get().filter((l) => !sameLine(l, line)))
}
export function setQuantity(line: CartLine, quantity: string | number): void {
  const q = typedQuantity(quantity)
  $cart.set($cart.get().map((l) => (sameLine(l, line) ? { ...l, variant: { ...l.variant, quantity: q } } : l)))
}
export function clearCart(): void {
  $cart.set([])
}

/** Whether the cart drawer is open: any widget (a product page's Add to cart) may open it. */
export const $cartOpen = atom(false)
export const openCart = () => $cartOpen.set(true)
export const closeCart = () => $cartOpen.set(false)
