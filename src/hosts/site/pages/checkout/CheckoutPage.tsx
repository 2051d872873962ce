import { Checkout } from '../../../../widgets/checkout/Checkout'
import * as styles from '../../../../widgets/checkout/Checkout.css'
import { useT } from '../../../../widgets/ui/host'
import * as ui from '../../../../widgets/ui/ui.css'
import type { PageProps } from '../types'
import '../../../../core/i18n/areas/checkout'

/** /{country}/ecommerce/checkout: the checkout widget on the site. */
export default function CheckoutPage(_: PageProps) {
  const t = useT()
  return (
    <div className={styles.page}>
      <h1 className={ui.visuallyHidden}>{t('site.pages.checkout')}</h1>
      <Checkout />
    </div>
  )
}
