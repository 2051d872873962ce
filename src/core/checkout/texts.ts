/** Registers the checkout area's texts. Loaded by the area's door, core/checkout/index.ts. */
import { registerTexts } from '@core/i18n'
import { checkoutEn } from '@core/i18n/areas/checkout.en'
import { checkoutSw } from '@core/i18n/areas/checkout.sw'

registerTexts('checkout', checkoutEn, checkoutSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const checkoutTexts = ['checkout'] as const
