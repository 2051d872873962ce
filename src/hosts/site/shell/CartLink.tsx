import type { Country } from '@core/domain/constants'
import { lazy, Suspense } from 'react'
import { ClientOnly } from '../ssr/client-only'
import * as styles from './shell.css'

// The drawer (and the dialog it is built of) is not part of the page's first load.
const CartDrawer = lazy(() => import('@widgets/cart-drawer').then((m) => ({ default: m.CartDrawer })))

/**
 * The header's cart: the cart drawer widget's own component (icon with the number of phones, drawer
 * from the right), on the same page-wide cart store, so a product page's openCart() opens it here too.
 * Its links to the cart page and checkout stay on the site (same origin: through the router).
 */
export function CartLink({ country }: { country: Country }) {
  return (
    <div className={styles.cart}>
      {/* The cart lives in this browser's storage: the server and hydration show the empty place. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <CartDrawer country={country} />
        </Suspense>
      </ClientOnly>
    </div>
  )
}
