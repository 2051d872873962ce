/** Kiswahili texts of the cart area: the same keys as cart.en.ts. */
import type { Dictionary } from '../en'

export const cartSw: Dictionary['cart'] = {
}
