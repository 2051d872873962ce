/** Registers the shop pages' texts. Loaded by the area's door, core/shop/index.ts (which also opens the cart's, core/cart). */
import { registerTexts } from '@core/i18n'
import { shopEn } from '@core/i18n/areas/shop.en'
import { shopSw } from '@core/i18n/areas/shop.sw'

registerTexts('shop', shopEn, shopSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const shopTexts = ['shop'] as const
