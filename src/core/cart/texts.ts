/** Registers the cart's texts. Loaded by the cart's door, core/cart/index.ts. */
import { registerTexts } from '@core/i18n'
import { cartEn } from '@core/i18n/areas/cart.en'
import { cartSw } from '@core/i18n/areas/cart.sw'

registerTexts('cart', cartEn, cartSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const cartTexts = ['cart'] as const
