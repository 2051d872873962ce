/** Kiswahili texts of the checkout area: the same keys as checkout.en.ts. */
import type { Dictionary } from '../en'

export const checkoutSw: Dictionary['checkout'] = {
}
