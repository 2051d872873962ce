/** The page's one cart: stored under simu.cartList (debounced), shared by every widget and tab, and the drawer's open state. */
import { atom } from 'nanostores'
import { countryCurrency, storageKeys, timing } from '@core/domain/constants'
import { isCartLine, oneLinePerVariant, type CartLine } from '@core/domain/cart'
import { $country } from '@core/platform/locale'
import { persistentValue } from '@core/platform/storage'
import { createCart } from './cart'
import { apiStock } from './cart-stock'

/** The cart, stored under simu.cartList (debounced 1000 ms); a list stored with two lines of one variant reads as one line. */
export const $cart = persistentValue<CartLine[]>(
  storageKeys.cartList,
  [],
  (raw) => (Array.isArray(raw) ? oneLinePerVariant(raw.filter(isCartLine)) : undefined),
  timing.cartPersistDebounceMs,
)

/** The page's one cart: every widget on the page imports this same instance. */
export const cart = createCart({ $lines: $cart, stock: apiStock, currency: () => countryCurrency[$country.get()] })

export const $cartCount = cart.$count
export const $cartTotal = cart.$total
export const $cartNotice = cart.$notice

/** Adds a phone (see Cart.add). Resolves to what happened, so a product page can say it. */
export const addToCart = (line: CartLine) => cart.add(line)
export const setQuantity = (line: CartLine, quantity: string | number) => cart.setQuantity(line, quantity)
export const clearCart = () => cart.clear()

/** Whether the cart drawer is open: any widget (a product page's Add to cart) may open it. */
export const $cartOpen = atom(false)
/**
 * What asked for the cart last (the Add to cart button, a drawer's own icon), or null: of several drawers on a
 * page the nearest to it opens, and closing the drawer gives it the focus back.
 */
export const $cartOpener = atom<HTMLElement | null>(null)
export const openCart = (from: HTMLElement | null = null) => {
  $cartOpener.set(from)
  $cartOpen.set(true)
}
export const closeCart = () => $cartOpen.set(false)
