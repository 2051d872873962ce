import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The account area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const accountPages: PageRegistry = {
  signIn: lazy(() => import('./SignIn')),
  signUp: lazy(() => import('./SignUp')),
  forgotPassword: lazy(() => import('./ForgotPassword')),
  profile: lazy(() => import('./Profile')),
  // 'My orders' answers the spec's /{country}/orders: trade-ins, shop orders and repairs together.
  orders: lazy(() => import('./MyOrders')),
}
