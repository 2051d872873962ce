/** Registers the shop area's texts: the cart's and the shop pages'. Loaded by the area's door, core/shop/index.ts. */
import { registerTexts } from '@core/i18n'
import { cartEn } from '@core/i18n/areas/cart.en'
import { cartSw } from '@core/i18n/areas/cart.sw'
import { shopEn } from '@core/i18n/areas/shop.en'
import { shopSw } from '@core/i18n/areas/shop.sw'

registerTexts('cart', cartEn, cartSw)
registerTexts('shop', shopEn, shopSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const shopTexts = ['cart', 'shop'] as const
