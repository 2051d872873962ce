/** The whole Kiswahili dictionary: the same keys as en.ts (a unit test checks). */
import { accountSw } from './areas/account.sw'
import { formsSw } from './areas/forms.sw'
import { pagesSw } from './areas/pages.sw'
import { sellSw } from './areas/sell.sw'
import { cartSw } from './areas/cart.sw'
import { checkoutSw } from './areas/checkout.sw'
import { repairSw } from './areas/repair.sw'
import { shopSw } from './areas/shop.sw'
import { errorsSw } from './areas/errors.sw'
import { coreSw } from './core.sw'
import type { Dictionary } from './en'

export const sw: Dictionary = { ...coreSw, account: accountSw, sell: sellSw, forms: formsSw, pages: pagesSw, shop: shopSw, cart: cartSw, checkout: checkoutSw, repair: repairSw, errors: errorsSw }
