import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The shop area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const shopPages: PageRegistry = {
  // cart (owned by the cart work)
  cart: lazy(() => import('./Cart')),
  // end cart
  shop: lazy(() => import('./ShopLanding')),
  shopProducts: lazy(() => import('./Catalogue')),
  productDetails: lazy(() => import('./Product')),
  productDetailsAlias: lazy(() => import('./Product')),
  conditionGuide: lazy(() => import('./ConditionGuide')),
}
