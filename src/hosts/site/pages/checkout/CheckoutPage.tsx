import { useEffect } from 'react'
import { dismissCartImport, importCartParam } from '@core/cart'
import { HandoffNotice } from '@widgets/cart-drawer'
import { Checkout } from '@widgets/checkout'
import * as styles from '@widgets/ui/layout.css'
import { useT } from '@widgets/ui/host'
import * as ui from '@widgets/ui/ui.css'
import type { PageProps } from '../types'

/** /{country}/ecommerce/checkout: the checkout widget on the site. */
export default function CheckoutPage(_: PageProps) {
  const t = useT()
  // Cart hand-off: import the partner page's cart (?cart=) once on arrival (stores/cart.ts importCartParam).
  useEffect(() => {
    void importCartParam(globalThis.location?.search ?? '')
    return dismissCartImport
  }, [])
  return (
    <div className={styles.page}>
      <h1 className={ui.visuallyHidden}>{t('site.pages.checkout')}</h1>
      {/* Cart hand-off: a cart a partner page sent along (?cart=) is added once, and said so. */}
      <HandoffNotice />
      <Checkout />
    </div>
  )
}
