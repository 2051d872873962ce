/**
 * Every area's texts, registered once for the server: refusals, notices and SMS are worded in any area's
 * keys, so the server loads them all here instead of each module importing an area for its side effect
 * (a forgotten import silently showed the key). Imported by messages.ts, which every reply goes through.
 */
import { registerTexts } from '@core/i18n'
import { accountEn } from '@core/i18n/areas/account.en'
import { accountSw } from '@core/i18n/areas/account.sw'
import { cartEn } from '@core/i18n/areas/cart.en'
import { cartSw } from '@core/i18n/areas/cart.sw'
import { checkoutEn } from '@core/i18n/areas/checkout.en'
import { checkoutSw } from '@core/i18n/areas/checkout.sw'
import { errorsEn } from '@core/i18n/areas/errors.en'
import { errorsSw } from '@core/i18n/areas/errors.sw'
import { formsEn } from '@core/i18n/areas/forms.en'
import { formsSw } from '@core/i18n/areas/forms.sw'
import { pagesEn } from '@core/i18n/areas/pages.en'
import { pagesSw } from '@core/i18n/areas/pages.sw'
import { repairEn } from '@core/i18n/areas/repair.en'
import { repairSw } from '@core/i18n/areas/repair.sw'
import { sellEn } from '@core/i18n/areas/sell.en'
import { sellSw } from '@core/i18n/areas/sell.sw'
import { shopEn } from '@core/i18n/areas/shop.en'
import { shopSw } from '@core/i18n/areas/shop.sw'

let registered = false

/** Registers every area's English and Swahili texts (once; later calls do nothing). */
export function registerServerTexts(): void {
  if (registered) return
  registered = true
  registerTexts('account', accountEn, accountSw)
  registerTexts('cart', cartEn, cartSw)
  registerTexts('checkout', checkoutEn, checkoutSw)
  registerTexts('errors', errorsEn, errorsSw)
  registerTexts('forms', formsEn, formsSw)
  registerTexts('pages', pagesEn, pagesSw)
  registerTexts('repair', repairEn, repairSw)
  registerTexts('sell', sellEn, sellSw)
  registerTexts('shop', shopEn, shopSw)
}
