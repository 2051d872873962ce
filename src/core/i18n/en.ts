/**
 * The whole English dictionary: the core texts and every area's. The site and the tests use it whole;
 * a widget loads only the core and its own areas (index.ts, areas/*.ts).
 */
import { accountEn } from './areas/account.en'
import { formsEn } from './areas/forms.en'
import { pagesEn } from './areas/pages.en'
import { sellEn } from './areas/sell.en'
import { cartEn } from './areas/cart.en'
import { checkoutEn } from './areas/checkout.en'
import { repairEn } from './areas/repair.en'
import { shopEn } from './areas/shop.en'
import { errorsEn } from './areas/errors.en'
import { coreEn } from './core.en'

export const en = { ...coreEn, account: accountEn, sell: sellEn, forms: formsEn, pages: pagesEn, shop: shopEn, cart: cartEn, checkout: checkoutEn, repair: repairEn, errors: errorsEn }

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type Dictionary = Widen<typeof en>
